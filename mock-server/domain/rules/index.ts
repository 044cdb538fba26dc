/**
 * The business rules the mock runs: capacity, seats, release of expired bookings, ticket option
 * and option limits, confirmation requirements, deliveries, deleting sold data, e-mail and
 * webhooks. What a rule is given and may do is the hook contract in `./types`.
 */
import { bookingOptionRules } from './booking-options';
import { capacityRules } from './capacity';
import { catalogueRules } from './catalogue';
import { confirmationRules } from './confirmation';
import { countingRules } from './counting';
import { notificationRules } from './notifications';
import { releaseRules } from './release';
import { seatPlacementRules, seatRules } from './seats';
import { soldDataRules } from './sold-data';
import { ticketOptionRules } from './ticket-options';
import { ticketRules } from './tickets';
import type { RecordRules } from './types';

/**
 * The rules a mock runs with unless `createMock({ rules })` says otherwise. Releases come first
 * (everything after sees expired reservations gone); seats are placed before the ticket checks
 * (which read the sector a seat decides); the checks run before the counters they read are
 * brought up to date; the domain events go last.
 */
export const defaultRules: readonly RecordRules[] = [
  releaseRules,
  seatPlacementRules,
  ticketRules,
  ticketOptionRules,
  capacityRules,
  seatRules,
  bookingOptionRules,
  confirmationRules,
  catalogueRules,
  soldDataRules,
  countingRules,
  notificationRules,
];
