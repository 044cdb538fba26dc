/**
 * The public ESM entry (`import … from 'ticket-booking'`).
 *
 * Importing it does NOT register any element, so an application decides when, and under which
 * registry, the tags are defined. Call `defineElements()` once (tags already defined are
 * skipped), or define single classes yourself. The script-tag build (`ticket-booking/embed`)
 * registers everything on load.
 */
export { defineElements, elements } from './define.js';
export { TbReservationTimer } from './components/reservation-timer/reservation-timer.js';
export { TbReservationExpireEvent } from './components/events.js';
export type { TbReservationExpireDetail } from './components/events.js';
export { tokenDefaults, type Theme, type TokenName } from './styles/tokens.js';
export { LANGS, type Lang, type Locale } from './i18n/index.js';
