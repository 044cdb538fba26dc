import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PaymentView } from '../../../../src/gateway/index';
import { THEATRE } from '../../../fixtures/theatre';
import { ANNA } from '../fixtures';
import { PaymentSetup, RETURN_URL } from './harness';

const cents = (francs: number) => Math.round(francs * 100);
/** Two adult tickets (veggie and meat menus), as `bookTwo()` books them, without extras. */
const TICKETS = cents(
  2 * THEATRE.prices.adult!.price +
    THEATRE.questions.menu!.answers.veggie!.price! +
    THEATRE.questions.menu!.answers.meat!.price!,
);
const PARKING = cents(THEATRE.options.parking!.price!);
const PROGRAMME = cents(THEATRE.options.programme!.price!);
const POST_WORLD = cents(THEATRE.deliveryRates.find((rate) => rate.country === null)!.price);

const view = (reply: { body: unknown }) => reply.body as PaymentView;
const problem = (reply: { body: unknown }) =>
  reply.body as { code: string; errors: { property_path: string; message: string }[] };

/** Anna moved to Germany, under another first name: what the buyer step holds. */
const BERLIN = {
  ...ANNA,
  firstname: 'Anne',
  address: { address1: 'Unter den Linden 1', zip: '10117', city: 'Berlin', country: 'DE' },
};

async function person(setup: PaymentSetup, pid: string) {
  return (await (await setup.backOffice('GET', `/persons/${pid}`)).json()) as {
    firstname: string;
    address: { country: string } | null;
  };
}

async function options(setup: PaymentSetup, booking: string) {
  const record = (await (await setup.backOffice('GET', `/bookings/${booking}`)).json()) as {
    options?: { option: string; quantity: number }[];
  };
  return Object.fromEntries((record.options ?? []).map((o) => [String(o.option).toUpperCase(), o.quantity]));
}

