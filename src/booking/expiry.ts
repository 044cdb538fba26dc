/**
 * The reservation's deadline: one scheduled check at the moment it passes (`schedule`,
 * injectable; a deadline beyond `setTimeout`'s reach is simply checked again), and marking the
 * reservation expired, once, when the check or a 409 `booking_expired` says so.
 */
import type { FlowCore } from './flow-core.js';

export interface Expiry {
  /** Checks the deadline now, and schedules the next check for the moment it passes. */
  check(): void;
  /** Marks the reservation expired (once) and tells the page. */
  markExpired(): void;
  /** Stops the scheduled check. */
  cancel(): void;
}

export function createExpiry({
  store,
  settings,
  emit,
}: Pick<FlowCore, 'store' | 'settings' | 'emit'>): Expiry {
  let cancelTimer: (() => void) | null = null;

  function cancel(): void {
    cancelTimer?.();
    cancelTimer = null;
  }

  /** A reservation that can still run out. */
  function running() {
    const { reservation, confirmation } = store.get();
    return reservation && !reservation.expired && !confirmation ? reservation : null;
  }

  function markExpired(): void {
    const reservation = running();
    if (!reservation) return;
    cancel();
    store.change.reservationExpired();
    emit('tb-reservation-expire', { expires: reservation.expires });
  }

  function check(): void {
    cancel();
    const reservation = running();
    if (!reservation) return;
    // The deadline is the service's time; the device's clock may be off (see `clock.ts`).
    const left = reservation.expires.getTime() - (settings.now() + store.get().clockOffset);
    if (left <= 0) return markExpired();
    cancelTimer = settings.schedule(check, left);
  }

  return { check, markExpired, cancel };
}
