import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { readBodyText } from '../../../src/gateway/limits';
import { EMBED_ORIGIN, SHOP_ORIGIN, Setup, assertNoLeaks } from './harness';
import { ANNA, setUpEvent, startBooking, type Catalogue } from './fixtures';

describe('gateway limits and CORS', () => {
  const setup = new Setup();
  let catalogue: Catalogue;

  before(async () => {
    catalogue = await setUpEvent(setup);
  });

  const posts = () =>
    setup.calls.filter((call) => call.method === 'POST' && call.path.startsWith('/persons'));

  describe('request bodies', () => {
    before(() => {
      setup.useGateway({ events: { pids: [catalogue.event] }, limits: { bodyBytes: 1024 } });
    });

    it('answers 413 to a body over the limit by its Content-Length, creating nothing', async () => {
      const reply = await setup.visit('POST', '/persons/', { body: { ...ANNA, company: 'x'.repeat(2000) } });
      assert.equal(reply.status, 413, reply.text);
      assert.equal((reply.body as { code: string }).code, 'payload_too_large');
      assert.equal(posts().length, 0);
    });

    it('answers 413 to a streamed body without Content-Length once it passes the limit', async () => {
      let pulled = 0;
      const chunk = new TextEncoder().encode(`"${'x'.repeat(510)}",`);
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          if (pulled > 1000) controller.close();
          else controller.enqueue(chunk);
        },
      });
      const reply = await setup.visit('POST', '/persons/', {
        raw: stream,
        headers: { 'Content-Type': 'application/json' },
      });
      assert.equal(reply.status, 413, reply.text);
      assert.ok(pulled < 10, `stopped reading after ${pulled} chunks`);
      assert.equal(posts().length, 0);
    });

    it('reads a body of declared length whole, without asking for a stream of it', async () => {
      // A Node adapter reads such a body straight from the socket (@hono/node-server's request
      // does); a look at `body` would make it build a web stream and a second Request for it.
      class DirectRequest extends Request {
        override get body(): Request['body'] {
          throw new Error('the body was asked for as a stream');
        }
      }
      const text = JSON.stringify(ANNA);
      const headers = {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(text)),
      };
      const request = new DirectRequest('https://shop.example/tickets/persons/', {
        method: 'POST',
        headers,
        body: text,
      });
      assert.equal(await readBodyText(request, 1024), text);
      const lying = new Request('https://shop.example/tickets/persons/', {
        method: 'POST',
        headers: { ...headers, 'content-length': '10' },
        body: 'x'.repeat(2000),
      });
      await assert.rejects(readBodyText(lying, 1024), { code: 'payload_too_large' });
    });

    it('answers 415 to a body that is not JSON, and 409 to malformed JSON', async () => {
      const form = await setup.visit('POST', '/persons/', {
        raw: 'firstname=Anna',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      assert.equal(form.status, 415);
      const broken = await setup.visit('POST', '/persons/', {
        raw: '{"firstname":',
        headers: { 'Content-Type': 'application/json' },
      });
      assert.equal(broken.status, 409);
      assert.equal((broken.body as { code: string }).code, 'validation_failed');
      assert.equal(posts().length, 0);
    });

    it('answers 409 validation_failed, naming each field, to fields a buyer may not set', async () => {
      const person = await setup.visit('POST', '/persons/', { body: { ...ANNA, pid: 'X', created: 'now' } });
      assert.equal(person.status, 409);
      assert.deepEqual(
        (person.body as { errors: { property_path: string }[] }).errors.map((error) => error.property_path),
        ['pid', 'created'],
      );
      const { booking, session, person: pid } = await startBooking(setup);
      const create = await setup.visit('POST', '/bookings/', {
        session,
        body: { customer: pid, delivery: true },
      });
      assert.equal(create.status, 409);
      const confirm = await setup.visit('PATCH', `/bookings/${booking}`, {
        session,
        body: { confirmation: true, customer: pid },
      });
      assert.equal(confirm.status, 409);
      assert.equal(
        (confirm.body as { errors: { property_path: string }[] }).errors[0]?.property_path,
        'customer',
      );
      const ticket = await setup.visit('POST', '/tickets/', {
        session,
        body: [
          {
            booking,
            show: catalogue.shows[0],
            price: catalogue.adult,
            sector: catalogue.parkett,
            confirmation: true,
          },
        ],
      });
      assert.equal(ticket.status, 409);
      assert.equal(
        (ticket.body as { errors: { property_path: string }[] }).errors[0]?.property_path,
        '[0].confirmation',
      );
      const mail = await setup.visit('POST', '/email/send', {
        session,
        body: { booking, type: 'marketing' },
      });
      assert.equal(mail.status, 409);
    });
  });

  describe('rate limits', () => {
    it('answers 429 with Retry-After past the limit per address, and serves again after the window', async () => {
      // The limiters count in the system clock's time.
      mock.timers.enable({ apis: ['Date'], now: setup.clock.now() });
      after(() => mock.timers.reset());
      // Without the cache every read goes to the service, and so counts in the store's budget (a
      // read answered from the instance's memory counts in its own: local-reads.test.ts).
      setup.useGateway({
        events: { pids: [catalogue.event] },
        limits: { perAddress: 5, windowMs: 60_000 },
        cache: false,
      });
      const path = `/events/${catalogue.event}`;
      for (let i = 0; i < 5; i += 1) assert.equal((await setup.visit('GET', path)).status, 200);
      mock.timers.tick(20_000);
      const limited = await setup.visit('GET', path);
      assert.equal(limited.status, 429);
      assert.equal((limited.body as { code: string }).code, 'rate_limited');
      assert.equal(limited.headers.get('retry-after'), '40');
      assert.match(limited.headers.get('access-control-expose-headers') ?? '', /Retry-After/);
      const elsewhere = await setup.visit('GET', path, { headers: { 'X-Test-Address': '198.51.100.1' } });
      assert.equal(elsewhere.status, 200, 'another address has its own budget');
      mock.timers.tick(40_000);
      assert.equal((await setup.visit('GET', path)).status, 200);
    });

    it('answers 429 past the limit per session, whatever the address', async () => {
      setup.useGateway({
        events: { pids: [catalogue.event] },
        limits: { perSession: 4, perAddress: 1000 },
        cache: false,
      });
      const { session } = await startBooking(setup);
      const path = `/events/${catalogue.event}`;
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const address = `198.51.100.${i + 10}`;
        statuses.push(
          (await setup.visit('GET', path, { session, headers: { 'X-Test-Address': address } })).status,
        );
      }
      assert.deepEqual(statuses, [200, 200, 200, 429], 'two of the four went to creating the session');
      assert.equal(
        (await setup.visit('GET', path)).status,
        200,
        'a request without the session is not limited by it',
      );
    });
  });

  describe('CORS', () => {
    before(() => {
      setup.useGateway({ events: { pids: [catalogue.event] } });
    });

    it('answers a preflight from a configured origin with the methods and headers the widget uses', async () => {
      const reply = await setup.visit('OPTIONS', '/tickets/', {
        headers: {
          Origin: EMBED_ORIGIN,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type, x-session',
        },
      });
      assert.equal(reply.status, 204);
      assert.equal(reply.headers.get('access-control-allow-origin'), EMBED_ORIGIN);
      assert.match(reply.headers.get('access-control-allow-methods') ?? '', /PATCH/);
      assert.match(reply.headers.get('access-control-allow-headers') ?? '', /X-Session/);
      assert.match(reply.headers.get('vary') ?? '', /Origin/);
      assert.equal(reply.headers.get('access-control-allow-credentials'), null);
    });

    it('exposes Location, X-Count and X-Session to configured origins, with Vary: Origin', async () => {
      const reply = await setup.visit('POST', '/persons/', { body: ANNA, headers: { Origin: SHOP_ORIGIN } });
      assert.equal(reply.status, 201);
      assert.equal(reply.headers.get('access-control-allow-origin'), SHOP_ORIGIN);
      const exposed = (reply.headers.get('access-control-expose-headers') ?? '').split(/,\s*/);
      for (const name of ['Location', 'X-Count', 'X-Session']) assert.ok(exposed.includes(name), name);
      assert.equal(reply.headers.get('vary'), 'Origin');
      assert.equal(reply.headers.get('cache-control'), 'no-store');
    });

    it('answers 403 to preflights and requests from other origins, without asking the service', async () => {
      const calls = setup.calls.length;
      const preflight = await setup.visit('OPTIONS', '/persons/', {
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      });
      assert.equal(preflight.status, 403);
      assert.equal(preflight.headers.get('access-control-allow-origin'), null);
      const request = await setup.visit('POST', '/persons/', {
        body: ANNA,
        headers: { Origin: 'https://evil.example' },
      });
      assert.equal(request.status, 403);
      assert.equal((request.body as { code: string }).code, 'origin_not_allowed');
      assert.equal(setup.calls.length, calls);
    });

    it('serves requests without an Origin (server to server) without CORS headers', async () => {
      const reply = await setup.gateway(
        new Request(`https://shop.example/tickets/events/${catalogue.event}`),
      );
      assert.equal(reply.status, 200);
      assert.equal(reply.headers.get('access-control-allow-origin'), null);
      assert.equal(reply.headers.get('vary'), 'Origin');
    });
  });

  it('leaks no credential, token or service address in any answer of this suite', () => {
    assert.ok(assertNoLeaks(setup.replies, setup.tokens) > 20);
  });
});
