/**
 * A tiny subscribable store: the flow's state plus `subscribe(listener)`, enough for a Lit
 * ReactiveController (or any other view) to render from. Listeners run synchronously after
 * each change; a listener that throws does not keep the others from running.
 */
export interface Store<S> {
  get(): Readonly<S>;
  set(patch: Partial<S> | ((state: Readonly<S>) => Partial<S>)): void;
  subscribe(listener: (state: Readonly<S>) => void): () => void;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state: S = initial;
  const listeners = new Set<(state: Readonly<S>) => void>();
  return {
    get: () => state,
    set(patch) {
      const changes = typeof patch === 'function' ? patch(state) : patch;
      state = { ...state, ...changes };
      for (const listener of [...listeners]) {
        try {
          listener(state);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
