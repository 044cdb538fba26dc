/**
 * What the booking rules must answer to a request, predicted from a recount of the records and
 * the rules as the contract states them: `undefined` for success, else the problem code.
 */
import type { StoredRecord } from '../../../../mock-server/index';
import type { Recount } from './recount';
import type { World } from './world';

type Pid = string | number;

export interface Item {
  booking: number;
  show: string;
  sector: string;
  price: string;
  ticket_options: string[];
}

const add = (map: Map<string, number>, key: string, by: number) => map.set(key, (map.get(key) ?? 0) + by);

/** The first limitation whose net demand exceeds what is left, if any. */
function overLimitation(
  w: World,
  r: Recount,
  changes: { ticket: Omit<Item, 'booking' | 'price' | 'sector'>; sign: number }[],
) {
  const limitations = [...w.mock.store.all('ticketoptionlimitations')];
  const demand = new Map<string, number>();
  for (const { ticket, sign } of changes) {
    const event = String(w.mock.store.get('shows', ticket.show)!.event);
    for (const option of ticket.ticket_options) {
      for (const limitation of limitations) {
        if (!(limitation.ticket_options as string[]).includes(option)) continue;
        add(demand, `${String(limitation.pid)}|${limitation.scope === 'show' ? ticket.show : event}`, sign);
      }
    }
  }
  for (const [key, need] of demand) {
    const [pid, scope] = key.split('|') as [string, string];
    const limitation = w.mock.store.get('ticketoptionlimitations', pid)!;
    const used = (limitation.ticket_options as string[]).reduce(
      (sum, o) => sum + (r.choices.get(`${scope}|${o}`) ?? 0),
      0,
    );
    if (need > 0 && need > (limitation.limitation as number) - used) return true;
  }
  return false;
}

export function predictReserve(w: World, r: Recount, items: Item[]): string | undefined {
  const bookings = items.map((item) => w.mock.store.get('bookings', item.booking)!);
  if (bookings.some((b) => b.confirmation === true)) return 'booking_confirmed';
  if (bookings.some((b) => b.released === true)) return 'booking_expired';
  if (
    overLimitation(
      w,
      r,
      items.map((ticket) => ({ ticket, sign: 1 })),
    )
  )
    return 'ticket_option_limit_reached';
  const need = new Map<string, number>();
  for (const item of items) add(need, `${item.show}|${item.sector}`, 1);
  for (const [key, count] of need) {
    const [sold, reserved] = r.places.get(key) ?? [0, 0];
    const capacity = w.mock.store.get('sectors', key.split('|')[1]!)!.capacity as number;
    if (count > capacity - sold - reserved) return 'sector_sold_out';
  }
  return undefined;
}

export function predictTicketOptions(
  w: World,
  r: Recount,
  ticket: StoredRecord,
  options: string[],
): string | undefined {
  const before = ticket.ticket_options as string[];
  if (JSON.stringify(before) === JSON.stringify(options)) return undefined;
  if (w.mock.store.get('bookings', ticket.booking as Pid)!.confirmation === true) return 'booking_confirmed';
  const show = ticket.show as string;
  const over = overLimitation(w, r, [
    { ticket: { show, ticket_options: before }, sign: -1 },
    { ticket: { show, ticket_options: options }, sign: 1 },
  ]);
  return over ? 'ticket_option_limit_reached' : undefined;
}

export function predictOptions(
  w: World,
  r: Recount,
  booking: StoredRecord,
  options: { option: string; quantity: number }[],
): string | undefined {
  if (booking.confirmation === true) return 'booking_confirmed';
  const after = options.filter((item) => item.quantity > 0);
  const held = booking.options as { option: string; quantity: number }[];
  if (JSON.stringify(after) === JSON.stringify(held)) return undefined;
  if (booking.released === true) return 'booking_expired';
  const { store } = w.mock;
  const tickets = [...store.all('tickets')].filter((t) => t.booking === booking.pid);
  const events = new Set(tickets.map((t) => store.get('shows', t.show as Pid)!.event));
  const raised = after.filter(
    (item) => item.quantity > (held.find((h) => h.option === item.option)?.quantity ?? 0),
  );
  if (tickets.length > 0 && raised.some((item) => !events.has(store.get('options', item.option)!.event))) {
    return 'validation_failed';
  }
  for (const item of after) {
    const most = w.mock.store.get('options', item.option)!.items_per_booking;
    if (typeof most === 'number' && item.quantity > most) return 'option_limit_reached';
  }
  for (const item of after) {
    const limit = w.mock.store.get('options', item.option)!.limitation as number;
    const had = held.find((h) => h.option === item.option)?.quantity ?? 0;
    const need = item.quantity - had;
    if (need > 0 && need > limit - (r.options.get(item.option) ?? 0)) return 'option_limit_reached';
  }
  return undefined;
}

export function predictConfirm(w: World, booking: StoredRecord, delivery: boolean): string | undefined {
  const { store } = w.mock;
  if (booking.confirmation === true) return delivery ? 'booking_confirmed' : undefined;
  if (booking.released === true) return 'booking_expired';
  const tickets = [...store.all('tickets')].filter((t) => t.booking === booking.pid);
  if (tickets.length === 0) return 'booking_empty';
  if (booking.customer === w.customers[1]) return 'customer_incomplete';
  const [question] = w.answers[0];
  const events = new Set(tickets.map((t) => store.get('shows', t.show as Pid)!.event));
  const firstEvent = store.get('shows', w.shows[0])!.event;
  const unanswered = tickets.some(
    (t) =>
      store.get('shows', t.show as Pid)!.event === firstEvent &&
      !(t.ticket_options as string[]).some((o) => question!.includes(o)),
  );
  if (unanswered) return 'ticket_option_required';
  const options = booking.options as { option: string }[];
  if (options.some((item) => !events.has(store.get('options', item.option)!.event)))
    return 'validation_failed';
  if (
    !delivery &&
    [...events].some((event) => store.get('events', event as Pid)!.allow_digital_dispatch === false)
  ) {
    return 'digital_dispatch_not_allowed';
  }
  return undefined;
}
