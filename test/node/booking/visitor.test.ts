/**
 * Human verification through the real flow, gateway and mock: the site owner's `visitorToken`
 * function is asked (with the action) before the write the gateway's `verifyVisitor` checks,
 * `state.challenge` is set while its promise waits, and a missing or wrong token is refused,
 * worded, and asked for again on the retry.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BookingFlow, VisitorAction } from '../../../src/booking/types';
import { chosen, detailed } from './steps';
import { World } from './support';

interface Check {
  action: VisitorAction;
  token: string | null;
  /** `METHOD /path` of the request the gateway checked. */
  write: string;
}

/** A world whose gateway accepts each token of `issued` once, recording every check. */
async function verifiedWorld(): Promise<{ world: World; checks: Check[]; issued: Set<string> }> {
  const checks: Check[] = [];
  const issued = new Set<string>();
  const world = await World.create({
    verifyVisitor: ({ request, action, token }) => {
      checks.push({ action, token, write: `${request.method} ${new URL(request.url).pathname}` });
      return token !== null && issued.delete(token);
    },
  });
  return { world, checks, issued };
}

const WRITE = /^(POST|PATCH|DELETE) /;

/**
 * The site owner's token function: answers each call with the next of `answers` (a token made
 * valid when it starts with `good`) after a turn of the event loop, as a solved challenge would,
 * and records the action, the writes sent before it was asked, and `state.challenge` meanwhile.
 */
function provider(world: World, issued: Set<string>, answers: (string | null)[]) {
  const calls: { action: VisitorAction; writesBefore: string[]; challenge: VisitorAction | null }[] = [];
  let flow: BookingFlow | undefined;
  return {
    calls,
    attach: (f: BookingFlow) => (flow = f),
    visitorToken: async (action: VisitorAction) => {
      const writesBefore = world.requests.filter((r) => WRITE.test(r));
      await new Promise((resolve) => setImmediate(resolve));
      calls.push({ action, writesBefore, challenge: flow?.state.challenge ?? null });
      const token = answers.shift() ?? null;
      if (token?.startsWith('good')) issued.add(token);
      return token;
    },
  };
}

