/**
 * The confirmation state of a booking. `PATCH {confirmation: true}` confirms it (with
 * `delivery: true` for postal delivery, else digital) and its tickets read `confirmation: true`;
 * there is no way back, and a confirmed booking no longer changes. What a confirmation requires
 * (tickets, customer details, required ticket options, deliveries) is checked by the rules.
 */
import { DomainError } from '../errors';
import type { Store, StoredRecord } from '../store';

type Data = Record<string, unknown>;

/** Stored fields that the edit `input` of `current` sets besides its plain fields. */
export function bookingEdit(current: StoredRecord, input: Readonly<Data>): Data {
  const readable = String(current.pid_readable ?? current.pid);
  if (current.confirmation === true) {
    const changes = Object.keys(input).filter((key) => !(key === 'confirmation' && input[key] === true));
    if (input.confirmation === false) {
      throw new DomainError(
        'booking_confirmed',
        `Booking ${readable} is confirmed; a confirmation cannot be undone.`,
        [{ property_path: 'confirmation', message: 'A confirmed booking cannot be unconfirmed.' }],
      );
    }
    if (changes.length > 0) {
      throw new DomainError(
        'booking_confirmed',
        `Booking ${readable} is confirmed and cannot change (${changes.join(', ')}).`,
        changes.map((key) => ({ property_path: key, message: 'A confirmed booking cannot change.' })),
      );
    }
    return {};
  }
  if (input.confirmation !== true) return {};
  return {
    confirmation: true,
    delivery_method: input.delivery === true ? 'postal' : 'digital',
    expires: null,
  };
}

/** Marks the tickets of a just confirmed booking as confirmed. Runs inside the same write. */
export function confirmTickets(store: Store, booking: StoredRecord, now: number): void {
  for (const ticket of store.select('tickets', 'booking', booking.pid)) {
    if (ticket.confirmation === true) continue;
    store.replace('tickets', { ...ticket, confirmation: true, updated: now });
  }
}
