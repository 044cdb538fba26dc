/**
 * The postal fee and what the booking costs, for the view (`derive.ts`): loaded with the flow's
 * later actions, since before a show is picked there is nothing to price.
 */
import type { Billing } from './derive.js';
import { postageOf } from './delivery.js';
import { priceBooking } from './pricing.js';

export const billing: Billing = (state, catalogue) => {
  const postage = postageOf(state, state.buyer.country);
  // Once confirmed, the bill is the receipt's (as the service holds the booking).
  const bill =
    state.confirmation?.bill ??
    priceBooking({
      currency: state.event?.currency ?? '',
      catalogue,
      lines: state.lines,
      answers: state.answers,
      options: state.options,
      delivery: state.delivery,
      deliveryFee: postage.fee,
      deliveryCurrency: postage.currency,
    });
  return { postage, bill };
};
