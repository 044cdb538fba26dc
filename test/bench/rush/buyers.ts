/**
 * One rush over real processes: a fresh service (the mock's HTTP server), `instances` gateway
 * processes on one redis-server, then the buyers and the scripted buyer over HTTP, and what the
 * service and the gateways saw. With `kill`, one gateway instance is killed (SIGKILL) halfway
 * through the arrivals; its buyers go on through the others (as a load balancer would send them).
 * Like the widget, every buyer sends each write with an `Idempotency-Key` and sends the same key
 * again when it repeats the write (after a failed connection, or when told
 * `idempotency_in_progress`), so a repeat reuses the first write's outcome.
 */
// The widget's own first reads, to the byte.
import { eventPath, showsPath } from '../../../src/booking/first-reads';
import {
  httpClient,
  startGateway,
  startService,
  type Answer,
  type Child,
} from '../../integration/gateway/rush/processes';
import { between, mark, type Mark } from './machine';
import { admittedAhead, type Outcome } from './outcome';
import { pollFigures } from './poll-figures';
import { clearRoom, warmUp, warmUpAllowanceMs, warmUpEvent, type WarmUp } from './warm-up';
import type { GatewayStats, Rush, RushOptions } from './rush-types';
import { PERSON } from '../../integration/gateway/rush/buyer';

export { percentile, type Rush } from './rush-types';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The grant (admission number) of a pass, read from its payload. */
const grantOf = (pass: string) =>
  (JSON.parse(Buffer.from(pass.split('.')[1]!, 'base64url').toString()) as { g: number }).g;

