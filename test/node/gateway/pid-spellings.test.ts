/**
 * A pid in a path is parsed once, into the form the session keeps, before any check: the booking
 * number with or without dashes or leading zeros, a UUID or ticket pid in any case, any of them
 * percent-encoded, with or without a trailing slash. Every spelling of a pid therefore meets the
 * same checks (the human check, ownership, a settled booking) as its plain form.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import { pathSegments } from '../../../src/gateway/pids';
import { memoryStore } from '../../../src/gateway/store';
import { ANNA, pidOf, setUpEvent, type Catalogue } from './fixtures';
import { Setup, type Reply } from './harness';

const GOOD = 'solved-by-a-human';

/** Percent-encodes some characters (chosen by `mask`) of `text`. */
const encodeSome = (text: string, mask: readonly boolean[]) =>
  [...text]
    .map((char, i) =>
      mask[i % mask.length] ? `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}` : char,
    )
    .join('');

const mask = fc.array(fc.boolean(), { minLength: 1, maxLength: 16 });
const flipCase = (text: string, flips: readonly boolean[]) =>
  [...text].map((char, i) => (flips[i % flips.length] ? char.toLowerCase() : char.toUpperCase())).join('');

/** Spellings of a booking number: dashes, leading zeros, percent-encoding, a trailing slash. */
const bookingSpelling = (pid: string) =>
  fc
    .record({
      dashes: fc.boolean(),
      zeros: fc.integer({ min: 0, max: 3 }),
      encode: mask,
      slash: fc.boolean(),
    })
    .map(({ dashes, zeros, encode, slash }) => {
      const digits = dashes ? `${pid.slice(0, 4)}-${pid.slice(4, 8)}-${pid.slice(8)}` : pid;
      return { segment: encodeSome('0'.repeat(zeros) + digits, encode), slash };
    });

/** Spellings of a UUID or a ticket pid: any case, percent-encoding, a trailing slash. */
const hexSpelling = (pid: string) =>
  fc.record({ flips: mask, encode: mask, slash: fc.boolean() }).map(({ flips, encode, slash }) => ({
    segment: encodeSome(flipCase(pid, flips), encode),
    slash,
  }));

