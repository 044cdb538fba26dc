import type { Messages } from './messages.js';

/**
 * The message groups the show list and the root element speak (`booking.label`, `shows.*`, the
 * errors, …), less the errors of the later steps' writes: in the script-tag build a language's chunk holds only these,
 * and the rest of its messages comes with the later steps (`catalogs.embed.ts`).
 */
const FIRST_RENDER_GROUPS: ReadonlySet<string> = new Set([
  'booking',
  'step',
  'action',
  'status',
  'error',
  'expired',
  'availability',
  'shows',
  'common',
  'release',
]);

/**
 * The errors only a write answers (reserving, answering, the buyer's details, paying,
 * confirming) or the later steps report: their messages come with the later steps, as the
 * writes do. The show list's reads, the event's and a stored booking's can answer only the other
 * errors (the connection, the service, the session, too many requests, not found, expired,
 * unknown). Until the later messages are in, the alert region waits with such an error
 * (`Translator.has`).
 */
const LATER_ERRORS: ReadonlySet<string> = new Set([
  'error.soldOut',
  'error.optionLimit',
  'error.questions',
  'error.buyer',
  'error.delivery',
  'error.ticketLimit',
  'error.bookingOpen',
  'error.holdLimit',
  'error.confirmationLimit',
  'error.emailLimit',
  'error.optionsNeedTickets',
  'error.optionNotOfEvent',
  'error.busy',
  'error.settled',
  'error.paymentRequired',
  'error.unverified',
  'error.saleSoldOut',
  'error.saleLimit',
  'error.queueTaken',
  'error.noWheelchair',
  'error.terms',
]);

/** Whether `id` belongs to the messages of the first render. */
export const inFirstRender = (id: string): boolean =>
  FIRST_RENDER_GROUPS.has(id.split('.')[0]!) && !LATER_ERRORS.has(id);

/** The messages of `catalog` in the first render (`first`), or all the others. */
export function partOf(catalog: Messages, first: boolean): Partial<Messages> {
  return Object.fromEntries(
    Object.entries(catalog).filter(([id]) => inFirstRender(id) === first),
  ) as Partial<Messages>;
}
