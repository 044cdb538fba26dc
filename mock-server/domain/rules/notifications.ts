/**
 * The domain events of the record service's writes (`events.ts`; the webhooks deliver them):
 * `new-person` for each created person, `new-booking` when a booking is confirmed,
 * `booking-cancelled` for each deleted booking (also when its customer is deleted), and
 * `booking-tickets-deleted` for the deleted tickets of a booking that itself remains (a ticket
 * deleted, or a show deleted with its tickets). Released tickets are announced by `release.ts`.
 * Events are delivered only once the write succeeded.
 */
import type { Pid } from '../model';
import type { RecordRules } from './types';

export const notificationRules: RecordRules = {
  name: 'notifications',
  afterCreate(ctx, resource, records) {
    if (resource !== 'persons') return;
    for (const person of records) {
      ctx.events.emit({ type: 'new-person', payload: { person: String(person.pid), host: person._host } });
    }
  },
  afterUpdate(ctx, resource, changes) {
    if (resource !== 'bookings') return;
    for (const { before, after } of changes) {
      if (before.confirmation === true || after.confirmation !== true) continue;
      ctx.events.emit({
        type: 'new-booking',
        payload: {
          booking: before.pid,
          customer: String(after.customer),
          host: before._host,
        },
      });
    }
  },
  afterDelete(ctx, records) {
    const bookings = new Set<Pid>();
    for (const { resource, record } of records) {
      if (resource !== 'bookings') continue;
      bookings.add(record.pid);
      ctx.events.emit({
        type: 'booking-cancelled',
        payload: { booking: record.pid, host: record._host },
      });
    }
    const tickets = new Map<number, { host: string; pids: string[] }>();
    for (const { resource, record } of records) {
      if (resource !== 'tickets' || bookings.has(record.booking)) continue;
      const booking = record.booking;
      let entry = tickets.get(booking);
      if (!entry) tickets.set(booking, (entry = { host: record._host, pids: [] }));
      entry.pids.push(String(record.pid));
    }
    for (const [booking, { host, pids }] of tickets) {
      ctx.events.emit({
        type: 'booking-tickets-deleted',
        payload: { booking, tickets: pids, host },
      });
    }
  },
};
