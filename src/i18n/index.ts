export type { Messages } from './messages.js';
export { LANGS, resolveLocale } from './locale.js';
export type { Lang, Locale } from './locale.js';
export { catalogs, translator, placeholders } from './translate.js';
export {
  formatMoney,
  formatDate,
  formatTime,
  formatDateTime,
  formatCountdown,
  minorUnitDigits,
  pluralCategory,
} from './format.js';
