/** The tags of the steps after the show list (`define-steps.ts`), known to the script-tag entry. */
export const STEP_TAGS = [
  'tb-reservation-timer',
  'tb-seat-summary',
  'tb-ticket-picker',
  'tb-ticket-questions',
  'tb-booking-options',
  'tb-buyer-form',
  'tb-checkout',
  'tb-confirmation',
] as const;
