/**
 * The demo site as the tests see it: its pages, a fresh start on one of them, and talking to
 * its in-page service (admin controls, and the API as the back office).
 *
 * Loading a page of the dev server takes seconds (a few hundred modules), so the tests share
 * one page: `freshStart()` puts it back to a first visit (the mock at its seed, no booking in
 * progress, the inspector closed), in place when the page is already open. A failed test
 * ends the worker, so the next one starts in a new browser context.
 */
import type { Locator, Page } from '@playwright/test';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import type * as DemoSite from '../../demo/site.js';
import { DEMO_PIDS } from '../../mock-server/seed/demo-pids.js';
import { axeViolations, expect, test as base } from './fixtures.js';

export { axeViolations, DEMO_PIDS, expect };

export const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedPage }, use) => {
    await use(sharedPage);
  },
});

export interface DemoPage {
  readonly path: string;
  readonly title: RegExp;
  /** The main heading. */
  readonly heading: string;
  /** How many widgets the page has when it loads. */
  readonly widgets: number;
}

export const PAGES = {
  home: { path: '/', title: /^Spielplan – Theater am Seefeld$/, heading: 'Theater am Seefeld', widgets: 0 },
  event: {
    path: '/demo/pages/dreigroschenoper.html',
    title: /^Die Dreigroschenoper – Theater am Seefeld$/,
    heading: 'Die Dreigroschenoper',
    widgets: 1,
  },
  dark: {
    path: '/demo/pages/lago-sonoro.html',
    title: /^Lago Sonoro Festival – Theater am Seefeld$/,
    heading: 'Lago Sonoro Festival',
    widgets: 1,
  },
  french: {
    path: '/demo/pages/le-petit-prince.html',
    title: /^Le Petit Prince – Theater am Seefeld$/,
    heading: 'Le Petit Prince',
    widgets: 1,
  },
  twoWidgets: {
    path: '/demo/pages/konzert-und-gala.html',
    title: /^Konzert und Gala – Theater am Seefeld$/,
    heading: 'Zwei Abende, zwei Buchungen',
    widgets: 2,
  },
  spa: {
    path: '/demo/pages/ticketschalter.html',
    title: /^Ticketschalter-App – Theater am Seefeld$/,
    heading: 'Ticketschalter-App',
    widgets: 0,
  },
  eventLog: {
    path: '/demo/pages/widget-ereignisse.html',
    title: /^Widget-Ereignisse – Theater am Seefeld$/,
    heading: 'Widget-Ereignisse',
    widgets: 1,
  },
  onSale: {
    path: '/demo/pages/vorverkauf.html',
    title: /^Vorverkaufsstart – Theater am Seefeld$/,
    heading: 'Der Warteraum',
    widgets: 1,
  },
} as const satisfies Record<string, DemoPage>;

/**
 * Shows `path` as on a first visit: the mock at its seed, no booking in progress, the mock
 * inspector closed, a desktop window in the light colour scheme. Reloads nothing when the
 * page is already open: it resets the mock, then adds the widgets and the inspector anew.
 */
