/**
 * What the gateway knows of a visitor's booking from its own last read or write of it, kept in
 * the store (so across instances) for as long as a hold counts (`caps.holdMs`): the next check
 * of the booking uses it instead of reading the booking from the service again. It is written
 * only where nothing else can change the booking meanwhile: a booking the gateway has just
 * created, a read under the booking's lock, a write under it whose effect is known (a
 * confirmation, a new customer). A write whose effect on the tickets is not known (tickets added,
 * moved, deleted) marks the tickets unknown before it is sent; a write of unknown effect (a
 * payment's settlement) drops the record. The service's own rules still judge every write.
 */
import { readBooking, type BookingState } from './caps.js';
import type { Context } from './context.js';
import type { GatewayStore } from './store.js';

const key = (booking: string) => `booking-state:${booking}`;

/** The recorded state of `booking`, or null. */
async function knownState(store: GatewayStore, booking: string): Promise<BookingState | null> {
  const text = await store.get(key(booking));
  if (text === null) return null;
  try {
    return JSON.parse(text) as BookingState;
  } catch {
    return null;
  }
}

/** Records `state` (the booking as the gateway just read or wrote it). */
export async function rememberState(ctx: Context, state: BookingState): Promise<void> {
  await ctx.guard.store.set(key(state.pid), JSON.stringify(state), ctx.guard.caps.holdMs);
}

/** Before a write that changes the booking's tickets: its list is no longer known. */
export async function ticketsChanging(ctx: Context, booking: string): Promise<void> {
  const known = await knownState(ctx.guard.store, booking);
  if (known?.ticketsKnown) await rememberState(ctx, { ...known, tickets: [], ticketsKnown: false });
}

/** Before a write of unknown effect on the booking. */
export async function forgetState(store: GatewayStore, booking: string): Promise<void> {
  await store.delete(key(booking));
}

/**
 * The booking under its lock: as recorded when that serves (`tickets`: the tickets are needed),
 * else read from the service and recorded.
 */
export async function lockedState(ctx: Context, booking: string, tickets = true): Promise<BookingState> {
  const known = await knownState(ctx.guard.store, booking);
  if (known && (known.ticketsKnown || !tickets)) return known;
  const state = await readBooking(ctx, booking);
  await rememberState(ctx, state);
  return state;
}

/** The session's bookings as recorded, when every one is (with its tickets when `tickets`). */
export async function knownStates(
  ctx: Context,
  bookings: readonly string[],
  tickets: boolean,
): Promise<BookingState[] | null> {
  const states: BookingState[] = [];
  for (const booking of bookings) {
    const known = await knownState(ctx.guard.store, booking);
    if (!known || (tickets && !known.ticketsKnown)) return null;
    states.push(known);
  }
  return states;
}
