import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ANNA, answerAll, confirmAs, reserveFirst } from './steps';
import { World } from './support';

describe('on the demo seed', () => {
  test('books the festival end to end in 10 requests: questions, options, digital delivery, the receipt built without a read', async () => {
    const world = World.demo();
    const flow = world.flow({ event: world.eventNamed('Lago Sonoro') });
    await reserveFirst(flow, 2);
    assert.equal(flow.state.step, 'questions');
    answerAll(flow);
    await flow.next();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.step, 'options');
    for (const option of flow.state.catalogue!.options) flow.setOption(option.pid, 1);
    await confirmAs(flow);
    assert.ok(flow.state.confirmation!.totals.total > 0);
    assert.equal(world.requests.length, 10, world.requests.join('\n'));
    assert.ok(
      !world.requests.some((r) => r.startsWith('GET /ticketoptiongroups/') || r.startsWith('POST /email/')),
    );
    assert.equal(
      world.requests.filter((r) => r.startsWith('GET /bookings/')).length,
      1,
      'read once, after reserving',
    );
  });

  test('books the seated theatre without questions or extras in 10 requests, the seat plan read once after reserving, the receipt built without a read', async () => {
    const world = World.demo();
    const flow = world.flow({ event: world.eventNamed('Die Dreigroschenoper') });
    await reserveFirst(flow, 2);
    assert.deepEqual(flow.state.steps, ['shows', 'tickets', 'buyer', 'checkout', 'done']);
    assert.equal(flow.state.step, 'buyer');
    await confirmAs(flow);
    assert.equal(world.requests.length, 10, world.requests.join('\n'));
    assert.equal(world.requests.filter((r) => /^GET \/shows\/[^/]+\/seats\/$/.test(r)).length, 1);
    assert.equal(
      world.requests.filter((r) => r.startsWith('GET /bookings/')).length,
      1,
      'read once, after reserving',
    );
    assert.ok(!world.requests.some((r) => r.includes('/ticketoptiongroups/')));
    // Two seats side by side, on the receipt with row and number.
    assert.deepEqual(
      flow.state.seating.map((g) => [g.numbers.length, g.together]),
      [[2, true]],
    );
    assert.ok(flow.state.confirmation!.tickets.every((t) => t.seat && t.row && t.number));
  });

  test('does not let a sold-out show be picked', async () => {
    const world = World.demo();
    const flow = world.flow({ event: world.eventNamed('Le Petit Prince') });
    await flow.start();
    const soldOut = flow.state.shows.find((s) => s.availability === 'soldOut');
    assert.ok(soldOut, 'the demo has a sold-out show');
    assert.equal(soldOut.available, 0);
    await flow.selectShow(soldOut.pid);
    assert.equal(flow.state.step, 'shows');
    assert.equal(flow.state.show, null);
  });

  test('sells the gala by post only, with the fee of the buyer’s country', async () => {
    const world = World.demo();
    const flow = world.flow({ event: world.eventNamed('Jubiläumsgala') });
    await reserveFirst(flow, 1);
    assert.equal(flow.state.delivery, 'postal');
    for (let i = 0; i < 3 && flow.state.step !== 'buyer'; i += 1) await flow.next();
    flow.setBuyer(ANNA);
    await flow.next();
    await flow.confirm();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.confirmation?.deliveryMethod, 'postal');
    assert.ok((flow.state.confirmation?.totals.delivery ?? 0) > 0);
    const booking = flow.state.confirmation!.booking;
    const charged = world.list<{ price: string }>('deliveries', { booking });
    assert.deepEqual(
      charged.map((d) => Math.round(Number(d.price) * 100)),
      [flow.state.confirmation!.totals.delivery],
    );
  });
});
