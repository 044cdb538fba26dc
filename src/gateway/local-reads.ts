/**
 * Catalogue reads an instance answers from its own memory, and the budgets they count in.
 *
 * Such a read (the catalogue cache's copy kept beside the store, the event from the list of
 * events on sale) costs nothing beyond the instance that answers it: no store command, no
 * request to the service. So it counts against the per-address and per-session budgets in
 * limiters the instance holds (rate-limiter-flexible's memory limiter, the sizes and window of
 * the store's), not with a round trip to the store; that instance's own budget is what protects
 * it. Every other request (a read that goes to the store or the service, a write) counts in the
 * store, shared by every instance, as before. A visitor spread over N instances can so make N
 * times the cached reads; nothing else changes.
 *
 * The budget is chosen before the request is routed, so its answers keep their order (the
 * address's budget, the session token, the session's budget, then the route's). The cache's key
 * is the checked query, known only once the route ran: the instance remembers, per request as
 * sent (method, path and query), until when the answer it last gave is wholly in its memory (the
 * earliest moment one of its parts lapses there; a part it read from the store or the service and
 * kept counts from then on). While that holds and the list of events on sale is fresh, the
 * request counts here; otherwise (never answered, a part not kept, a failure, a lapse) it counts
 * in the store: every miss does. A part that lapses between that look and the route's read (a
 * moment) is read from the store, and perhaps the service, by a request counted here only: at
 * most once per answer and lifetime in each instance (concurrent misses of one answer share one
 * read), whatever visitors do; the request is then remembered anew from what that read kept.
 *
 * The instance's count answers on the event loop's next turn where there is one to wait for
 * (`setImmediate`: Node, Bun): the reads that arrived together are then parsed together and
 * answered together, as while each waited for its command to the store. Answered within its
 * socket's read instead, each read cost the gateway process more CPU than with the store's count
 * (test/bench/rush/README.md, "Reads counted by the instance").
 */
import type { MemoryUse } from './catalogue-cache.js';
import type { Catalogue } from './catalogue.js';
import { memoryLimiter, type Limiter } from './store.js';

/** The next turn of the event loop, where the platform has one to wait for. */
const nextTurn = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;

/** `limiter`, answering on the next turn of the event loop (see above). */
function onNextTurn(limiter: Limiter): Limiter {
  if (!nextTurn) return limiter;
  return {
    async take(key, points) {
      const result = await limiter.take(key, points);
      await new Promise<void>((resolve) => void nextTurn(resolve));
      return result;
    },
    give: (key, points) => limiter.give(key, points),
  };
}

/** The most requests remembered (the oldest go first), and the longest remembered. */
const MOST_REMEMBERED = 1_000;
const LONGEST_REQUEST = 2_048;

export interface LocalReads {
  /** This instance's budgets per client address and per session, for reads from its memory. */
  readonly byAddress: Limiter;
  readonly bySession: Limiter;
  /** The request as remembered (a catalogue read: GET or HEAD); null for any other. */
  key(method: string, url: URL): string | null;
  /** Whether the request `key` is answered from this instance's memory now, as it was last time. */
  fresh(key: string): boolean;
  /** Runs the read `key` (none: not a read), learning whether its answer came from memory. */
  answer<T extends Response | null>(key: string | null, run: (memory?: MemoryUse) => Promise<T>): Promise<T>;
}

export function createLocalReads(options: {
  perAddress: number;
  perSession: number;
  windowMs: number;
  catalogue: Catalogue;
  now: () => number;
}): LocalReads {
  const { catalogue, now } = options;
  /** Request → until when its answer comes from memory (epoch ms). */
  const remembered = new Map<string, number>();
  return {
    byAddress: onNextTurn(
      memoryLimiter({ name: 'address-local', points: options.perAddress, durationMs: options.windowMs }),
    ),
    bySession: onNextTurn(
      memoryLimiter({ name: 'session-local', points: options.perSession, durationMs: options.windowMs }),
    ),
    key(method, url) {
      if (method !== 'GET' && method !== 'HEAD') return null;
      const key = `${method} ${url.pathname}${url.search}`;
      return key.length <= LONGEST_REQUEST ? key : null;
    },
    fresh(key) {
      const until = remembered.get(key);
      const at = now();
      return until !== undefined && at < until && at < catalogue.freshUntil();
    },
    async answer(key, run) {
      if (key === null) return run();
      let until = Infinity;
      let missing = false;
      let answered = false;
      const memory: MemoryUse = {
        kept: (at) => void (until = Math.min(until, at)),
        notKept: () => void (missing = true),
      };
      try {
        const response = await run(memory);
        answered = response?.ok === true;
        return response;
      } finally {
        remembered.delete(key);
        const end = Math.min(until, catalogue.freshUntil());
        if (answered && !missing && until !== Infinity && now() < end) {
          remembered.set(key, end);
          if (remembered.size > MOST_REMEMBERED) remembered.delete(remembered.keys().next().value!);
        }
      }
    },
  };
}