for (const kind of ['test', 'stripe'] as const) {
  describe(`the payment's start carries the writes just before it (${kind} provider)`, () => {
    test('the extras and the buyer’s details are written first, and the amount is the service’s after them', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session, person: pid } = await setup.bookTwo();
      const { parking, programme } = setup.theatre.options;
      const started = await setup.pay(booking, session, {
        delivery: true,
        options: [
          { option: parking, quantity: 1 },
          { option: programme, quantity: 2 },
        ],
        person: { pid: pid.toLowerCase(), ...BERLIN },
      });
      assert.equal(started.status, 201, started.text);
      // Two programmes added, and the world rate now that the customer lives in Germany.
      assert.equal(view(started).amount, TICKETS + PARKING + 2 * PROGRAMME + POST_WORLD);
      const stored = await person(setup, pid);
      assert.deepEqual([stored.firstname, stored.address?.country], ['Anne', 'DE']);
      assert.deepEqual(await options(setup, booking), { [parking!]: 1, [programme!]: 2 });
      // The same start again is the same payment (nothing changed since).
      const again = await setup.pay(booking, session, {
        delivery: true,
        options: [
          { option: parking, quantity: 1 },
          { option: programme, quantity: 2 },
        ],
        person: { pid, ...BERLIN },
      });
      assert.equal(again.status, 201, again.text);
      assert.equal(view(again).attempt, view(started).attempt);
    });

    test('hostile writes answer a clear error at their property and change nothing', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session, person: pid } = await setup.bookTwo();
      const other = await setup.bookTwo();
      const { parking, programme } = setup.theatre.options;
      const before = { person: await person(setup, pid), options: await options(setup, booking) };
      const cases: [string, object, number, string, string][] = [
        [
          'another visitor’s person',
          { person: { pid: other.person, ...BERLIN } },
          409,
          'reference_not_found',
          'person.pid',
        ],
        [
          'a field the gateway does not let a visitor set',
          { person: { pid, ...BERLIN, host: setup.theatre.host } },
          409,
          'validation_failed',
          'person.host',
        ],
        [
          'a malformed option',
          { options: [{ option: programme, quantity: -1 }], person: { pid, ...BERLIN } },
          409,
          'validation_failed',
          'options[0].quantity',
        ],
        [
          'more of an extra than one booking may hold',
          { options: [{ option: parking, quantity: 2 }], person: { pid, ...BERLIN } },
          409,
          'option_limit_reached',
          'options[0].quantity',
        ],
        [
          'a return address off the shop',
          {
            returnUrl: 'https://evil.example/steal',
            options: [{ option: programme, quantity: 2 }],
            person: { pid, ...BERLIN },
          },
          409,
          'validation_failed',
          'returnUrl',
        ],
      ];
      for (const [name, body, status, code, at] of cases) {
        const reply = await setup.pay(booking, session, body);
        assert.equal(reply.status, status, `${name}: ${reply.text}`);
        assert.equal(problem(reply).code, code, name);
        assert.ok(
          problem(reply).errors.some((error) => error.property_path.startsWith(at)),
          `${name}: an error at ${at} (${reply.text})`,
        );
        assert.deepEqual(await person(setup, pid), before.person, `${name}: the person is unchanged`);
        assert.deepEqual(await options(setup, booking), before.options, `${name}: the extras are unchanged`);
        assert.equal((await setup.status(booking, session)).status, 404, `${name}: no payment was started`);
      }
      // The other visitor's person is untouched too.
      assert.equal((await person(setup, other.person)).firstname, 'Anna');
    });

    test('with the human check on, the start with the details needs the confirmation’s token alone', async () => {
      const setup = await new PaymentSetup().start(kind);
      const asked: string[] = [];
      setup.useGateway({
        events: { pids: [setup.theatre.event] },
        payments: setup.paying.provider,
        store: setup.store,
        verifyVisitor: ({ action, token }) => (asked.push(`${action}:${token}`), token === 'human'),
      });
      const token = { 'X-Visitor-Token': 'human' };
      const created = await setup.visit('POST', '/persons/', { body: { locale: 'de' }, headers: token });
      assert.equal(created.status, 201, created.text);
      const pid = (created.headers.get('location') ?? '').split('/').pop()!.toUpperCase();
      const booking = await setup.visit('POST', '/bookings/', {
        body: { customer: pid },
        session: created.session,
      });
      assert.equal(booking.status, 201, booking.text);
      const number = (booking.headers.get('location') ?? '').split('/').pop()!;
      const session = booking.session!;
      const tickets = await setup.visit('POST', '/tickets/', {
        session,
        body: [
          {
            booking: number,
            show: setup.theatre.shows[0],
            price: setup.theatre.prices.adult,
            sector: setup.theatre.parkett,
          },
        ],
      });
      assert.equal(tickets.status, 201, tickets.text);
      const body = {
        person: { pid, ...BERLIN },
        options: [{ option: setup.theatre.options.programme, quantity: 1 }],
      };
      const unverified = await setup.pay(number, session, body);
      assert.equal(unverified.status, 403, unverified.text);
      assert.equal(problem(unverified).code, 'visitor_unverified');
      assert.equal((await person(setup, pid)).firstname, null, 'nothing written without the check');
      assert.deepEqual(await options(setup, number), {});
      const paid = await setup.visit('POST', `/bookings/${number}/payment`, {
        session,
        headers: token,
        body: { returnUrl: RETURN_URL, ...body },
      });
      assert.equal(paid.status, 201, paid.text);
      assert.equal((await person(setup, pid)).firstname, 'Anne');
      // The session passed the check once, when it first reserved: the details and the extras
      // need no token of their own.
      assert.deepEqual(asked, ['reserve:human', 'confirm:null', 'confirm:human']);
    });

    test('the customer of a confirmed booking is settled: its details cannot be changed with a payment', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session, person: pid } = await setup.bookTwo();
      const started = view(await setup.pay(booking, session));
      await setup.paying.page(started, 'pay');
      await setup.paying.delivered();
      assert.equal(view(await setup.status(booking, session)).state, 'confirmed');
      const renewed = (await setup.status(booking, session)).session ?? session;
      const reply = await setup.pay(booking, renewed, { person: { pid, ...BERLIN } });
      assert.equal(reply.status, 409, reply.text);
      assert.equal(problem(reply).code, 'booking_settled');
      assert.equal((await person(setup, pid)).firstname, 'Anna');
    });
  });
}
