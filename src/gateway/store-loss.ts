/**
 * What an instance does about a store that lost its state (Redis restarted empty): it notices
 * the new epoch (epochs.ts), tells `onError` (kind `store_state_lost`), and puts back the
 * idempotency records it wrote (record-journal.ts), trying again while the store recovers. On a
 * store shared by instances (one that can tell whether it is durable: Redis), the instance also
 * looks at the epoch every `EPOCH_WATCH_MS` without a request of its own, so that a repeat that
 * reaches another instance finds the record put back soon.
 */
import { EPOCH_WATCH_MS, createEpochs, watchEpochs, type Epochs } from './epochs.js';
import type { GatewayErrorKind } from './options.js';
import { createRecordJournal, type RecordJournal } from './record-journal.js';
import { guardStore } from './store-guard.js';
import type { GatewayStore } from './store.js';

export interface StoreLossOptions {
  /** The site owner's store, as given. */
  store: GatewayStore;
  /** The same store, bounded and reporting its failures (store-guard.ts). */
  guarded: GatewayStore;
  storeTimeoutMs: number;
  now: () => number;
  report(error: unknown, kind: GatewayErrorKind): void;
}

export interface StoreLoss {
  epochs: Epochs;
  journal: RecordJournal;
  /**
   * How long a key whose record may have been lost waits for another instance to put it back:
   * 0 on a store the instances do not watch (no other instance would).
   */
  restoreWaitMs: number;
  /** Ends the watch once `owner` is garbage (the gateway it belongs to). */
  watchWhile(owner: object): void;
}

export function createStoreLoss(options: StoreLossOptions): StoreLoss {
  const { now, report } = options;
  const journal = createRecordJournal({ now });
  const quiet = guardStore(options.store, { timeoutMs: options.storeTimeoutMs, report: () => undefined });
  const epochs = createEpochs(options.guarded, now, (current) => {
    report(
      new Error(
        `The gateway store lost its state (a new epoch began ${new Date(current).toISOString()}): ` +
          'this instance puts back the idempotency records it wrote; those of instances that ' +
          'stopped meanwhile are gone. Run Redis with appendonly yes.',
      ),
      'store_state_lost',
    );
    void restore();
  });

  async function restore(): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      try {
        await journal.restore(quiet);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  // Set once the gateway is made: the first look comes before.
  let owner: WeakRef<object> | undefined;
  if (options.store.durable) watchEpochs(epochs, quiet, () => !owner || owner.deref() !== undefined);
  return {
    epochs,
    journal,
    // Several looks of the other instances' watch, and a store timeout. On a store without the
    // watch (`memoryStore()`: one process's memory) nobody puts a record back meanwhile: the
    // state went with the process, and its copies too. Waiting would only hold up every older
    // session's first write after a restart (the in-page demo's gateway starts on each page).
    restoreWaitMs: options.store.durable ? 4 * EPOCH_WATCH_MS + options.storeTimeoutMs : 0,
    watchWhile(gateway) {
      owner = new WeakRef(gateway);
    },
  };
}
