export type { Messages, MessageId, PluralMessage, PluralId, TextId } from './messages.js';
export { LANGS, DEFAULT_LANG, matchLang, toLocale, inheritedLang, resolveLocale } from './locale.js';
export type { Lang, Locale } from './locale.js';
export { catalogs, translator, placeholders } from './translate.js';
export type { Translator, Params } from './translate.js';
export {
  formatMoney,
  formatDate,
  formatTime,
  formatDateTime,
  formatCountdown,
  minorUnitDigits,
  numberFormat,
  pluralCategory,
} from './format.js';
export { LocaleController } from './locale-controller.js';
