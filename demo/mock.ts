/**
 * The in-page ticketing service of every demo page: one MSW worker answering the mock's API at
 * `API_BASE` and, in front of it, the site owner's gateway at `GATEWAY_BASE` (what the widgets
 * talk to), started once however many modules import this one. Whatever talks to either waits
 * for `mockReady` first, so no request reaches the dev server before the worker is in place.
 */
import { startMockWorker, type MockWorker } from '../mock-server/browser.js';

/** Where the mock's API lives, relative to the page (the mock inspector talks to it). */
const API_BASE = '/api';

/** Where the site owner's gateway lives, relative to the page: the widgets' `api-base`. */
const GATEWAY_BASE = '/widget-api';

/** The data set a first visit starts from (later visits restore what the last one left). */
const DEMO_SEED = 'demo';

/**
 * The gateway signs its visitor sessions with this. A real gateway keeps its secret on the
 * server; here the whole service runs in the page, and a fixed secret lets a booking in
 * progress survive a reload (the widget keeps its session, the mock its state).
 */
const SESSION_SECRET = 'theater-am-seefeld-demo-session-secret-not-for-production';

export const mockReady: Promise<MockWorker> = startMockWorker({
  baseUrl: API_BASE,
  seed: DEMO_SEED,
  // The state survives a reload: the browser adapter commits each change to IndexedDB.
  persist: true,
  gateway: {
    path: GATEWAY_BASE,
    sessionSecret: SESSION_SECRET,
    // Paying with the test provider leaves the page for its hosted page and comes back: the
    // payment state is kept across page loads, and the hosted page is shown by a page of the
    // demo that starts this mock first (demo/pages/test-payment.html).
    payments: {
      keep: globalThis.localStorage,
      pageUrl: (id) => `/demo/pages/test-payment.html?payment=${encodeURIComponent(id)}`,
    },
  },
});
