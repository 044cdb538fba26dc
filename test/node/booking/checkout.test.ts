import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ANNA, answered, detailed, recordEvents, reserved, ticketsOf } from './steps';
import { World } from './support';

const outbox = async (world: World): Promise<{ to?: string; booking?: number }[]> =>
  (await world.app.fetch(new Request('http://upstream.internal/api/__admin/outbox'))).json();

describe('questions', () => {
  test('are required before leaving the step, without a request', async () => {
    const world = await World.create();
    const flow = world.flow();
    await reserved(world, flow, 2);
    flow.answer(0, world.catalogue.menu, world.catalogue.meat);
    const sent = world.requests.length;
    await flow.next();
    assert.equal(world.requests.length, sent);
    assert.equal(flow.state.step, 'questions');
    assert.deepEqual(flow.state.error, { key: 'error.questions', code: 'invalid', retryable: false });
    assert.deepEqual(flow.missingAnswers(), { 1: [world.catalogue.menu] });
  });

  test('are saved on the tickets with PATCH, and only what changed', async () => {
    const world = await World.create();
    const flow = world.flow();
    const { menu, meat, veggie, wheelchair, wheelchairYes } = world.catalogue;
    await reserved(world, flow, 2);
    flow.answer(0, menu, meat);
    flow.answer(1, menu, veggie);
    flow.answer(1, wheelchair, wheelchairYes);
    await flow.next();
    assert.equal(flow.state.step, 'options');
    const tickets = ticketsOf(world, flow.state.reservation!.booking);
    assert.deepEqual(
      tickets.map((t) => [...t.ticket_options].sort()),
      [[meat], [veggie, wheelchairYes].sort()],
    );
    assert.equal(flow.state.totals.ticketOptions, 2000 + 1800);
    await flow.goTo('questions');
    flow.answer(1, wheelchair, null);
    const sent = world.requests.length;
    await flow.next();
    assert.deepEqual(world.requests.slice(sent), [`PATCH /tickets/${tickets[1]!.pid}`]);
    assert.deepEqual(ticketsOf(world, flow.state.reservation!.booking)[1]?.ticket_options, [veggie]);
  });

  test('show what is left of a limited option and disable it at 0', async () => {
    const world = await World.create();
    const flow = world.flow();
    const { menu, veggie } = world.catalogue;
    await reserved(world, flow, 3);
    assert.equal(flow.choices(0, menu).find((c) => c.pid === veggie)?.left, 2);
    flow.answer(0, menu, veggie);
    flow.answer(1, menu, veggie);
    assert.deepEqual(
      flow.choices(2, menu).map((c) => [c.name, c.left, c.disabled]),
      [
        ['Fleisch', null, false],
        ['Vegi', 0, true],
      ],
    );
  });

  test('explain a limited option taken meanwhile and show the fresh count', async () => {
    const world = await World.create();
    const flow = world.flow();
    const { menu, veggie, shows, parkett, adult } = world.catalogue;
    await reserved(world, flow, 1);
    flow.answer(0, menu, veggie);
    const booking = Number(world.create('bookings', { customer: world.create('persons', {}) }));
    const ticket = { booking, show: shows[0], sector: parkett, price: adult, ticket_options: [veggie] };
    world.mock.records.create(world.mock.actor('demo'), 'tickets', [ticket, ticket]);
    await flow.next();
    assert.equal(flow.state.error?.key, 'error.optionLimit');
    assert.equal(flow.choices(0, menu).find((c) => c.pid === veggie)?.left, 0);
  });
});

describe('booking options', () => {
  test('are a yes/no for one per booking, else a quantity within the limits', async () => {
    const world = await World.create();
    const flow = world.flow();
    const { parking, programme } = world.catalogue;
    await answered(world, flow, 1);
    const options = Object.fromEntries(
      flow.state.catalogue!.options.map((o) => [o.pid, [o.kind, o.max, o.left]]),
    );
    assert.deepEqual(options, { [parking]: ['boolean', 1, 10], [programme]: ['quantity', 3, 3] });
    assert.equal(flow.setOption(programme, 5), 3);
    assert.equal(flow.setOption(parking, 2), 1);
    assert.equal(flow.state.totals.options, 1000 + 3 * 500);
  });
});

