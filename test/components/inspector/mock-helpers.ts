/// <reference types="mocha" />
import { html } from 'lit';
import {
  createClient,
  createRecord,
  createTokenManager,
  unwrap,
  type ApiClient,
} from '../../../src/api/index.js';
import { startMockWorker, type MockWorker } from '../../../mock-server/browser.js';
import { DEMO_PIDS } from '../../../mock-server/seed/index.js';
import { defineInspector } from '../../../demo/inspector/define.js';
import type { TbMockInspector } from '../../../demo/inspector/mock-inspector.js';
import { fixture } from '../helpers.js';

defineInspector();

export const API_BASE = new URL('/api', location.href).href;

let running: Promise<MockWorker> | undefined;

/** The page's mock (one worker per test file), reset to the demo seed before each test. */
export function useMock(): { mock: () => MockWorker['mock']; api: () => ApiClient } {
  let worker: MockWorker;
  let client: ApiClient;
  before(async () => {
    worker = await (running ??= startMockWorker({ baseUrl: API_BASE, seed: 'demo' }));
  });
  beforeEach(() => {
    worker.mock.reset('demo');
    const now = () => worker.mock.clock.now();
    const auth = createTokenManager({
      baseUrl: API_BASE,
      clientId: 'demo-client',
      clientSecret: 'demo-secret',
      username: 'demo',
      password: 'demo',
      now,
    });
    client = createClient({ baseUrl: API_BASE, auth });
  });
  return { mock: () => worker.mock, api: () => client };
}

/** Waits until `check` returns a value other than undefined/false, or fails naming `what`. */
export async function until<T>(
  what: string,
  check: () => T | undefined | false,
  timeoutMs = 3000,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** An open inspector on the page's mock, reading the journal every 30 ms. */
export async function inspector(attrs: { theme?: string } = {}): Promise<TbMockInspector> {
  return fixture<TbMockInspector>(
    html`<tb-mock-inspector
      api-base="/api"
      open
      poll-interval="30"
      theme=${attrs.theme ?? 'light'}
    ></tb-mock-inspector>`,
  );
}

/** The shadow root of `el`'s panel `tag` (or of `el` itself without a tag). */
export function root(el: Element, tag?: string): ShadowRoot {
  const host = tag ? el.shadowRoot!.querySelector(tag) : el;
  if (!host?.shadowRoot) throw new Error(`No ${tag ?? 'element'} rendered`);
  return host.shadowRoot;
}

/** The panel's shadow root once rendered. */
export function panel(el: TbMockInspector, tag: string): Promise<ShadowRoot> {
  return until(`<${tag}>`, () => el.shadowRoot!.querySelector(tag)?.shadowRoot ?? undefined);
}

export async function openTab(el: TbMockInspector, name: string): Promise<void> {
  const tab = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
    (button) => button.textContent?.trim() === name,
  );
  if (!tab) throw new Error(`No tab ${name}`);
  tab.click();
  await el.updateComplete;
}

export function button(scope: ShadowRoot | Element, name: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name,
  );
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

export const textOf = (scope: ShadowRoot | Element | null | undefined) =>
  (scope?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Reserves `count` tickets for the theatre's matinee through the API, as a page would: a
 * customer, a booking, then the tickets at the first price whose category has a sector.
 */
export async function reserveTickets(api: ApiClient, count = 2) {
  const show = DEMO_PIDS.theatre.matinee;
  const { venue, event } = DEMO_PIDS.theatre;
  const sectors = unwrap(await api.GET('/venues/{pid}/sectors/', { params: { path: { pid: venue } } }));
  const prices = unwrap(await api.GET('/events/{pid}/prices/', { params: { path: { pid: event } } }));
  const price = prices.find((p) => sectors.some((s) => s.price_category === p.price_category))!;
  const sector = sectors.find((s) => s.price_category === price.price_category)!;
  const customer = await createRecord(api, '/persons/', {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    locale: 'en',
  });
  const booking = await createRecord(api, '/bookings/', { customer });
  for (let i = 0; i < count; i++)
    await createRecord(api, '/tickets/', { booking, show, sector: sector.pid, price: price.pid });
  const read = unwrap(await api.GET('/bookings/{pid}', { params: { path: { pid: booking } } }));
  return { booking, readable: read.pid_readable, show };
}
