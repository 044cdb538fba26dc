/** The large benchmark's report: text tables with ratios, and the same figures as JSON. */
import { formatStartup, type Startup } from './startup';
import type { LoadResult, LoadSettings } from '../load';
import { fixed, int, loadRow, machineLines, table, type Machine } from '../report';
import type { InProcessList, ListScenario } from './list';
import type { SeatBench } from './seats';
import type { WorkflowResult, WorkflowSettings } from './workflow';

/** Every first page at most this many times the plain array doing the same (p50). */
const FIRST_PAGE_RATIO_GOAL = 1.5;
/** All seat statuses of a show at most this many times the stringify floor (p50). */
const SEAT_STATUS_RATIO_GOAL = 1.3;

const ratioGoal = (ratio: number, goal: number) => `${times(ratio)}: ${ratio <= goal ? 'met' : 'NOT met'}`;

/** A workflow run, and one workflow alone on the idle server before it (the check). */
export type WorkflowRow = WorkflowResult & { aloneMs: number };

/** The in-process list should answer within this many ms at the median. */
export const IN_PROCESS_GOAL_MS = 2;

export interface HttpListResult {
  id: ListScenario['id'];
  title: string;
  mockRequest: string;
  jsonServerRequest: string;
  mock: LoadResult;
  jsonServer: LoadResult;
}

export interface LargeReport {
  generatedAt: string;
  machine: Machine;
  versions: Record<string, string>;
  data: {
    tickets: number;
    busyShows: number;
    ticketsPerBusyShow: { min: number; max: number };
    workflowShows: number;
    inProcessLoadSeconds: number;
    serverLoadSeconds: number;
    jsonServerDbBytes: number;
  };
  settings: { http: LoadSettings; workflows: WorkflowSettings; inProcessIterations: number };
  /** A server started alone on the empty and on the large seed: first answer and memory. */
  startup: Startup[];
  inProcess: (InProcessList & { title: string; goalMet: boolean })[];
  seats: SeatBench;
  http: HttpListResult[];
  workflows: { mock: WorkflowRow; jsonServer: WorkflowRow };
  seconds: number;
}

const times = (n: number) => (Number.isFinite(n) && n > 0 ? `${fixed(n, n >= 10 ? 0 : 1)}×` : 'n/a');

export function formatLargeReport(report: LargeReport): string {
  const { machine: m, data: d, settings: s } = report;
  const out: string[] = [];
  out.push('# The mock service on the large seed (100,000 tickets): lists and booking workflows', '');
  out.push(...machineLines(m, report.versions));
  out.push(
    `Data: the large seed, ${int(d.tickets)} tickets of Demo Theater (loaded in ${fixed(d.inProcessLoadSeconds, 1)} s ` +
      `in this process, ${fixed(d.serverLoadSeconds, 1)} s in the server's); the lists cycle over the ` +
      `${d.busyShows} busiest shows (${d.ticketsPerBusyShow.min}–${d.ticketsPerBusyShow.max} tickets each); ` +
      `json-server serves the same tickets as read from the mock (db.json ${fixed(d.jsonServerDbBytes / 2 ** 20, 1)} MiB).`,
    '',
  );

  out.push(formatStartup(report.startup), '');
  out.push('## (a) Filtered list, in process: one call at a time', '');
  out.push(
    'mock: `app.fetch(new Request(…))` on the Hono app, body read as bytes. Array: `tickets.filter(…).slice(0, 20)` ' +
      'over the 100,000 tickets as read out, then `JSON.stringify` of the page.',
    '',
  );
  out.push(
    table(
      [
        'list',
        'mock p50 µs',
        'mock p99 µs',
        'mock mean µs',
        'Array.filter p50 µs',
        'Array.filter p99 µs',
        'filter / mock (p50)',
        `goal p50 ≤ ${IN_PROCESS_GOAL_MS} ms`,
        `mock / Array (p50), goal ≤ ${FIRST_PAGE_RATIO_GOAL}×`,
      ],
      report.inProcess.map((x) => [
        x.title,
        fixed(x.mock.p50Us, 0),
        fixed(x.mock.p99Us, 0),
        fixed(x.mock.meanUs, 0),
        fixed(x.baseline.p50Us, 0),
        fixed(x.baseline.p99Us, 0),
        times(x.baseline.p50Us / x.mock.p50Us),
        x.goalMet ? 'met' : 'NOT met',
        ratioGoal(x.mock.p50Us / x.baseline.p50Us, FIRST_PAGE_RATIO_GOAL),
      ]),
    ),
    '',
  );
  out.push(
    `Iterations: mock ${report.inProcess.map((x) => int(x.mock.iterations)).join(' / ')}, ` +
      `Array.filter ${report.inProcess.map((x) => int(x.baseline.iterations)).join(' / ')}; ` +
      `non-200 answers: ${report.inProcess.map((x) => int(x.mock.failures)).join(' / ')}.`,
    '',
  );

  out.push(formatSeatSection(report.seats), '');

  out.push('## (a) Filtered list over HTTP: each server in its own process on 127.0.0.1', '');
  out.push(
    `autocannon, ${s.http.connections} connections, both servers first warmed up on every list, then ` +
      `per list ${s.http.warmupSeconds} s warm-up (dropped), ` +
      `${s.http.seconds} s measured in ${s.http.rounds} rounds, the servers taking turns, at most ` +
      `${int(s.http.maxRequests)} requests. The mock is called with a bearer token; json-server has no authentication.`,
    '',
  );
  const httpRow = loadRow;
  for (const r of report.http) {
    out.push(`### ${r.title}`);
    out.push(`mock: ${r.mockRequest}`, `json-server: ${r.jsonServerRequest}`, '');
    out.push(
      table(
        ['server', 'requests/s', 'p50 ms', 'p99 ms', 'mean ms', 'answered 2xx', 'other'],
        [httpRow('mock', r.mock), httpRow('json-server 1.0', r.jsonServer)],
      ),
    );
    out.push(
      '',
      `mock / json-server: ${times(r.mock.requestsPerSecond / r.jsonServer.requestsPerSecond)} the requests/s, ` +
        `${times(r.jsonServer.latencyMs.p50 / r.mock.latencyMs.p50)} lower p50 latency`,
      '',
    );
  }

  const w = report.workflows;
  out.push('## (b) Complete booking workflows over HTTP', '');
  out.push(
    'mock: POST /persons/ → POST /bookings/ → POST /tickets/ (an array of 2) → PATCH /bookings/<pid> ' +
      '{confirmation: true}, each answer checked (201, 201, 201, 204). json-server: the same records with ' +
      'POST /persons, POST /bookings, 2 × POST /tickets, PATCH /bookings/<id> (no rules, no checks of references).',
  );
  out.push(
    `${s.workflows.clients} clients at once, each starting its next workflow when the last ended; ` +
      `${s.workflows.warmupSeconds} s warm-up (dropped), then ${s.workflows.seconds} s; latency per workflow.`,
    '',
  );
  const flowRow = (name: string, x: WorkflowRow) => [
    name,
    fixed(x.workflowsPerSecond, 1),
    int(x.workflowsPerSecond * x.requestsPerWorkflow),
    x.workflows ? fixed(x.latencyMs.p50, 1) : '–',
    x.workflows ? fixed(x.latencyMs.p99, 1) : '–',
    x.workflows ? fixed(x.latencyMs.mean, 1) : '–',
    fixed(x.aloneMs, 1),
    int(x.workflows),
    int(x.abandoned),
    x.failed
      ? `${int(x.failed)} (${Object.entries(x.failures)
          .map(([k, n]) => `${int(n)}×${k}`)
          .join(', ')})`
      : '0',
  ];
  out.push(
    table(
      [
        'server',
        'workflows/s',
        'requests/s',
        'p50 ms',
        'p99 ms',
        'mean ms',
        'one alone ms',
        'completed',
        'cut off',
        'failed',
      ],
      [flowRow('mock', w.mock), flowRow('json-server 1.0', w.jsonServer)],
    ),
  );
  out.push(
    '',
    '"one alone": the first workflow on each server, alone, before the run (so it includes the server\'s ' +
      'first-call warm-up); "cut off": under way when the time was up and abandoned 2 s later.',
  );
  out.push(
    w.jsonServer.workflows > 0
      ? `mock / json-server: ${times(w.mock.workflowsPerSecond / w.jsonServer.workflowsPerSecond)} the workflows/s, ` +
          `${times(w.jsonServer.latencyMs.p50 / w.mock.latencyMs.p50)} lower p50 latency per workflow`
      : `json-server completed no workflow in ${s.workflows.seconds} s; one alone took ` +
          `${times(w.jsonServer.aloneMs / w.mock.aloneMs)} the mock's time.`,
    '',
  );
  out.push(`Run time ${fixed(report.seconds, 0)} s.`);
  return out.join('\n');
}

