import type { Page, Request, Route } from '@playwright/test';
import type { RunningServer } from '../../mock-server/serve.js';
import { DEMO_PIDS } from '../../mock-server/seed/demo-pids.js';
import { buildScriptBundle, BUNDLE, fulfillChunk, startDemoServer } from './embed-chunks.js';
import { expect, test } from './fixtures.js';
import { freePort } from '../fixtures/free-port.js';

/** A made-up site; Playwright answers its requests, no server involved. */
const SITE = 'https://theatre.example';
const SCRIPT = `${SITE}/ticket-booking.js`;
const FALLBACK = 'Tickets at the box office';

/** The concert (two shows, no ticket questions) and the studio's play, to switch between. */
const CONCERT = DEMO_PIDS.concert.event;
const STUDIO = DEMO_PIDS.studio.event;

// The gateway runs on this machine: a public site may reach it only with the visitor's consent
// (Local Network Access), which the test gives as a visitor would.
test.use({ permissions: ['local-network-access'] });

let server: RunningServer;
let apiBase: string;

test.beforeAll(async () => {
  buildScriptBundle();
  server = await startDemoServer();
  apiBase = server.gateway!.url;
});

test.afterAll(async () => {
  await server?.close();
});

interface SiteOptions {
  /** `api-base` of the widget; default the running gateway. */
  apiBase?: string;
  /** Script tags that load the bundle; default 1. */
  scripts?: number;
  /** Whether the widget is in the page's markup (else the page adds it later, as an app does). */
  markup?: boolean;
  /** Answers the script's request; default: the built bundle. */
  script?: (route: Route) => Promise<void>;
  /** When `goto` returns; `commit` while the script is held back. Default `load`. */
  waitUntil?: 'commit' | 'load';
}

const sitePage = (options: SiteOptions) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Theater am Seefeld</title>
  </head>
  <body>
    <main>
      <h1>What's on</h1>
      ${
        options.markup === false
          ? ''
          : `<ticket-booking event="${CONCERT}" api-base="${options.apiBase ?? apiBase}">
        <a href="${SITE}/box-office">${FALLBACK}</a>
      </ticket-booking>`
      }
    </main>
    ${Array.from({ length: options.scripts ?? 1 }, (_, i) => `<script src="${SCRIPT}?copy=${i + 1}"></script>`).join('\n    ')}
  </body>
</html>`;

interface Recorded {
  events: { type: string; detail: unknown }[];
  /** Timeouts and intervals set and not yet run or cleared. */
  pendingTimers(): number;
}

declare global {
  interface Window {
    recorded?: Recorded;
    /** The widget while an app has taken it out of the page. */
    removedBooking?: Element;
  }
}

/**
 * Opens the site and records, from before any script of the page runs, the widget's events and
 * every pending timeout and interval (the page itself sets none).
 */
async function openSite(page: Page, options: SiteOptions = {}): Promise<void> {
  await page.route(`${SITE}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/ticket-booking.js') {
      return options.script
        ? options.script(route)
        : route.fulfill({ path: BUNDLE, contentType: 'text/javascript' });
    }
    if (await fulfillChunk(route)) return;
    if (url.pathname === '/')
      return route.fulfill({ contentType: 'text/html; charset=utf-8', body: sitePage(options) });
    return route.fulfill({ status: 404 });
  });
  await page.addInitScript(() => {
    const pending = new Set<number>();
    const { setTimeout, clearTimeout, setInterval, clearInterval } = window;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id: number =
        typeof handler === 'function'
          ? setTimeout(
              (...callArgs: unknown[]) => {
                pending.delete(id);
                (handler as (...a: unknown[]) => void)(...callArgs);
              },
              ms,
              ...args,
            )
          : setTimeout(handler, ms, ...args);
      pending.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) pending.delete(id);
      clearTimeout(id);
    }) as typeof window.clearTimeout;
    window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = setInterval(handler, ms, ...args);
      pending.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) pending.delete(id);
      clearInterval(id);
    }) as typeof window.clearInterval;
    const recorded: Recorded = { events: [], pendingTimers: () => pending.size };
    window.recorded = recorded;
    for (const type of ['tb-ready', 'tb-tickets-reserve', 'tb-error']) {
      document.addEventListener(type, (event) =>
        recorded.events.push({ type, detail: (event as Event & { detail: unknown }).detail }),
      );
    }
  });
  await page.goto(`${SITE}/`, { waitUntil: options.waitUntil ?? 'load' });
}

