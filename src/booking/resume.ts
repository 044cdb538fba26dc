/**
 * Resuming a stored flow after a reload: the shows and the stored booking are read at once;
 * a live booking brings back the picked show, every choice and the deadline; choices without
 * a booking go back to the tickets of the picked show. A buyer who was waiting in the sale's
 * line is back at their place (the flow then waits on and reserves once admitted). A confirmed
 * booking stored at `done` brings back its receipt, read from the service. A released, expired
 * or unknown booking (or a confirmed one stored before `done`) resumes nothing (the flow starts
 * fresh).
 */
import { ApiError } from '../api/errors.js';
import type { FlowContext } from './context.js';
import type { Saved } from './persist.js';
import { isSeated } from './seat-plan.js';
import { readSeats } from './seats.js';
import { takeReceipt } from './receipt.js';
import { takeBooking } from './reconcile.js';
import type { QueuePlace } from './types.js';

/** A stored place, back as the state holds it; null when there is none or it is unreadable. */
function queueOf(saved: Saved): QueuePlace | null {
  const queue = saved.queue;
  if (!queue || typeof queue !== 'object' || (queue.state !== 'waiting' && queue.state !== 'pre-queue'))
    return null;
  const opensAt = queue.opensAt === null ? null : new Date(queue.opensAt);
  return { ...queue, opensAt: opensAt && Number.isFinite(opensAt.getTime()) ? opensAt : null };
}

/** Restores a stored flow; false when its booking is finished, expired or gone (start fresh). */
export async function resume(ctx: FlowContext, saved: Saved): Promise<boolean> {
  const { api, load, settings, store } = ctx;
  store.change.storedIdsTaken({ session: saved.session, person: saved.person, booking: saved.booking });
  const [booking] = await Promise.all([
    saved.booking === null
      ? null
      : api.booking(saved.booking, saved.step === 'done').catch((error: unknown) => {
          // Unknown to the service, or to the visitor's session: nothing to resume.
          if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
          throw error;
        }),
    load.shows(),
  ]);
  if (saved.step === 'done') {
    // The receipt, as the service holds the booking; the stored copy only says which one.
    if (!booking?.confirmation) return false;
    await takeReceipt(ctx, booking, saved.emailSent !== false);
    return true;
  }
  const { lines, answers, options, buyer, delivery, lang } = saved;
  const show = saved.show !== null && store.get().shows.some((s) => s.pid === saved.show) ? saved.show : null;
  const choices = { show: saved.show, lines, answers, options, buyer, delivery, lang };
  if (saved.booking === null) {
    // Nothing reserved yet: back to the picked show and the chosen tickets.
    if (show === null) return false;
    await load.catalogue(show);
    store.change.choicesRestored(choices, saved.step === 'shows' ? 'shows' : 'tickets');
    // Waiting in the sale's line: the place shows at once; the flow waits on (`start()`).
    if (saved.step === 'tickets') store.change.queuePlaced(queueOf(saved));
    return true;
  }
  const live =
    booking &&
    !booking.confirmation &&
    !booking.released &&
    Date.parse(booking.expires ?? '') > settings.now() + (api.serviceOffset() ?? 0) &&
    show !== null;
  if (!live) return false;
  await load.catalogue(show);
  store.change.choicesRestored(choices, saved.step);
  if (choices.delivery === 'postal') void load.rates();
  takeBooking(ctx, booking);
  if (saved.step === 'tickets' && !store.get().reservation?.tickets.length)
    store.change.queuePlaced(queueOf(saved));
  if (isSeated(store.get().reservation?.tickets ?? [])) await readSeats(ctx).catch(() => undefined);
  ctx.expiry.check();
  return true;
}
