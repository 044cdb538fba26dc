/**
 * The flow's actions after the show list: reserving, seats, the steps after the reservation and
 * resuming a stored booking, with what they work with: the typed client's requests, the reads
 * after the show list and the catalogue the view derives. The flow imports them when first
 * needed (and ahead of need once the shows are listed), so a bundle that splits code keeps them
 * out of the first render.
 */
import { createFlowApi } from './api.js';
import { billing } from './billing.js';
import { laterChanges } from './changes-later.js';
import type { FlowContext } from './context.js';
import { createDerive } from './derive.js';
import type { Expiry } from './expiry.js';
import type { FlowCore } from './flow-core.js';
import { createLoader } from './load.js';
import type { ShowsLoader } from './load-shows.js';
import type { Backoff, SessionHolder } from './net.js';
import { createShowParts } from './show-parts.js';
import { learnPayments } from './checkout.js';
import type { Saved } from './persist.js';
import { resume as resumeStored } from './resume.js';
import type { BookingFlowOptions } from './types.js';

/** Paying online: a chunk of its own, loaded only by a flow that pays. */
const payment = () => import('./payment.js');

/**
 * What the later actions are handed: the flow's whole API over the typed client, the reads
 * (the first render's shows and event shared), and the view derived with the picked show's
 * catalogue and seats from now on.
 */
export function laterContext(
  base: Omit<FlowCore, 'api'>,
  first: ShowsLoader,
  expiry: Expiry,
  options: BookingFlowOptions,
  session: SessionHolder,
  backoff: Backoff,
): FlowContext {
  const core: FlowCore = { ...base, api: createFlowApi(options, session, backoff) };
  base.store.learn(laterChanges);
  base.store.setDerive(createDerive(base.settings.fewLeft, createShowParts(base.settings.fewLeft), billing));
  return { ...core, load: createLoader(core, first), expiry };
}

export { confirmBooking, saveAnswers, saveBuyer, sendEmail } from './checkout.js';
export { choicesFor, choicesForAll, maxQuantity, missingAnswers } from './rules.js';
export { releaseTickets, renewReservation, reserve } from './reserve.js';
/**
 * Restores a stored flow; one that was paying online (the buyer is back from the provider's
 * page) loads the payment's chunk to learn where the payment stands.
 */
export async function resume(ctx: FlowContext, saved: Saved): Promise<boolean> {
  const resumed =
    saved.paying || saved.paidFor !== undefined
      ? await (await payment()).resumePayment(ctx, saved)
      : await resumeStored(ctx, saved);
  learnPayments(ctx);
  return resumed;
}

/** Reads where the online payment stands now. */
export async function checkPayment(ctx: FlowContext): Promise<void> {
  return (await payment()).checkPayment(ctx);
}

/** The site owner's form sent the payment: wait for the provider's word. */
export async function paymentSubmitted(ctx: FlowContext): Promise<void> {
  return (await payment()).paymentSubmitted(ctx);
}
export { moveTicket, moveTickets, readSeats } from './seats.js';