const events = (page: Page, type: string) =>
  page.evaluate(
    (type) => window.recorded!.events.filter((event) => event.type === type).map((e) => e.detail),
    type,
  );

/** Requests to the gateway (at `base`, by default the running one) from now on. */
function gatewayRequests(page: Page, base = apiBase): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(base)) requests.push(request);
  });
  return requests;
}

/** Holds the script's request until `release()`: the time a slow network takes to deliver it. */
function heldScript() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    script: async (route: Route) => {
      await released;
      await route.fulfill({ path: BUNDLE, contentType: 'text/javascript' });
    },
  };
}

test.describe('fallback content', () => {
  test('shows the children until the element upgrades, then hides them and keeps them', async ({ page }) => {
    const held = heldScript();
    await openSite(page, { script: held.script, waitUntil: 'commit' });
    const booking = page.locator('ticket-booking');

    await expect(booking.getByRole('link', { name: FALLBACK })).toBeVisible();
    expect(await page.evaluate(() => customElements.get('ticket-booking'))).toBeUndefined();

    held.release();
    await expect(booking.getByRole('heading', { name: 'Choose a date', level: 2 })).toBeVisible();
    await expect(booking.getByRole('link', { name: FALLBACK })).toBeHidden();
    // Hidden, not removed: it is still the element's child.
    await expect(page.locator('ticket-booking > a')).toHaveCount(1);
  });

  test('shows them again, with a message, when the gateway cannot be reached', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/ERR_CONNECTION_REFUSED/);
    await openSite(page, { apiBase: `http://127.0.0.1:${await freePort()}/widget-api` });
    const booking = page.locator('ticket-booking');

    await expect(booking.getByRole('alert')).toContainText('The connection failed.');
    await expect(booking.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(booking.getByRole('link', { name: FALLBACK })).toBeVisible();
    expect(await events(page, 'tb-error')).toContainEqual(expect.objectContaining({ key: 'error.network' }));
  });

  test('keeps them when the script is blocked', async ({ page, pageErrors }) => {
    pageErrors.allow(/ERR_BLOCKED_BY_CLIENT/);
    await openSite(page, { script: (route) => route.abort('blockedbyclient') });
    const booking = page.locator('ticket-booking');

    await expect(booking.getByRole('link', { name: FALLBACK })).toBeVisible();
    expect(await page.evaluate(() => customElements.get('ticket-booking'))).toBeUndefined();
  });
});