describe('booking options at confirmation', () => {
  test('go back to the options with the fresh limits when one ran out meanwhile', async () => {
    const world = await World.create();
    const flow = world.flow();
    const { programme } = world.catalogue;
    await answered(world, flow, 1);
    flow.setOption(programme, 3);
    await flow.next();
    flow.setBuyer(ANNA);
    await flow.next();
    const customer = world.create('persons', {});
    world.create('bookings', { customer, options: [{ option: programme, quantity: 2 }] });
    await flow.confirm();
    assert.equal(flow.state.error?.key, 'error.optionLimit');
    assert.equal(flow.state.step, 'options');
    assert.equal(flow.state.catalogue?.options.find((o) => o.pid === programme)?.max, 1);
    assert.equal(flow.setOption(programme, 3), 1);
    await flow.next();
    await flow.next();
    await flow.confirm();
    assert.equal(flow.state.step, 'done');
  });
});

describe('confirmation', () => {
  test('confirms digitally, the e-mail sent, in 10 requests with questions: the receipt is built without a read and equals the one read back after a reload', async () => {
    const world = await World.create();
    const flow = world.flow();
    const events = recordEvents(flow);
    await detailed(world, flow, 2);
    await flow.goTo('options');
    flow.setOption(world.catalogue.parking, 1);
    await flow.next();
    await flow.next();
    await flow.confirm();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    const { confirmation, reservation } = flow.state;
    assert.equal(flow.state.step, 'done');
    assert.equal(confirmation?.bookingNumber, reservation?.bookingNumber);
    assert.equal(confirmation?.emailSent, true);
    assert.deepEqual(confirmation?.totals, {
      currency: 'CHF',
      tickets: 9900,
      ticketOptions: 4000,
      options: 1000,
      delivery: 0,
      deliveryCurrency: 'CHF',
      total: 14900,
    });
    assert.deepEqual(
      confirmation?.tickets.map((t) => t.code),
      ticketsOf(world, confirmation!.booking).map((t) => t.pid.toUpperCase()),
    );
    const booking = world.read<Record<string, unknown>>('bookings', confirmation!.booking, ['customer']);
    assert.equal(booking.confirmation, true);
    assert.equal(booking.delivery_method, 'digital');
    assert.deepEqual(booking.options, [{ option: world.catalogue.parking, quantity: 1 }]);
    assert.equal((booking.customer as { locale: string }).locale, 'de');
    assert.equal((await outbox(world)).length, 1);
    assert.deepEqual(events['tb-booking-confirm'], [
      {
        booking: confirmation!.booking,
        bookingNumber: confirmation!.bookingNumber,
        tickets: 2,
        total: 14900,
        currency: 'CHF',
        deliveryMethod: 'digital',
        delivery: 0,
        deliveryCurrency: 'CHF',
        paymentNote: null,
      },
    ]);
    assert.equal(world.storage.length, 1);
    const kept = JSON.parse(world.storage.getItem(world.storage.key(0)!)!) as Record<string, unknown>;
    assert.deepEqual(
      [kept.step, kept.booking, kept.emailSent, kept.lines],
      ['done', confirmation!.booking, true, []],
      'a finished booking is kept as its pid only: the receipt is read back after a reload',
    );
    const sent = world.requests.map((r) => r.replace(/\?.*/, '').replace(/[0-9A-F-]{36}|\d{12}/g, '<pid>'));
    // The first two go out together.
    assert.deepEqual(sent.slice(0, 2).toSorted(), ['GET /events/<pid>', 'GET /shows/']);
    assert.deepEqual(
      sent.slice(2),
      [
        'GET /venues/<pid>/sectors/',
        'POST /persons/',
        'POST /bookings/',
        'POST /tickets/',
        'GET /bookings/<pid>',
        'PATCH /tickets/',
        'PATCH /persons/<pid>',
        'PATCH /bookings/<pid>',
      ],
      'the gateway brings the questions’ options and sends the e-mail; no delivery rates for digital delivery; no read for the receipt',
    );
    const before = world.requests.length;
    const reloaded = world.flow();
    await reloaded.start();
    assert.ok(
      world.requests
        .slice(before)
        .some((r) => /^GET \/bookings\/\d{12}\?.*properties\[deliveries\]=1/.test(r)),
      'a reload reads the receipt back',
    );
    assert.deepEqual(reloaded.state.confirmation, confirmation, 'the receipt read back is the one built');
    for (const field of ['lines', 'answers', 'options', 'buyer', 'delivery', 'show'] as const) {
      assert.deepEqual(reloaded.state[field], flow.state[field], field);
    }
  });

  test('shows the postal fee of the buyer’s country before confirming, and charges that fee', async () => {
    const world = await World.create();
    const flow = world.flow();
    await answered(world, flow, 1);
    await flow.next();
    flow.setBuyer({ firstname: 'Anna', lastname: 'Muster', email: 'anna.muster@example.ch' });
    const sent = world.requests.length;
    await flow.setDelivery('postal');
    assert.deepEqual(world.requests.slice(sent), [
      `GET /deliveryrates/?filters[host]=${world.catalogue.host}&orderBy[created]=asc`,
    ]);
    assert.deepEqual(flow.state.postage, { status: 'known', fee: 500, currency: 'CHF' });
    await flow.next();
    assert.equal(flow.state.step, 'buyer');
    assert.deepEqual(flow.state.buyerErrors, {
      address1: 'validation.required',
      zip: 'validation.required',
      city: 'validation.required',
    });
    flow.setBuyer(ANNA);
    await flow.next();
    assert.equal(flow.state.step, 'checkout');
    assert.equal(flow.state.totals.delivery, 500);
    assert.equal(flow.state.totals.total, 4950 + 2000 + 500);
    const shown = flow.state.totals;
    const confirming = world.requests.length;
    await flow.confirm();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    const confirmation = flow.state.confirmation!;
    assert.equal(confirmation.deliveryMethod, 'postal');
    assert.deepEqual(confirmation.totals, shown);
    const charged = world.list<{ price: string }>('deliveries', { booking: confirmation.booking });
    assert.deepEqual(
      charged.map((d) => d.price),
      ['5.00'],
    );
    assert.equal(world.read('bookings', confirmation.booking).delivery_method, 'postal');
    assert.deepEqual(
      world.requests.slice(confirming).map((r) => r.replace(/\d{12}/, '<booking>')),
      [
        'PATCH /bookings/<booking>',
        'GET /bookings/<booking>?properties[customer]=1&properties[deliveries]=1&properties[tickets]=1',
      ],
      'the rates are not read again; the receipt is read back with the fee charged (and the gateway sends the e-mail)',
    );
    assert.equal((await outbox(world)).length, 1);
    assert.equal(world.requests.filter((r) => r.includes('/deliveryrates/')).length, 1);
  });

  test('shows the postal fee of an event sold in EUR in euros, inside the total, and charges it in EUR', async () => {
    const world = await World.create({ currency: 'EUR' });
    // The host's rates in CHF come first; the EUR one is the only one that applies.
    world.create('deliveryrates', {
      host: world.catalogue.host,
      name: 'Post CH (EUR)',
      country: 'CH',
      price: 6,
      currency: 'EUR',
    });
    const flow = world.flow();
    const events = recordEvents(flow);
    await detailed(world, flow, 1);
    await flow.setDelivery('postal');
    assert.deepEqual(flow.state.postage, { status: 'known', fee: 600, currency: 'EUR' });
    const shown = flow.state.totals;
    assert.equal(shown.currency, 'EUR');
    assert.equal(shown.delivery, 600);
    assert.equal(shown.deliveryCurrency, 'EUR');
    assert.equal(shown.total, 4950 + 2000 + 600, 'the fee is in the one EUR total');
    await flow.confirm();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    const confirmation = flow.state.confirmation!;
    assert.deepEqual(confirmation.totals, shown);
    const charged = world.list<{ price: string; currency: string }>('deliveries', {
      booking: confirmation.booking,
    });
    assert.deepEqual(
      charged.map((d) => [d.price, d.currency]),
      [['6.00', 'EUR']],
    );
    assert.deepEqual(
      (events['tb-booking-confirm'] as Record<string, unknown>[]).map((detail) => [
        detail.total,
        detail.currency,
        detail.delivery,
        detail.deliveryCurrency,
      ]),
      [[4950 + 2000 + 600, 'EUR', 600, 'EUR']],
    );
  });

  test('says postal delivery is not available for an event sold in EUR when every rate is in CHF, as the service refuses it', async () => {
    const world = await World.create({ currency: 'EUR' });
    const flow = world.flow();
    await detailed(world, flow, 1);
    await flow.setDelivery('postal');
    assert.deepEqual(flow.state.postage, {
      status: 'unavailable',
      fee: null,
      currency: null,
      reason: 'currency',
    });
    const shown = flow.state.totals;
    assert.deepEqual([shown.total, shown.delivery, shown.deliveryCurrency], [4950 + 2000, null, 'EUR']);
    await flow.confirm();
    assert.equal(flow.state.confirmation, null);
    assert.equal(flow.state.error?.code, 'delivery_not_available');
    assert.equal(world.list('deliveries', {}).length, 0);
  });

  test('takes the rate for every other country where the buyer’s has none, without reading again', async () => {
    const world = await World.create();
    const flow = world.flow();
    await detailed(world, flow, 1);
    await flow.setDelivery('postal');
    flow.setBuyer({ country: 'DE', zip: '10115', city: 'Berlin' });
    assert.deepEqual(flow.state.postage, { status: 'known', fee: 1200, currency: 'CHF' });
    assert.equal(flow.state.totals.total, 4950 + 2000 + 1200);
    flow.setBuyer({ country: 'CH', zip: '3011', city: 'Bern' });
    assert.equal(flow.state.totals.delivery, 500);
    await flow.setDelivery('digital');
    assert.equal(flow.state.totals.delivery, 0);
    await flow.setDelivery('postal');
    assert.equal(world.requests.filter((r) => r.includes('/deliveryrates/')).length, 1);
  });

  test('says when no rate applies to the buyer’s country', async () => {
    const world = await World.create();
    const [everywhere] = world.list<{ pid: string }>('deliveryrates', { country: null });
    world.mock.records.delete(world.mock.actor('demo'), 'deliveryrates', everywhere!.pid);
    const flow = world.flow();
    await detailed(world, flow, 1);
    await flow.setDelivery('postal');
    flow.setBuyer({ country: 'DE', zip: '10115', city: 'Berlin' });
    assert.deepEqual(flow.state.postage, { status: 'unavailable', fee: null, currency: null });
    assert.equal(flow.state.totals.delivery, null);
    await flow.confirm();
    assert.equal(flow.state.error?.key, 'error.delivery');
    assert.equal(flow.state.confirmation, null);
  });

  test('reads the fee from the booking after confirming when the rates could not be read', async () => {
    const world = await World.create();
    const flow = world.flow();
    await detailed(world, flow, 1);
    world.faults.push({ method: 'GET', path: /^\/deliveryrates\//, kind: 'before', times: 4 });
    await flow.setDelivery('postal');
    assert.deepEqual(flow.state.postage, { status: 'unknown', fee: null, currency: null });
    assert.equal(flow.state.totals.delivery, null);
    assert.equal(flow.state.error, null, 'the fee is not worth an error');
    await flow.confirm();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.confirmation?.totals.delivery, 500);
    assert.match(world.requests.at(-1)!, /^GET \/bookings\/\d{12}\?.*properties\[deliveries\]=1/);
  });

  test('is postal only when the event does not allow digital dispatch, with the fee known', async () => {
    const world = await World.create({ allowDigital: false });
    const flow = world.flow();
    await reserved(world, flow, 1);
    assert.equal(flow.state.delivery, 'postal');
    await flow.setDelivery('digital');
    assert.equal(flow.state.delivery, 'postal');
    assert.deepEqual(flow.state.postage, { status: 'known', fee: 500, currency: 'CHF' });
  });

  test('reconciles a confirmation whose answer was lost, and confirms once', async () => {
    const world = await World.create();
    const flow = world.flow();
    await detailed(world, flow, 1);
    world.faults.push({ method: 'PATCH', path: /^\/bookings\/\d+$/, kind: 'after' });
    await flow.confirm();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.step, 'done');
    assert.equal(world.requests.filter((r) => r.startsWith('PATCH /bookings/')).length, 1);
    assert.equal(world.read('bookings', flow.state.confirmation!.booking).confirmation, true);
    // Without the answer the flow cannot know the gateway sent the e-mail: it may come twice, never not at all.
    assert.equal(flow.state.confirmation?.emailSent, true);
    assert.ok((await outbox(world)).length >= 1);
  });

  test('sends the e-mail itself when the gateway could not, says it failed only on the receipt when that fails too, and sends again on request', async () => {
    const world = await World.create();
    const flow = world.flow();
    await detailed(world, flow, 1);
    // The service refuses the gateway's sending and the widget's own.
    world.mock.faults.add({ method: 'POST', path: '^/email/send', status: 503, count: 2 });
    await flow.confirm();
    assert.ok(world.requests.includes('POST /email/send'));
    assert.equal(flow.state.step, 'done');
    // The outcome is known before the receipt shows: the receipt says the e-mail failed, and no
    // error of the flow stands beside it (the booking itself is confirmed).
    assert.equal(flow.state.confirmation?.emailSent, false);
    assert.equal(flow.state.error, null);
    assert.equal((await outbox(world)).length, 0);
    await flow.resendEmail();
    assert.equal(flow.state.confirmation?.emailSent, true);
    await flow.resendEmail();
    assert.equal((await outbox(world)).length, 2);
  });
});

