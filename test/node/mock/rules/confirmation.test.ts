import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { booking, confirm, refused, reserve, setup, ticket, type Setup } from './fixture';

function rate(
  s: Setup,
  name: string,
  price: number,
  country: string | null = null,
  currency?: string,
): string {
  const body = { host: s.host, name, price, country, ...(currency ? { currency } : {}) };
  return String(s.mock.records.create(s.demo, 'deliveryrates', body).pids[0]);
}

/** Deletes the seed's default rates, for a test that sets up exactly the rates it needs. */
function withoutRates(s: Setup): void {
  for (const { pid } of s.mock.records.list(s.demo, 'deliveryrates').items)
    s.mock.records.delete(s.demo, 'deliveryrates', String(pid));
}

function withTicket(s: Setup, customer = s.anna): number {
  const b = booking(s, customer);
  reserve(s, ticket(s, b));
  return b;
}

describe('rules: confirmation', () => {
  it('answers booking_empty to the confirmation of a booking without tickets', () => {
    const s = setup();
    const b = booking(s);
    const error = refused(s, () => confirm(s, b), 'booking_empty', ['confirmation']);
    assert.match(error.message, /^Could not confirm booking \d{4}-\d{4}-\d{4}: Booking .* has no tickets\.$/);
  });

  it('answers customer_incomplete naming every missing customer field', () => {
    const s = setup();
    const nobody = String(s.mock.records.create(s.demo, 'persons', { lastname: ' ' }).pids[0]);
    const b = withTicket(s, nobody);
    refused(s, () => confirm(s, b), 'customer_incomplete', [
      'customer.firstname',
      'customer.lastname',
      'customer.email',
    ]);
    rate(s, 'Post', 7);
    const bruno = withTicket(s, s.bruno);
    refused(s, () => confirm(s, bruno, true), 'customer_incomplete', [
      'customer.address.address1',
      'customer.address.zip',
      'customer.address.city',
      'customer.address.country',
    ]);
  });

  it('prefixes the paths with the item of an array edit', () => {
    const s = setup();
    const ok = withTicket(s);
    const empty = booking(s);
    refused(
      s,
      () =>
        s.mock.records.updateMany(s.demo, 'bookings', [
          { pid: ok, confirmation: true },
          { pid: empty, confirmation: true },
        ]),
      'booking_empty',
      ['[1].confirmation'],
    );
  });

  it('confirms for digital delivery without delivery, with no deliveries', () => {
    const s = setup();
    const b = withTicket(s);
    confirm(s, b);
    const read = s.mock.records.get(s.demo, 'bookings', b, ['deliveries']);
    assert.equal(read.confirmation, true);
    assert.equal(read.delivery_method, 'digital');
    assert.equal(read.expires, null);
    assert.deepEqual(read.deliveries, []);
  });

  it("applies the host's rate for the customer's country, else the rate for every country", () => {
    const s = setup();
    withoutRates(s);
    const world = rate(s, 'Post world', 15);
    const swiss = rate(s, 'Post CH', 8.5, 'CH');
    rate(s, 'Post DE', 9, 'DE');
    const b = withTicket(s);
    confirm(s, b, true);
    const read = s.mock.records.get(s.demo, 'bookings', b, ['deliveries']);
    assert.equal(read.delivery_method, 'postal');
    const deliveries = read.deliveries as Record<string, unknown>[];
    assert.deepEqual(
      deliveries.map((d) => [d.booking, d.delivery_rate, d.name, d.price]),
      [[b, swiss, 'Post CH', '8.50']],
    );
    const child = s.mock.records.list(
      s.demo,
      'deliveries',
      {},
      { parent: 'bookings', pid: b, relation: 'deliveries' },
    );
    assert.deepEqual(child.items, deliveries);

    s.mock.records.update(s.demo, 'persons', s.bruno, {
      address: { address1: 'Hauptstrasse 2', zip: '1010', city: 'Wien', country: 'AT' },
    });
    const bruno = withTicket(s, s.bruno);
    confirm(s, bruno, true);
    const [abroad] = s.mock.records.list(
      s.demo,
      'deliveries',
      {},
      { parent: 'bookings', pid: bruno, relation: 'deliveries' },
    ).items;
    assert.deepEqual([abroad!.delivery_rate, abroad!.price], [world, '15.00']);
  });

  it("answers delivery_not_available when no rate applies to the customer's country", () => {
    const s = setup();
    withoutRates(s);
    rate(s, 'Post DE', 9, 'DE');
    const b = withTicket(s);
    const error = refused(s, () => confirm(s, b, true), 'delivery_not_available', ['delivery']);
    assert.match(error.message, /No delivery rate of the host in CHF applies to country CH/);
  });

  it("applies only a rate in the booking's currency: the country's own, else the one for every country", () => {
    const s = setup();
    withoutRates(s);
    s.mock.records.update(s.demo, 'events', s.event, { currency: 'EUR' });
    // Rates in CHF first (created first, and the country's own): they must not apply in EUR.
    rate(s, 'Post CH', 8.5, 'CH');
    rate(s, 'Post world', 15);
    const fee = (b: number) => {
      const [delivery] = s.mock.records.list(
        s.demo,
        'deliveries',
        {},
        { parent: 'bookings', pid: b, relation: 'deliveries' },
      ).items;
      return [delivery!.delivery_rate, delivery!.price, delivery!.currency];
    };
    const first = withTicket(s);
    const error = refused(s, () => confirm(s, first, true), 'delivery_not_available', ['delivery']);
    assert.match(error.message, /No delivery rate of the host in EUR applies to country CH/);
    assert.equal(s.mock.records.get(s.demo, 'bookings', first).confirmation, false, 'nothing changed');

    const euroWorld = rate(s, 'Post Welt EUR', 14, null, 'EUR');
    confirm(s, first, true);
    assert.deepEqual(
      fee(first),
      [euroWorld, '14.00', 'EUR'],
      'the EUR rate for every country, not the CHF one of CH',
    );

    const euroSwiss = rate(s, 'Post CH EUR', 7, 'CH', 'EUR');
    const second = withTicket(s);
    confirm(s, second, true);
    assert.deepEqual(fee(second), [euroSwiss, '7.00', 'EUR'], "the EUR rate of the customer's country");
  });

  it('answers digital_dispatch_not_allowed when an event of the tickets requires postal delivery', () => {
    const s = setup();
    s.mock.records.update(s.demo, 'events', s.event, { allow_digital_dispatch: false });
    const b = withTicket(s);
    const error = refused(s, () => confirm(s, b), 'digital_dispatch_not_allowed', ['delivery']);
    assert.match(error.message, /Event Die Zauberflöte does not allow digital dispatch/);
    rate(s, 'Post', 7);
    confirm(s, b, true);
    assert.equal(s.mock.records.get(s.demo, 'bookings', b).delivery_method, 'postal');
  });

  it('has no way back from confirmed, and a confirmed booking does not change', () => {
    const s = setup();
    const b = withTicket(s);
    confirm(s, b);
    refused(
      s,
      () => s.mock.records.update(s.demo, 'bookings', b, { confirmation: false }),
      'booking_confirmed',
      ['confirmation'],
    );
    refused(s, () => s.mock.records.update(s.demo, 'bookings', b, { options: [] }), 'booking_confirmed', [
      'options',
    ]);
    refused(s, () => confirm(s, b, true), 'booking_confirmed', ['delivery']);
    const before = JSON.stringify(s.mock.snapshot().store);
    confirm(s, b);
    assert.equal(JSON.stringify(s.mock.snapshot().store), before, 'confirming again changes nothing');
  });

  it('emits new-booking once, when the booking is confirmed', () => {
    const s = setup();
    const b = withTicket(s);
    assert.deepEqual(s.events, []);
    confirm(s, b);
    confirm(s, b);
    assert.deepEqual(s.events, [
      { type: 'new-booking', payload: { booking: b, customer: s.anna, host: s.host } },
    ]);
  });
});
