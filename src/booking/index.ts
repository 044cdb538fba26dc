/**
 * The booking flow as plain TypeScript: state, rules, reservation timer, retry and reconcile.
 * The components render it; nothing here depends on Lit at run time.
 */
export { createBookingFlow } from './flow.js';
export { BookingController } from './controller.js';
export { createStore } from './store.js';
export { validateBuyer, toPerson, EMPTY_BUYER } from './buyer.js';
export { availabilityOf } from './catalogue.js';
export { computeShortfall, maxQuantity, missingAnswers, choicesFor } from './rules.js';
export { priceBooking } from './pricing.js';
export { toFlowError, withRetry } from './net.js';
export { sessionMiddleware } from './middleware.js';
export type * from './types.js';
