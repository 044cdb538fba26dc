// The held seats in words, shared by the seat summary, the checkout and the seat map.
import type { SeatGroup } from '../../booking/types.js';
import type { Translator } from '../../i18n/translate.js';

/** "Parkett, Reihe 7, Platz 11–14, nebeneinander"; "Parkett, Reihe 7, Plätze 3, 5 und 9". */
export function seatWords(t: Translator, group: SeatGroup): string {
  const { sectorName: sector, row, numbers } = group;
  if (numbers.length === 1) return t.text('seats.one', { sector, row, number: numbers[0]! });
  if (group.together) {
    return t.text('seats.together', { sector, row, first: numbers[0]!, last: numbers.at(-1)! });
  }
  const list = new Intl.ListFormat(t.locale.tag, { type: 'conjunction' }).format(numbers);
  return t.text('seats.apart', { sector, row, numbers: list });
}
