/**
 * Seats on the large seed's arena (10,000 seats in eight blocks), in process, one call at a time:
 *
 *   (c) the seat statuses of a show: all 10,000 (`GET /shows/<pid>/seats/`), and the first page
 *       of 50 free seats (`filters[status]=free&maxResults=50`, with `X-Count`);
 *   (d) best available: 10 tickets for one block sent without `seat` (`POST /tickets/`), which
 *       the mock seats side by side in one row.
 *
 * Before measuring, one show of the arena is filled to 90 % through the API, as a house fills:
 * from the front row back, each row sold but for two single seats left apart, so no row before
 * the last ones has 10 seats side by side and best available reads most of a block to find them.
 * The tickets are confirmed (sold).
 *
 * The peer in the same run is a plain array: the same 10,000 seats with their status as plain
 * objects (as the mock answered them), `JSON.stringify` of all of them into a `Response` whose
 * body is read back (2.5 MB: the floor of any in-process answer of that size), a `filter` +
 * `slice` of the free ones answered the same way, and a scan of a block's rows (front to back,
 * in number order) for 10 free seats side by side: the same answers without a service around.
 */
import { ARENA_EVENT_NAME, ARENA_NAME } from '../../../../mock-server/seed/large-arena';
import { BASE, type LargeData } from './data';
import { timeLoop, type LoopSettings, type Timing } from '../time-loop';

export const SEAT_GOALS_MS = { all: 5, freePage: 1, bestAvailable: 2 } as const;
const FREE_PAGE = 50;
const BLOCK = 10;

export interface SeatBenchResult {
  id: 'all' | 'free-page' | 'best-available';
  title: string;
  request: string;
  mock: Timing;
  baseline: Timing;
  goalMs: number;
  goalMet: boolean;
}

export interface SeatBench {
  seats: number;
  sold: number;
  fillSeconds: number;
  results: SeatBenchResult[];
}

interface SeatRead {
  pid: string;
  sector: string;
  row: string;
  number: string;
  status?: string;
}

const enc = encodeURIComponent;

