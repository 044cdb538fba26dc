/**
 * From the service's records to what the steps render: shows with availability and the venue's
 * zone (`show-list.ts`), the picked show's sectors with the prices of their price category, ticket option groups
 * with what is left of limited options, and booking options with their bounds. Pure functions.
 */
import { toMinorUnits } from '../api/format.js';
import type { Capacity, EventRecord, GroupRecord, SectorRecord } from './api.js';
import { availabilityOf } from './show-list.js';
import type { BookingOptionInfo, ShowCatalogue, TicketOptionGroupInfo } from './types.js';

// The show list's part (the first render's) is a module of its own.
export { availabilityOf, toEventInfo } from './show-list.js';

/** Default per-booking maximum of an option without `items_per_booking`. */
const OPTION_DEFAULT_MAX = 10;
const money = (value: string | number | null | undefined): number =>
  value === null || value === undefined ? 0 : toMinorUnits(value);

const pidOf = (value: string | { pid: string }): string => (typeof value === 'string' ? value : value.pid);

/** Left of one ticket option: the tightest limitation listing it (null: unlimited). */
function ticketOptionLeft(capacity: Capacity | undefined, option: string): number | null {
  let left: number | null = null;
  for (const limit of capacity?.ticket_options ?? []) {
    if (limit.ticket_options.includes(option)) left = Math.min(left ?? Infinity, limit.available);
  }
  return left;
}

/** The records a show's catalogue is built from (re-built when capacity changes). */
export interface CatalogueRecords {
  show: string;
  event: EventRecord;
  groups: GroupRecord[];
  sectors: SectorRecord[];
}

/**
 * The catalogue of a show. `saved` is what the booking already holds of each option: the
 * service counts it as used, yet the buyer may keep it.
 */
export function buildCatalogue(
  records: CatalogueRecords,
  capacity: Capacity | undefined,
  saved: Readonly<Record<string, number>>,
  fewLeft: number,
): ShowCatalogue {
  const prices = records.event.prices ?? [];
  const sectors = records.sectors.map((sector) => {
    const available = capacity?.sectors.find((s) => pidOf(s.sector) === sector.pid)?.available ?? null;
    return {
      pid: sector.pid,
      name: sector.name,
      available,
      availability: availabilityOf(available, fewLeft),
      prices: prices
        .filter((price) => price.price_category === sector.price_category)
        .map((price) => ({ pid: price.pid, name: price.name, amount: money(price.price) })),
    };
  });
  const groups: TicketOptionGroupInfo[] = records.groups.map((group) => ({
    pid: group.pid,
    name: group.name,
    required: group.required,
    options: (group.ticketoptions ?? []).map((option) => ({
      pid: option.pid,
      name: option.name,
      amount: money(option.price),
      left: ticketOptionLeft(capacity, option.pid),
    })),
  }));
  const options: BookingOptionInfo[] = (records.event.options ?? []).map((option) => {
    const entry = capacity?.options.find((o) => o.option === option.pid);
    const left = entry ? entry.available : null;
    const perBooking = option.items_per_booking ?? OPTION_DEFAULT_MAX;
    return {
      pid: option.pid,
      name: option.name,
      amount: money(option.price),
      kind: option.items_per_booking === 1 ? 'boolean' : 'quantity',
      max: Math.max(0, Math.min(perBooking, left === null ? Infinity : left + (saved[option.pid] ?? 0))),
      left,
    };
  });
  return { show: records.show, sectors: sectors.filter((s) => s.prices.length > 0), groups, options };
}
