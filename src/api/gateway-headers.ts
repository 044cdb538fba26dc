/**
 * Headers the site owner's gateway adds to the service's interface, shared by the gateway that
 * sets them and the widget that reads them.
 */

/** The visitor's session token, both ways (never a cookie, so no credentials mode is needed). */
export const SESSION_HEADER = 'X-Session';
/** On an event read whose groups carry their ticket options (value: `EXPANDED_GROUP_OPTIONS`). */
export const EXPANDED_HEADER = 'X-Gateway-Expanded';
export const EXPANDED_GROUP_OPTIONS = 'ticketoptiongroups.ticketoptions';
/** On a confirmation: `sent` or `failed`, the gateway's own sending of the confirmation e-mail. */
export const CONFIRMATION_EMAIL_HEADER = 'X-Confirmation-Email';
