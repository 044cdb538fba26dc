/**
 * Saving the mock's state after changes without saving once per request: `schedule()` after a
 * change, and the save runs once things have been quiet for `debounceMs` (200 ms by default).
 * Saves never overlap: one asked for while another runs follows it. `flush()` saves now what is
 * pending (on shutdown) and resolves when every save has ended.
 */
export interface Persister {
  /** A change happened: save soon. */
  schedule(): void;
  /** Saves now if a save is pending, and waits for every save in progress. */
  flush(): Promise<void>;
}

export interface PersisterOptions {
  /** Writes the current state; a failure is reported to `onError` and retried on the next change. */
  readonly save: () => void | Promise<void>;
  readonly debounceMs?: number;
  readonly onError?: (error: unknown) => void;
}

export const DEFAULT_DEBOUNCE_MS = 200;

export function createPersister(options: PersisterOptions): Persister {
  const debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  const onError =
    options.onError ?? ((error: unknown) => console.error('Could not save the mock state:', error));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = (): Promise<void> => {
    timer = undefined;
    running = running.then(async () => {
      try {
        await options.save();
      } catch (error) {
        onError(error);
      }
    });
    return running;
  };

  return {
    schedule() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => void run(), debounceMs);
    },
    async flush() {
      if (timer !== undefined) {
        clearTimeout(timer);
        await run();
      }
      await running;
    },
  };
}