describe('human verification', () => {
  test('asks for the reserve token before the first write, shows the challenge meanwhile, and sends it there', async () => {
    const { world, checks, issued } = await verifiedWorld();
    const owner = provider(world, issued, ['good-1']);
    const flow = world.flow({ visitorToken: owner.visitorToken });
    owner.attach(flow);
    const shown: (VisitorAction | null)[] = [];
    flow.subscribe((state) => {
      if (shown.at(-1) !== state.challenge) shown.push(state.challenge);
    });
    await chosen(world, flow, 2);
    await flow.reserve();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.step, 'questions');
    assert.deepEqual(owner.calls, [{ action: 'reserve', writesBefore: [], challenge: 'reserve' }]);
    assert.deepEqual(shown, [null, 'reserve', null], 'the challenge shows while waiting, and goes');
    assert.deepEqual(checks, [{ action: 'reserve', token: 'good-1', write: 'POST /tickets/persons/' }]);
    assert.equal(world.list('tickets', { booking: flow.state.reservation!.booking }).length, 2);
    // Another date in the same session: the gateway knows the visitor, nobody is asked again.
    await flow.goTo('shows');
    await flow.selectShow(world.catalogue.shows[1]);
    flow.setQuantity(world.catalogue.parkett, world.catalogue.adult, 1);
    await flow.reserve();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(owner.calls.length, 1);
    assert.equal(checks.length, 1);
  });

  for (const [name, first] of [
    ['missing', null],
    ['wrong', 'forged'],
  ] as const) {
    test(`refuses a ${name} reserve token in words, creates nothing, and asks again on the retry`, async () => {
      const { world, checks, issued } = await verifiedWorld();
      const owner = provider(world, issued, [first, 'good-2']);
      const flow = world.flow({ visitorToken: owner.visitorToken });
      const errors: unknown[] = [];
      flow.on('tb-error', (detail) => errors.push(detail));
      await chosen(world, flow, 2);
      const persons = world.list('persons', {}).length;
      await flow.reserve();
      assert.equal(flow.state.step, 'tickets');
      assert.deepEqual(flow.state.error, {
        key: 'error.unverified',
        code: 'visitor_unverified',
        status: 403,
        retryable: true,
      });
      assert.equal(errors.length, 1);
      assert.equal(world.list('persons', {}).length, persons, 'nothing was created at the service');
      assert.equal(world.list('bookings', {}).length, 0);
      await flow.retry();
      assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
      assert.equal(flow.state.step, 'questions');
      assert.deepEqual(
        owner.calls.map((c) => c.action),
        ['reserve', 'reserve'],
      );
      assert.deepEqual(
        checks.map((c) => [c.action, c.token]),
        [
          ['reserve', first],
          ['reserve', 'good-2'],
        ],
      );
    });
  }

  test('asks for the confirm token before the confirmation, refuses a wrong one, and confirms with a valid one', async () => {
    const { world, checks, issued } = await verifiedWorld();
    const owner = provider(world, issued, ['good-1', 'forged', 'good-2']);
    const flow = world.flow({ visitorToken: owner.visitorToken });
    owner.attach(flow);
    await detailed(world, flow, 1);
    const booking = flow.state.reservation!.booking;
    const confirmation = `PATCH /bookings/${booking}`;
    await flow.confirm();
    assert.equal(flow.state.step, 'checkout');
    assert.equal(flow.state.error?.key, 'error.unverified');
    assert.equal(world.read<{ confirmation: boolean }>('bookings', booking).confirmation, false);
    const sentBeforeRetry = world.requests.length;
    await flow.retry();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.step, 'done');
    assert.equal(world.read<{ confirmation: boolean }>('bookings', booking).confirmation, true);
    assert.deepEqual(
      owner.calls.map((c) => [c.action, c.challenge]),
      [
        ['reserve', 'reserve'],
        ['confirm', 'confirm'],
        ['confirm', 'confirm'],
      ],
    );
    // Each confirm token was asked for before its confirmation was sent.
    assert.ok(!owner.calls[1]!.writesBefore.includes(confirmation));
    assert.equal(owner.calls[2]!.writesBefore.filter((w) => w === confirmation).length, 1);
    assert.ok(world.requests.slice(sentBeforeRetry).includes(confirmation));
    assert.deepEqual(
      checks.map((c) => [c.action, c.token, c.write]),
      [
        ['reserve', 'good-1', 'POST /tickets/persons/'],
        ['confirm', 'forged', `PATCH /tickets/bookings/${booking}`],
        ['confirm', 'good-2', `PATCH /tickets/bookings/${booking}`],
      ],
    );
    assert.equal(flow.state.challenge, null);
  });

  test('refuses a confirmation without a token, and the retry asks for one', async () => {
    const { world, checks, issued } = await verifiedWorld();
    const owner = provider(world, issued, ['good-1', null, 'good-2']);
    const flow = world.flow({ visitorToken: owner.visitorToken });
    await detailed(world, flow, 1);
    await flow.confirm();
    assert.equal(flow.state.error?.code, 'visitor_unverified');
    await flow.retry();
    assert.equal(flow.state.step, 'done', JSON.stringify(flow.state.error));
    assert.deepEqual(
      checks.map((c) => [c.action, c.token]),
      [
        ['reserve', 'good-1'],
        ['confirm', null],
        ['confirm', 'good-2'],
      ],
    );
  });

  test('waits for a challenge longer than the request timeout: the write starts after the token', async (t) => {
    const { world, issued } = await verifiedWorld();
    // The request deadlines on a clock of the test's own: the challenge outlasts every deadline
    // set before its answer (each expires at once), as a visitor slower than `timeoutMs` would.
    const deadlines: AbortController[] = [];
    t.mock.method(AbortSignal, 'timeout', () => {
      const deadline = new AbortController();
      deadlines.push(deadline);
      return deadline.signal;
    });
    const flow = world.flow({
      timeoutMs: 500,
      // As a real fetch does: a request whose signal has aborted fails with the signal's reason.
      fetch: (request) => (request.signal.throwIfAborted(), world.fetch(request)),
      visitorToken: async () => {
        await new Promise((resolve) => setImmediate(resolve));
        for (const deadline of deadlines.splice(0)) {
          deadline.abort(new DOMException('The operation timed out.', 'TimeoutError'));
        }
        issued.add('good-slow');
        return 'good-slow';
      },
    });
    await chosen(world, flow, 1);
    await flow.reserve();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.step, 'questions');
  });

  test('sends a fixed token as it is', async () => {
    const { world, checks, issued } = await verifiedWorld();
    issued.add('good-fixed');
    const flow = world.flow({ visitorToken: 'good-fixed' });
    await chosen(world, flow, 1);
    await flow.reserve();
    assert.equal(flow.state.step, 'questions', JSON.stringify(flow.state.error));
    assert.equal(flow.state.challenge, null);
    assert.deepEqual(
      checks.map((c) => c.token),
      ['good-fixed'],
    );
  });
});