describe('gateway: every spelling of a pid meets the same checks', () => {
  const setup = new Setup();
  let catalogue: Catalogue;
  /** Visitor A: an open booking with a ticket. */
  const a = { session: '', person: '', booking: '', ticket: '' };
  /** Visitor B: a confirmed booking with a ticket. */
  const b = { session: '', person: '', booking: '', ticket: '' };
  /** Visitor C: a session of their own, with an open booking. */
  let foreign = '';

  const visitor = async (into: typeof a, confirm: boolean) => {
    const person = await setup.visit('POST', '/persons/', {
      body: ANNA,
      headers: { 'X-Visitor-Token': GOOD },
    });
    assert.equal(person.status, 201, person.text);
    const booking = await setup.visit('POST', '/bookings/', {
      body: { customer: pidOf(person) },
      session: person.session,
    });
    assert.equal(booking.status, 201, booking.text);
    into.person = pidOf(person);
    into.booking = pidOf(booking);
    into.session = booking.session!;
    const ticket = await setup.visit('POST', '/tickets/', {
      session: into.session,
      body: {
        booking: into.booking,
        show: catalogue.shows[0],
        price: catalogue.adult,
        sector: catalogue.parkett,
      },
    });
    assert.equal(ticket.status, 201, ticket.text);
    into.ticket = pidOf(ticket);
    if (confirm) {
      const confirmed = await setup.visit('PATCH', `/bookings/${into.booking}`, {
        session: into.session,
        body: { confirmation: true },
        headers: { 'X-Visitor-Token': GOOD },
      });
      assert.equal(confirmed.status, 204, confirmed.text);
      into.session = confirmed.session ?? into.session;
    }
  };

  before(async () => {
    catalogue = await setUpEvent(setup);
    setup.useGateway({
      events: { pids: [catalogue.event] },
      store: memoryStore({ now: setup.clock.now }),
      verifyVisitor: ({ token }) => token === GOOD,
    });
    await visitor(a, false);
    await visitor(b, true);
    const c = { session: '', person: '', booking: '', ticket: '' };
    await visitor(c, false);
    foreign = c.session;
  });

  const outcome = (reply: Reply) =>
    `${reply.status} ${(reply.body as { code?: string } | undefined)?.code ?? ''}`;

  it('confirms no booking written with dashes without the human check', async () => {
    const dashed = `${a.booking.slice(0, 4)}-${a.booking.slice(4, 8)}-${a.booking.slice(8)}`;
    const reply = await setup.visit('PATCH', `/bookings/${dashed}`, {
      session: a.session,
      body: { confirmation: true },
    });
    assert.equal(outcome(reply), '403 visitor_unverified', reply.text);
    const read = (await (await setup.backOffice('GET', `/bookings/${a.booking}`)).json()) as {
      confirmation: boolean;
    };
    assert.equal(read.confirmation, false, 'the booking is not confirmed');
  });

  interface Guarded {
    name: string;
    method: string;
    /** The path with `{}` for the pid. */
    path: string;
    pid: () => string;
    spelling: (pid: string) => fc.Arbitrary<{ segment: string; slash: boolean }>;
    session: () => string;
    body?: unknown;
    expected: string;
  }

  const guarded: Guarded[] = [
    {
      name: 'a confirmation without the human check',
      method: 'PATCH',
      path: '/bookings/{}',
      pid: () => a.booking,
      spelling: bookingSpelling,
      session: () => a.session,
      body: { confirmation: true },
      expected: '403 visitor_unverified',
    },
    {
      name: "another visitor's booking",
      method: 'PATCH',
      path: '/bookings/{}',
      pid: () => a.booking,
      spelling: bookingSpelling,
      session: () => foreign,
      body: { options: [] },
      expected: '404 not_found',
    },
    {
      name: "reading another visitor's booking",
      method: 'GET',
      path: '/bookings/{}',
      pid: () => a.booking,
      spelling: bookingSpelling,
      session: () => foreign,
      expected: '404 not_found',
    },
    {
      name: "another visitor's tickets list",
      method: 'GET',
      path: '/bookings/{}/tickets',
      pid: () => a.booking,
      spelling: bookingSpelling,
      session: () => foreign,
      expected: '404 not_found',
    },
    {
      name: 'the extras of a confirmed booking',
      method: 'PATCH',
      path: '/bookings/{}',
      pid: () => b.booking,
      spelling: bookingSpelling,
      session: () => b.session,
      body: { options: [] },
      expected: '409 booking_settled',
    },
    {
      name: "another visitor's person",
      method: 'PATCH',
      path: '/persons/{}',
      pid: () => a.person,
      spelling: hexSpelling,
      session: () => foreign,
      body: { firstname: 'Mallory' },
      expected: '404 not_found',
    },
    {
      name: 'the customer of a confirmed booking',
      method: 'PATCH',
      path: '/persons/{}',
      pid: () => b.person,
      spelling: hexSpelling,
      session: () => b.session,
      body: { email: 'mallory@example.org' },
      expected: '409 booking_settled',
    },
    {
      name: "another visitor's ticket",
      method: 'DELETE',
      path: '/tickets/{}',
      pid: () => a.ticket,
      spelling: hexSpelling,
      session: () => foreign,
      expected: '404 not_found',
    },
    {
      name: 'a ticket of a confirmed booking',
      method: 'DELETE',
      path: '/tickets/{}',
      pid: () => b.ticket,
      spelling: hexSpelling,
      session: () => b.session,
      expected: '409 booking_settled',
    },
  ];

  for (const route of guarded) {
    it(`${route.method} ${route.path}: ${route.name} answers ${route.expected} for every spelling`, async () => {
      await fc.assert(
        fc.asyncProperty(route.spelling(route.pid()), async ({ segment, slash }) => {
          const path = route.path.replace('{}', segment) + (slash ? '/' : '');
          const reply = await setup.visit(route.method, path, {
            session: route.session(),
            ...(route.body === undefined ? {} : { body: route.body }),
          });
          assert.equal(outcome(reply), route.expected, `${route.method} ${path}: ${reply.text}`);
        }),
        { numRuns: 20 },
      );
    });
  }

  it('answers the plain spelling of the own records as before', async () => {
    const spellings = [
      a.booking,
      `${a.booking.slice(0, 4)}-${a.booking.slice(4, 8)}-${a.booking.slice(8)}`,
      `00${a.booking}`,
      `${a.booking}/`,
    ];
    for (const spelling of spellings) {
      const reply = await setup.visit('GET', `/bookings/${spelling}`, { session: a.session });
      assert.equal(reply.status, 200, `${spelling}: ${reply.text}`);
    }
    const ticket = await setup.visit('GET', `/tickets/${a.ticket.toUpperCase()}`, { session: a.session });
    assert.equal(ticket.status, 200, ticket.text);
    const person = await setup.visit('GET', `/persons/${a.person.toLowerCase()}`, { session: a.session });
    assert.equal(person.status, 200, person.text);
  });
});

describe('gateway: path segments', () => {
  /** The segments as every escape decoded, whether or not a segment has one. */
  function decodedAlways(pathname: string, basePath: string): string[] | null {
    if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return null;
    const rest = pathname.slice(basePath.length).replace(/^\/|\/$/g, '');
    if (rest === '') return null;
    const segments: string[] = [];
    for (const raw of rest.split('/')) {
      let segment: string;
      try {
        segment = raw.length <= 200 ? decodeURIComponent(raw) : '';
      } catch {
        return null;
      }
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(segment)) return null;
      segments.push(segment);
    }
    return segments;
  }

  it('reads a path with and without escapes as decoding every segment would', () => {
    const char = fc.constantFrom(...'aZ09_-./%2e5fF%C3%A4'.split(''), '%2F', '%41', '%', '%e');
    fc.assert(
      fc.property(fc.array(char, { maxLength: 40 }), (chars) => {
        const pathname = `/tickets/${chars.join('')}`;
        assert.deepEqual(pathSegments(pathname, '/tickets'), decodedAlways(pathname, '/tickets'), pathname);
      }),
      { numRuns: 3000 },
    );
  });
});
