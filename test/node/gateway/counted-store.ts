/**
 * A real store with every call the gateway makes to it counted (budgets, records, tallies, the
 * cache), and two instances' views of one memory store whose budgets are shared by name, as
 * Redis shares them (each `memoryStore().limiter()` call counts on its own otherwise).
 */
import { memoryStore, type GatewayStore, type Limiter } from '../../../src/gateway/index';

export interface CountedStore {
  store: GatewayStore;
  /** Every call since the last `takes()` or `calls.splice`: `<operation> <first argument>`. */
  calls: string[];
  /** The budget counts taken since the last call (`take <name> <key>`), and forgets every call. */
  takes(): string[];
}

/** `inner`, with each call counted; the store loss's look at the epoch (a timer) is left out. */
export function counted(inner: GatewayStore): CountedStore {
  const calls: string[] = [];
  const note = <A extends unknown[], R>(name: string, call: (...args: A) => R) => {
    return (...args: A): R => {
      if (args[0] !== 'epoch') calls.push(`${name} ${String(args[0])}`);
      return call(...args);
    };
  };
  const store: GatewayStore = {
    limiter(options) {
      const limiter = inner.limiter(options);
      return {
        take: note(`take ${options.name}`, limiter.take.bind(limiter)),
        give: note(`give ${options.name}`, limiter.give.bind(limiter)),
      };
    },
    tally: note('tally', inner.tally.bind(inner)),
    untally: note('untally', inner.untally.bind(inner)),
    get: note('get', inner.get.bind(inner)),
    set: note('set', inner.set.bind(inner)),
    delete: note('delete', inner.delete.bind(inner)),
    cache: {
      get: note('cache.get', inner.cache.get.bind(inner.cache)),
      set: note('cache.set', inner.cache.set.bind(inner.cache)),
      delete: note('cache.delete', inner.cache.delete.bind(inner.cache)),
    },
  };
  const takes = () => calls.splice(0).filter((call) => call.startsWith('take '));
  return { store, calls, takes };
}

/** Two views of one memory store whose limiters of one name count together, as in Redis. */
export function sharedMemoryStores(options: Parameters<typeof memoryStore>[0] = {}): GatewayStore[] {
  const inner = memoryStore(options);
  const limiters = new Map<string, Limiter>();
  const view: GatewayStore = {
    ...inner,
    limiter(limiterOptions) {
      let limiter = limiters.get(limiterOptions.name);
      if (!limiter) limiters.set(limiterOptions.name, (limiter = inner.limiter(limiterOptions)));
      return limiter;
    },
  };
  return [view, view];
}
