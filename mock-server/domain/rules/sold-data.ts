/**
 * Deleting sold data (DESIGN.md §4): a delete that would take tickets of confirmed bookings with
 * it answers 409 `record_in_use` naming those bookings — an event, a show, a person (with their
 * bookings), a price, a sector, a seat, or anything else whose deletion reaches such tickets
 * through a cascade or blocks on them. Sold tickets leave only through the back office, never by
 * a side effect: deleting the ticket itself, or its booking, stays possible (a cancellation).
 * Without such tickets the delete cascades as before.
 */
import { getResource, referencesTo } from '../../schemas/resources';
import type { Pid } from '../model';
import type { Stored } from '../store';
import type { RecordRules } from './types';
import { bookingLabel, nameOf, plural, refuse } from './support';

/** Shown by name in the detail; the rest are counted. */
const NAMED = 5;

export const soldDataRules: RecordRules = {
  name: 'sold-data',
  beforeDelete(ctx, records) {
    const root = records[0];
    if (!root || root.resource === 'bookings' || root.resource === 'tickets') return;
    const { store } = ctx;
    const tickets = new Map<Pid, Stored<'tickets'>>();
    for (const { resource, record } of records) {
      if (resource === 'tickets') tickets.set(record.pid, record);
      for (const { from, reference } of referencesTo(resource)) {
        if (from !== 'tickets' || reference.onDelete === 'cascade') continue;
        for (const pid of store.lookup('tickets', reference.field, record.pid)) {
          const ticket = store.get('tickets', pid);
          if (ticket) tickets.set(pid, ticket);
        }
      }
    }
    const bookings = new Map<Pid, number>();
    for (const ticket of tickets.values()) {
      if (ticket.confirmation !== true) continue;
      bookings.set(ticket.booking, (bookings.get(ticket.booking) ?? 0) + 1);
    }
    if (bookings.size === 0) return;
    const held = [...bookings].map(([pid, count]) => ({
      label: bookingLabel(store.get('bookings', pid), pid),
      count,
    }));
    const sold = held.reduce((sum, { count }) => sum + count, 0);
    const shown = held
      .slice(0, NAMED)
      .map(({ label }) => label)
      .join(', ');
    const more = held.length > NAMED ? ` and ${held.length - NAMED} more` : '';
    const title = getResource(root.resource)
      .title.replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase();
    const name =
      'name' in root.record && typeof root.record.name === 'string'
        ? ` (${nameOf(root.record, root.record.pid)})`
        : '';
    throw refuse(
      'record_in_use',
      `Could not delete ${title} ${String(root.record.pid)}${name}: it holds ${plural(sold, 'ticket')} of confirmed ${
        held.length === 1 ? 'booking' : 'bookings'
      } ${shown}${more}. Sold tickets leave only by deleting them or their booking.`,
      held.slice(0, 50).map(({ label, count }) => ({
        property_path: '',
        message: `Confirmed booking ${label} holds ${plural(count, 'ticket')} that the deletion would take.`,
      })),
    );
  },
};
