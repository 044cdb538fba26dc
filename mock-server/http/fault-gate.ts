/**
 * The injected faults and the configured latency, for requests below the base address, never
 * for the admin controls. Applied in two steps of the request pipeline (`pipeline.ts`), because
 * a dropped connection must leave before anything else touches the answer:
 *
 * - `gateFault` (first, before the journal) waits `latencyMs`, finds the request's fault and
 *   waits its `delayMs`; for a network error the pipeline answers `Response.error()`: the HTTP
 *   server destroys the socket for it, MSW fails the fetch, an in-process caller sees a response
 *   of type `error` (status 0).
 * - `landedFault` (after the route, for a fault with `landed`) waits its `delayMs` and, for a
 *   network error, journals the lost answer: the write has been carried out all the same.
 * - `faultAnswer` (after the journal and CORS, so browsers can read it and QA sees it in the
 *   journal) answers the fault's status: its `body` as JSON, or a problem with code
 *   `injected_fault`.
 */
import type { Fault } from '../domain/faults';
import type { Mock } from '../domain/mock';
import { ADMIN_PREFIX } from './admin-shared';
import { urlParts, type AppContext } from './env';
import { PROBLEM_CONTENT_TYPE } from './errors';
import { empty, json, text } from './reply';

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** Waits `ms` before `request` goes on: the latency, a fault's delay. */
export type Delay = (ms: number, request: Request) => Promise<void>;

/** The default delay: a timer. */
export const sleep: Delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The path below the base address; undefined outside it. */
export function apiPath(pathname: string, basePath: string): string | undefined {
  if (basePath === '') return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined;
}

const isAdmin = (path: string) => path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);

/**
 * Waits the latency and takes the request's fault (`path` below the base address), after its
 * delay. A network error is journalled here and answered by the caller with `Response.error()`;
 * a fault with a status is answered by `faultAnswer`; a delay alone leaves nothing to answer.
 */
export async function gateFault(
  mock: Mock,
  c: AppContext,
  path: string,
  delay: Delay = sleep,
): Promise<Fault | undefined> {
  if (isAdmin(path)) return undefined;
  const latency = mock.latencyMs;
  if (latency > 0) await delay(latency, c.req.raw);
  const method = c.req.method;
  const fault = mock.faults.take(method, path);
  if (!fault) return undefined;
  // A landed fault acts after the route (`landedFault`).
  if (fault.landed) return fault;
  if (fault.delayMs > 0) await delay(fault.delayMs, c.req.raw);
  if (fault.networkError) {
    mock.journal.record({
      kind: 'rejection',
      method,
      path,
      code: 'injected_fault',
      message: `Injected fault ${fault.id}: the connection of ${method} ${path} was dropped.`,
    });
  } else if (fault.status === null) {
    mock.journal.record({
      kind: 'admin',
      method,
      path,
      message: `Injected fault ${fault.id}: ${method} ${path} delayed by ${fault.delayMs} ms.`,
    });
  }
  return fault;
}

/**
 * After the route has carried a landed fault's request out: waits its delay, and says whether
 * the answer is to be lost (journalled, the caller answers `Response.error()`).
 */
export async function landedFault(
  mock: Mock,
  c: AppContext,
  path: string,
  fault: Fault,
  delay: Delay = sleep,
): Promise<boolean> {
  const method = c.req.method;
  if (fault.delayMs > 0) await delay(fault.delayMs, c.req.raw);
  mock.journal.record({
    kind: fault.networkError ? 'rejection' : 'admin',
    method,
    path,
    ...(fault.networkError ? { code: 'injected_fault' } : {}),
    message: fault.networkError
      ? `Injected fault ${fault.id}: ${method} ${path} was carried out and its answer lost.`
      : `Injected fault ${fault.id}: ${method} ${path} was carried out and its answer delayed by ${fault.delayMs} ms.`,
  });
  return fault.networkError;
}

/** The answer of a fault with a status. */
export function faultAnswer(c: AppContext, fault: Fault, status: number): Response {
  const path = urlParts(c.req.url).pathname;
  const detail = `Injected fault ${fault.id}: ${c.req.method} ${path} answers ${status}.`;
  if (status >= 400) c.set('rejection', { code: 'injected_fault', detail });
  if (NULL_BODY_STATUSES.has(status)) return empty(c, status);
  if (fault.body !== undefined) return json(c, fault.body, status);
  const problem = {
    type: '/problems/injected_fault',
    title: 'A fault injected through /__admin/faults.',
    status,
    detail,
    code: 'injected_fault',
    errors: [],
  };
  return text(c, JSON.stringify(problem), status, PROBLEM_CONTENT_TYPE);
}
