/**
 * The widget in headless Chromium against the mock over HTTP: how long from the script's start
 * to the show list on screen and how many gateway requests that takes; and how many gateway
 * requests whole bookings take, driven by clicks and typing on the rendered widget.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../browser.mjs';
import { GATEWAY_PATH, type Site } from './site';

export interface LoadRun {
  /** Script start (its response ended, so it runs next) → the show list rendered, ms. */
  scriptToShows: number;
  /** Navigation start → the show list rendered, ms. */
  navigationToShows: number;
  /** The script's own request: fetch start → response end, ms. */
  scriptFetch: number;
  /** The script's evaluation (defining the elements), ms. */
  scriptEval: number;
  /** Gateway requests started before the show list was rendered. */
  gatewayRequests: number;
  /** Of those, how many ran one after another (requests on the critical path). */
  roundTrips: number;
  /** `METHOD /path` of those requests. */
  requests: string[];
}

export interface Journey {
  name: string;
  event: string;
  /** Gateway requests of the whole booking, from the first render to the confirmation e-mail. */
  total: number;
  /** Requests by method and path (pids replaced by placeholders), in the order first seen. */
  byPath: { request: string; count: number }[];
  /** Every request in order. */
  requests: string[];
  totalPaid: string;
  ms: number;
  /**
   * The requests the gateway made to the service for this booking: `cold` the same booking as
   * the first after the gateway started (signing in, its catalogue cache empty), `warm` this one.
   */
  behind?: { cold: RequestCount; warm: RequestCount };
  /** Paid online: how many of `requests` were made before the buyer left for the provider. */
  beforeProvider?: number;
}

export interface RequestCount {
  total: number;
  byPath: { request: string; count: number }[];
}

/** Requests counted by kind, in the order first seen. */
export function countRequests(requests: readonly string[]): RequestCount {
  const counts = new Map<string, number>();
  for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1);
  return { total: requests.length, byPath: [...counts].map(([request, count]) => ({ request, count })) };
}

/**
 * CPU and network throttling of a visit, through the DevTools protocol: `cpu` × slower, and a
 * network with `rttMs` latency per request and the given throughput in kbit/s.
 */
export interface Throttle {
  cpu: number;
  rttMs: number;
  downKbps: number;
  upKbps: number;
}

async function throttle(page: Page, settings: Throttle | null): Promise<void> {
  if (!settings) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: settings.rttMs,
    downloadThroughput: (settings.downKbps * 1024) / 8,
    uploadThroughput: (settings.upKbps * 1024) / 8,
  });
}

export async function launch(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** Replaces pids with placeholders so requests group by kind; the path below `root`. */
export function normalise(method: string, url: string, root = GATEWAY_PATH): string {
  const { pathname, search } = new URL(url);
  const path = decodeURIComponent(pathname.slice(root.length) + search)
    .replace(/[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/gi, '<pid>')
    .replace(/\b[0-9a-f]{16}\b/g, '<ticket>')
    .replace(/\b\d{12}\b/g, '<booking>');
  return `${method} ${path}`;
}

/** One visit in a fresh context (empty cache and storage): the show list and its timings. */
export async function loadOnce(
  browser: Browser,
  site: Site,
  event: string,
  settings: Throttle | null = null,
): Promise<LoadRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await throttle(page, settings);
    await page.goto(`${site.url}/?event=${event}`);
    await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.rendered !== null, null, {
      timeout: 30_000,
    });
    const figures = await page.evaluate((gatewayPath) => {
      const bench = (window as unknown as BenchWindow).__bench;
      const rendered = bench.rendered!;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const script = resources.find((r) => new URL(r.name).pathname === '/ticket-booking.js')!;
      const gateway = resources
        .filter((r) => new URL(r.name).pathname.startsWith(`${gatewayPath}/`) && r.startTime < rendered)
        .map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd }));
      return {
        rendered,
        scriptStart: script.responseEnd,
        scriptFetch: script.responseEnd - script.fetchStart,
        scriptEval: (bench.scriptDone ?? script.responseEnd) - script.responseEnd,
        gateway,
      };
    }, GATEWAY_PATH);
    return {
      scriptToShows: figures.rendered - figures.scriptStart,
      navigationToShows: figures.rendered,
      scriptFetch: figures.scriptFetch,
      scriptEval: figures.scriptEval,
      gatewayRequests: figures.gateway.length,
      roundTrips: criticalPath(figures.gateway),
      requests: figures.gateway.map((r) => normalise('GET', r.name)),
    };
  } finally {
    await context.close();
  }
}

