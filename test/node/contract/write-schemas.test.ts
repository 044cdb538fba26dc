import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BookingCreateSchema,
  BookingPatchSchema,
  EmailSendSchema,
  EventCreateSchema,
  PersonCreateSchema,
  PersonPatchSchema,
  SectorCreateSchema,
  TicketCreateSchema,
  TicketOptionLimitationCreateSchema,
  TicketPatchItemSchema,
  TokenRequestSchema,
  VenueCreateSchema,
  readOnlyFields,
} from '../../../mock-server/schemas';
import { EVENT, HOST, bodySchema, paths, violations } from './helpers';

describe('write schemas', () => {
  describe('strictness', () => {
    it('rejects an unknown field with its property path', () => {
      const found = violations(EventCreateSchema, {
        host: HOST,
        name: 'Gala',
        currency: 'CHF',
        colour: 'red',
      });
      assert.deepEqual(found, [{ property_path: 'colour', message: 'This field is not allowed.' }]);
    });

    it('reports read-only fields of the record as read-only', () => {
      const readOnly = readOnlyFields('events', 'create');
      const found = violations(
        EventCreateSchema,
        { host: HOST, name: 'Gala', currency: 'CHF', pid: EVENT, created: '2026-01-01T00:00:00+01:00' },
        readOnly,
      );
      assert.deepEqual(found, [
        { property_path: 'pid', message: 'This field is read-only.' },
        { property_path: 'created', message: 'This field is read-only.' },
      ]);
    });

    it('names nested read-only fields with a dotted path', () => {
      const found = violations(
        PersonPatchSchema,
        { address: { pid: HOST, city: 'Bern' } },
        readOnlyFields('persons', 'patch'),
      );
      assert.deepEqual(found, [{ property_path: 'address.pid', message: 'This field is read-only.' }]);
    });

    it('treats the host of a person as writable on create and read-only on edit', () => {
      assert.equal(readOnlyFields('persons', 'create').has('host'), false);
      assert.equal(readOnlyFields('persons', 'patch').has('host'), true);
      assert.equal(PersonCreateSchema.safeParse({ host: HOST }).success, true);
      assert.deepEqual(paths(PersonPatchSchema, { host: HOST }), ['host']);
    });

    it('rejects the delivery of a booking in its creation request', () => {
      const readOnly = readOnlyFields('bookings', 'create');
      const found = violations(BookingCreateSchema, { customer: HOST, delivery: true }, readOnly);
      assert.deepEqual(found, [{ property_path: 'delivery', message: 'This field is not allowed.' }]);
    });

    it('reports every offending field at once', () => {
      const found = paths(SectorCreateSchema, { host: 'venue', name: '', price_category: -1, capacity: 1.5 });
      assert.deepEqual(found, ['host', 'name', 'price_category', 'capacity']);
    });
  });

  describe('array bodies', () => {
    it('prefixes the item index of an array body', () => {
      const found = paths(bodySchema('prices.create'), [
        { event: EVENT, name: 'Adult', price_category: 1, price: 45 },
        { event: EVENT, name: 'Child', price_category: 1, price: 12.345 },
      ]);
      assert.deepEqual(found, ['[1].price']);
    });

    it('reports an object body against the object shape, not the array shape', () => {
      assert.deepEqual(
        paths(bodySchema('prices.create'), { event: EVENT, name: 'Adult', price_category: 1 }),
        ['price'],
      );
    });

    it('requires pid in each item of an array edit', () => {
      assert.deepEqual(paths(TicketPatchItemSchema, { price: EVENT }), ['pid']);
    });
  });

  describe('references', () => {
    it('upper-cases UUID references', () => {
      const parsed = VenueCreateSchema.parse({ host: HOST.toLowerCase(), name: 'Hall', city: 'Basel' });
      assert.equal(parsed.host, HOST);
    });

    it('accepts booking pids as integers, digit strings and the readable form', () => {
      for (const booking of [123456789012, '123456789012', '1234-5678-9012']) {
        const parsed = TicketCreateSchema.parse({ booking, show: EVENT, price: EVENT, sector: EVENT });
        assert.equal(parsed.booking, 123456789012);
      }
    });

    it('rejects booking pids that are not 12 digits', () => {
      for (const booking of [12345, '12345678901', 'abc', 1234567890123, 123456789012.5]) {
        assert.deepEqual(paths(EmailSendSchema, { booking, type: 'confirmation' }), ['booking']);
      }
    });

    it('rejects a reference that is not a UUID', () => {
      assert.deepEqual(paths(BookingCreateSchema, { customer: 'Alice' }), ['customer']);
    });
  });

  describe('persons', () => {
    it('requires no field at creation', () => {
      assert.equal(PersonCreateSchema.safeParse({}).success, true);
    });

    it('limits salutation and locale to the decided values', () => {
      assert.equal(PersonCreateSchema.safeParse({ salutation: 'm', locale: 'it' }).success, true);
      assert.equal(PersonCreateSchema.safeParse({ salutation: null, locale: null }).success, true);
      assert.deepEqual(paths(PersonCreateSchema, { salutation: 'x', locale: 'es' }), [
        'salutation',
        'locale',
      ]);
    });

    it('checks the e-mail format and the country code', () => {
      const found = paths(PersonCreateSchema, { email: 'not-mail', address: { country: 'che' } });
      assert.deepEqual(found, ['email', 'address.country']);
    });

    it('rejects unknown address fields with a nested path', () => {
      assert.deepEqual(paths(PersonCreateSchema, { address: { street: 'Main' } }), ['address.street']);
    });
  });

  describe('bookings', () => {
    it('accepts delivery only together with confirmation true', () => {
      assert.equal(BookingPatchSchema.safeParse({ confirmation: true, delivery: true }).success, true);
      assert.deepEqual(paths(BookingPatchSchema, { delivery: true }), ['delivery']);
      assert.deepEqual(paths(BookingPatchSchema, { confirmation: false, delivery: false }), ['delivery']);
    });

    it('applies the delivery rule to items of an array edit', () => {
      assert.deepEqual(paths(bodySchema('bookings.updateMany'), [{ pid: 123456789012, delivery: true }]), [
        '[0].delivery',
      ]);
    });

    it('rejects an option listed twice and negative quantities', () => {
      const options = [
        { option: EVENT, quantity: 1 },
        { option: HOST, quantity: -2 },
      ];
      assert.deepEqual(paths(BookingCreateSchema, { customer: HOST, options }), ['options[1].quantity']);
      const twice = [
        { option: EVENT, quantity: 1 },
        { option: EVENT, quantity: 2 },
      ];
      assert.deepEqual(paths(BookingCreateSchema, { customer: HOST, options: twice }), ['options']);
    });
  });

  describe('tickets and limitations', () => {
    it('requires booking, show, price and sector', () => {
      assert.deepEqual(paths(TicketCreateSchema, {}), ['booking', 'show', 'price', 'sector']);
    });

    it('rejects the same ticket option twice', () => {
      const ticket = {
        booking: 123456789012,
        show: EVENT,
        price: EVENT,
        sector: EVENT,
        ticket_options: [HOST, HOST],
      };
      assert.deepEqual(paths(TicketCreateSchema, ticket), ['ticket_options']);
    });

    it('requires at least one ticket option in a limitation and a known scope', () => {
      const found = paths(TicketOptionLimitationCreateSchema, {
        ticket_options: [],
        limitation: 5,
        scope: 'day',
      });
      assert.deepEqual(found, ['ticket_options', 'scope']);
    });
  });

  describe('token requests', () => {
    it('tells the grants apart by grant_type', () => {
      assert.equal(
        TokenRequestSchema.safeParse({ grant_type: 'password', username: 'demo', password: 'demo' }).success,
        true,
      );
      assert.equal(
        TokenRequestSchema.safeParse({ grant_type: 'refresh_token', refresh_token: 'r' }).success,
        true,
      );
      assert.equal(
        TokenRequestSchema.safeParse({ grant_type: 'refresh_token', username: 'demo' }).success,
        false,
      );
      assert.equal(TokenRequestSchema.safeParse({ grant_type: 'client_credentials' }).success, false);
    });
  });
});
