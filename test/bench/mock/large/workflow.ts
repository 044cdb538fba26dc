/**
 * Complete booking workflows over HTTP, as a buyer's client runs them through the API:
 * create the person, create the booking, reserve two tickets with one array POST, confirm.
 * `clients` loops run at once, each starting its next workflow when the last one ended, until
 * the time is up (a workflow under way then finishes and is not counted). Latency is per
 * workflow, from its first request to the answer of its last.
 *
 * json-server, the peer, gets the same writes in its own terms (no array create, so two ticket
 * POSTs, and PATCH answers 200): it checks no rule and no reference, and rewrites its whole
 * data file after each write.
 */
import type { WorkflowTarget } from './data';

export interface WorkflowSettings {
  clients: number;
  warmupSeconds: number;
  seconds: number;
  /** A request without an answer after this long fails its workflow. */
  timeoutMs: number;
}

export interface WorkflowResult {
  workflows: number;
  /** Under way when the time was up and abandoned after the grace period (not counted). */
  abandoned: number;
  failed: number;
  /** Status (or error name) of the first failing step, counted. */
  failures: Record<string, number>;
  requestsPerWorkflow: number;
  seconds: number;
  workflowsPerSecond: number;
  latencyMs: { mean: number; p50: number; p99: number; max: number };
}

type Step = (base: string, n: number, signal: AbortSignal) => Promise<void>;

class StepFailure extends Error {}

async function call(
  url: string,
  init: RequestInit & { method: string },
  expected: number,
  signal: AbortSignal,
): Promise<Response> {
  const response = await fetch(url, { ...init, signal });
  if (response.status !== expected) {
    const text = await response.text();
    throw new StepFailure(`${response.status}`, { cause: `${init.method} ${url}: ${text.slice(0, 200)}` });
  }
  return response;
}

function person(n: number) {
  return {
    salutation: n % 2 ? 'f' : 'm',
    firstname: `Buyer${n}`,
    lastname: `Workflow${n}`,
    email: `buyer${n}@bench.example`,
    locale: 'de',
  };
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** The mock: four requests per workflow, checked against the contract's statuses. */
export function mockWorkflow(token: string, targets: readonly WorkflowTarget[]): Step {
  const headers = { ...JSON_HEADERS, authorization: `Bearer ${token}` };
  const pidOf = (response: Response) => {
    const location = response.headers.get('location') ?? '';
    return decodeURIComponent(new URL(location, 'http://x/').pathname.split('/').pop() ?? '');
  };
  return async (base, n, signal) => {
    const target = targets[n % targets.length]!;
    const post = (path: string, body: unknown) =>
      call(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }, 201, signal);
    const customer = pidOf(await post('/persons/', person(n)));
    const booking = Number(pidOf(await post('/bookings/', { customer })));
    const ticket = { booking, show: target.show, sector: target.sector, price: target.price };
    await (await post('/tickets/', [ticket, ticket])).body?.cancel();
    await call(
      `${base}/bookings/${booking}`,
      { method: 'PATCH', headers, body: JSON.stringify({ confirmation: true }) },
      204,
      signal,
    );
  };
}

export const MOCK_REQUESTS_PER_WORKFLOW = 4;
export const JSON_SERVER_REQUESTS_PER_WORKFLOW = 5;

/** json-server: the same records, five writes, no rules. */
export function jsonServerWorkflow(targets: readonly WorkflowTarget[]): Step {
  return async (base, n, signal) => {
    const target = targets[n % targets.length]!;
    const post = async (path: string, body: unknown) => {
      const response = await call(
        `${base}${path}`,
        { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) },
        201,
        signal,
      );
      return ((await response.json()) as { id: string }).id;
    };
    const customer = await post('/persons', person(n));
    const booking = await post('/bookings', { customer, confirmation: false });
    const ticket = { booking, show: target.show, sector: target.sector, price: target.price };
    await post('/tickets', ticket);
    await post('/tickets', ticket);
    const confirmed = await call(
      `${base}/bookings/${encodeURIComponent(booking)}`,
      { method: 'PATCH', headers: JSON_HEADERS, body: JSON.stringify({ confirmation: true }) },
      200,
      signal,
    );
    await confirmed.body?.cancel();
  };
}

/** Workflows still under way this long after the deadline are abandoned (and not counted). */
const GRACE_MS = 2_000;

async function loop(
  base: string,
  step: Step,
  clients: number,
  seconds: number,
  timeoutMs: number,
  counter: { next: number },
): Promise<{ latencies: number[]; failures: Record<string, number>; abandoned: number; seconds: number }> {
  const latencies: number[] = [];
  let abandoned = 0;
  const failures: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const abandon = new AbortController();
  const timer = setTimeout(() => abandon.abort(), seconds * 1000 + GRACE_MS);
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const n = counter.next++;
        const t0 = performance.now();
        try {
          await step(base, n, AbortSignal.any([abandon.signal, AbortSignal.timeout(timeoutMs)]));
          const t1 = performance.now();
          if (t1 <= deadline) latencies.push(t1 - t0);
        } catch (error) {
          if (abandon.signal.aborted) {
            abandoned++;
            break;
          }
          const key = error instanceof StepFailure ? error.message : ((error as Error).name ?? 'Error');
          failures[key] = (failures[key] ?? 0) + 1;
        }
      }
    }),
  );
  clearTimeout(timer);
  return {
    latencies,
    failures,
    abandoned,
    seconds: Math.min(seconds, (performance.now() - started) / 1000),
  };
}

/** A dropped warm-up, then the measured loop. `counter` keeps person numbers unique across runs. */
export async function measureWorkflows(
  base: string,
  step: Step,
  requestsPerWorkflow: number,
  settings: WorkflowSettings,
  counter: { next: number },
): Promise<WorkflowResult> {
  if (settings.warmupSeconds > 0) {
    await loop(base, step, settings.clients, settings.warmupSeconds, settings.timeoutMs, counter);
  }
  const run = await loop(base, step, settings.clients, settings.seconds, settings.timeoutMs, counter);
  const sorted = run.latencies.sort((a, b) => a - b);
  const n = sorted.length;
  const at = (q: number) => sorted[Math.min(n - 1, Math.ceil(q * n) - 1)] ?? 0;
  const failed = Object.values(run.failures).reduce((a, b) => a + b, 0);
  return {
    workflows: n,
    abandoned: run.abandoned,
    failed,
    failures: run.failures,
    requestsPerWorkflow,
    seconds: run.seconds,
    workflowsPerSecond: run.seconds > 0 ? n / run.seconds : 0,
    latencyMs: {
      mean: n ? sorted.reduce((a, b) => a + b, 0) / n : 0,
      p50: at(0.5),
      p99: at(0.99),
      max: n ? sorted[n - 1]! : 0,
    },
  };
}

/** One workflow alone, checked, before anything is measured: its time, or why it failed. */
export async function checkWorkflow(
  base: string,
  step: Step,
  n: number,
): Promise<{ ms: number; problem?: string }> {
  const t0 = performance.now();
  try {
    await step(base, n, AbortSignal.timeout(60_000));
    return { ms: performance.now() - t0 };
  } catch (error) {
    const cause = (error as Error).cause;
    return {
      ms: performance.now() - t0,
      problem: `${(error as Error).message}${cause ? ` (${String(cause)})` : ''}`,
    };
  }
}
