/**
 * Headers the site owner's gateway adds to the service's interface, shared by the gateway that
 * sets them and the widget that reads them.
 */

/** The visitor's session token, both ways (never a cookie, so no credentials mode is needed). */
export const SESSION_HEADER = 'X-Session';
/** On an event read whose groups carry their ticket options (value: `EXPANDED_GROUP_OPTIONS`). */
export const EXPANDED_HEADER = 'X-Gateway-Expanded';
export const EXPANDED_GROUP_OPTIONS = 'ticketoptiongroups.ticketoptions';
/**
 * On a confirmation's answer: `sent` or `failed`, the gateway's own sending of the confirmation
 * e-mail. On the widget's `POST /email/send` after a confirmation whose answer did not say `sent`:
 * `missing` (send it only if no request did already); without it, the e-mail is sent again.
 */
export const CONFIRMATION_EMAIL_HEADER = 'X-Confirmation-Email';
export const CONFIRMATION_EMAIL_MISSING = 'missing';
/**
 * The visitor's human-verification token (a CAPTCHA's answer), sent with the writes the site
 * owner's `verifyVisitor` hook checks: the writes of a session until one was verified.
 */
export const VISITOR_TOKEN_HEADER = 'X-Visitor-Token';
/**
 * On every answer of the gateway: the most tickets one booking may hold (`caps.ticketsPerBooking`).
 * The widget offers at most the smaller of this and its own `maxTickets`.
 */
export const TICKET_LIMIT_HEADER = 'X-Ticket-Limit';
/**
 * On every answer of a gateway that takes payment: the provider's name (`stripe`, `test`, …).
 * The widget then pays before it confirms (`POST /bookings/<pid>/payment`); without it the
 * widget confirms directly, as without payments.
 */
export const PAYMENTS_HEADER = 'X-Payments';
/**
 * The waiting room's signed admission pass, sent by the widget with its first reservation of an
 * event whose sale is queueing (it names the session and the event; good once).
 */
export const QUEUE_PASS_HEADER = 'X-Queue-Pass';
/**
 * The buyer's place in an event's line as a signed token, both ways: on the answer to a queue
 * join or poll while the buyer waits (with a gateway of several instances), and sent back by the
 * widget with its next poll, so whichever instance it reaches answers from its own memory.
 */
export const QUEUE_PLACE_HEADER = 'X-Queue-Place';
/**
 * On an answer of a gateway with a waiting room while sales queue: the pids of the events whose
 * sale queues right now, comma-separated (as the gateway last saw its room). The widget of such
 * an event takes a place in line before it creates anything, instead of being refused first.
 */
export const QUEUEING_HEADER = 'X-Queueing';
/** Sent by the widget with every write (IETF httpapi draft); kept across retries of that write. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** On an answer the gateway replayed from its record of an earlier request with the same key. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';
