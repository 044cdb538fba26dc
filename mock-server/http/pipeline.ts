/**
 * What every request passes before the routes, as one middleware: most requests need little
 * of it, and each Hono middleware layer costs a dispatch and a promise on every request. In
 * order:
 *
 * 1. the session switch: `X-Mock-Session: <name>` hands the request to that session's own app;
 * 2. the fault gate (`fault-gate.ts`): latency, delays, dropped connections;
 *    paths outside the base address go straight on to the app's 404;
 * 3. the journal, after the answer: one entry per request (`request-journal.ts`);
 * 4. CORS (`cors.ts`): a preflight is answered here, every other answer gets the headers, and
 *    a `Date` of the mock's clock (a client corrects its countdowns by it, as it would by a real
 *    service's `Date`; a moved mock clock moves it too);
 * 5. a malformed session name answers 409 (after CORS, so that a browser can read why);
 * 6. an injected status answers in place of the route;
 * 7. a landed fault delays or drops the answer of a request the route has carried out.
 */
import type { MiddlewareHandler } from 'hono';
import type { Fault } from '../domain/faults';
import type { Mock } from '../domain/mock';
import { SESSION_HEADER, sessionName } from '../domain/sessions';
import type { SessionRegistry } from './admin-sessions';
import { addCorsHeaders, corsHeaders, corsOrigin, preflight } from './cors';
import type { AppEnv } from './env';
import { problemResponse } from './errors';
import { apiPath, faultAnswer, gateFault, landedFault, sleep, type Delay } from './fault-gate';
import { isReply } from './reply';
import { requestJournal } from './request-journal';

export function requestPipeline(
  mock: Mock,
  basePath: string,
  sessions: SessionRegistry | undefined,
  delay: Delay = sleep,
): MiddlewareHandler<AppEnv> {
  const journal = requestJournal(mock, basePath);

  return async (c, next) => {
    // 1. The session switch; a malformed name is answered in step 5.
    let badSession: unknown;
    const header = c.req.header(SESSION_HEADER);
    if (header !== undefined) {
      try {
        const name = sessionName(header);
        if (name !== undefined && sessions) return sessions.get(name).fetch(c.req.raw);
      } catch (error) {
        badSession = error;
      }
    }

    // 2. Faults (a check of two numbers when none is set).
    const path = apiPath(c.req.path, basePath);
    if (path === undefined) return next();
    let fault: Fault | undefined;
    if (mock.latencyMs > 0 || mock.faults.size > 0) {
      fault = await gateFault(mock, c, path, delay);
      if (fault?.networkError && !fault.landed) return Response.error();
    }

    // 4.–6.; whatever answers, the journal records it (3).
    const origin = corsOrigin(c);
    let answer: Response | undefined;
    if (c.req.method === 'OPTIONS') answer = preflight(origin);
    else {
      c.set('cors', corsHeaders(origin, mock.clock.now()));
      if (badSession !== undefined) answer = problemResponse(c, badSession);
      else if (fault && fault.status !== null) answer = faultAnswer(c, fault, fault.status);
      else {
        await next();
        if (!isReply(c, c.res)) addCorsHeaders(c, origin, mock.clock.now());
      }
    }
    journal(c, (answer ?? c.res).status);
    if (fault?.landed && answer === undefined && (await landedFault(mock, c, path, fault, delay))) {
      // After the route the context's answer is final: a returned one would be ignored, and
      // Hono's setter copies a new answer into a plain response unless the old one is cleared.
      c.res = undefined as unknown as Response;
      c.res = Response.error();
    }
    return answer;
  };
}
