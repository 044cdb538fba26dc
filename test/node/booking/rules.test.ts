import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiError, NetworkError, TimeoutError } from '../../../src/api/errors';
import type { Capacity } from '../../../src/booking/api';
import {
  availabilityOf,
  choicesFor,
  computeShortfall,
  createStore,
  maxQuantity,
  missingAnswers,
  priceBooking,
  toFlowError,
  withRetry,
} from '../../../src/booking/index';
import { resolveBackoff } from '../../../src/booking/net';
import { loadSaved, writeSaved, type Saved } from '../../../src/booking/persist';
import { choicesForAll, withQuantity } from '../../../src/booking/rules';
import type { ShowCatalogue } from '../../../src/booking/types';
import { MemoryStorage } from '../../fixtures/memory-storage';
import { sector } from '../../fixtures/sectors';

const catalogue: ShowCatalogue = {
  show: 'S',
  sectors: [
    sector(
      'P',
      'Parkett',
      [
        ['adult', 'Erwachsene', 4950],
        ['child', 'Kinder', 2500],
      ],
      { available: 5, availability: 'few' },
    ),
    sector('B', 'Balkon', [['bal', 'Balkon', 3000]]),
  ],
  groups: [
    {
      pid: 'menu',
      name: 'Menü',
      required: true,
      options: [
        { pid: 'meat', name: 'Fleisch', amount: 2000, left: null },
        { pid: 'veg', name: 'Vegi', amount: 1800, left: 1 },
      ],
    },
    {
      pid: 'wheel',
      name: 'Rollstuhl',
      required: false,
      options: [{ pid: 'yes', name: 'Ja', amount: 0, left: null }],
    },
  ],
  options: [{ pid: 'park', name: 'Parkplatz', amount: 1000, kind: 'boolean', max: 1, left: 4 }],
};

const capacity: Capacity = {
  total: { total: 103, sold: 0, reserved: 98, available: 5 },
  sectors: [
    { sector: 'P', total: 100, sold: 0, reserved: 95, available: 5 },
    { sector: 'B', total: 3, sold: 0, reserved: 2, available: 1 },
  ],
  ticket_options: [
    { limitation: 'L', ticket_options: ['veg'], scope: 'show', limitation_total: 2, used: 1, available: 1 },
  ],
  options: [{ option: 'park', limitation: 10, used: 6, available: 4 }],
};

describe('availability', () => {
  test('is soldOut at 0, few up to the threshold, available above it', () => {
    assert.equal(availabilityOf(0, 10), 'soldOut');
    assert.equal(availabilityOf(-1, 10), 'soldOut');
    assert.equal(availabilityOf(1, 10), 'few');
    assert.equal(availabilityOf(10, 10), 'few');
    assert.equal(availabilityOf(11, 10), 'available');
    assert.equal(availabilityOf(null, 10), 'available');
  });
});

describe('quantities', () => {
  test('are bounded by what the sector has left, across its prices', () => {
    const lines = [{ sector: 'P', price: 'adult', quantity: 3 }];
    assert.equal(maxQuantity(catalogue, lines, 10, 'P', 'child'), 2);
    assert.equal(maxQuantity(catalogue, lines, 10, 'P', 'adult'), 5);
  });

  test('are bounded by the per-booking maximum over all sectors', () => {
    const lines = [{ sector: 'B', price: 'bal', quantity: 8 }];
    assert.equal(maxQuantity(catalogue, lines, 10, 'P', 'adult'), 2);
    assert.equal(maxQuantity(catalogue, [], 10, 'B', 'bal'), 10);
  });

  test('are 0 for a price of another price category', () => {
    assert.equal(maxQuantity(catalogue, [], 10, 'P', 'bal'), 0);
  });

  test('drop lines set to 0 and keep the order of first choice', () => {
    let lines = withQuantity([], { sector: 'P', price: 'adult', quantity: 2 });
    lines = withQuantity(lines, { sector: 'B', price: 'bal', quantity: 1 });
    lines = withQuantity(lines, { sector: 'P', price: 'adult', quantity: 3 });
    assert.deepEqual(
      lines.map((l) => l.quantity),
      [3, 1],
    );
    assert.deepEqual(withQuantity(lines, { sector: 'P', price: 'adult', quantity: 0 }).length, 1);
  });
});

