/**
 * The booking flow as plain TypeScript: state, rules, reservation timer, retry and reconcile.
 * The components render it; nothing here depends on Lit at run time.
 */
export { createBookingFlow } from './flow.js';
export { BookingController } from './controller.js';
export { createStore, type Store } from './store.js';
export { validateBuyer, toPerson, EMPTY_BUYER } from './buyer.js';
export { availabilityOf } from './catalogue.js';
export { computeShortfall, maxQuantity, missingAnswers, choicesFor } from './rules.js';
export { priceBooking, type Bill, type PricingInput } from './pricing.js';
export { SESSION_HEADER, sessionMiddleware, toFlowError, withRetry } from './net.js';
export type * from './types.js';
