/**
 * Applies the injected faults and the configured latency to requests below the base address,
 * never to the admin controls. Two parts, because a dropped connection must leave before any
 * other middleware touches the answer:
 *
 * - `faultGate` (first middleware of the app) waits `latencyMs`, finds the request's fault,
 *   waits its `delayMs`, and for a network error answers `Response.error()`: the HTTP server
 *   destroys the socket for it, MSW fails the fetch, an in-process caller sees a response of type
 *   `error` (status 0).
 * - `faultResponder` (after the journal and CORS, so browsers can read it and QA sees it in the
 *   journal) answers the fault's status: its `body` as JSON, or a problem with code
 *   `injected_fault`.
 */
import type { MiddlewareHandler } from 'hono';
import type { Fault } from '../domain/faults';
import type { Mock } from '../domain/mock';
import { ADMIN_PREFIX } from './admin-shared';
import type { AppEnv } from './env';
import { PROBLEM_CONTENT_TYPE } from './errors';

/** Faults found by the gate that the responder answers (same request object). */
const pending = new WeakMap<Request, Fault>();

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The path below the base address; undefined outside it. */
function apiPath(pathname: string, basePath: string): string | undefined {
  if (basePath === '') return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined;
}

const isAdmin = (path: string) => path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);

export function faultGate(mock: Mock, basePath: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = apiPath(c.req.path, basePath);
    if (path === undefined || isAdmin(path)) return next();
    const latency = mock.config.latencyMs ?? 0;
    if (latency > 0) await sleep(latency);
    const method = c.req.method;
    const fault = mock.faults.take(method, path);
    if (!fault) return next();
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.networkError) {
      mock.journal.record({
        kind: 'rejection',
        method,
        path,
        code: 'injected_fault',
        message: `Injected fault ${fault.id}: the connection of ${method} ${path} was dropped.`,
      });
      return Response.error();
    }
    if (fault.status === null) {
      mock.journal.record({
        kind: 'admin',
        method,
        path,
        message: `Injected fault ${fault.id}: ${method} ${path} delayed by ${fault.delayMs} ms.`,
      });
    } else pending.set(c.req.raw, fault);
    return next();
  };
}

export function faultResponder(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fault = pending.get(c.req.raw);
    if (!fault || fault.status === null) return next();
    pending.delete(c.req.raw);
    const status = fault.status;
    const path = new URL(c.req.url).pathname;
    const detail = `Injected fault ${fault.id}: ${c.req.method} ${path} answers ${status}.`;
    if (status >= 400) c.set('rejection', { code: 'injected_fault', detail });
    if (NULL_BODY_STATUSES.has(status)) return c.body(null, status as 204);
    if (fault.body !== undefined) return c.json(fault.body as object, status as 200);
    const problem = {
      type: '/problems/injected_fault',
      title: 'A fault injected through /__admin/faults.',
      status,
      detail,
      code: 'injected_fault',
      errors: [],
    };
    return c.body(JSON.stringify(problem), status as 200, { 'Content-Type': PROBLEM_CONTENT_TYPE });
  };
}
