/**
 * The `verifyVisitor` hook: consulted with `{ request, action, token }` before a session's first
 * write (`reserve`) and before a confirmation (`confirm`), with the `X-Visitor-Token` header,
 * refusing with 403 `visitor_unverified` (and `onError` kind `verification_failed`), remembering
 * what passed in the store; and the widget's API sending the token.
 */
import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { createFlowApi } from '../../../src/booking/api';
import { resolveBackoff } from '../../../src/booking/net';
import { toFlowError } from '../../../src/booking/net';
import { ApiError } from '../../../src/api/errors';
import type { GatewayErrorInfo, VisitorAction } from '../../../src/gateway/options';
import { memoryStore } from '../../../src/gateway/store';
import { en } from '../../../src/i18n/en';
import { de } from '../../../src/i18n/de';
import { fr } from '../../../src/i18n/fr';
import { it as itMessages } from '../../../src/i18n/it';
import { ANNA, pidOf, setUpEvent, type Catalogue } from './fixtures';
import { Setup } from './harness';

const GOOD = 'turnstile-pass';

describe('gateway verifyVisitor', () => {
  const setup = new Setup();
  let catalogue: Catalogue;
  let asked: (string | null)[];
  let actions: VisitorAction[];
  let reported: GatewayErrorInfo[];
  let throwing: boolean;

  before(async () => {
    catalogue = await setUpEvent(setup);
  });

  beforeEach(() => {
    asked = [];
    actions = [];
    reported = [];
    throwing = false;
    setup.useGateway({
      events: { pids: [catalogue.event] },
      store: memoryStore({ now: setup.clock.now }),
      verifyVisitor: async ({ token, request, action }) => {
        asked.push(token);
        actions.push(action);
        assert.equal(request.body, null, 'the hook gets the request without its body');
        if (throwing) throw new Error('siteverify unreachable');
        return token === GOOD;
      },
      onError: (_error, info) => reported.push(info),
    });
  });

  const person = (token?: string) =>
    setup.visit('POST', '/persons/', {
      body: ANNA,
      headers: token === undefined ? {} : { 'X-Visitor-Token': token },
    });

  it('refuses a first write without a token, or with a wrong one, with 403 visitor_unverified', async () => {
    for (const token of [undefined, 'forged']) {
      const reply = await person(token);
      assert.equal(reply.status, 403, reply.text);
      assert.match(reply.headers.get('content-type') ?? '', /application\/problem\+json/);
      assert.equal((reply.body as { code: string }).code, 'visitor_unverified');
      assert.equal(reply.session, null, 'no session is issued');
    }
    assert.deepEqual(asked, [null, 'forged']);
    assert.deepEqual(reported, [{ kind: 'verification_failed' }, { kind: 'verification_failed' }]);
    const persons = (await (await setup.backOffice('GET', '/persons/')).json()) as { email?: string }[];
    assert.ok(!persons.some((p) => p.email === ANNA.email), 'nothing was created at the service');
  });

  it('refuses when the hook throws, and tells onError', async () => {
    throwing = true;
    const reply = await person(GOOD);
    assert.equal(reply.status, 403);
    assert.equal((reply.body as { code: string }).code, 'visitor_unverified');
    assert.deepEqual(reported, [{ kind: 'verification_failed' }]);
  });

  it('accepts a valid token, and remembers the session: later writes need none', async () => {
    const created = await person(GOOD);
    assert.equal(created.status, 201, created.text);
    assert.ok(created.session);
    const booking = await setup.visit('POST', '/bookings/', {
      body: { customer: pidOf(created) },
      session: created.session,
    });
    assert.equal(booking.status, 201, booking.text);
    const ticket = await setup.visit('POST', '/tickets/', {
      session: booking.session,
      body: {
        booking: pidOf(booking),
        show: catalogue.shows[0],
        price: catalogue.adult,
        sector: catalogue.parkett,
      },
    });
    assert.equal(ticket.status, 201, ticket.text);
    assert.deepEqual(asked, [GOOD], 'the hook is asked once per session');
    assert.deepEqual(actions, ['reserve']);
    assert.deepEqual(reported, []);
    // Reads never ask.
    const read = await setup.visit('GET', `/bookings/${pidOf(booking)}`, { session: booking.session });
    assert.equal(read.status, 200);
    assert.deepEqual(asked, [GOOD]);
  });

  it('asks again for a session the store does not know as verified', async () => {
    const created = await person(GOOD);
    assert.equal(created.status, 201);
    // A new gateway with an empty store: the session's verification is not known there.
    setup.useGateway({
      events: { pids: [catalogue.event] },
      store: memoryStore({ now: setup.clock.now }),
      verifyVisitor: ({ token }) => (asked.push(token), token === GOOD),
    });
    const refused = await setup.visit('POST', '/bookings/', {
      body: { customer: pidOf(created) },
      session: created.session,
    });
    assert.equal(refused.status, 403);
    const booking = await setup.visit('POST', '/bookings/', {
      body: { customer: pidOf(created) },
      session: created.session,
      headers: { 'X-Visitor-Token': GOOD },
    });
    assert.equal(booking.status, 201, booking.text);
  });

  it('asks again before a confirmation (missing, wrong, then valid token), once per booking', async () => {
    const created = await person(GOOD);
    const visitor = { session: created.session! };
    const booking = await setup.visit('POST', '/bookings/', {
      body: { customer: pidOf(created) },
      session: visitor.session,
    });
    const pid = pidOf(booking);
    const ticket = await setup.visit('POST', '/tickets/', {
      session: booking.session,
      body: { booking: pid, show: catalogue.shows[0], price: catalogue.adult, sector: catalogue.parkett },
    });
    assert.equal(ticket.status, 201, ticket.text);
    let session = booking.session;
    const confirm = (token?: string) =>
      setup.visit('PATCH', `/bookings/${pid}`, {
        session,
        body: { confirmation: true },
        headers: token === undefined ? {} : { 'X-Visitor-Token': token },
      });
    for (const token of [undefined, 'forged']) {
      const refused = await confirm(token);
      assert.equal(refused.status, 403, refused.text);
      assert.equal((refused.body as { code: string }).code, 'visitor_unverified');
    }
    const read = await setup.backOffice('GET', `/bookings/${pid}`);
    assert.equal(
      ((await read.json()) as { confirmation: boolean }).confirmation,
      false,
      'nothing was confirmed',
    );
    const confirmed = await confirm(GOOD);
    assert.equal(confirmed.status, 204, confirmed.text);
    assert.deepEqual(actions, ['reserve', 'confirm', 'confirm', 'confirm']);
    assert.deepEqual(asked, [GOOD, null, 'forged', GOOD]);
    // Confirming again (a retry, with the token the confirmation issued) needs no new visitor
    // token; other changes of the booking none either.
    session = confirmed.session;
    assert.equal((await confirm()).status, 204);
    assert.equal(actions.length, 4);
    assert.deepEqual(
      reported.map((r) => r.kind),
      ['verification_failed', 'verification_failed'],
    );
  });

  it('leaves catalogue reads alone', async () => {
    const reply = await setup.visit('GET', `/events/${catalogue.event}`);
    assert.equal(reply.status, 200, reply.text);
    assert.deepEqual(asked, []);
  });
});

