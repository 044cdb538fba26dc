import type { Translator } from '../../i18n/translate.js';

/**
 * A ticket's name, "Adult, Parkett": its price and its sector, or the price alone where it
 * already names the sector ("Stehplatz" in the sector Stehplatz, "Tribüne – Adult" in Tribüne),
 * so no label says a part twice.
 */
export function ticketName(t: Translator, price: string, sector: string): string {
  const [p, s] = [price.trim(), sector.trim()];
  if (!s || p.toLocaleLowerCase(t.locale.tag).includes(s.toLocaleLowerCase(t.locale.tag))) return p;
  if (!p) return s;
  return t.text('tickets.name', { price: p, sector: s });
}