test.describe('in a single-page app', () => {
  test('upgrades the element in place and renders into it, never replacing it', async ({ page }) => {
    const held = heldScript();
    await openSite(page, { script: held.script, waitUntil: 'commit' });
    await expect(page.getByRole('link', { name: FALLBACK })).toBeVisible();
    // The page's own reference, taken before the script runs.
    const before = await page.evaluateHandle(() => document.querySelector('ticket-booking')!);

    held.release();
    await expect(
      page.locator('ticket-booking').getByRole('heading', { name: 'Choose a date' }),
    ).toBeVisible();

    expect(
      await page.evaluate((element) => document.querySelector('ticket-booking') === element, before),
    ).toBe(true);
    expect(
      await page.evaluate(
        (element) => ({
          parent: element.parentElement?.localName,
          attributes: element.getAttributeNames().sort(),
          rendersInside: element.shadowRoot?.querySelector('tb-show-picker') !== null,
        }),
        before,
      ),
    ).toEqual({ parent: 'main', attributes: ['api-base', 'event'], rendersInside: true });
  });

  test('renders an element the app adds later, and re-renders when `event` and `lang` change', async ({
    page,
  }) => {
    await openSite(page, { markup: false });
    await page.evaluate(
      ({ event, apiBase }) => {
        const element = document.createElement('ticket-booking');
        element.setAttribute('event', event);
        element.setAttribute('api-base', apiBase);
        document.querySelector('main')!.append(element);
      },
      { event: CONCERT, apiBase },
    );
    const booking = page.locator('ticket-booking');
    const eventName = booking.locator('[part~="event"]');
    await expect(eventName).toHaveText(String(server.mock.store.get('events', CONCERT)?.name));

    await booking.evaluate((element) => element.setAttribute('lang', 'de'));
    await expect(booking.getByRole('heading', { name: 'Datum wählen', level: 2 })).toBeVisible();

    await booking.evaluate((element, event) => element.setAttribute('event', event), STUDIO);
    await expect(eventName).toHaveText(String(server.mock.store.get('events', STUDIO)?.name));
    await expect(booking.getByRole('heading', { name: 'Datum wählen', level: 2 })).toBeVisible();
    expect((await events(page, 'tb-ready')).map((detail) => (detail as { event: string }).event)).toEqual([
      CONCERT,
      STUDIO,
    ]);

    await booking.evaluate((element) => element.setAttribute('lang', 'en'));
    await expect(booking.getByRole('heading', { name: 'Choose a date', level: 2 })).toBeVisible();
  });

  test('lets go of every timer once removed, makes no request after, and resumes when put back', async ({
    page,
  }) => {
    await page.clock.install();
    await openSite(page);
    const booking = page.locator('ticket-booking');
    await booking.locator('[part~="show"]:enabled').first().click();
    await booking
      .getByRole('button', { name: /^More: / })
      .first()
      .click();
    await booking.getByRole('button', { name: 'Reserve tickets' }).click();
    await expect(booking.getByRole('timer')).toBeVisible();
    const step = await booking.getByRole('heading', { level: 2 }).innerText();
    expect(await page.evaluate(() => window.recorded!.pendingTimers())).toBeGreaterThan(0);

    const requests = gatewayRequests(page);
    await page.evaluate(() => {
      window.removedBooking = document.querySelector('ticket-booking')!;
      window.removedBooking.remove();
    });
    expect(await page.evaluate(() => window.recorded!.pendingTimers())).toBe(0);
    await page.clock.runFor('10:00');
    // The service's clock moves too: the widget counts down by the service's time (its `Date`).
    const moved = await fetch(new URL('/__admin/clock', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance: '10m' }),
    });
    expect(moved.status).toBe(200);
    expect(requests.map((request) => request.url())).toEqual([]);

    // Put back, it resumes the same reservation, 10 minutes on.
    await page.evaluate(() => document.querySelector('main')!.append(window.removedBooking!));
    await expect(booking.getByRole('heading', { name: step, level: 2 })).toBeVisible();
    const [minutes, seconds] = (await booking.getByRole('timer').innerText()).split(':').map(Number);
    expect(minutes! * 60 + seconds!).toBeLessThanOrEqual(20 * 60);
    expect(await events(page, 'tb-tickets-reserve')).toHaveLength(1);
  });

  test('lets go of a failing start once removed: no retry follows', async ({ page, pageErrors }) => {
    pageErrors.allow(/ERR_CONNECTION_REFUSED/);
    // Time stands still, so the widget is surely waiting to retry when it is removed.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const unreachable = `http://127.0.0.1:${await freePort()}/widget-api`;
    const requests = gatewayRequests(page, unreachable);
    await openSite(page, { apiBase: unreachable });
    // The first attempt failed; the widget waits to try again.
    await expect.poll(() => requests.length).toBeGreaterThan(0);

    await page.evaluate(() => document.querySelector('ticket-booking')!.remove());
    const before = requests.length;
    expect(await page.evaluate(() => window.recorded!.pendingTimers())).toBe(0);
    await page.clock.runFor('01:00');
    expect(requests.length).toBe(before);
  });

  test('loading the script twice, and again later, is harmless', async ({ page }) => {
    const requests = gatewayRequests(page);
    await openSite(page, { scripts: 2 });
    const booking = page.locator('ticket-booking');
    await expect(booking.locator('[part~="show"]:enabled').first()).toBeVisible();

    await page.evaluate(
      (src) =>
        new Promise((resolve, reject) => {
          const script = document.createElement('script');
          script.src = src;
          script.onload = resolve;
          script.onerror = reject;
          document.body.append(script);
        }),
      `${SCRIPT}?copy=3`,
    );

    await booking.locator('[part~="show"]:enabled').first().click();
    await expect(booking.getByRole('heading', { name: 'Choose your tickets', level: 2 })).toBeVisible();
    expect(await events(page, 'tb-ready')).toHaveLength(1);
    await expect(page.locator('ticket-booking')).toHaveCount(1);
    const showLists = requests.filter(
      (request) => request.method() === 'GET' && request.url().includes('/shows/?'),
    );
    expect(showLists).toHaveLength(1);
  });
});
