import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import { createSessionCodec } from '../../../src/gateway/session';
import { GATEWAY_BASE, Setup, assertNoLeaks } from './harness';
import { setUpEvent, startBookingWithTicket, type Catalogue } from './fixtures';

interface Visitor {
  person: string;
  booking: string;
  session: string;
  ticket: string;
}

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    i: string;
    p: string[];
    b: string[];
    x: number;
  };

const withPayload = (token: string, payload: object) => {
  const [version, , signature] = token.split('.');
  return `${version}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
};

describe("gateway security: one visitor's booking is out of every other visitor's reach", () => {
  const setup = new Setup();
  let catalogue: Catalogue;
  let anna: Visitor;
  let bruno: Visitor;

  const visitor = (): Promise<Visitor> => startBookingWithTicket(setup, catalogue);

  /** Every way to reach Anna's records, each of which must fail for someone without her session. */
  function attacks(target: Visitor, own: Visitor) {
    return [
      ['GET', `/bookings/${target.booking}?properties[customer]=1&properties[tickets]=1`, undefined],
      ['POST', `/bookings/${target.booking}`, undefined],
      ['PATCH', `/bookings/${target.booking}`, { confirmation: true }],
      ['PATCH', `/bookings/${target.booking}`, { options: [{ option: catalogue.option, quantity: 1 }] }],
      ['GET', `/bookings/${target.booking}/tickets/`, undefined],
      ['GET', `/bookings/${target.booking}/deliveries/`, undefined],
      ['GET', `/tickets/?filters[booking]=${target.booking}`, undefined],
      ['GET', `/tickets/${target.ticket}`, undefined],
      ['PATCH', `/tickets/${target.ticket}`, { price: catalogue.adult }],
      ['DELETE', `/tickets/${target.ticket}`, undefined],
      ['GET', `/persons/${target.person}`, undefined],
      ['PATCH', `/persons/${target.person}`, { email: 'attacker@example.com' }],
      [
        'POST',
        '/tickets/',
        {
          booking: target.booking,
          show: catalogue.shows[0],
          price: catalogue.adult,
          sector: catalogue.parkett,
        },
      ],
      ['POST', '/bookings/', { customer: target.person }],
      ['PATCH', `/bookings/${own.booking}`, { customer: target.person }],
      ['PATCH', `/tickets/${own.ticket}`, { booking: target.booking }],
      ['POST', '/email/send', { booking: target.booking, type: 'confirmation' }],
    ] as const;
  }

  async function assertUntouched(target: Visitor): Promise<void> {
    const response = await setup.backOffice(
      'GET',
      `/bookings/${target.booking}?properties[customer]=1&properties[tickets]=1`,
    );
    const booking = (await response.json()) as {
      confirmation: boolean;
      options: unknown[];
      customer: { email: string };
      tickets: { pid: string }[];
    };
    assert.equal(booking.confirmation, false);
    assert.deepEqual(booking.options, []);
    assert.equal(booking.customer.email, 'anna.muster@example.ch');
    assert.deepEqual(
      booking.tickets.map((ticket) => ticket.pid),
      [target.ticket],
    );
  }

  before(async () => {
    catalogue = await setUpEvent(setup);
    setup.useGateway({ events: { pids: [catalogue.event] } });
    anna = await visitor();
    bruno = await visitor();
  });

  it("answers 404 or 409 to every request of another visitor on Anna's records, changing nothing", async () => {
    for (const [method, path, body] of attacks(anna, bruno)) {
      const reply = await setup.visit(method, path, { body, session: bruno.session });
      assert.ok(reply.status === 404 || reply.status === 409, `${method} ${path}: ${reply.status}`);
      const code = (reply.body as { code: string }).code;
      assert.ok(code === 'not_found' || code === 'reference_not_found', `${method} ${path}: ${code}`);
    }
    await assertUntouched(anna);
  });

  it('answers 404 or 409 to the same requests without any session, changing nothing', async () => {
    for (const [method, path, body] of attacks(anna, bruno)) {
      const reply = await setup.visit(method, path, { body });
      assert.ok(reply.status === 404 || reply.status === 409, `${method} ${path}: ${reply.status}`);
    }
    await assertUntouched(anna);
  });

  it('still lets Anna read her own booking with the same session', async () => {
    const reply = await setup.visit('GET', `/bookings/${anna.booking}?properties[tickets]=1`, {
      session: anna.session,
    });
    assert.equal(reply.status, 200, reply.text);
    assert.equal(String((reply.body as { pid: number }).pid), anna.booking);
  });

  it('rejects a token signed with another secret (401 session_invalid)', async () => {
    const forger = createSessionCodec({
      secret: 'another-secret-that-is-32-characters-long',
      ttl: 60_000,
      now: setup.clock.now,
    });
    const forged = await forger.sign({
      ...forger.create(),
      persons: [anna.person],
      bookings: [anna.booking],
    });
    for (const token of [forged, `${anna.session.slice(0, -43)}${'A'.repeat(43)}`]) {
      const reply = await setup.visit('GET', `/bookings/${anna.booking}`, { session: token });
      assert.equal(reply.status, 401, reply.text);
      assert.equal((reply.body as { code: string }).code, 'session_invalid');
    }
  });

  it("rejects a payload edited to list another visitor's booking, and a swapped signature", async () => {
    const own = payloadOf(bruno.session);
    const edited = withPayload(bruno.session, {
      ...own,
      b: [...own.b, anna.booking],
      p: [...own.p, anna.person],
    });
    const [version, annaPayload] = anna.session.split('.');
    const swapped = `${version}.${annaPayload}.${bruno.session.split('.')[2]}`;
    for (const token of [edited, swapped]) {
      const reply = await setup.visit('GET', `/bookings/${anna.booking}`, { session: token });
      assert.equal(reply.status, 401, reply.text);
      assert.equal((reply.body as { code: string }).code, 'session_invalid');
    }
  });

  it('rejects malformed tokens with 401 session_invalid', async () => {
    const tokens = [
      'x',
      'v1..',
      'v2.a.b',
      `${anna.session}.`,
      anna.session.replace('v1', 'V1'),
      'v1.\u00e9.x',
    ];
    for (const token of [...tokens, `v1.${'a'.repeat(5000)}.${'b'.repeat(43)}`]) {
      const reply = await setup.visit('GET', `/events/${catalogue.event}`, {
        headers: { 'X-Session': token },
      });
      assert.equal(reply.status, 401, `${JSON.stringify(token)}: ${reply.text}`);
      assert.equal((reply.body as { code: string }).code, 'session_invalid');
    }
    const empty = await setup.visit('GET', `/events/${catalogue.event}`, { headers: { 'X-Session': '' } });
    assert.equal(empty.status, 200, 'an empty header is the same as none');
  });

  it('rejects any mutation of a valid token', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: anna.session.length - 1 }),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'),
        fc.constantFrom('replace', 'insert', 'delete'),
        async (at, char, kind) => {
          const token = anna.session;
          const mutated =
            kind === 'replace'
              ? `${token.slice(0, at)}${char}${token.slice(at + 1)}`
              : kind === 'insert'
                ? `${token.slice(0, at)}${char}${token.slice(at)}`
                : `${token.slice(0, at)}${token.slice(at + 1)}`;
          fc.pre(mutated !== token);
          const reply = await setup.visit('GET', `/bookings/${anna.booking}`, { session: mutated });
          assert.equal(reply.status, 401, mutated);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rejects an expired token with 401 session_expired, and accepts it until then', async () => {
    const { x } = payloadOf(anna.session);
    const now = setup.clock.now();
    assert.equal(x * 1000 - now <= 2 * 60 * 60 * 1000, true, 'the default lifetime is two hours at most');
    setup.clock.advance(x * 1000 - now - 1000);
    const before = await setup.visit('GET', `/bookings/${anna.booking}`, { session: anna.session });
    assert.equal(before.status, 200, before.text);
    setup.clock.advance(1000);
    const after = await setup.visit('GET', `/bookings/${anna.booking}`, { session: anna.session });
    assert.equal(after.status, 401, after.text);
    assert.equal((after.body as { code: string }).code, 'session_expired');
    assert.equal(after.headers.get('location'), null);
  });

  it('rewrites every Location to the gateway', () => {
    const locations = setup.replies.map((reply) => reply.headers.get('location')).filter(Boolean);
    assert.ok(locations.length >= 6);
    for (const location of locations) assert.ok(location!.startsWith(`${GATEWAY_BASE}/`), location!);
  });

  it('leaks no credential, token or service address in any answer of this suite', () => {
    assert.ok(assertNoLeaks(setup.replies, setup.tokens) > 100);
  });
});
