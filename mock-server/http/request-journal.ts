/**
 * The journal's entry for each answered request (`pipeline.ts` and `direct-routes.ts` record it
 * after the answer): `request` when answered 2xx/3xx, `rejection` with the problem code and
 * reason when 4xx/5xx. Reads of the journal, snapshots and the other admin lists are left out,
 * so that they do not bury what QA looks for.
 */
import type { Mock } from '../domain/mock';
import { ADMIN_PREFIX } from './admin-shared';
import { urlParts, type AppContext } from './env';

const MAX_JOURNAL_PATH = 500;

/** Admin reads left out of the journal. */
const QUIET_CONTROLS = ['journal', 'snapshot', 'outbox', 'webhooks', 'webhooks/events', 'faults', 'sessions'];

export type RequestJournal = (c: AppContext, status: number) => void;

export function requestJournal(mock: Mock, basePath: string): RequestJournal {
  const quiet = new Set(QUIET_CONTROLS.map((control) => `${basePath}${ADMIN_PREFIX}/${control}`));
  return (c, status) => {
    const url = urlParts(c.req.url);
    const method = c.req.method;
    // Reading the journal or a snapshot would only bury the entries one is looking for.
    if (method === 'GET' && quiet.has(url.pathname.replace(/\/+$/, ''))) return;
    const path = `${url.pathname}${url.search}`.slice(0, MAX_JOURNAL_PATH);
    const rejection = c.get('rejection');
    const session = c.get('actor')?.username;
    mock.journal.record({
      kind: status >= 400 ? 'rejection' : 'request',
      method,
      path,
      status,
      message: rejection ? rejection.detail : `${method} ${path} → ${status}`,
      ...(rejection ? { code: rejection.code } : {}),
      ...(session ? { session } : {}),
    });
  };
}
