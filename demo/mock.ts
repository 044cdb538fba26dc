/**
 * The in-page mock service of every demo page: one MSW worker answering `API_BASE`, started once
 * however many modules import this one. Pages and elements that talk to the API wait for
 * `mockReady` first, so no request reaches the dev server before the worker is in place.
 */
import { startMockWorker, type MockWorker } from '../mock-server/browser.js';

/** Where the demo's API lives, relative to the page. */
export const API_BASE = '/api';

/** The data set a first visit starts from (later visits restore what the last one left). */
export const DEMO_SEED = 'demo';

export const mockReady: Promise<MockWorker> = startMockWorker({
  baseUrl: API_BASE,
  seed: DEMO_SEED,
  // The state survives a reload: the browser adapter keeps it in localStorage.
  persist: true,
});
