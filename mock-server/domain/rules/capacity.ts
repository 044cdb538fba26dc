/**
 * Capacity (§2 "Sector"): per show and sector, sold (tickets of confirmed bookings) plus reserved
 * (tickets of unconfirmed bookings that have not expired) never exceeds the sector's capacity.
 * A reservation beyond it answers 409 `sector_sold_out` saying how many are left; an array is
 * counted whole per show and sector, so it is reserved completely or not at all. Moving tickets
 * (an edit of show or sector) is checked on its net effect.
 *
 * `properties[capacity]=1` on shows reads the counters (see `availability.ts`).
 */
import type { PropertyError } from '../errors';
import type { Pid } from '../model';
import type { Store, Stored } from '../store';
import { showCapacity } from './availability';
import { sectorUse } from './counters';
import type { RecordRules } from './types';
import { createPath, nameOf, plural, refuse, showLabel, ticketAction } from './support';

interface Need {
  readonly show: Pid;
  readonly sector: Pid;
  count: number;
  readonly paths: string[];
}

function collect(
  items: readonly { ticket: Stored<'tickets'>; sign: 1 | -1; at: string }[],
): Map<string, Need> {
  const needs = new Map<string, Need>();
  for (const { ticket, sign, at } of items) {
    const { show, sector } = ticket;
    const key = `${String(show)}|${String(sector)}`;
    let need = needs.get(key);
    if (!need) needs.set(key, (need = { show, sector, count: 0, paths: [] }));
    need.count += sign;
    if (sign > 0) need.paths.push(`${at}sector`);
  }
  return needs;
}

/** Places left in a sector for a show: capacity − sold − reserved, never below 0. */
function placesLeft(store: Store, show: Pid, sector: Pid): number {
  const capacity = store.get('sectors', sector)?.capacity;
  const use = sectorUse(store.get('shows', show), sector);
  return Math.max(0, (typeof capacity === 'number' ? capacity : 0) - use.sold - use.reserved);
}

function check(store: Store, what: (count: number) => string, needs: ReadonlyMap<string, Need>): void {
  const errors: PropertyError[] = [];
  let first: string | undefined;
  for (const need of needs.values()) {
    if (need.count <= 0) continue;
    const left = placesLeft(store, need.show, need.sector);
    if (need.count <= left) continue;
    const sector = nameOf(store.get('sectors', need.sector), need.sector);
    const message = `sector ${sector} has ${left} left for show ${showLabel(store, need.show)}`;
    first ??= `${what(need.count)}: ${message}.`;
    for (const path of need.paths) {
      errors.push({
        property_path: path,
        message: `Sector ${sector} has ${left} left; ${need.count} asked.`,
      });
    }
  }
  if (first !== undefined) throw refuse('sector_sold_out', first, errors);
}

export const capacityRules: RecordRules = {
  name: 'capacity',
  beforeCreate(ctx, resource, records) {
    if (resource !== 'tickets') return;
    const needs = collect(records.map((ticket) => ({ ticket, sign: 1 as const, at: createPath(ticket) })));
    check(ctx.store, (count) => `Could not reserve ${plural(count, 'ticket')}`, needs);
  },
  beforeUpdate(ctx, resource, changes) {
    if (resource !== 'tickets') return;
    const moved = changes.filter(
      ({ before, after }) => before.show !== after.show || before.sector !== after.sector,
    );
    if (moved.length === 0) return;
    const needs = collect(
      moved.flatMap(({ before, after, path }) => [
        { ticket: before, sign: -1 as const, at: path },
        { ticket: after, sign: 1 as const, at: path },
      ]),
    );
    const tickets = moved.map((change) => change.before);
    check(ctx.store, () => ticketAction(false, tickets), needs);
  },
  properties: {
    shows: { capacity: (ctx, show) => showCapacity(ctx.store, show) },
  },
};
