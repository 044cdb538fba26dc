/**
 * `seat_string` (§2 "Ticket": "human-readable location (sector, row, seat)") in the host's
 * language: `Parkett, Reihe 3, Platz 12` (de), `Parkett, Row 3, Seat 12` (en), `Parkett, Rang 3,
 * Place 12` (fr), `Parkett, Fila 3, Posto 12` (it). A standing sector reads as its name alone.
 * The confirmation e-mail words the same location in the customer's language.
 */
import { LOCALES, type Locale } from '../../schemas/persons';
import type { Store } from '../store';

type Data = Readonly<Record<string, unknown>>;

const WORDS: Readonly<Record<Locale, { readonly row: string; readonly seat: string }>> = {
  de: { row: 'Reihe', seat: 'Platz' },
  en: { row: 'Row', seat: 'Seat' },
  fr: { row: 'Rang', seat: 'Place' },
  it: { row: 'Fila', seat: 'Posto' },
};

const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale === value);

/** The host's language, German when it has none (a host saved before hosts had a locale). */
function hostLocale(store: Store, host: unknown): Locale {
  const locale = store.ref('hosts', host)?.locale;
  return isLocale(locale) ? locale : 'de';
}

/** "Parkett, Reihe 3, Platz 12", or "Stehplatz" for a ticket without a seat. */
export function locationText(sector: Data | undefined, seat: Data | undefined, locale: Locale): string {
  const name = typeof sector?.name === 'string' ? sector.name : '';
  if (!seat) return name;
  const words = WORDS[locale];
  return `${name}, ${words.row} ${String(seat.row)}, ${words.seat} ${String(seat.number)}`;
}

/** The `seat_string` of a ticket with these `sector` and `seat`, in its host's language. */
export function seatString(
  store: Store,
  ticket: { readonly sector?: unknown; readonly seat?: unknown },
  host: unknown,
): string {
  const sector = store.ref('sectors', ticket.sector);
  const seat = typeof ticket.seat === 'string' ? store.get('seats', ticket.seat) : undefined;
  return locationText(sector, seat, hostLocale(store, host));
}
