import type { Page } from '@playwright/test';
import type { RunningServer } from '../../mock-server/serve.js';
import { DEMO_PIDS } from '../../mock-server/seed/demo-pids.js';
import { buildScriptBundle, BUNDLE, fulfillChunk, startDemoServer } from './embed-chunks.js';
import { expect, test } from './fixtures.js';

/** A made-up site and the CDN its script comes from; Playwright answers both, no server involved. */
const SITE = 'https://theatre.example';
const CDN = 'https://cdn.example';

/** The concert: two shows, no ticket questions, so reserving leads straight on. */
const EVENT = DEMO_PIDS.concert.event;

// The gateway runs on this machine: a public site may reach it only with the visitor's consent
// (Local Network Access), which the test gives as a visitor would.
test.use({ permissions: ['local-network-access'] });

let server: RunningServer;
/** The gateway's origin and the widget's `api-base`. */
let gatewayOrigin: string;
let apiBase: string;

test.beforeAll(async () => {
  buildScriptBundle();
  server = await startDemoServer();
  apiBase = server.gateway!.url;
  gatewayOrigin = new URL(apiBase).origin;
});

test.afterAll(async () => {
  await server?.close();
});

/** The policy a site owner sets: nothing is allowed but the widget's script and its gateway. */
const strictPolicy = () => `default-src 'none'; script-src ${CDN}; connect-src ${gatewayOrigin}`;

/** The site's page; `copies` script tags load the bundle (a page may well load it twice). */
const sitePage = (copies: number) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>The Lakeside Lights</title>
  </head>
  <body>
    <main>
      <h1>The Lakeside Lights</h1>
      <ticket-booking event="${EVENT}" api-base="${apiBase}">
        <a href="${SITE}/box-office">Tickets at the box office</a>
      </ticket-booking>
    </main>
    ${Array.from({ length: copies }, (_, i) => `<script src="${CDN}/ticket-booking.js?copy=${i + 1}"></script>`).join('\n    ')}
  </body>
</html>`;

interface CspRecord {
  violations: string[];
  events: { type: string; detail: unknown }[];
}

declare global {
  interface Window {
    cspRecord?: CspRecord;
  }
}

/**
 * Serves the site with `policy` as its Content-Security-Policy header and the bundle from the CDN,
 * and records every CSP violation (`securitypolicyviolation` reaches the document from shadow
 * roots too: it is composed) and the widget's events. The recorder is Playwright's init script,
 * which the policy does not govern.
 */
async function openSite(page: Page, policy: string, copies = 1): Promise<void> {
  await page.route(`${SITE}/**`, (route) => {
    if (new URL(route.request().url()).pathname !== '/') return route.fulfill({ status: 404 });
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': policy },
      body: sitePage(copies),
    });
  });
  // The script, and the chunks it loads from beside itself (with CORS, as CDNs send it).
  await page.route(`${CDN}/**`, async (route) => {
    if (new URL(route.request().url()).pathname === '/ticket-booking.js')
      return route.fulfill({ path: BUNDLE, contentType: 'text/javascript' });
    if (!(await fulfillChunk(route))) await route.fulfill({ status: 404 });
  });
  await page.addInitScript(() => {
    const recorded: CspRecord = { violations: [], events: [] };
    window.cspRecord = recorded;
    document.addEventListener('securitypolicyviolation', (event) =>
      recorded.violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`),
    );
    for (const type of ['tb-ready', 'tb-tickets-reserve', 'tb-error']) {
      document.addEventListener(type, (event) =>
        recorded.events.push({ type, detail: (event as Event & { detail: unknown }).detail }),
      );
    }
  });
  await page.goto(`${SITE}/`);
}

const recorded = (page: Page) => page.evaluate(() => window.cspRecord!);

test.describe('embedding under a strict Content-Security-Policy', () => {
  test('lists the shows and reserves tickets with only script-src and connect-src allowed', async ({
    page,
  }) => {
    await openSite(page, strictPolicy());
    const booking = page.locator('ticket-booking');

    await expect(booking.getByRole('heading', { name: 'Choose a date', level: 2 })).toBeVisible();
    await expect(booking.locator('[part~="show"]:enabled')).toHaveCount(DEMO_PIDS.concert.shows.length);
    // The widget's own styles apply (constructed style sheets, which `style-src` does not govern).
    await expect(booking.locator('[part~="base"]')).toHaveCSS('border-top-style', 'solid');

    await booking.locator('[part~="show"]:enabled').first().click();
    await expect(booking.getByRole('heading', { name: 'Choose your tickets', level: 2 })).toBeVisible();
    await booking
      .getByRole('button', { name: /^More: / })
      .first()
      .click();
    await booking.getByRole('button', { name: 'Reserve tickets' }).click();
    await expect(booking.getByRole('timer')).toBeVisible();

    const { violations, events } = await recorded(page);
    expect(violations).toEqual([]);
    const reserve = events.find((event) => event.type === 'tb-tickets-reserve');
    expect(reserve?.detail).toMatchObject({ tickets: 1 });
    // The service holds the ticket for that booking.
    const { booking: pid } = reserve!.detail as { booking: number };
    expect(server.mock.store.select('tickets', 'booking', pid)).toHaveLength(1);
    expect(events.map((event) => event.type)).not.toContain('tb-error');
  });

  test('works with Trusted Types enforced, loaded twice, when the policy allows `lit-html` duplicates', async ({
    page,
  }) => {
    // Each copy of the bundle creates Lit's policy `lit-html`; the second needs 'allow-duplicates'.
    const trustedTypes = "require-trusted-types-for 'script'; trusted-types lit-html 'allow-duplicates'";
    await openSite(page, `${strictPolicy()}; ${trustedTypes}`, 2);
    const booking = page.locator('ticket-booking');

    await booking.locator('[part~="show"]:enabled').first().click();
    await expect(booking.getByRole('heading', { name: 'Choose your tickets', level: 2 })).toBeVisible();

    expect((await recorded(page)).violations).toEqual([]);
  });

  test('reports a gateway the policy leaves out, and shows the fallback content', async ({
    page,
    pageErrors,
  }) => {
    // The browser logs the blocked request as an error: here it is what the test provokes.
    pageErrors.allow(/Content Security Policy/);
    await openSite(page, `default-src 'none'; script-src ${CDN}`);
    const booking = page.locator('ticket-booking');

    await expect(booking.getByRole('link', { name: 'Tickets at the box office' })).toBeVisible();
    await expect(booking.getByRole('alert')).toContainText('The connection failed.');
    const { violations } = await recorded(page);
    expect(violations.length).toBeGreaterThan(0);
    for (const violation of violations) expect(violation).toMatch(`connect-src blocked ${apiBase}/`);
  });
});