describe('ticket option choices', () => {
  test('subtract what other tickets picked but did not save, and disable at 0', () => {
    const free = choicesFor(catalogue, capacity, [{}, {}], [], 1, 'menu');
    assert.deepEqual(
      free.map((c) => [c.pid, c.left, c.disabled]),
      [
        ['meat', null, false],
        ['veg', 1, false],
      ],
    );
    const taken = choicesFor(catalogue, capacity, [{ menu: 'veg' }, {}], [], 1, 'menu');
    assert.deepEqual(
      taken.find((c) => c.pid === 'veg'),
      { pid: 'veg', name: 'Vegi', amount: 1800, left: 0, disabled: true },
    );
  });

  test('keep the ticket’s own pick selectable', () => {
    const mine = choicesFor(catalogue, capacity, [{ menu: 'veg' }, {}], [], 0, 'menu');
    assert.equal(mine.find((c) => c.pid === 'veg')?.disabled, false);
  });

  test('count a saved pick once: the service already counts it as used', () => {
    const saved = [{ menu: 'veg' }];
    const choices = choicesFor(catalogue, capacity, [{ menu: 'veg' }, {}], saved, 1, 'menu');
    assert.equal(choices.find((c) => c.pid === 'veg')?.left, 1);
  });

  test('offer an answer to every ticket at once only where enough are left for all', () => {
    const all = choicesForAll(catalogue, capacity, [{ menu: 'veg' }, {}], [], 2, 'menu');
    assert.deepEqual(
      all.map((c) => [c.pid, c.left, c.disabled]),
      [
        ['meat', null, false],
        ['veg', 1, true],
      ],
      "the first ticket's own pick is given back, and one is not enough for two",
    );
    const one = choicesForAll(
      catalogue,
      capacity,
      [{ menu: 'veg' }, { menu: 'meat' }],
      [{ menu: 'veg' }],
      1,
      'menu',
    );
    assert.equal(
      one.find((c) => c.pid === 'veg')?.disabled,
      false,
      'the ticket after the count does not take part',
    );
  });

  test('list unanswered required groups per ticket', () => {
    assert.deepEqual(missingAnswers(catalogue, [{ menu: 'meat' }, { wheel: 'yes' }], 3), {
      1: ['menu'],
      2: ['menu'],
    });
    assert.deepEqual(missingAnswers(catalogue, [{ menu: 'meat' }], 1), {});
  });
});

describe('totals', () => {
  test('add tickets, ticket options and options in minor units', () => {
    const lines = [
      { sector: 'P', price: 'adult', quantity: 2 },
      { sector: 'B', price: 'bal', quantity: 1 },
    ];
    const { totals } = priceBooking({
      currency: 'CHF',
      catalogue,
      lines,
      answers: [{ menu: 'meat' }, { menu: 'veg' }],
      options: { park: 1 },
      delivery: 'digital',
      deliveryFee: null,
    });
    assert.deepEqual(totals, {
      currency: 'CHF',
      tickets: 2 * 4950 + 3000,
      ticketOptions: 2000 + 1800,
      options: 1000,
      delivery: 0,
      deliveryCurrency: 'CHF',
      total: 2 * 4950 + 3000 + 3800 + 1000,
    });
  });

  test('leave the postal fee unknown until it is known, and add it once it is', () => {
    const lines = [{ sector: 'P', price: 'adult', quantity: 1 }];
    const postal = {
      currency: 'CHF',
      catalogue,
      lines,
      answers: [],
      options: {},
      delivery: 'postal',
    } as const;
    assert.equal(priceBooking({ ...postal, deliveryFee: null }).totals.delivery, null);
    assert.equal(priceBooking({ ...postal, deliveryFee: 500 }).totals.total, 5450);
    assert.equal(priceBooking({ ...postal, deliveryFee: 500, deliveryCurrency: 'CHF' }).totals.total, 5450);
  });

  test('keep a postal fee in another currency out of the total, with its currency', () => {
    const { totals } = priceBooking({
      currency: 'EUR',
      catalogue,
      lines: [{ sector: 'P', price: 'adult', quantity: 1 }],
      answers: [],
      options: {},
      delivery: 'postal',
      deliveryFee: 600,
      deliveryCurrency: 'CHF',
    });
    assert.equal(totals.delivery, 600);
    assert.equal(totals.deliveryCurrency, 'CHF');
    assert.equal(totals.total, 4950);
  });
});

