// Intl formatting. Formatters are cached because constructing one costs far more than using it,
// and a countdown or a price list formats many values with the same options.

type DateInput = Date | string | number;

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  tag: string,
  options: object,
  create: () => T,
): T {
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', tag, options, () => new Intl.NumberFormat(tag, options));
}

/** The ISO 4217 minor unit of `currency` (CHF 2, JPY 0, BHD 3), as Intl knows it. */
export function minorUnitDigits(currency: string): number {
  const options = { style: 'currency', currency } as const;
  return numberFormat('en', options).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Formats an amount given in minor units (cents, Rappen) of `currency` for `tag`:
 * `formatMoney(1250, 'CHF', 'de-CH')` → "CHF 12.50". Integer arithmetic stays exact; only the
 * final division happens in floating point, which is exact for the digits a currency has.
 */
export function formatMoney(minor: number, currency: string, tag: string): string {
  const value = minor / 10 ** minorUnitDigits(currency);
  return numberFormat(tag, { style: 'currency', currency }).format(value);
}

/** A cached `Intl.DateTimeFormat` (constructing one costs far more than formatting with it). */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', tag, options, () => new Intl.DateTimeFormat(tag, options));
}

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/**
 * Formats a moment as wall time in the IANA `timeZone` (a show in Zurich reads 20:00 to a
 * buyer in New York too), with `Intl.DateTimeFormat` options (default: medium date, short time).
 */
export function formatDateTime(
  value: DateInput,
  tag: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return dateTimeFormat(tag, { ...options, timeZone }).format(toDate(value));
}

export function formatDate(
  value: DateInput,
  tag: string,
  timeZone: string,
  dateStyle: Intl.DateTimeFormatOptions['dateStyle'] = 'full',
): string {
  return formatDateTime(value, tag, timeZone, { dateStyle });
}

export function formatTime(value: DateInput, tag: string, timeZone: string): string {
  return formatDateTime(value, tag, timeZone, { timeStyle: 'short' });
}

/** The CLDR plural category of `count` in `tag` ("one", "few", "other", …). */
export function pluralCategory(count: number, tag: string): Intl.LDMLPluralRule {
  return cached('plural', tag, {}, () => new Intl.PluralRules(tag)).select(count);
}

/**
 * A countdown as `mm:ss` (minutes grow past 59 rather than adding hours). Seconds round up,
 * so "00:00" appears exactly at the deadline and never while time is left. Digits are Latin in
 * every supported language, so this needs no locale.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
