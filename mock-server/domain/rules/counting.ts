/**
 * Keeps the use counters (`counters.ts`) in step with every write of the record service, inside
 * the same store write: new, edited and deleted tickets, confirmed bookings (their tickets move
 * from reserved to sold) and the options of created, edited and deleted bookings. Releases keep
 * them in step themselves (`release.ts`). After a seed load or a snapshot they are recomputed.
 */
import type { Pid } from '../model';
import type { Stored } from '../store';
import { CountChanges, eventOfShow, optionItems, recount } from './counters';
import type { RecordRules } from './types';

export const countingRules: RecordRules = {
  name: 'counting',
  afterCreate(ctx, resource, records) {
    // Only tickets and bookings count (a create of anything else makes no changes to gather).
    if (resource !== 'tickets' && resource !== 'bookings') return;
    const counts = new CountChanges();
    if (resource === 'tickets') {
      for (const ticket of records) counts.ticket(ticket, eventOfShow(ctx.store, ticket.show), 1);
    } else if (resource === 'bookings') {
      for (const booking of records) counts.bookingOptions(optionItems(booking), 1);
    } else return;
    counts.apply(ctx.store);
  },
  afterUpdate(ctx, resource, changes) {
    const { store } = ctx;
    const counts = new CountChanges();
    if (resource === 'tickets') {
      for (const { before, after } of changes) {
        counts.ticket(before, eventOfShow(store, before.show), -1);
        counts.ticket(after, eventOfShow(store, after.show), 1);
      }
    } else if (resource === 'bookings') {
      for (const { before, after } of changes) {
        counts.bookingOptions(optionItems(before), -1).bookingOptions(optionItems(after), 1);
        if (before.confirmation === true || after.confirmation !== true) continue;
        for (const ticket of store.select('tickets', 'booking', before.pid, false)) {
          counts.confirmTicket(ticket.show, ticket.sector);
        }
      }
    } else return;
    counts.apply(store);
  },
  afterDelete(ctx, records) {
    const deletedShows = new Map<Pid, Stored<'shows'>>();
    for (const { resource, record } of records)
      if (resource === 'shows') deletedShows.set(record.pid, record);
    const counts = new CountChanges();
    for (const { resource, record } of records) {
      if (resource === 'tickets')
        counts.ticket(record, eventOfShow(ctx.store, record.show, deletedShows), -1);
      else if (resource === 'bookings' && record.released !== true)
        counts.bookingOptions(optionItems(record), -1);
    }
    counts.apply(ctx.store);
  },
  reload(ctx) {
    recount(ctx.store);
  },
};