export async function rush(options: RushOptions): Promise<Rush> {
  const service = await startService(options.seats);
  const http = httpClient(128);
  // `--warm`: an event of the warm-up's own, on sale at every gateway (none without).
  const warmEvent = options.warm > 0 ? await warmUpEvent(http, service.url) : null;
  // Time enough for the gateway processes to start and warm up on a busy machine.
  const opensAt = Date.now() + 20_000 + warmUpAllowanceMs(options.warm, options.instances);
  const start = opensAt - options.opensInMs;
  const room = options.room ? { ...options.room, opensAt: { [service.event]: opensAt } } : null;
  const gateways: Child[] = await Promise.all(
    Array.from({ length: options.instances }, () =>
      startGateway({
        redisPort: options.redisPort,
        serviceUrl: `${service.url}/api`,
        event: service.event,
        ...(warmEvent ? { alsoOnSale: [warmEvent] } : {}),
        keyPrefix: options.keyPrefix,
        waitingRoom: room,
        autoPipelining: options.autoPipelining,
        ownCode: options.ownCode,
        ...(options.redisSocket ? { redisSocket: options.redisSocket } : {}),
      }),
    ),
  );
  const alive = gateways.map(() => true);
  // The same for every buyer: the widget's first reads, the line's path, the mark's event.
  const shows = showsPath(service.event);
  const event = eventPath(service.event);
  const line = `/queue/${service.event}`;
  const markedEvent = service.event.toUpperCase();
  /** Whether an answer marks the sale as queueing now (unless `--queue-mark false`). */
  const marked = (answer: Answer) => {
    const value = answer.header('x-queueing');
    return options.queueMark && value !== null && value.toUpperCase().split(',').includes(markedEvent);
  };
  const roundTrips: number[] = [];
  let failedRequests = 0;
  let inProgress = 0;
  /** Requests the buyers sent during the rush (each attempt counts), and by kind. */
  let sent = 0;
  const sentByKind = new Map<string, number>();
  /** A request's kind by method, then path (most paths are the same string each time). */
  const kinds = new Map<string, Map<string, string>>();
  const joins = { direct: 0, afterRefusal: 0 };
  const answered = { persons: 0, bookings: 0 };

  /** The answers a buyer got only after repeating the request (at another instance, or later). */
  const retried = new WeakSet<Answer>();
  const visit = async (
    i: number,
    method: string,
    path: string,
    address: string,
    session: string | null,
    body?: unknown,
    pass?: string | null,
    place?: string | null,
  ): Promise<Answer> => {
    let index = i % gateways.length;
    // One key per write, the same on every repeat of it (as the widget sends).
    const key = method === 'GET' ? null : crypto.randomUUID();
    const poll = method === 'GET' && path.startsWith('/queue/');
    // The kind: the method and the path's first segment (`GET /queue/`, `POST /persons/`).
    let byPath = kinds.get(method);
    if (!byPath) kinds.set(method, (byPath = new Map()));
    let kind = byPath.get(path);
    if (kind === undefined) {
      kind = `${method} ${path.slice(0, path.indexOf('/', 1) + 1)}`;
      if (!path.startsWith('/bookings/')) byPath.set(path, kind); // not one per booking
    }
    let failures = 0;
    for (let attempt = 0; ; attempt += 1) {
      while (!alive[index]) index = (index + 1) % gateways.length;
      const headers: Record<string, string> = { 'X-Forwarded-For': address };
      if (session) headers['X-Session'] = session;
      if (pass) headers['X-Queue-Pass'] = pass;
      if (place) headers['X-Queue-Place'] = place;
      if (key) headers['Idempotency-Key'] = key;
      const started = poll ? performance.now() : 0;
      sent += 1;
      sentByKind.set(kind, (sentByKind.get(kind) ?? 0) + 1);
      try {
        const answer = await http.send(`${gateways[index]!.url}/tickets${path}`, method, headers, body);
        if (poll) roundTrips.push(performance.now() - started);
        if (answer.status === 409 && attempt < 200 && answer.json.code === 'idempotency_in_progress') {
          // The first of this write is still under way (or its instance died with it): ask again.
          inProgress += 1;
          await sleep(1000 * Number(answer.header('retry-after') ?? 1));
          continue;
        }
        if (attempt > 0) retried.add(answer);
        return answer;
      } catch (error) {
        // The instance died under the request: the next one answers (a load balancer's retry).
        failedRequests += 1;
        failures += 1;
        if (failures > gateways.length) throw error;
        index = (index + 1) % gateways.length;
      }
    }
  };
  const pid = (location: string | null) => decodeURIComponent(location!.split('/').pop()!);

  // Warm up every instance (sign-in, the events on sale): not counted.
  for (let i = 0; i < gateways.length; i += 1)
    await visit(i, 'GET', `/events/${service.event}`, '192.0.2.1', null);
  // `--warm <n>`: n requests of the arrival's kinds at each gateway, for the warm-up's own event.
  let warmed: WarmUp | null = null;
  let serviceCpuBefore = 0;
  if (warmEvent) {
    const urls = gateways.map((g) => g.url);
    warmed = await warmUp(http, urls, warmEvent, options.warm, room !== null);
    // Its line emptied: a full one would refuse the rush's creates (see warm-up.ts).
    if (room && (await clearRoom(options.redisPort, options.keyPrefix, warmEvent)) === 0) {
      throw new Error("the warm-up's line was not found in Redis");
    }
    // The rush's counters start after it: Redis's CPU (run.ts), the service's CPU.
    await options.warmedUp?.();
    const stats = (await http.send(`${service.url}/__bench/stats`, 'GET')).json;
    serviceCpuBefore = Number(stats.cpuSeconds);
    // Its line's marks (X-Queueing) fade `pollMs` after its last poll: the rush begins later.
    const fadeMs = options.room?.pollMs ?? 5000;
    if (Date.now() > start - fadeMs - 1000) throw new Error('the warm-up took longer than the rush waits');
  }

  /** One buyer: straight in, or through the line when asked to. */
  async function buyer(
    i: number,
    address: string,
    wants: readonly number[],
    confirm: boolean,
    arriveAt: number,
    greedy = false,
  ): Promise<Outcome> {
    const outcome: Outcome = {
      joinedAt: null,
      recordedAt: null,
      admitted: false,
      failure: '',
      grant: null,
      tickets: 0,
      bookings: 0,
      lost: false,
      movedBack: false,
      gaveUp: false,
      joinRetried: false,
    };
    await sleep(Math.max(0, arriveAt - Date.now()));
    let session: string | null = null;
    // As the widget: its first render reads the event's shows and the event at once, and the
    // gateway's last answer says whether the sale queues now (X-Queueing); then its reserve takes
    // a place in line before it creates anything. (The scripted buyer reads nothing.)
    let queueing = false;
    if (options.firstReads && !greedy) {
      // (No function made per buyer: each named one would cost a redefinition of its name.)
      await Promise.all([
        visit(i, 'GET', shows, address, null).then((answer) => (queueing = marked(answer))),
        visit(i, 'GET', event, address, null).then((answer) => (queueing = marked(answer))),
      ]);
    }
    let person = queueing ? null : await visit(i, 'POST', '/persons/', address, session, PERSON);
    if (person === null || (person.status === 429 && person.json.code === 'queue_required')) {
      joins[person === null ? 'direct' : 'afterRefusal'] += 1;
      // When the buyer asked for a place (the answer may come later on a loaded machine).
      const askedAt = Date.now();
      const joined = await visit(i, 'POST', line, address, null);
      if (joined.status !== 200) return outcome;
      outcome.joinedAt = askedAt;
      const recorded = joined.header('x-bench-joined-at');
      outcome.recordedAt = recorded === null ? null : Number(recorded);
      // Its join reached the room only after the killed instance failed it: later than asked.
      outcome.joinRetried = retried.has(joined);
      session = joined.header('x-session');
      let view = joined.json;
      // As the widget: the place token of the last answer goes with the next poll.
      let place = joined.header('x-queue-place');
      let position = Infinity;
      // A buyer told that every place is held (they may come back in 30 min) stops here.
      while ((view.state === 'waiting' || view.state === 'pre-queue') && view.all_held !== true) {
        if (Date.now() > giveUpAt) {
          outcome.gaveUp = true;
          return outcome;
        }
        if (view.state === 'waiting') {
          if (Number(view.position) > position) outcome.movedBack = true;
          position = Number(view.position);
        }
        await sleep(Number(view.poll_after_ms) * (0.8 + 0.4 * Math.random()));
        const polled = await visit(i, 'GET', line, address, session, undefined, null, place);
        view = polled.json;
        place = polled.header('x-queue-place');
        // A place that went missing while the buyer kept asking: lost.
        if (view.state === 'absent') outcome.lost = true;
      }
      if (view.state !== 'admitted') return outcome;
      const pass = String(view.pass);
      outcome.grant = grantOf(pass);
      person = await visit(i, 'POST', '/persons/', address, session, PERSON, pass);
    }
    if (person.status !== 201) return outcome;
    outcome.admitted = true;
    answered.persons += 1;
    session = person.header('x-session') ?? session;
    const booking = await visit(i, 'POST', '/bookings/', address, session, {
      customer: pid(person.header('location')),
    });
    if (booking.status !== 201) {
      outcome.failure = `booking ${booking.status} ${String(booking.json.code)}`;
      return outcome;
    }
    answered.bookings += 1;
    outcome.bookings += 1;
    session = booking.header('x-session') ?? session;
    const bookingPid = Number(pid(booking.header('location')));
    sectors: for (const sector of [service.parkett, service.balkon]) {
      const price = sector === service.parkett ? service.prices.adult! : service.prices.balcony!;
      const item = { booking: bookingPid, show: service.show, price, sector };
      for (const want of wants) {
        for (;;) {
          const body = Array.from({ length: want }, () => item);
          const tickets = await visit(i, 'POST', '/tickets/', address, session, body);
          if (tickets.status !== 201) {
            outcome.failure = `tickets ${tickets.status} ${String(tickets.json.code)}`;
            if (tickets.json.code === 'sector_sold_out') continue sectors;
            break;
          }
          session = tickets.header('x-session') ?? session;
          outcome.tickets += want;
          if (!greedy) break sectors;
        }
      }
      break;
    }
    if (outcome.tickets > 0 && confirm) {
      await visit(i, 'PATCH', `/bookings/${bookingPid}`, address, session, { confirmation: true });
    }
    return outcome;
  }

  /** The scripted buyer: one address, 6 loops, 10 tickets a booking, from 200 ms before the opening. */
  async function scripted(): Promise<number> {
    const address = '203.0.113.66';
    let bought = 0;
    const loop = async (k: number) => {
      // 200 ms before the opening (with the room), or before the first buyers (without).
      await sleep(Math.max(0, (room ? opensAt : start) - 200 - Date.now()));
      for (let round = 0; round < 30 && Date.now() < start + options.arriveMs + 20_000; round += 1) {
        // As many as it can get: 10 a request, then fewer, on the same booking, then another.
        const outcome = await buyer(k, address, [10, 5, 2, 1], true, 0, true).catch(() => null);
        bought += outcome?.tickets ?? 0;
        if (!outcome?.tickets) await sleep(500);
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, k) => loop(k)));
    return bought;
  }

  // A buyer still in line this long after the last arrival stops waiting (reported).
  const giveUpAt = start + options.arriveMs + 180_000;
  // The gateways' figures from here on (not their start and warm-up).
  for (const gateway of gateways) await http.send(`${gateway.url}/__bench/reset`, 'POST');
  const cpuAtStart = process.cpuUsage();
  if (Date.now() > start) throw new Error('the gateways took longer to start than the rush waits');
  const marks: { start?: Mark; arrived?: Mark } = {};
  /** The buyers' CPU (µs) and requests until the last arrival. */
  let arrivedCpu = { user: 0, system: 0, sent: 0 };
  /** Each live gateway's CPU s and requests at the last arrival, by instance (`/__bench/count`). */
  const atArrival = new Map<number, { cpuSeconds: number; requests: number }>();
  const countAt = async (k: number) => {
    try {
      const count = (await http.send(`${gateways[k]!.url}/__bench/count`, 'GET')).json;
      atArrival.set(k, { cpuSeconds: Number(count.cpuSeconds), requests: Number(count.requests) });
    } catch {
      // Killed meanwhile: its figures are those taken before the kill.
    }
  };
  const marking = Promise.all([
    sleep(start - Date.now()).then(() => (marks.start = mark())),
    sleep(start + options.arriveMs - Date.now()).then(() => {
      marks.arrived = mark();
      arrivedCpu = { ...process.cpuUsage(cpuAtStart), sent };
      return Promise.all(gateways.map((_, k) => (alive[k] ? countAt(k) : null)));
    }),
  ]);
  await http.send(`${service.url}/__bench/count`, 'POST');
  const began = start;
  const all: Promise<Outcome | null>[] = [];
  let lastArrival = 0;
  for (let i = 0; i < options.buyers; i += 1) {
    const address = `198.${18 + ((i >> 16) & 1)}.${(i >> 8) & 255}.${i & 255}`;
    const arriveAt = start + Math.random() * options.arriveMs;
    lastArrival = Math.max(lastArrival, arriveAt);
    all.push(buyer(i, address, [1 + (i % 2)], i % 5 !== 0, arriveAt).catch(() => null));
  }
  const script = scripted();
  const statsOf = async (gateway: Child) =>
    (await http.send(`${gateway.url}/__bench/stats`, 'GET', {}, undefined, 120_000))
      .json as unknown as GatewayStats;
  let killedStats: GatewayStats | null = null;
  const killing = options.kill
    ? (async () => {
        await sleep(Math.max(0, start + options.arriveMs / 2 - Date.now()));
        // Its figures so far, then the kill: its buyers' next requests go to the others.
        killedStats = await statsOf(gateways.at(-1)!);
        alive[gateways.length - 1] = false;
        await gateways.at(-1)!.kill();
      })()
    : Promise.resolve();
  const outcomes = (await Promise.all(all)).filter((o): o is Outcome => o !== null);
  const scriptedTickets = await script;
  await killing;
  const seconds = (Date.now() - began) / 1000;
  const buyersCpu = process.cpuUsage(cpuAtStart);
  const buyersRequests = sent;
  const ended = mark();
  await marking;

  const serviceStats = (await http.send(`${service.url}/__bench/stats`, 'GET')).json as {
    persons: number;
    bookings: number;
    requests: number;
    maxActive: number;
    cpuSeconds: number;
  };
  const final = (await http.send(`${service.url}/__bench/final`, 'GET')).json as {
    total: number;
    sold: number;
    reserved: number;
    recount: number;
  };
  const gatewayStats: GatewayStats[] = [];
  // The gateways' CPU and requests while buyers arrived and after: the killed one's all before.
  const killed = killedStats as GatewayStats | null;
  const phases = {
    arriving: { cpu: killed?.cpuSeconds ?? 0, requests: killed?.requests ?? 0 },
    after: { cpu: 0, requests: 0 },
  };
  for (let k = 0; k < gateways.length; k += 1) {
    if (!alive[k]) continue;
    const stats = await statsOf(gateways[k]!);
    gatewayStats.push(stats);
    const at = atArrival.get(k) ?? { cpuSeconds: 0, requests: 0 };
    phases.arriving.cpu += at.cpuSeconds;
    phases.arriving.requests += at.requests;
    phases.after.cpu += stats.cpuSeconds - at.cpuSeconds;
    phases.after.requests += stats.requests - at.requests;
  }
  if (killed) gatewayStats.push(killed);
  http.close();
  await Promise.all([...gateways.map((g) => g.stop()), service.stop()]);

  const served = outcomes.filter((o) => o.tickets > 0).length;
  /** Admitted before someone who joined more than 1 s earlier (by admission number), by `at`. */
  const unfairAmong = (candidates: Outcome[], at: (o: Outcome) => number | null) =>
    admittedAhead(candidates, at, opensAt);
  const recordedAt = (o: Outcome) => o.recordedAt;
  const askedAt = (o: Outcome) => o.joinedAt;
  const unfair = room ? unfairAmong(outcomes, recordedAt) : null;
  const unfairAsked = room ? unfairAmong(outcomes, askedAt) : null;
  const unfairNotRetried = room
    ? unfairAmong(
        outcomes.filter((o) => !o.joinRetried),
        askedAt,
      )
    : null;
  const emptyBecause: Record<string, number> = {};
  for (const o of outcomes) {
    if (o.admitted && o.tickets === 0) emptyBecause[o.failure] = (emptyBecause[o.failure] ?? 0) + 1;
  }
  const polls = pollFigures(room ? gatewayStats : null, {
    start,
    arrivedAt: start + options.arriveMs,
    ownCode: options.ownCode,
    roundTrips,
  });
  return {
    name: options.name,
    buyers: options.buyers,
    served,
    sold: final.sold,
    held: final.reserved,
    capacity: final.total,
    oversold: Math.max(0, final.sold + final.reserved - final.total),
    recountOk: final.recount === final.sold + final.reserved,
    doubleBookings: outcomes.filter((o) => o.bookings > 1).length,
    creates: { persons: serviceStats.persons, bookings: serviceStats.bookings },
    answeredCreates: answered,
    admittedEmpty: outcomes.filter((o) => o.admitted && o.tickets === 0).length,
    serviceRequests: serviceStats.requests,
    serviceMaxActive: serviceStats.maxActive,
    scripted: scriptedTickets,
    unfair,
    unfairAsked,
    unfairNotRetried,
    joinsRetried: outcomes.filter((o) => o.joinRetried).length,
    lostPlaces: room ? outcomes.filter((o) => o.lost).length : null,
    movedBack: room ? outcomes.filter((o) => o.movedBack).length : null,
    failedRequests,
    repeatsInProgress: inProgress,
    joins,
    gaveUp: outcomes.filter((o) => o.gaveUp).length,
    machine: { arriving: between(marks.start!, marks.arrived!), whole: between(marks.start!, ended) },
    emptyBecause,
    ...polls,
    eventLoopDelayP99Ms: gatewayStats.map((s) => Number(s.eventLoopDelayMs.p99.toFixed(1))),
    eventLoopDelayP50Ms: gatewayStats.map((s) => Number(s.eventLoopDelayMs.p50.toFixed(1))),
    cpu: {
      gateways: gatewayStats.map((s) => Number(s.cpuSeconds.toFixed(1))),
      service: Number((serviceStats.cpuSeconds - serviceCpuBefore).toFixed(1)),
      buyers: Number(((buyersCpu.user + buyersCpu.system) / 1e6).toFixed(1)),
    },
    buyersRequests,
    buyersRequestsByKind: Object.fromEntries([...sentByKind].sort()),
    buyersCpuMsPerRequest: (buyersCpu.user + buyersCpu.system) / 1000 / Math.max(1, buyersRequests),
    buyersSystemCpuMsPerRequest: buyersCpu.system / 1000 / Math.max(1, buyersRequests),
    buyersCpuMsPerRequestArriving:
      (arrivedCpu.user + arrivedCpu.system) / 1000 / Math.max(1, arrivedCpu.sent),
    buyersCpuMsPerRequestAfter:
      (buyersCpu.user + buyersCpu.system - arrivedCpu.user - arrivedCpu.system) /
      1000 /
      Math.max(1, buyersRequests - arrivedCpu.sent),
    buyersRequestsArriving: arrivedCpu.sent,
    scheduled: gatewayStats.flatMap(({ scheduled: s }) =>
      s
        ? [
            {
              running: Number(s.running.toFixed(1)),
              waiting: Number(s.waiting.toFixed(1)),
              waitPerTurnMs: Number(((1000 * s.waiting) / Math.max(1, s.turns)).toFixed(2)),
            },
          ]
        : [],
    ),
    gatewayCpuMsPerRequest:
      (1000 * gatewayStats.reduce((sum, s) => sum + s.cpuSeconds, 0)) /
      Math.max(
        1,
        gatewayStats.reduce((sum, s) => sum + s.requests, 0),
      ),
    gatewayCpuMsPerRequestArriving: (1000 * phases.arriving.cpu) / Math.max(1, phases.arriving.requests),
    gatewayCpuMsPerRequestAfter: (1000 * phases.after.cpu) / Math.max(1, phases.after.requests),
    gatewayRequestsArriving: phases.arriving.requests,
    warmUp: warmed,
    seconds,
    lastArrivalSeconds: (lastArrival - began) / 1000,
  };
}