/** (c) and (d): the seat statuses and best available on the arena, against the plain array. */
export function formatSeatSection(seats: SeatBench): string {
  const out: string[] = [];
  out.push('## (c, d) Seats of a 10,000-seat show, in process: one call at a time', '');
  out.push(
    `The arena of the large seed: ${int(seats.seats)} seats, ${int(seats.sold)} sold (90 %, filled from the ` +
      `front through the API in ${fixed(seats.fillSeconds, 1)} s: each row but for two single seats). ` +
      'mock: `app.fetch(new Request(…))`, body read; for best available the POST alone (a booking made ' +
      'before and deleted after each call, untimed). Array: the same seats with their status as plain ' +
      'objects: `JSON.stringify` of all into a `Response` whose body is read back (the floor of an answer ' +
      'of that size); `filter` of the free ones (all counted), the first 50 answered the same way; a scan ' +
      "of a block's rows front to back for 10 free seats side by side.",
    '',
  );
  out.push(
    table(
      [
        'call',
        'mock p50 µs',
        'mock p99 µs',
        'mock mean µs',
        'Array p50 µs',
        'Array p99 µs',
        'goal (p50)',
        `mock / Array (p50); all statuses: goal ≤ ${SEAT_STATUS_RATIO_GOAL}× the floor`,
      ],
      seats.results.map((x) => [
        `${x.title}: ${x.request}`,
        fixed(x.mock.p50Us, 0),
        fixed(x.mock.p99Us, 0),
        fixed(x.mock.meanUs, 0),
        fixed(x.baseline.p50Us, 0),
        fixed(x.baseline.p99Us, 0),
        `≤ ${x.goalMs} ms: ${x.goalMet ? 'met' : 'NOT met'}`,
        x.id === 'all'
          ? ratioGoal(x.mock.p50Us / x.baseline.p50Us, SEAT_STATUS_RATIO_GOAL)
          : times(x.mock.p50Us / x.baseline.p50Us),
      ]),
    ),
    '',
  );
  out.push(
    `Iterations: mock ${seats.results.map((x) => int(x.mock.iterations)).join(' / ')}, ` +
      `Array ${seats.results.map((x) => int(x.baseline.iterations)).join(' / ')}; ` +
      `failed calls: ${seats.results.map((x) => int(x.mock.failures)).join(' / ')}.`,
  );
  return out.join('\n');
}
