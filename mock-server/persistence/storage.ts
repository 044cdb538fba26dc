/**
 * The mock's state as earlier versions of the browser adapter kept it: the snapshot as JSON
 * under one `localStorage` key. Read once, to move it into IndexedDB (see `indexeddb.ts`).
 */
import type { Mock } from '../domain/mock';

export const DEFAULT_STORAGE_KEY = 'ticket-booking-mock:state';

/** The part of the Web Storage API used here. */
export type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Puts the stored state back into `mock`; true when there was one. A stored state that cannot be
 * read (a mock of an older version) is removed, and the mock keeps its seed.
 */
export function restoreFromStorage(mock: Mock, storage: StateStorage, key = DEFAULT_STORAGE_KEY): boolean {
  const text = storage.getItem(key);
  if (text === null) return false;
  try {
    mock.restore(JSON.parse(text) as unknown);
    return true;
  } catch (error) {
    console.warn(`The stored mock state under ${key} could not be restored and was removed:`, error);
    storage.removeItem(key);
    return false;
  }
}
