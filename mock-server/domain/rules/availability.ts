/**
 * `properties[capacity]=1` on shows: what is sold, reserved and left per sector of the show's
 * venue and in total, what is left of each ticket option limitation of the event (for this
 * show, or over all shows for scope `event`), and what is left of each option of the event that
 * has a `limitation`. Read from the counters, so a read costs O(sectors + limitations + options)
 * whatever the number of tickets; expired reservations are already released when it runs.
 */
import type { ShowCapacity } from '../../schemas/shows';
import type { Pid } from '../model';
import type { Store, Stored } from '../store';
import { optionUse, sectorUse, ticketOptionUse, ticketOptionsOf } from './counters';

const bySeq = (a: { readonly _seq: number }, b: { readonly _seq: number }): number => a._seq - b._seq;
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** The ticket option limitations of an event, in creation order. */
function eventLimitations(store: Store, event: Pid): Stored<'ticketoptionlimitations'>[] {
  const found = new Map<Pid, Stored<'ticketoptionlimitations'>>();
  for (const group of store.select('ticketoptiongroups', 'event', event, false)) {
    for (const option of store.select('ticketoptions', 'ticket_option_group', group.pid, false)) {
      for (const limitation of store.select('ticketoptionlimitations', 'ticket_options', option.pid, false)) {
        found.set(limitation.pid, limitation);
      }
    }
  }
  return [...found.values()].sort(bySeq);
}

export function showCapacity(store: Store, show: Stored<'shows'>): ShowCapacity {
  const total = { total: 0, sold: 0, reserved: 0, available: 0 };
  const sectors = store.select('sectors', 'host', show.venue).map((sector) => {
    const capacity = num(sector.capacity);
    const { sold, reserved } = sectorUse(show, sector.pid);
    const available = Math.max(0, capacity - sold - reserved);
    total.total += capacity;
    total.sold += sold;
    total.reserved += reserved;
    total.available += available;
    return { sector: String(sector.pid), total: capacity, sold, reserved, available };
  });

  const event = store.get('events', show.event);
  const ticket_options = eventLimitations(store, show.event).map((limitation) => {
    const options = ticketOptionsOf(limitation);
    const scope: 'show' | 'event' = limitation.scope === 'event' ? 'event' : 'show';
    const counted = scope === 'event' ? event : show;
    const used = options.reduce((sum, option) => sum + ticketOptionUse(counted, option), 0);
    const limit = num(limitation.limitation);
    return {
      limitation: String(limitation.pid),
      ticket_options: [...options],
      scope,
      limitation_total: limit,
      used,
      available: Math.max(0, limit - used),
    };
  });

  const options = store
    .select('options', 'event', show.event)
    .filter((option) => typeof option.limitation === 'number')
    .map((option) => {
      const used = optionUse(option);
      const limit = num(option.limitation);
      return { option: String(option.pid), limitation: limit, used, available: Math.max(0, limit - used) };
    });

  return { total, sectors, ticket_options, options };
}
