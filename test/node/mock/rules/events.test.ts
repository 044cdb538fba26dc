import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainEvents, type DomainEvent } from '../../../../mock-server/domain/events';
import { DomainError, createMock, defaultRules, type RecordRules } from '../../../../mock-server/index';
import { booking, confirm, reserve, setup, ticket } from './fixture';

const person = (n: number): DomainEvent => ({ type: 'new-person', payload: { person: `P${n}`, host: 'H' } });

describe('domain events', () => {
  it('delivers the events of a transaction once it returns, in order, and drops them when it throws', () => {
    const heard: DomainEvent[] = [];
    const events = new DomainEvents();
    events.subscribe((event) => heard.push(event));
    events.transaction(() => {
      events.emit(person(1));
      events.transaction(() => events.emit(person(2)));
      assert.deepEqual(heard, [], 'nothing is delivered before the outermost transaction ends');
    });
    assert.deepEqual(heard, [person(1), person(2)]);
    assert.throws(() =>
      events.transaction(() => {
        events.emit(person(3));
        throw new Error('refused');
      }),
    );
    events.emit(person(4));
    assert.deepEqual(heard, [person(1), person(2), person(4)]);
  });

  it('filters by type, mutes, stops a listener, and reports a failing listener without stopping others', () => {
    const failures: string[] = [];
    const events = new DomainEvents((error, event) =>
      failures.push(`${event.type}: ${(error as Error).message}`),
    );
    const types: string[] = [];
    const stop = events.on('booking-cancelled', (event) => types.push(String(event.payload.booking)));
    events.subscribe(() => {
      throw new Error('listener broke');
    });
    const all: DomainEvent[] = [];
    events.subscribe((event) => all.push(event));
    events.emit(person(1));
    events.emit({ type: 'booking-cancelled', payload: { booking: 123456789012, host: 'H' } });
    events.mute(() => events.emit(person(2)));
    stop();
    events.emit({ type: 'booking-cancelled', payload: { booking: 210987654321, host: 'H' } });
    assert.deepEqual(types, ['123456789012']);
    assert.equal(all.length, 3);
    assert.equal(failures.length, 3);
    assert.equal(failures[0], 'new-person: listener broke');
  });

  it('emits new-person for each created person, and nothing when a later rule refuses the write', () => {
    const s = setup();
    const pids = s.mock.records.create(s.demo, 'persons', [{ firstname: 'Ca' }, { firstname: 'Do' }]).pids;
    assert.deepEqual(
      s.events,
      pids.map((pid) => ({ type: 'new-person', payload: { person: pid, host: s.host } })),
    );
    const strict: RecordRules = {
      name: 'no-eds',
      afterCreate(_ctx, resource, records) {
        if (resource === 'persons' && records.some((r) => r.firstname === 'Ed')) {
          throw new DomainError('validation_failed', 'No Eds.');
        }
      },
    };
    const mock = createMock({ rules: [...defaultRules, strict] });
    const heard: DomainEvent[] = [];
    mock.events.subscribe((event) => heard.push(event));
    assert.throws(() =>
      mock.records.create(mock.actor('demo'), 'persons', [{ firstname: 'Ca' }, { firstname: 'Ed' }]),
    );
    assert.deepEqual(heard, []);
    assert.equal(mock.store.count('persons'), 0);
  });

  it('emits booking-cancelled for deleted bookings, also through their customer', () => {
    const s = setup();
    const first = booking(s);
    reserve(s, ticket(s, first));
    confirm(s, first);
    const second = booking(s, s.bruno);
    const third = booking(s, s.bruno);
    s.events.length = 0;
    s.mock.records.delete(s.demo, 'bookings', first);
    s.mock.records.delete(s.demo, 'persons', s.bruno);
    assert.deepEqual(s.events, [
      { type: 'booking-cancelled', payload: { booking: first, host: s.host } },
      { type: 'booking-cancelled', payload: { booking: second, host: s.host } },
      { type: 'booking-cancelled', payload: { booking: third, host: s.host } },
    ]);
  });

  it('emits booking-tickets-deleted per booking for deleted tickets of bookings that remain', () => {
    const s = setup();
    const first = booking(s);
    const second = booking(s);
    const [a, b] = reserve(s, ticket(s, first), ticket(s, first, { show: s.shows[1] }));
    const [c] = reserve(s, ticket(s, second, { show: s.shows[1] }));
    s.mock.records.delete(s.demo, 'tickets', a!);
    s.mock.records.delete(s.demo, 'shows', s.shows[1]);
    assert.deepEqual(s.events, [
      { type: 'booking-tickets-deleted', payload: { booking: first, tickets: [a], host: s.host } },
      { type: 'booking-tickets-deleted', payload: { booking: first, tickets: [b], host: s.host } },
      { type: 'booking-tickets-deleted', payload: { booking: second, tickets: [c], host: s.host } },
    ]);
  });

  it('emits nothing while a seed loads', () => {
    const mock = createMock();
    const heard: DomainEvent[] = [];
    mock.events.subscribe((event) => heard.push(event));
    mock.reset('demo');
    assert.deepEqual(heard, []);
    assert.ok(mock.store.count('bookings') > 0);
  });
});
