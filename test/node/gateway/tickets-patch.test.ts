import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import fc from 'fast-check';
import { Setup, assertNoLeaks } from './harness';
import { ANNA, pidOf, setUpEvent, startBooking, type Catalogue } from './fixtures';

interface Visitor {
  person: string;
  booking: string;
  session: string;
}

/** `count` Parkett tickets of the first show, reserved through the gateway; their pids in order. */
async function reserve(setup: Setup, catalogue: Catalogue, visitor: Visitor, count: number) {
  const item = {
    booking: visitor.booking,
    show: catalogue.shows[0],
    price: catalogue.adult,
    sector: catalogue.parkett,
  };
  const created = await setup.visit('POST', '/tickets/', {
    session: visitor.session,
    body: Array.from({ length: count }, () => item),
  });
  assert.equal(created.status, 201, created.text);
  const listed = await setup.visit('GET', created.headers.get('location')!, { session: visitor.session });
  assert.equal(listed.status, 200, listed.text);
  return (listed.body as { pid: string }[]).map((ticket) => ticket.pid);
}

/** The ticket options of a ticket, read at the service as its host's back office. */
function optionsAt(setup: Setup, pid: string, username = 'demo'): string[] {
  const ticket = setup.mock.records.get(setup.mock.actor(username), 'tickets', pid) as {
    ticket_options: string[];
  };
  return ticket.ticket_options;
}

const patches = (setup: Setup) => setup.calls.filter((call) => call.method === 'PATCH').length;

