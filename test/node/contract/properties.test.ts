import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { CURRENCIES } from '../../../mock-server/schemas/currencies';
import type { z } from '@hono/zod-openapi';
import { LOCALES, MONEY_MAX, readOnlyFields, resources, toViolations } from '../../../mock-server/schemas';
import type { ResourceName } from '../../../mock-server/schemas';
import { bodySchema } from './helpers';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const uuid = fc.tuple(fc.uuid(), fc.boolean()).map(([value, upper]) => (upper ? value.toUpperCase() : value));
const bookingPid = fc.integer({ min: 100_000_000_000, max: 999_999_999_999 });
const bookingRef = fc.oneof(
  bookingPid,
  bookingPid.map(String),
  bookingPid.map((pid) => String(pid).replace(/(\d{4})(\d{4})(\d{4})/, '$1-$2-$3')),
);
const name = fc.string({ minLength: 1, maxLength: 255 });
const text = fc.option(fc.string({ maxLength: 255 }), { nil: null });
const count = fc.nat({ max: 1_000_000 });
const money = fc.integer({ min: 0, max: Math.round(MONEY_MAX * 100) }).map((cents) => cents / 100);
const wallTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .map(
    (date) =>
      `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
      `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`,
  );
const country = fc.stringMatching(/^[A-Z]{2}$/);
const currency = fc.constantFrom(...CURRENCIES);
const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

const address = fc.record(
  { address1: text, address2: text, zip: text, city: text, country: nullable(country) },
  { requiredKeys: [] },
);

/** Valid create bodies of every writable resource. */
const validCreate: Partial<Record<ResourceName, fc.Arbitrary<Record<string, unknown>>>> = {
  persons: fc.record(
    {
      host: uuid,
      salutation: fc.constantFrom('m', 'f', null),
      firstname: text,
      lastname: text,
      company: text,
      email: fc.option(
        fc.emailAddress().filter((email) => email.length <= 255),
        { nil: null },
      ),
      newsletter: fc.boolean(),
      mailing: fc.boolean(),
      locale: fc.constantFrom(...LOCALES, null),
      address,
    },
    { requiredKeys: [] },
  ),
  bookings: fc.record(
    {
      customer: uuid,
      options: fc.uniqueArray(fc.record({ option: fc.uuid(), quantity: count }), {
        maxLength: 5,
        selector: (item) => item.option,
      }),
    },
    { requiredKeys: ['customer'] },
  ),
  tickets: fc.record(
    {
      booking: bookingRef,
      show: uuid,
      price: uuid,
      sector: uuid,
      seat: uuid,
      ticket_options: fc.uniqueArray(fc.uuid(), { maxLength: 5 }),
    },
    { requiredKeys: ['booking', 'show', 'price', 'sector'] },
  ),
  events: fc.record(
    { host: uuid, name, allow_digital_dispatch: fc.boolean(), currency },
    { requiredKeys: ['host', 'name', 'currency'] },
  ),
  venues: fc.record(
    { host: uuid, name, city: name, timezone: fc.constantFrom('Europe/Zurich', 'Europe/Berlin', 'UTC') },
    { requiredKeys: ['host', 'name', 'city'] },
  ),
  sectors: fc.record({ host: uuid, name, price_category: count, capacity: count }),
  seats: fc.record(
    {
      sector: uuid,
      row: fc.stringMatching(/^[0-9A-Za-z]{1,6}$/),
      number: fc.stringMatching(/^[0-9A-Za-z]{1,6}$/),
      x: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      y: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      accessible: fc.boolean(),
    },
    { requiredKeys: ['sector', 'row', 'number', 'x', 'y'] },
  ),
  shows: fc.record({ event: uuid, venue: uuid, start: wallTime }),
  prices: fc.record({ event: uuid, name, price_category: count, price: money }),
  ticketoptiongroups: fc.record(
    { event: uuid, name, required: fc.boolean() },
    { requiredKeys: ['event', 'name'] },
  ),
  ticketoptions: fc.record(
    { ticket_option_group: uuid, name, price: nullable(money) },
    { requiredKeys: ['ticket_option_group', 'name'] },
  ),
  ticketoptionlimitations: fc.record({
    ticket_options: fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 5 }),
    limitation: count,
    scope: fc.constantFrom('show', 'event'),
  }),
  options: fc.record(
    {
      event: uuid,
      name,
      items_per_booking: nullable(fc.integer({ min: 1, max: 100 })),
      limitation: nullable(count),
      price: nullable(money),
    },
    { requiredKeys: ['event', 'name'] },
  ),
  deliveryrates: fc.record(
    { host: uuid, name, country: nullable(country), price: money },
    { requiredKeys: ['host', 'name', 'price'] },
  ),
};

const writable = Object.keys(validCreate) as ResourceName[];

function schemas(resource: ResourceName) {
  const { create, patch } = resources[resource].schemas as { create: z.ZodType; patch: z.ZodType };
  return { create, patch };
}

function keysOf(schema: z.ZodType): Set<string> {
  return new Set(Object.keys((schema as unknown as { shape: object }).shape));
}

/** A key that is neither a field nor special to JavaScript objects. */
const foreignKey = (known: Set<string>) =>
  fc.string({ minLength: 1, maxLength: 20 }).filter((key) => !known.has(key) && key !== '__proto__');

describe('write schema properties', () => {
  it('covers every resource that can be created', () => {
    const creatable = Object.values(resources)
      .filter((resource) => resource.verbs.create)
      .map((resource) => resource.name);
    assert.deepEqual([...writable].sort(), [...creatable].sort());
  });

  for (const resource of writable) {
    const arbitrary = validCreate[resource]!;
    const { create, patch } = schemas(resource);

    it(`accepts valid ${resource} and any part of them as an edit`, () => {
      fc.assert(
        fc.property(arbitrary, fc.func(fc.boolean()), (body, keep) => {
          assert.equal(
            create.safeParse(body).success,
            true,
            JSON.stringify(create.safeParse(body).error?.issues),
          );
          if (resource === 'bookings') return; // its edit shape differs from the create shape
          const part = Object.fromEntries(
            Object.entries(body).filter(([key]) => keep(key) && key !== 'host'),
          );
          assert.equal(patch.safeParse(part).success, true, JSON.stringify(part));
        }),
        { numRuns: 50 },
      );
    });

    it(`rejects a foreign key on ${resource} at its own path`, () => {
      const known = keysOf(create);
      fc.assert(
        fc.property(arbitrary, foreignKey(known), fc.jsonValue(), (body, key, value) => {
          const result = create.safeParse({ ...body, [key]: value });
          assert.equal(result.success, false);
          const found = toViolations(result.error, { readOnly: readOnlyFields(resource, 'create') });
          const expected = readOnlyFields(resource, 'create').has(key)
            ? 'This field is read-only.'
            : 'This field is not allowed.';
          assert.deepEqual(found, [{ property_path: key, message: expected }]);
        }),
        { numRuns: 50 },
      );
    });

    it(`names the offending item of an array create of ${resource}`, () => {
      const known = keysOf(create);
      fc.assert(
        fc.property(
          fc.array(arbitrary, { minLength: 1, maxLength: 5 }),
          fc.nat(),
          foreignKey(known),
          (items, pick, key) => {
            const index = pick % items.length;
            const body = items.map((item, position) => (position === index ? { ...item, [key]: 1 } : item));
            const result = bodySchema(`${resource}.create`).safeParse(body);
            assert.equal(result.success, false);
            assert.deepEqual(
              toViolations(result.error).map((violation) => violation.property_path),
              [`[${index}].${key}`],
            );
          },
        ),
        { numRuns: 30 },
      );
    });
  }

  it('turns any JSON body into violations with property paths, never an exception', () => {
    fc.assert(
      fc.property(fc.constantFrom(...writable), fc.jsonValue(), (resource, body) => {
        const result = bodySchema(`${resource}.create`).safeParse(body);
        if (result.success) return;
        const found = toViolations(result.error);
        assert.ok(found.length > 0);
        for (const violation of found) {
          assert.equal(typeof violation.property_path, 'string');
          assert.ok(violation.message.length > 0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