export async function freshStart(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: 'light' });
  const url = page.url();
  if (url.startsWith('http') && new URL(url).pathname === path) {
    await waitForService(page);
    // Take out what talks to the mock, reset it, and put fresh ones in.
    await page.evaluate(async () => {
      // The demo pages' options come from `connectWidget()` (the page's own module instance):
      // copying the old widget's would not do, as they are made for that element (the human
      // check puts its box in the slot of the widget it was made for).
      const { connectWidget } = (await import('/demo/site.ts' as string)) as typeof DemoSite;
      const detached = [...document.querySelectorAll('ticket-booking, tb-mock-inspector')].map((element) => {
        const fresh = document.createElement(element.localName);
        for (const { name, value } of element.attributes)
          if (name !== 'open') fresh.setAttribute(name, value);
        for (const child of element.childNodes) fresh.append(child.cloneNode(true));
        if (fresh.localName === 'ticket-booking') connectWidget(fresh as TicketBooking);
        const place = { parent: element.parentNode!, next: element.nextSibling };
        element.remove();
        return { fresh, ...place };
      });
      (window as unknown as { detached: typeof detached }).detached = detached;
      sessionStorage.clear();
      localStorage.removeItem('tb-mock-inspector');
    });
    await admin(page, 'POST', '/reset', { seed: 'demo' });
    await page.evaluate(() => {
      const { detached } = window as unknown as {
        detached: { fresh: Element; parent: Node; next: Node | null }[];
      };
      for (const { fresh, parent, next } of detached.reverse()) parent.insertBefore(fresh, next);
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    return;
  }
  if (url.startsWith('http')) {
    // Forget everything the last page stored, and keep it from storing more before it goes.
    await page.evaluate(() => {
      Storage.prototype.setItem = () => undefined;
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await openPage(page, path);
}

/** The demo theatre's event page as on a first visit, once its widget lists the shows. */
export async function theatreFirstVisit(page: Page): Promise<Locator> {
  await freshStart(page, PAGES.event.path);
  const booking = widget(page);
  await showsLoaded(booking);
  return booking;
}

/** Makes the next Tab go to the first thing on the page, as on a page just loaded. */
export async function focusPageStart(page: Page): Promise<void> {
  await page.evaluate(() => {
    const body = document.body;
    body.tabIndex = -1;
    body.focus();
    body.removeAttribute('tabindex');
  });
}

/** Opens a page (keeping what the browser stored) and waits until its in-page service answers. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForService(page);
}

/** Waits until the page's service worker answers the API (after a load or reload). */
export async function waitForService(page: Page): Promise<void> {
  // Building or restoring the demo seed (a seated theatre with its audience) in the page takes
  // a few seconds on a busy machine: longer than expect's default 5 s.
  await expect(page.locator('html')).toHaveAttribute('data-mock-service', 'ready', { timeout: 20_000 });
}

/** The widget on the page (the only one, or the one matching `selector`). */
export function widget(page: Page, selector = 'ticket-booking'): Locator {
  return page.locator(selector);
}

/** Waits until the widget shows its shows (not only the heading over the loading rows). */
export async function showsLoaded(booking: Locator): Promise<void> {
  await expect(booking.locator('button[part~="show"]').first()).toBeVisible();
}

/** Calls an admin control of the page's mock (`/api/__admin/…`) and answers its JSON, if any. */
export async function admin(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/__admin${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      const text = await response.text();
      return text ? (JSON.parse(text) as unknown) : undefined;
    },
    { method, path, body },
  );
}

export interface SeatRequest {
  show: string;
  /** Sector name, e.g. "Loge". */
  sector: string;
  /** Price name within the sector's category, e.g. "Erwachsene". */
  price: string;
  count: number;
  /** The seats to take (pids, `count` of them), instead of the best available. */
  seats?: readonly string[];
}

/**
 * Reserves tickets as another buyer would, through the service's API in the page (as the back
 * office: client `demo-client`, user `demo`): a person, a booking, and the tickets (the best
 * available seats of a seated sector, or the `seats` named).
 */
export async function takeSeats(page: Page, seats: SeatRequest): Promise<void> {
  await page.evaluate(async ({ show, sector, price, count, seats }) => {
    const call = async (path: string, init: RequestInit = {}, headers: Record<string, string> = {}) => {
      const response = await fetch(`/api${path}`, { ...init, headers: { ...headers, ...init.headers } });
      if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
      return response;
    };
    const token = (await (
      await call('/oauth/v2/token', {
        method: 'POST',
        headers: {
          Authorization: `Basic ${btoa('demo-client:demo-secret')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=password&username=demo&password=demo',
      })
    ).json()) as { access_token: string };
    const auth = { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' };
    const read = async <T>(path: string) => (await (await call(path, {}, auth)).json()) as T;
    const create = async (path: string, body: unknown) => {
      const response = await call(path, { method: 'POST', body: JSON.stringify(body) }, auth);
      // Read to its (empty) end: a body left unread ends as a cancelled request (net::ERR_ABORTED).
      await response.arrayBuffer();
      return response.headers.get('Location')?.split('/').pop() ?? '';
    };

    const record = await read<{ event: string | { pid: string } }>(`/shows/${show}`);
    const event = typeof record.event === 'string' ? record.event : record.event.pid;
    const sectors = await read<{ pid: string; name: string; price_category: number }[]>('/sectors/');
    const category = sectors.find((s) => s.name === sector);
    const prices = await read<{ pid: string; name: string; price_category: number }[]>(
      `/prices/?filters[event]=${event}`,
    );
    const match = prices.find((p) => p.name === price && p.price_category === category?.price_category);
    if (!category || !match) throw new Error(`No price ${price} in sector ${sector}`);
    const customer = await create('/persons/', { firstname: 'Max', lastname: 'Schneller' });
    const booking = await create('/bookings/', { customer });
    const ticket = { booking: Number(booking), show, sector: category.pid, price: match.pid };
    await create(
      '/tickets/',
      Array.from({ length: count }, (_, i) => (seats ? { ...ticket, seat: seats[i] } : ticket)),
    );
  }, seats);
}