describe('gateway: the array edit of tickets (PATCH /tickets/)', () => {
  let setup: Setup;
  let catalogue: Catalogue;
  let visitor: Visitor;
  let own: string[];

  beforeEach(async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    // Two open bookings in one session: the cap allows one by default.
    setup.useGateway({ events: { pids: [catalogue.event] }, caps: { openBookingsPerSession: 2 } });
    visitor = await startBooking(setup);
    own = await reserve(setup, catalogue, visitor, 3);
  });

  it("saves the answers of several of the visitor's tickets in one request to the service", async () => {
    const from = setup.calls.length;
    const reply = await setup.visit('PATCH', '/tickets/', {
      session: visitor.session,
      body: [
        { pid: own[0], ticket_options: [catalogue.yes] },
        { pid: own[2]!.toUpperCase(), ticket_options: [catalogue.yes] },
      ],
    });
    assert.equal(reply.status, 204, reply.text);
    assert.deepEqual(optionsAt(setup, own[0]!), [catalogue.yes]);
    assert.deepEqual(optionsAt(setup, own[1]!), []);
    assert.deepEqual(optionsAt(setup, own[2]!), [catalogue.yes]);
    const sent = setup.calls.slice(from).map((call) => `${call.method} ${call.path.split('?')[0]}`);
    assert.deepEqual(
      sent,
      ['GET /bookings/', 'PATCH /tickets/'],
      'one read of the session’s bookings with their tickets (which tickets are the visitor’s, whether their booking is confirmed), and one edit',
    );
  });

  it('edits tickets of every booking of the session together, and clears answers', async () => {
    const second = await setup.visit('POST', '/bookings/', {
      session: visitor.session,
      body: { customer: visitor.person },
    });
    assert.equal(second.status, 201, second.text);
    const both = { ...visitor, booking: pidOf(second), session: second.session! };
    const [later] = await reserve(setup, catalogue, both, 1);
    const first = await setup.visit('PATCH', '/tickets/', {
      session: both.session,
      body: [
        { pid: own[0], ticket_options: [catalogue.yes] },
        { pid: later, ticket_options: [catalogue.yes] },
      ],
    });
    assert.equal(first.status, 204, first.text);
    const cleared = await setup.visit('PATCH', '/tickets/', {
      session: both.session,
      body: [{ pid: own[0], ticket_options: [] }],
    });
    assert.equal(cleared.status, 204, cleared.text);
    assert.deepEqual(optionsAt(setup, own[0]!), []);
    assert.deepEqual(optionsAt(setup, later!), [catalogue.yes]);
  });

  it("answers 409 reference_not_found at each foreign item's pid, changing nothing at the service", async () => {
    const stranger = await startBooking(setup, { ...ANNA, firstname: 'Eva' });
    const [theirs] = await reserve(setup, catalogue, stranger, 1);
    const before = patches(setup);
    const reply = await setup.visit('PATCH', '/tickets/', {
      session: visitor.session,
      body: [
        { pid: own[0], ticket_options: [catalogue.yes] },
        { pid: theirs, ticket_options: [catalogue.yes] },
        { pid: 'ffffffffffffffff', ticket_options: [] },
      ],
    });
    assert.equal(reply.status, 409, reply.text);
    const problem = reply.body as { code: string; errors: { property_path: string }[] };
    assert.equal(problem.code, 'reference_not_found');
    assert.deepEqual(
      problem.errors.map((error) => error.property_path),
      ['[1].pid', '[2].pid'],
    );
    assert.deepEqual(optionsAt(setup, own[0]!), []);
    assert.deepEqual(optionsAt(setup, theirs!), []);
    assert.equal(patches(setup), before, 'no edit reached the service');
  });

  it('answers a foreign ticket exactly as one that does not exist', async () => {
    const stranger = await startBooking(setup, { ...ANNA, firstname: 'Eva' });
    const [theirs] = await reserve(setup, catalogue, stranger, 1);
    const foreign = await setup.visit('PATCH', '/tickets/', {
      session: visitor.session,
      body: [{ pid: theirs, ticket_options: [] }],
    });
    const missing = await setup.visit('PATCH', '/tickets/', {
      session: visitor.session,
      body: [{ pid: '0123456789abcdef', ticket_options: [] }],
    });
    assert.equal(foreign.status, 409);
    assert.equal(foreign.text, missing.text);
  });

  it('answers 409 without asking the service when the visitor has no session', async () => {
    const from = setup.calls.length;
    const reply = await setup.visit('PATCH', '/tickets/', { body: [{ pid: own[0], ticket_options: [] }] });
    assert.equal(reply.status, 409, reply.text);
    assert.equal((reply.body as { code: string }).code, 'reference_not_found');
    assert.equal(setup.calls.length, from);
  });

  it('takes only the fields a buyer may change, checked like the edit of one ticket', async () => {
    const other = await setUpEvent(setup, 'demo', 'Nicht im Verkauf');
    const stranger = await startBooking(setup, { ...ANNA, firstname: 'Eva' });
    const before = patches(setup);
    const cases: [unknown, string, string][] = [
      [[{ pid: own[0], confirmation: true }], 'validation_failed', '[0].confirmation'],
      [[{ pid: own[0], code: 'ABC' }], 'validation_failed', '[0].code'],
      [[{ ticket_options: [] }], 'validation_failed', '[0].pid'],
      [[{ pid: 'not-a-ticket' }], 'validation_failed', '[0].pid'],
      [{ pid: own[0], ticket_options: [] }, 'validation_failed', ''],
      [[], 'validation_failed', ''],
      [Array.from({ length: 51 }, () => ({ pid: own[0] })), 'validation_failed', ''],
      [[{ pid: own[0], booking: stranger.booking }], 'reference_not_found', '[0].booking'],
      [[{ pid: own[0], show: other.shows[0] }], 'reference_not_found', '[0].show'],
    ];
    for (const [body, code, path] of cases) {
      const reply = await setup.visit('PATCH', '/tickets/', { session: visitor.session, body });
      assert.equal(reply.status, 409, `${JSON.stringify(body).slice(0, 80)}: ${reply.text}`);
      const problem = reply.body as { code: string; errors: { property_path: string }[] };
      assert.equal(problem.code, code);
      assert.equal(problem.errors[0]?.property_path, path, reply.text);
    }
    assert.equal(patches(setup), before);
  });

  it('passes on the rules of the service, such as a ticket option of another event', async () => {
    const other = await setUpEvent(setup, 'demo', 'Nicht im Verkauf');
    const reply = await setup.visit('PATCH', '/tickets/', {
      session: visitor.session,
      body: [{ pid: own[0], ticket_options: [other.yes] }],
    });
    assert.equal(reply.status, 409, reply.text);
    assert.deepEqual(optionsAt(setup, own[0]!), []);
  });
});