/** The longest chain of requests each starting after the previous one's answer arrived. */
export function criticalPath(requests: { start: number; end: number }[]): number {
  const sorted = [...requests].sort((a, b) => a.end - b.end);
  const depth: number[] = [];
  sorted.forEach((r, i) => {
    let best = 0;
    for (let j = 0; j < i; j++) if (sorted[j]!.end <= r.start) best = Math.max(best, depth[j]!);
    depth[i] = best + 1;
  });
  return Math.max(0, ...depth);
}

interface BenchWindow {
  __bench: { rendered: number | null; scriptDone?: number };
}

const failureShot = 'test-results/bench-widget-failure.png';
const BUYER = { first: 'Anna', last: 'Muster', email: 'anna.muster@example.ch' };

/** Continues and waits for the next step's heading. */
async function next(page: Page, label: string, heading: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
}

/**
 * A whole booking on `event`: the first show with tickets, `tickets` of the first price, the last
 * choice of every question, one of every extra, the buyer's details, digital delivery, confirm;
 * done when the confirmation e-mail is reported sent.
 */
export async function book(
  browser: Browser,
  site: Site,
  journey: { name: string; event: string; tickets: number; paid?: boolean | 'in-page' },
): Promise<Journey> {
  const context = await browser.newContext();
  const requests: string[] = [];
  const page = await context.newPage();
  try {
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(`${GATEWAY_PATH}/`))
        requests.push(normalise(request.method(), request.url()));
    });
    const started = performance.now();
    await page.goto(`${site.url}/?event=${journey.event}`);
    await page.locator('button[part~="show"]:enabled').first().click();
    await page.getByRole('heading', { name: 'Choose your tickets' }).waitFor();
    const more = page.locator('tb-ticket-picker button[aria-label^="More:"]:enabled').first();
    for (let i = 0; i < journey.tickets; i++) await more.click();
    await page.getByRole('button', { name: 'Reserve tickets' }).click();
    const after = page.getByRole('heading', {
      name: /Questions about your tickets|Extras|Your details/,
    });
    await after.waitFor();
    if ((await after.textContent())?.includes('Questions')) {
      const groups = page.locator('tb-ticket-questions fieldset[part~="group"]');
      for (let i = 0; i < (await groups.count()); i++) {
        await groups.nth(i).locator('input[type="radio"]:enabled').last().check();
      }
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { name: /^(Extras|Your details)$/ }).waitFor();
    }
    if (await page.getByRole('heading', { name: 'Extras', exact: true }).isVisible()) {
      const options = page.locator('tb-booking-options');
      for (const box of await options.locator('input[type="checkbox"]:enabled').all()) await box.check();
      for (const plus of await options.locator('button[aria-label^="More:"]:enabled').all())
        await plus.click();
      await next(page, 'Continue', 'Your details');
    }
    await page.getByRole('textbox', { name: /^First name/ }).fill(BUYER.first);
    await page.getByRole('textbox', { name: /^Last name/ }).fill(BUYER.last);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(BUYER.email);
    await next(page, 'Continue', 'Check and confirm');
    const totalPaid = (await page.locator('[part~="total"] td').textContent())?.trim() ?? '';
    let beforeProvider: number | undefined;
    if (journey.paid === 'in-page') {
      // Paid in the page: the Stripe.js test double's button in the widget's payment slot.
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      const pay = page.getByRole('button', { name: 'Pay with the test card' });
      await pay.waitFor();
      beforeProvider = requests.length;
      await pay.click();
    } else if (journey.paid) {
      // Paid online: to the provider's hosted page (the Stripe fake's Checkout), pay, and back.
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      const pay = page.getByRole('button', { name: 'Pay', exact: true });
      await pay.waitFor();
      beforeProvider = requests.length;
      await pay.click();
    } else await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText(`The confirmation has been sent to ${BUYER.email}.`).waitFor();
    const ms = performance.now() - started;
    return {
      name: journey.name,
      event: journey.event,
      ...countRequests(requests),
      requests,
      totalPaid,
      ms,
      ...(beforeProvider === undefined ? {} : { beforeProvider }),
    };
  } catch (error) {
    // Where it stopped, for whoever reads the failure.
    await page.screenshot({ path: failureShot, fullPage: true }).catch(() => undefined);
    throw new Error(`${journey.name}: ${String(error)} (screenshot: ${failureShot})`, { cause: error });
  } finally {
    await context.close();
  }
}
