/**
 * The shows of a booking's tickets (one entry per ticket), kept in the gateway's store from the
 * booking's creation through each reservation, so that its confirmation frees the buyer's place
 * in the waiting room without reading the booking's tickets from the service. A move or a
 * deletion of its tickets forgets them (the next confirmation reads the booking instead).
 */
import type { GatewayStore } from '../store.js';

const keyOf = (booking: string) => `sale-shows:${booking}`;

export interface BookingShows {
  /** The gateway created `booking`: it holds no tickets yet. */
  created(booking: string): Promise<void>;
  /** Tickets of these shows were reserved on `booking` (kept only when the earlier ones are known). */
  added(booking: string, shows: readonly string[]): Promise<void>;
  /** The booking's tickets are about to move or go: their shows are no longer known. */
  forget(booking: string): Promise<void>;
  /** The shows of the booking's tickets, or null when not known. */
  of(booking: string): Promise<string[] | null>;
}

/** Kept as long as a hold lasts (`ttlMs`), from the last change. */
export function bookingShows(store: GatewayStore, ttlMs: number): BookingShows {
  async function of(booking: string): Promise<string[] | null> {
    const text = await store.get(keyOf(booking));
    if (text === null) return null;
    try {
      const shows: unknown = JSON.parse(text);
      return Array.isArray(shows) && shows.every((show) => typeof show === 'string') ? shows : null;
    } catch {
      return null;
    }
  }
  return {
    async created(booking) {
      await store.set(keyOf(booking), '[]', ttlMs);
    },
    async added(booking, shows) {
      const known = await of(booking);
      if (known === null) return;
      const all = [...known, ...shows.map((show) => show.toUpperCase())];
      await store.set(keyOf(booking), JSON.stringify(all), ttlMs);
    },
    async forget(booking) {
      await store.delete(keyOf(booking));
    },
    of,
  };
}