describe('gateway: random array edits never change a foreign ticket', () => {
  const setup = new Setup();
  let catalogue: Catalogue;
  let mine: string[];
  /** Tickets of another visitor, of the back office, and of another host. */
  const foreign: { pid: string; username: string }[] = [];
  let session: string;

  before(async () => {
    catalogue = await setUpEvent(setup);
    const elsewhere = await setUpEvent(setup, 'other', 'Andere Bühne');
    setup.useGateway({ events: { pids: [catalogue.event] } });
    const visitor = await startBooking(setup);
    session = visitor.session;
    mine = await reserve(setup, catalogue, visitor, 3);
    const stranger = await startBooking(setup, { ...ANNA, firstname: 'Eva' });
    for (const pid of await reserve(setup, catalogue, stranger, 2)) foreign.push({ pid, username: 'demo' });
    const desk = await setup.create('bookings', { customer: await setup.create('persons', ANNA) });
    const { shows, adult, parkett } = catalogue;
    await setup.create('tickets', { booking: Number(desk), show: shows[1], price: adult, sector: parkett });
    const deskTickets = (await (await setup.backOffice('GET', `/bookings/${desk}/tickets/`)).json()) as {
      pid: string;
    }[];
    foreign.push({ pid: deskTickets[0]!.pid, username: 'demo' });
    const theirs = await setup.create(
      'bookings',
      { customer: await setup.create('persons', ANNA, 'other') },
      'other',
    );
    await setup.create(
      'tickets',
      {
        booking: Number(theirs),
        show: elsewhere.shows[0],
        price: elsewhere.adult,
        sector: elsewhere.parkett,
      },
      'other',
    );
    const otherTickets = (await (
      await setup.backOffice('GET', `/bookings/${theirs}/tickets/`, undefined, 'other')
    ).json()) as { pid: string }[];
    foreign.push({ pid: otherTickets[0]!.pid, username: 'other' });
  });

  it('applies an edit of own tickets only, and any foreign pid rejects the whole edit', async () => {
    const pick = fc.record({
      // Mostly own tickets, so that edits made only of them (and repeated pids) come up often.
      target: fc.oneof(
        { weight: 8, arbitrary: fc.nat({ max: 2 }).map((i) => ({ pid: mine[i]!, own: true })) },
        { weight: 1, arbitrary: fc.nat({ max: 3 }).map((i) => ({ pid: foreign[i]!.pid, own: false })) },
        {
          weight: 1,
          arbitrary: fc.stringMatching(/^[0-9a-f]{16}$/).map((pid) => ({ pid, own: mine.includes(pid) })),
        },
      ),
      answer: fc.boolean(),
      upper: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(pick, { minLength: 1, maxLength: 4 }), async (items) => {
        const foreignBefore = foreign.map(({ pid, username }) => optionsAt(setup, pid, username));
        const mineBefore = mine.map((pid) => optionsAt(setup, pid));
        const body = items.map(({ target, answer, upper }) => ({
          pid: upper ? target.pid.toUpperCase() : target.pid,
          ticket_options: answer ? [catalogue.yes] : [],
        }));
        const reply = await setup.visit('PATCH', '/tickets/', { session, body });

        assert.deepEqual(
          foreign.map(({ pid, username }) => optionsAt(setup, pid, username)),
          foreignBefore,
        );
        const anyForeign = items.some(({ target }) => !target.own);
        const twice = new Set(items.map(({ target }) => target.pid)).size < items.length;
        if (anyForeign || twice) {
          assert.equal(reply.status, 409, reply.text);
          assert.equal(
            (reply.body as { code: string }).code,
            anyForeign ? 'reference_not_found' : 'validation_failed',
          );
          assert.deepEqual(
            mine.map((pid) => optionsAt(setup, pid)),
            mineBefore,
            'a rejected edit changes nothing',
          );
        } else {
          assert.equal(reply.status, 204, reply.text);
          for (const { target, answer } of items) {
            assert.deepEqual(optionsAt(setup, target.pid), answer ? [catalogue.yes] : []);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('leaks no credential, token or service address in any answer of this suite', () => {
    assert.ok(assertNoLeaks(setup.replies, setup.tokens) > 100);
  });
});