describe('widget visitor token', () => {
  /** A fake gateway: records the token of each request, refuses writes without `ok`. */
  function fakeGateway() {
    const seen: { method: string; token: string | null }[] = [];
    let verified = false;
    const fetch = async (request: Request): Promise<Response> => {
      const token = request.headers.get('x-visitor-token');
      seen.push({ method: request.method, token });
      if (request.method === 'GET') return Response.json({ pid: 123456789012 });
      if (!verified && token !== 'ok') {
        return new Response(JSON.stringify({ status: 403, code: 'visitor_unverified', title: 'x' }), {
          status: 403,
          headers: { 'Content-Type': 'application/problem+json' },
        });
      }
      verified = true;
      return new Response(null, {
        status: 201,
        headers: { Location: 'https://shop.example/tickets/persons/0B6E8F2A-1C3D-4E5F-8A9B-0C1D2E3F4A5B' },
      });
    };
    return { seen, fetch };
  }
  const backoff = resolveBackoff({ retries: 0 });
  const apiOver = (fetch: (request: Request) => Promise<Response>, session: string | null = null) =>
    createFlowApi(
      { apiBase: 'https://shop.example/tickets', fetch },
      { get: () => session, set: () => undefined },
      backoff,
    );

  it('attaches a held reserve token to the next write, until the gateway accepts it', async () => {
    const gateway = fakeGateway();
    const api = apiOver(gateway.fetch);
    assert.equal(api.visitor.needed('reserve'), true, 'a visitor without a session needs one');
    await assert.rejects(api.createPerson({ firstname: 'A' }), (error: unknown) => {
      assert.ok(error instanceof ApiError);
      assert.equal(error.code, 'visitor_unverified');
      const flow = toFlowError(error);
      assert.equal(flow.key, 'error.unverified');
      assert.equal(flow.retryable, true);
      return true;
    });
    api.visitor.hold('reserve', 'ok');
    await api.createPerson({ firstname: 'A' });
    await api.createPerson({ firstname: 'B' });
    await api.booking(123456789012);
    assert.deepEqual(gateway.seen, [
      { method: 'POST', token: null },
      { method: 'POST', token: 'ok' },
      { method: 'POST', token: null },
      { method: 'GET', token: null },
    ]);
  });

  it('drops a refused token, and needs a new one even with a session', async () => {
    const gateway = fakeGateway();
    const api = apiOver(gateway.fetch, 'a-session');
    assert.equal(api.visitor.needed('reserve'), false, 'a session was verified by its first write');
    api.visitor.hold('reserve', 'used-up');
    await assert.rejects(api.createPerson({ firstname: 'A' }));
    assert.equal(api.visitor.needed('reserve'), true);
    await assert.rejects(api.createPerson({ firstname: 'A' }));
    assert.deepEqual(
      gateway.seen.map((r) => r.token),
      ['used-up', null],
    );
    api.visitor.hold('reserve', 'ok');
    await api.createPerson({ firstname: 'A' });
    assert.equal(api.visitor.needed('reserve'), false);
  });

  it('sends a confirm token on the PATCH of its booking only, and needs none after it passed', async () => {
    const gateway = fakeGateway();
    const api = apiOver(gateway.fetch, 'a-session');
    api.visitor.hold('reserve', 'ok');
    await api.createPerson({ firstname: 'A' });
    assert.equal(api.visitor.needed('confirm', 123456789012), true);
    api.visitor.hold('confirm', 'ok-confirm', 123456789012);
    await api.patchPerson('0B6E8F2A-1C3D-4E5F-8A9B-0C1D2E3F4A5B', { firstname: 'B' });
    await api.patchBooking(123456789012, { confirmation: true });
    assert.equal(api.visitor.needed('confirm', 123456789012), false);
    assert.equal(api.visitor.needed('confirm', 210987654321), true, 'another booking needs its own');
    await api.patchBooking(123456789012, { confirmation: true });
    assert.deepEqual(
      gateway.seen.map((r) => `${r.method} ${r.token}`),
      ['POST ok', 'PATCH null', 'PATCH ok-confirm', 'PATCH null'],
    );
  });

  it('words the refusal in every language', () => {
    for (const messages of [en, de, fr, itMessages]) {
      assert.ok(messages['error.unverified'].length > 10);
    }
    assert.notEqual(de['error.unverified'], en['error.unverified']);
  });
});