describe('the venue’s frame', () => {
  test('refuses to confirm until the venue’s terms are accepted, sending nothing', async () => {
    const world = await World.create();
    const flow = world.flow({ termsUrl: 'https://venue.example/terms' });
    const events = recordEvents(flow);
    await detailed(world, flow, 1);
    const sent = world.requests.length;
    await flow.confirm();
    assert.deepEqual(flow.state.error, { key: 'error.terms', code: 'invalid', retryable: false });
    assert.equal(flow.state.step, 'checkout');
    assert.deepEqual(world.requests.slice(sent), []);
    assert.equal(events['tb-error'], undefined, 'shown at the checkbox, not reported');
    flow.acceptTerms(true);
    assert.equal(flow.state.error, null);
    await flow.confirm();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.step, 'done');
  });

  test('confirms without a checkbox when the venue has no terms', async () => {
    const world = await World.create();
    const flow = world.flow();
    await detailed(world, flow, 1);
    assert.equal(flow.state.frame.termsUrl, null);
    await flow.confirm();
    assert.equal(flow.state.step, 'done');
  });

  test('tells the payment note with the confirmation, as set last', async () => {
    const world = await World.create();
    const flow = world.flow({ paymentNote: 'Invoice by e-mail' });
    const events = recordEvents(flow);
    await detailed(world, flow, 1);
    assert.equal(flow.state.frame.paymentNote, 'Invoice by e-mail');
    flow.setFrame({ paymentNote: 'Payment at the box office' });
    await flow.confirm();
    const [detail] = events['tb-booking-confirm'] as { paymentNote: string | null }[];
    assert.equal(detail?.paymentNote, 'Payment at the box office');
    await flow.restart();
    assert.equal(flow.state.frame.paymentNote, 'Payment at the box office', 'a new booking keeps the frame');
    assert.equal(flow.state.termsAccepted, false);
  });
});