describe('shortfall', () => {
  test('hands each sector’s availability to its lines in the order chosen', () => {
    const lines = [
      { sector: 'B', price: 'bal', quantity: 2 },
      { sector: 'P', price: 'adult', quantity: 4 },
      { sector: 'P', price: 'child', quantity: 3 },
    ];
    const shortfall = computeShortfall(lines, capacity);
    assert.equal(shortfall.requested, 9);
    assert.equal(shortfall.available, 6);
    assert.deepEqual(
      shortfall.lines.map((l) => l.available),
      [1, 4, 1],
    );
  });
});

describe('errors', () => {
  test('map to buyer-facing keys and say whether a retry can help', () => {
    const api = (status: number, code: string) => toFlowError(new ApiError(status, { code }));
    assert.deepEqual(toFlowError(new NetworkError(new TypeError('x'))), {
      key: 'error.network',
      code: 'network',
      retryable: true,
    });
    assert.equal(toFlowError(new TimeoutError(100)).key, 'error.network');
    assert.deepEqual(api(409, 'sector_sold_out'), {
      key: 'error.soldOut',
      code: 'sector_sold_out',
      status: 409,
      retryable: false,
    });
    assert.equal(api(409, 'booking_expired').key, 'error.expired');
    assert.equal(api(401, 'session_expired').key, 'error.session');
    assert.equal(api(503, 'upstream_unavailable').key, 'error.server');
    assert.equal(api(503, 'upstream_unavailable').retryable, true);
    assert.equal(api(429, 'rate_limited').key, 'error.rateLimited');
  });
});

describe('retry of reads', () => {
  const backoff = (sleeps: number[], retries = 3) =>
    resolveBackoff(
      { retries, baseMs: 100, maxMs: 350 },
      async (ms) => void sleeps.push(ms),
      () => 0.5,
    );

  test('backs off exponentially with jitter and a cap, then succeeds', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    const result = await withRetry(backoff(sleeps), async () => {
      calls += 1;
      if (calls < 4) throw new ApiError(503, { code: 'http_503' });
      return 'ok';
    });
    assert.equal(result, 'ok');
    assert.deepEqual(sleeps, [50, 100, 175]);
  });

  test('gives up after the bounded number of retries', async () => {
    const sleeps: number[] = [];
    await assert.rejects(
      withRetry(backoff(sleeps, 2), () => Promise.reject(new NetworkError(new Error('x')))),
      NetworkError,
    );
    assert.equal(sleeps.length, 2);
  });

  test('does not repeat a request the service refused', async () => {
    const sleeps: number[] = [];
    await assert.rejects(
      withRetry(backoff(sleeps), () => Promise.reject(new ApiError(409, { code: 'x' }))),
      ApiError,
    );
    assert.equal(sleeps.length, 0);
  });
});

describe('store and storage', () => {
  test('notifies subscribers until they unsubscribe', () => {
    const store = createStore({ n: 0 });
    const seen: number[] = [];
    const off = store.subscribe((s) => seen.push(s.n));
    store.set({ n: 1 });
    store.set((s) => ({ n: s.n + 1 }));
    off();
    store.set({ n: 3 });
    assert.deepEqual(seen, [1, 2]);
    assert.equal(store.get().n, 3);
  });

  test('ignores a stored flow of another event or in an unknown shape', () => {
    const storage = new MemoryStorage();
    const saved = { v: 1, event: 'E', lines: [] } as unknown as Saved;
    writeSaved(storage, 'k', saved);
    assert.deepEqual(loadSaved(storage, 'k', 'E'), saved);
    assert.equal(loadSaved(storage, 'k', 'F'), null);
    storage.setItem('k', '{not json');
    assert.equal(loadSaved(storage, 'k', 'E'), null);
  });
});
