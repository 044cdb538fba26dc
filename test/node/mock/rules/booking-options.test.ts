import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  MINUTE,
  advance,
  booking,
  capacity,
  confirm,
  refused,
  reserve,
  setup,
  ticket,
  type Setup,
} from './fixture';

const setOptions = (s: Setup, pid: number, options: { option: string; quantity: number }[]) =>
  s.mock.records.update(s.demo, 'bookings', pid, { options });

function scarce(s: Setup, limit: number, perBooking: number | null = null): string {
  return String(
    s.mock.records.create(s.demo, 'options', {
      event: s.event,
      name: 'Backstage',
      limitation: limit,
      items_per_booking: perBooking,
    }).pids[0],
  );
}

const used = (s: Setup, option: string) => capacity(s).options.find((entry) => entry.option === option);

describe('rules: options on bookings', () => {
  it('answers option_limit_reached beyond items_per_booking, at the quantity', () => {
    const s = setup();
    const b = booking(s);
    const error = refused(
      s,
      () => setOptions(s, b, [{ option: s.parking, quantity: 2 }]),
      'option_limit_reached',
      ['options[0].quantity'],
    );
    assert.match(error.message, /Option Parkplatz allows at most 1 per booking; 2 asked/);
    refused(
      s,
      () =>
        s.mock.records.create(s.demo, 'bookings', [
          { customer: s.anna },
          { customer: s.anna, options: [{ option: s.parking, quantity: 3 }] },
        ]),
      'option_limit_reached',
      ['[1].options[0].quantity'],
    );
  });

  it('answers option_limit_reached beyond the limitation over all bookings, reserved and sold', () => {
    const s = setup();
    const backstage = scarce(s, 3);
    const first = booking(s);
    reserve(s, ticket(s, first));
    setOptions(s, first, [{ option: backstage, quantity: 2 }]);
    confirm(s, first);
    const second = booking(s);
    const error = refused(
      s,
      () => setOptions(s, second, [{ option: backstage, quantity: 2 }]),
      'option_limit_reached',
      ['options[0].quantity'],
    );
    assert.match(error.message, /Option Backstage has 1 left of its limitation of 3; 2 asked/);
    setOptions(s, second, [{ option: backstage, quantity: 1 }]);
    assert.deepEqual(used(s, backstage), { option: backstage, limitation: 3, used: 3, available: 0 });
    assert.deepEqual(used(s, s.parking), { option: s.parking, limitation: 10, used: 0, available: 10 });
  });

  it('checks a change on its net effect, also across the bookings of an array edit', () => {
    const s = setup();
    const backstage = scarce(s, 2);
    const first = booking(s);
    const second = booking(s);
    setOptions(s, first, [{ option: backstage, quantity: 2 }]);
    setOptions(s, first, [
      { option: backstage, quantity: 2 },
      { option: s.parking, quantity: 1 },
    ]);
    refused(
      s,
      () =>
        s.mock.records.updateMany(s.demo, 'bookings', [
          { pid: second, options: [{ option: backstage, quantity: 1 }] },
        ]),
      'option_limit_reached',
      ['[0].options[0].quantity'],
    );
    s.mock.records.updateMany(s.demo, 'bookings', [
      { pid: first, options: [{ option: backstage, quantity: 1 }] },
      { pid: second, options: [{ option: backstage, quantity: 1 }] },
    ]);
    assert.equal(used(s, backstage)!.used, 2);
  });

  it('gives quantities back when a booking is deleted or released, or an option is set to 0', () => {
    const s = setup();
    const backstage = scarce(s, 5);
    const gone = booking(s);
    setOptions(s, gone, [{ option: backstage, quantity: 2 }]);
    advance(s, 10 * MINUTE);
    const expiring = booking(s);
    setOptions(s, expiring, [{ option: backstage, quantity: 3 }]);
    s.mock.records.delete(s.demo, 'bookings', gone);
    assert.equal(used(s, backstage)!.used, 3);
    setOptions(s, expiring, [{ option: backstage, quantity: 0 }]);
    assert.deepEqual(s.mock.records.get(s.demo, 'bookings', expiring).options, []);
    setOptions(s, expiring, [{ option: backstage, quantity: 1 }]);
    advance(s, 30 * MINUTE);
    assert.equal(used(s, backstage)!.used, 0);
    assert.deepEqual(s.mock.records.get(s.demo, 'bookings', expiring).options, []);
  });

  it('answers booking_expired to options for a released booking', () => {
    const s = setup();
    const b = booking(s);
    advance(s, 30 * MINUTE);
    refused(s, () => setOptions(s, b, [{ option: s.parking, quantity: 1 }]), 'booking_expired', ['options']);
  });

  it('takes options with the booking creation, of an event of its tickets by confirmation', () => {
    const s = setup();
    const other = String(
      s.mock.records.create(s.demo, 'events', { host: s.host, name: 'Nabucco', currency: 'CHF' }).pids[0],
    );
    const programme = String(
      s.mock.records.create(s.demo, 'options', { event: other, name: 'Programm' }).pids[0],
    );
    const b = Number(
      s.mock.records.create(s.demo, 'bookings', {
        customer: s.anna,
        options: [
          { option: s.parking, quantity: 1 },
          { option: programme, quantity: 4 },
        ],
      }).pids[0],
    );
    reserve(s, ticket(s, b));
    const error = refused(s, () => confirm(s, b), 'validation_failed', ['options[1].option']);
    assert.match(error.message, /Option Programm is of event Nabucco, for which the booking has no ticket/);
    setOptions(s, b, [{ option: s.parking, quantity: 1 }]);
    confirm(s, b);
    assert.equal(used(s, s.parking)!.used, 1);
  });

  it('answers 409 to an extra of another event on a booking with tickets, keeping what it held', () => {
    const s = setup();
    const other = String(
      s.mock.records.create(s.demo, 'events', { host: s.host, name: 'Nabucco', currency: 'CHF' }).pids[0],
    );
    const programme = String(
      s.mock.records.create(s.demo, 'options', { event: other, name: 'Programm' }).pids[0],
    );
    const b = booking(s);
    reserve(s, ticket(s, b));
    const error = refused(
      s,
      () =>
        setOptions(s, b, [
          { option: s.parking, quantity: 1 },
          { option: programme, quantity: 2 },
        ]),
      'validation_failed',
      ['options[1].option'],
    );
    assert.match(error.message, /Option Programm is of event Nabucco, for which the booking has no ticket/);
    assert.equal(used(s, s.parking)!.used, 0, 'nothing of the refused change was applied');
    setOptions(s, b, [{ option: s.parking, quantity: 1 }]);
    assert.equal(used(s, s.parking)!.used, 1);
  });
});
