/**
 * Counts recomputed from scratch from the store's records (independently of the mock's own
 * counters), the limits they must respect, and what the capacity read must answer from them.
 */
import assert from 'node:assert/strict';
import type { Actor, Mock, StoredRecord } from '../../../../mock-server/index';

type Pid = string | number;

export interface Recount {
  /** `show|sector` → [sold, reserved]. */
  readonly places: Map<string, [number, number]>;
  /** `show|ticket option` and `event|ticket option` → tickets carrying it. */
  readonly choices: Map<string, number>;
  /** option → quantity held by bookings that are not released. */
  readonly options: Map<Pid, number>;
}

const add = <K>(map: Map<K, number>, key: K, by: number) => map.set(key, (map.get(key) ?? 0) + by);
const all = (mock: Mock, name: Parameters<Mock['store']['all']>[0]): StoredRecord[] => [
  ...mock.store.all(name),
];

export function recount(mock: Mock): Recount {
  const places = new Map<string, [number, number]>();
  const choices = new Map<string, number>();
  const options = new Map<Pid, number>();
  for (const ticket of all(mock, 'tickets')) {
    const booking = mock.store.get('bookings', ticket.booking as Pid)!;
    assert.equal(ticket.confirmation, booking.confirmation, `ticket ${ticket.pid} follows its booking`);
    const key = `${String(ticket.show)}|${String(ticket.sector)}`;
    const entry = places.get(key) ?? [0, 0];
    entry[booking.confirmation === true ? 0 : 1] += 1;
    places.set(key, entry);
    const event = mock.store.get('shows', ticket.show as Pid)!.event as Pid;
    for (const option of ticket.ticket_options as string[]) {
      add(choices, `${String(ticket.show)}|${option}`, 1);
      add(choices, `${String(event)}|${option}`, 1);
    }
  }
  for (const booking of all(mock, 'bookings')) {
    if (booking.released === true) continue;
    for (const item of booking.options as { option: string; quantity: number }[])
      add(options, item.option, item.quantity);
  }
  return { places, choices, options };
}

/** Asserts that no capacity, limitation or option quantity is exceeded, and the release state. */
export function assertLimits(mock: Mock, r: Recount): void {
  const now = mock.clock.now();
  for (const [key, [sold, reserved]] of r.places) {
    const capacity = mock.store.get('sectors', key.split('|')[1]!)!.capacity as number;
    assert.ok(sold + reserved <= capacity, `${key}: ${sold} + ${reserved} within ${capacity}`);
  }
  for (const limitation of all(mock, 'ticketoptionlimitations')) {
    const listed = limitation.ticket_options as string[];
    const scopes =
      limitation.scope === 'show'
        ? all(mock, 'shows').map((show) => show.pid)
        : all(mock, 'events').map((event) => event.pid);
    for (const scope of scopes) {
      const used = listed.reduce(
        (sum, option) => sum + (r.choices.get(`${String(scope)}|${option}`) ?? 0),
        0,
      );
      assert.ok(
        used <= (limitation.limitation as number),
        `limitation ${limitation.pid} at ${scope}: ${used}`,
      );
    }
  }
  for (const option of all(mock, 'options')) {
    const used = r.options.get(option.pid) ?? 0;
    if (typeof option.limitation === 'number')
      assert.ok(used <= option.limitation, `option ${option.pid}: ${used}`);
  }
  for (const booking of all(mock, 'bookings')) {
    for (const item of booking.options as { option: string; quantity: number }[]) {
      const most = mock.store.get('options', item.option)!.items_per_booking;
      if (typeof most === 'number')
        assert.ok(item.quantity <= most, `booking ${booking.pid} within items_per_booking`);
    }
    const tickets = mock.store.lookup('tickets', 'booking', booking.pid).size;
    if (booking.released === true) {
      assert.equal(tickets, 0, `released booking ${booking.pid} holds no tickets`);
      assert.deepEqual(booking.options, []);
    } else if (booking.confirmation !== true) {
      assert.ok((booking.expires as number) > now, `booking ${booking.pid} past its expiry was released`);
    }
  }
}

/** The capacity read every show must answer, from the recount. */
export function expectedCapacity(mock: Mock, r: Recount, show: StoredRecord) {
  const total = { total: 0, sold: 0, reserved: 0, available: 0 };
  const sectors = all(mock, 'sectors')
    .filter((sector) => sector.host === show.venue)
    .map((sector) => {
      const [sold, reserved] = r.places.get(`${String(show.pid)}|${String(sector.pid)}`) ?? [0, 0];
      const capacity = sector.capacity as number;
      const entry = {
        sector: sector.pid,
        total: capacity,
        sold,
        reserved,
        available: capacity - sold - reserved,
      };
      for (const key of ['total', 'sold', 'reserved', 'available'] as const) total[key] += entry[key];
      return entry;
    });
  const eventOptions = new Set(
    all(mock, 'ticketoptions')
      .filter(
        (option) =>
          mock.store.get('ticketoptiongroups', option.ticket_option_group as Pid)!.event === show.event,
      )
      .map((option) => option.pid),
  );
  const ticket_options = all(mock, 'ticketoptionlimitations')
    .filter((limitation) =>
      (limitation.ticket_options as string[]).some((option) => eventOptions.has(option)),
    )
    .map((limitation) => {
      const scope = limitation.scope === 'show' ? show.pid : show.event;
      const listed = limitation.ticket_options as string[];
      const used = listed.reduce(
        (sum, option) => sum + (r.choices.get(`${String(scope)}|${option}`) ?? 0),
        0,
      );
      const limit = limitation.limitation as number;
      return {
        limitation: limitation.pid,
        ticket_options: listed,
        scope: limitation.scope,
        limitation_total: limit,
        used,
        available: Math.max(0, limit - used),
      };
    });
  const options = all(mock, 'options')
    .filter((option) => option.event === show.event && typeof option.limitation === 'number')
    .map((option) => {
      const used = r.options.get(option.pid) ?? 0;
      const limit = option.limitation as number;
      return { option: option.pid, limitation: limit, used, available: Math.max(0, limit - used) };
    });
  return { total, sectors, ticket_options, options };
}

/** Asserts that the capacity read of every show equals the recount. */
export function assertCapacityReads(mock: Mock, actor: Actor, r: Recount): void {
  for (const show of all(mock, 'shows')) {
    const read = mock.records.get(actor, 'shows', show.pid, ['capacity']).capacity;
    assert.deepEqual(read, expectedCapacity(mock, r, show), `capacity of show ${show.pid}`);
  }
}
