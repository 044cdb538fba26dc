/**
 * Options on bookings (`options: [{option, quantity}]`, §2 "Option", §8): a quantity of at most
 * the option's `items_per_booking`, and over all bookings at most its `limitation` (409
 * `option_limit_reached` at `options[i].quantity`). Confirmed and unconfirmed bookings hold their
 * quantities; a released or deleted booking gives them back. A change is checked on its net
 * effect, so keeping a quantity never fails even where the limitation was lowered.
 *
 * Options may be chosen before the tickets (with the booking's creation, as the contract allows);
 * once the booking holds tickets, an option set or raised must be of an event of its tickets (409
 * `validation_failed` at `options[i].option`, as at confirmation, see `confirmation.ts`). A
 * released booking takes no options (409 `booking_expired`).
 */
import type { PropertyError } from '../errors';
import type { Pid } from '../model';
import type { Store, Stored } from '../store';
import { optionItems, optionUse, type BookingOptionItem } from './counters';
import type { RecordRules } from './types';
import { bookingLabel, createPath, nameOf, plural, refuse, summarise } from './support';

interface Edit {
  readonly before: readonly BookingOptionItem[];
  readonly after: readonly BookingOptionItem[];
  readonly at: string;
}

function check(store: Store, what: string, edits: readonly Edit[]): void {
  const perBooking: PropertyError[] = [];
  const net = new Map<Pid, { need: number; paths: string[] }>();
  for (const { before, after, at } of edits) {
    after.forEach((item, i) => {
      const option = store.get('options', item.option);
      const most = option?.items_per_booking;
      const path = `${at}options[${i}].quantity`;
      if (typeof most === 'number' && item.quantity > most) {
        perBooking.push({
          property_path: path,
          message: `Option ${nameOf(option, item.option)} allows at most ${most} per booking; ${item.quantity} asked.`,
        });
      }
      const held = before.find((b) => b.option === item.option)?.quantity ?? 0;
      let entry = net.get(item.option);
      if (!entry) net.set(item.option, (entry = { need: 0, paths: [] }));
      entry.need += item.quantity - held;
      if (item.quantity > held) entry.paths.push(path);
    });
    for (const item of before) {
      if (after.some((a) => a.option === item.option)) continue;
      const entry = net.get(item.option);
      if (entry) entry.need -= item.quantity;
      else net.set(item.option, { need: -item.quantity, paths: [] });
    }
  }
  if (perBooking.length > 0) {
    throw refuse('option_limit_reached', `${what}: ${summarise(perBooking)}`, perBooking);
  }
  const over: PropertyError[] = [];
  for (const [pid, { need, paths }] of net) {
    const option = store.get('options', pid);
    if (need <= 0 || typeof option?.limitation !== 'number') continue;
    const left = Math.max(0, option.limitation - optionUse(option));
    if (need <= left) continue;
    const message = `Option ${nameOf(option, pid)} has ${left} left of its limitation of ${option.limitation}; ${need} asked.`;
    for (const path of paths) over.push({ property_path: path, message });
  }
  if (over.length > 0) throw refuse('option_limit_reached', `${what}: ${summarise(over, 1)}`, over);
}

function expired(booking: Stored<'bookings'>, at: string): PropertyError {
  return {
    property_path: `${at}options`,
    message: `Booking ${bookingLabel(booking, booking.pid)} expired: its tickets and options were released.`,
  };
}

/**
 * Options of another event than the booking's tickets', among those set or raised: none while
 * the booking holds no tickets (its event is not known yet).
 */
function foreign(
  store: Store,
  before: Stored<'bookings'>,
  after: Stored<'bookings'>,
  at: string,
): PropertyError[] {
  const tickets = store.select('tickets', 'booking', before.pid);
  if (tickets.length === 0) return [];
  const events = new Set(tickets.map((ticket) => store.get('shows', ticket.show)?.event));
  const held = optionItems(before);
  const errors: PropertyError[] = [];
  optionItems(after).forEach((item, i) => {
    const option = store.get('options', item.option);
    const kept = held.find((b) => b.option === item.option)?.quantity ?? 0;
    if (!option || item.quantity <= kept || events.has(option.event)) return;
    const event = store.get('events', option.event);
    errors.push({
      property_path: `${at}options[${i}].option`,
      message: `Option ${nameOf(option, item.option)} is of event ${nameOf(event, option.event)}, for which the booking has no ticket.`,
    });
  });
  return errors;
}

export const bookingOptionRules: RecordRules = {
  name: 'booking-options',
  beforeCreate(ctx, resource, records) {
    if (resource !== 'bookings') return;
    const edits = records.map((record) => ({
      before: [],
      after: optionItems(record),
      at: createPath(record),
    }));
    if (edits.every((edit) => edit.after.length === 0)) return;
    const what =
      records.length === 1 && records[0]!.batchId === undefined
        ? 'Could not create the booking'
        : `Could not create ${plural(records.length, 'booking')}`;
    check(ctx.store, what, edits);
  },
  beforeUpdate(ctx, resource, changes) {
    if (resource !== 'bookings') return;
    const touched = changes.filter(
      ({ before, after }) => JSON.stringify(optionItems(before)) !== JSON.stringify(optionItems(after)),
    );
    if (touched.length === 0) return;
    const what =
      touched.length === 1
        ? `Could not edit booking ${bookingLabel(touched[0]!.before, touched[0]!.before.pid)}`
        : `Could not edit ${plural(touched.length, 'booking')}`;
    const gone = touched
      .filter(({ before }) => before.released === true)
      .map(({ before, path }) => expired(before, path));
    if (gone.length > 0) throw refuse('booking_expired', `${what}: ${summarise(gone)}`, gone);
    const strays = touched.flatMap(({ before, after, path }) => foreign(ctx.store, before, after, path));
    if (strays.length > 0) throw refuse('validation_failed', `${what}: ${summarise(strays)}`, strays);
    check(
      ctx.store,
      what,
      touched.map(({ before, after, path }) => ({
        before: optionItems(before),
        after: optionItems(after),
        at: path,
      })),
    );
  },
};
