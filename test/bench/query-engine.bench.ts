/**
 * Micro-measure of the mock's list-query engine: 100,000 tickets, filtered by show (an index
 * applies) plus a residual condition, side by side with the engine's full scan and a hand-written
 * Array.prototype.filter over the same records. Prints p50 and p95 in microseconds; asserts nothing.
 *
 *   npx tsx test/bench/query-engine.bench.ts
 */
import { parseListQuery } from '../../mock-server/http/query-parse';
import { runListQuery, type QueryRecord } from '../../mock-server/domain/query/index';
import { makeStore, model, type Tables } from '../node/mock/query/fixture';

const TICKETS = 100_000;
const SHOWS = 200;
const BOOKINGS = 30_000;

function tables(): Tables {
  const shows = Array.from({ length: SHOWS }, (_, i) => ({
    pid: `S${i}`,
    start: Date.UTC(2025, 5, 1 + (i % 28)),
    capacity: 500,
  }));
  const bookings = Array.from({ length: BOOKINGS }, (_, i) => ({
    pid: 100_000_000_000 + i,
    confirmation: i % 3 !== 0,
  }));
  let seed = 42;
  const next = (n: number): number => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return (seed >>> 8) % n;
  };
  const tickets = Array.from({ length: TICKETS }, (_, i) => ({
    pid: i.toString(16).padStart(16, '0'),
    show: `S${next(SHOWS)}`,
    booking: 100_000_000_000 + next(BOOKINGS),
    amount: 1000 + next(8) * 500,
    confirmation: next(2) === 0,
  }));
  return { shows, bookings, tickets };
}

function measure(name: string, fn: () => number, samples = 2000): void {
  for (let i = 0; i < 200; i++) fn();
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < samples; i++) {
    const t0 = process.hrtime.bigint();
    found = fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  times.sort((a, b) => a - b);
  const p = (q: number): string => times[Math.floor(q * (times.length - 1))]!.toFixed(1).padStart(9);
  console.log(`${name.padEnd(58)} p50 ${p(0.5)} µs   p95 ${p(0.95)} µs   (${found} records)`);
}

const data = tables();
const search = 'filters[show]=S42&filters[amount][_comp]=gte&filters[amount][_value]=25.00&maxResults=50';
const query = parseListQuery(new URLSearchParams(search));
const indexed = makeStore(data, {
  indexes: [
    ['tickets', 'show'],
    ['tickets', 'booking'],
  ],
});
const scan = makeStore(data);
const all = data.tickets!;

console.log(`${TICKETS} tickets, ${SHOWS} shows; ${search}`);
measure('engine, show index + residual (parse, compile, run)', () => {
  const q = parseListQuery(new URLSearchParams(search));
  return runListQuery('tickets', q, indexed.source, model, indexed.ctx).total;
});
measure(
  'engine, show index + residual (run only)',
  () => runListQuery('tickets', query, indexed.source, model, indexed.ctx).total,
);
measure('engine, relation residual filters[booking][confirmation]=1', () => {
  const q = parseListQuery(
    new URLSearchParams('filters[show]=S42&filters[booking][confirmation]=1&maxResults=50'),
  );
  return runListQuery('tickets', q, indexed.source, model, indexed.ctx).total;
});
measure(
  'engine, full scan (no index)',
  () => runListQuery('tickets', query, scan.source, model, scan.ctx).total,
  200,
);
measure(
  'peer: hand-written Array.prototype.filter full scan',
  () => all.filter((t: QueryRecord) => t.show === 'S42' && (t.amount as number) >= 2500).length,
  200,
);