/** The mock's API in this process, as a client calls it. */
function client(data: LargeData) {
  const headers = { authorization: `Bearer ${data.token}`, accept: 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await data.app.fetch(
      new Request(`${BASE}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const text = await response.text();
    if (response.status >= 300)
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return { response, json: text ? (JSON.parse(text) as unknown) : undefined };
  };
  return {
    call,
    get: async <T>(path: string) => (await call('GET', path)).json as T,
    /** pids of an array create, read through its `Location` list link. */
    created: async (path: string, body: unknown[]) => {
      const { response } = await call('POST', path, body);
      const link = new URL(response.headers.get('location')!);
      const records = (await call('GET', `${link.pathname}${link.search}`)).json as {
        pid: string | number;
      }[];
      return records.map((record) => record.pid);
    },
  };
}

const byNumber = (a: SeatRead, b: SeatRead) =>
  Number(a.row) - Number(b.row) || Number(a.number) - Number(b.number);

/** Seats a house that fills from the front leaves free: two singles per row, apart. */
function fillPlan(seats: readonly SeatRead[], share: number): SeatRead[] {
  const rows = new Map<string, SeatRead[]>();
  for (const seat of [...seats].sort(byNumber)) {
    const row = rows.get(seat.row) ?? [];
    row.push(seat);
    rows.set(seat.row, row);
  }
  let left = Math.round(seats.length * share);
  const sold: SeatRead[] = [];
  let r = 0;
  for (const row of rows.values()) {
    const free = new Set([(7 * r + 3) % row.length, (7 * r + 3 + Math.floor(row.length / 2)) % row.length]);
    for (const [i, seat] of row.entries()) {
      if (left === 0) return sold;
      if (free.has(i)) continue;
      sold.push(seat);
      left--;
    }
    r++;
  }
  return sold;
}

/** The plain-array peer of best available: the first row (front to back) with `n` free side by side. */
function arrayBestAvailable(rows: readonly SeatRead[][], n: number): SeatRead[] | undefined {
  for (const row of rows) {
    let run = 0;
    for (let i = 0; i < row.length; i++) {
      const seat = row[i]!;
      const next = row[i - 1];
      const adjacent = next !== undefined && Number(seat.number) === Number(next.number) + 1;
      run = seat.status === 'free' ? (adjacent ? run + 1 : 1) : 0;
      if (run === n) return row.slice(i - n + 1, i + 1);
    }
  }
  return undefined;
}

export async function measureSeats(
  data: LargeData,
  settings: LoopSettings,
  log: (line: string) => void,
): Promise<SeatBench> {
  const api = client(data);
  const [venue] = await api.get<{ pid: string }[]>(`/venues/?${enc('filters[name]')}=${enc(ARENA_NAME)}`);
  const [event] = await api.get<{ pid: string }[]>(
    `/events/?${enc('filters[name]')}=${enc(ARENA_EVENT_NAME)}`,
  );
  if (!venue || !event) throw new Error('the large seed has no arena');
  const shows = await api.get<{ pid: string }[]>(`/events/${event.pid}/shows/`);
  const sectors = await api.get<{ pid: string; price_category: number }[]>(`/venues/${venue.pid}/sectors/`);
  const prices = await api.get<{ pid: string; price_category: number }[]>(`/events/${event.pid}/prices/`);
  const priceOf = new Map(
    sectors.map((s) => [s.pid, prices.find((p) => p.price_category === s.price_category)!.pid]),
  );
  const persons = await api.get<{ pid: string }[]>('/persons/?maxResults=500');
  const show = shows[1]!.pid;

  // Fill the show to 90 %: bookings of five, tickets by seat, confirmed.
  const fillStarted = performance.now();
  const toSell: SeatRead[] = [];
  let seatCount = 0;
  for (const sector of sectors) {
    const seats = await api.get<SeatRead[]>(`/seats/?${enc('filters[sector]')}=${sector.pid}`);
    seatCount += seats.length;
    toSell.push(...fillPlan(seats, 0.9));
  }
  log(`  filling show ${show} of the arena: ${toSell.length} of ${seatCount} seats…`);
  for (let from = 0; from < toSell.length; from += 1000) {
    const chunk = toSell.slice(from, from + 1000);
    const groups = Math.ceil(chunk.length / 5);
    const bookings = await api.created(
      '/bookings/',
      Array.from({ length: groups }, (_, i) => ({ customer: persons[(from / 5 + i) % persons.length]!.pid })),
    );
    await api.call(
      'POST',
      '/tickets/',
      chunk.map((seat, i) => ({
        booking: bookings[Math.floor(i / 5)],
        show,
        seat: seat.pid,
        price: priceOf.get(seat.sector),
      })),
    );
    await api.call(
      'PATCH',
      '/bookings/',
      bookings.map((pid) => ({ pid, confirmation: true })),
    );
  }
  const fillSeconds = (performance.now() - fillStarted) / 1000;

  const statusPath = `/shows/${show}/seats/`;
  const freePath = `${statusPath}?${enc('filters[status]')}=free&maxResults=${FREE_PAGE}`;
  const all = await api.get<SeatRead[]>(statusPath);
  const sold = all.filter((seat) => seat.status === 'sold').length;
  if (all.length !== seatCount || sold !== toSell.length)
    throw new Error(`the seat statuses read ${all.length} seats, ${sold} sold`);
  const freeTotal = all.filter((seat) => seat.status === 'free').length;
  const freeAnswer = await api.call('GET', freePath);
  if (freeAnswer.response.headers.get('x-count') !== String(freeTotal))
    throw new Error(
      `filters[status]=free counted ${freeAnswer.response.headers.get('x-count')}, not ${freeTotal}`,
    );

  // The plain-array peer's data: the seats as answered, rows of each block in number order.
  const rowsBySector = new Map<string, SeatRead[][]>();
  for (const sector of sectors) {
    const rows = new Map<string, SeatRead[]>();
    for (const seat of all.filter((s) => s.sector === sector.pid).sort(byNumber)) {
      const row = rows.get(seat.row) ?? [];
      row.push(seat);
      rows.set(seat.row, row);
    }
    rowsBySector.set(sector.pid, [...rows.values()]);
  }

  // Best available: a booking per call (made and deleted outside the timing).
  const reserve = async (i: number, check: boolean) => {
    const sector = sectors[i % sectors.length]!;
    const [booking] = await api.created('/bookings/', [{ customer: persons[i % persons.length]!.pid }]);
    const t0 = performance.now();
    const { response } = await api.call(
      'POST',
      '/tickets/',
      Array.from({ length: BLOCK }, () => ({
        booking,
        show,
        sector: sector.pid,
        price: priceOf.get(sector.pid),
      })),
    );
    const us = (performance.now() - t0) * 1000;
    if (check) {
      const link = new URL(response.headers.get('location')!);
      const tickets = await api.get<{ seat: string }[]>(`${link.pathname}${link.search}`);
      const seats = tickets.map((t) => all.find((s) => s.pid === t.seat)!).sort(byNumber);
      const oneRow = seats.every((s) => s.row === seats[0]!.row);
      const together = seats.every(
        (s, k) => k === 0 || Number(s.number) === Number(seats[k - 1]!.number) + 1,
      );
      if (!oneRow || !together)
        throw new Error(`best available gave ${seats.map((s) => `${s.row}/${s.number}`).join(' ')}`);
    }
    await api.call('DELETE', `/bookings/${booking}`);
    return us;
  };
  for (let i = 0; i < sectors.length; i++) await reserve(i, true);

  log(`  measuring the seat statuses and best available (${settings.iterations} calls each at most)…`);
  const request = async (path: string) => {
    const response = await data.app.fetch(
      new Request(`${BASE}${path}`, { headers: { authorization: `Bearer ${data.token}` } }),
    );
    await response.text();
    return response.status === 200;
  };
  const allTiming = await timeLoop(() => request(statusPath), settings);
  const freeTiming = await timeLoop(() => request(freePath), settings);
  // timeLoop times the whole call; best available reports its own share (the POST) instead.
  const posts: number[] = [];
  const bestLoop = await timeLoop(async (i) => {
    posts.push(await reserve(i, false));
    return true;
  }, settings);
  const kept = posts.slice(-bestLoop.iterations).sort((a, b) => a - b);
  const at = (q: number) => kept[Math.min(kept.length - 1, Math.ceil(q * kept.length) - 1)] ?? 0;
  const bestTiming: Timing = {
    iterations: kept.length,
    meanUs: kept.reduce((a, b) => a + b, 0) / Math.max(1, kept.length),
    p50Us: at(0.5),
    p99Us: at(0.99),
    failures: bestLoop.failures,
  };

  const peer = { ...settings, iterations: Math.min(settings.iterations, 500) };
  // The answer's bytes made and read back, as the mock's are.
  const answer = async (items: unknown) => (await new Response(JSON.stringify(items)).text()).length > 2;
  const allPeer = await timeLoop(() => answer(all), peer);
  const freePeer = await timeLoop(async () => {
    const free = all.filter((seat) => seat.status === 'free');
    return (await answer(free.slice(0, FREE_PAGE))) && free.length === freeTotal;
  }, peer);
  const bestPeer = await timeLoop((i) => {
    const rows = rowsBySector.get(sectors[i % sectors.length]!.pid)!;
    return arrayBestAvailable(rows, BLOCK)?.length === BLOCK;
  }, peer);

  const row = (
    id: SeatBenchResult['id'],
    title: string,
    path: string,
    mock: Timing,
    baseline: Timing,
    goalMs: number,
  ): SeatBenchResult => ({
    id,
    title,
    request: path,
    mock,
    baseline,
    goalMs,
    goalMet: mock.p50Us <= goalMs * 1000,
  });
  return {
    seats: seatCount,
    sold,
    fillSeconds,
    results: [
      row(
        'all',
        `all ${seatCount} seat statuses of the show`,
        'GET /shows/<pid>/seats/',
        allTiming,
        allPeer,
        SEAT_GOALS_MS.all,
      ),
      row(
        'free-page',
        `first ${FREE_PAGE} free seats, with X-Count`,
        `GET /shows/<pid>/seats/?filters[status]=free&maxResults=${FREE_PAGE}`,
        freeTiming,
        freePeer,
        SEAT_GOALS_MS.freePage,
      ),
      row(
        'best-available',
        `best available: ${BLOCK} side by side, house 90 % full`,
        `POST /tickets/ (${BLOCK} tickets of one block, no seat)`,
        bestTiming,
        bestPeer,
        SEAT_GOALS_MS.bestAvailable,
      ),
    ],
  };
}
