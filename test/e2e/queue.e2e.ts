/**
 * The sale's waiting room in Chromium: on the demo's on-sale page a sale opened from the mock
 * inspector puts the buyer behind a crowd, the place moves, and once admitted the buyer books;
 * against a gateway on a server (the mock's HTTP server, the built script-tag bundle) a reload
 * while waiting keeps the place and waits on without a press.
 */
import type { Locator, Page } from '@playwright/test';
import type { RunningServer } from '../../mock-server/serve.js';
import { buildScriptBundle, BUNDLE, fulfillChunk, startDemoServer } from './embed-chunks.js';
import { admin, DEMO_PIDS, expect, freshStart, PAGES, showsLoaded, test, widget } from './site.js';
import { test as plainTest } from './fixtures.js';
import { addTickets, confirm, enterBuyer, HEADINGS, pickShow } from './steps.js';

/** The place in line the widget shows ("Your place: 4 (3 ahead of you)…"), or null without one. */
async function positionOf(place: Locator, words: RegExp): Promise<number | null> {
  if ((await place.count()) === 0) return null;
  const match = words.exec(await place.innerText());
  return match ? Number(match[1]) : null;
}

test('the on-sale page: a sale opened from the inspector puts the buyer in line, the place moves, and the buyer is let in and books', async ({
  page,
  pageErrors,
}) => {
  // A whole booking after a wait in line on a first visit of the demo: slow on a busy machine.
  test.slow();
  // Writes before the buyer's turn are answered 429 queue_required (the browser logs them).
  pageErrors.allow(/status of 429/);
  await freshStart(page, PAGES.onSale.path);
  const booking = widget(page);
  await showsLoaded(booking);
  expect(((await admin(page, 'GET', '/config')) as { waitingRoom?: unknown }).waitingRoom).toBeUndefined();

  // The inspector opens the sale now, with four simulated buyers ahead, one let in every 3 s.
  const inspector = page.locator('tb-mock-inspector');
  await inspector.getByRole('button', { name: 'Mock inspector' }).click();
  await inspector.getByRole('tab', { name: 'Clock' }).click();
  const sale = inspector.locator('tb-inspector-sale');
  await sale.getByRole('spinbutton', { name: 'Opens in (seconds)' }).fill('0');
  await sale.getByRole('spinbutton', { name: 'Simulated buyers ahead' }).fill('4');
  await sale.getByRole('spinbutton', { name: 'Let in per minute' }).fill('20');
  await sale.getByRole('button', { name: 'Open the sale' }).click();
  await expect(sale.getByRole('status')).toContainText('4 simulated buyers per event, 20 let in per minute');
  await expect(page.locator('#sale-state')).toContainText('Vorverkauf');
  await inspector.getByRole('button', { name: 'Mock inspector' }).click();

  await pickShow(booking);
  await addTickets(booking, 'Stehplatz', 1);
  await booking.getByRole('button', { name: 'Tickets reservieren' }).click();
  const place = booking.locator('[part~="queue"]');
  await expect(place).toContainText('Sie sind in der Warteschlange');
  await expect(place).toContainText(/Ihr Platz: \d+/);
  const words = /Ihr Platz: (\d+)/;
  const first = (await positionOf(place, words))!;
  expect(first).toBeGreaterThan(1);
  // The polite status of the widget says where the buyer stands.
  await expect(booking.locator('[part~="base"] > [role="status"]')).toContainText(
    /In der Warteschlange: \d+ vor Ihnen\./,
  );
  // The line moves: a better place, without a press.
  await expect.poll(() => positionOf(place, words), { timeout: 20_000 }).toBeLessThan(first);
  expect(await page.locator('#sale-log .type').allInnerTexts()).toContain('tb-queue-join');

  // The buyer's turn: the chosen ticket is reserved and the buyer goes on to book.
  await expect(booking.getByRole('heading', { name: HEADINGS.buyer, level: 2 })).toBeVisible({
    timeout: 60_000,
  });
  await expect(place).toHaveCount(0);
  expect(await page.locator('#sale-log .type').allInnerTexts()).toContain('tb-queue-admit');
  await enterBuyer(booking);
  await confirm(booking);

  await page.getByRole('button', { name: 'Verkauf beenden' }).click();
  await expect(page.locator('#sale-state')).toContainText('Kein Vorverkauf');
  expect(((await admin(page, 'GET', '/config')) as { waitingRoom?: unknown }).waitingRoom).toBe('off');
});

plainTest.describe('against a gateway on a server', () => {
  /** A made-up site and the CDN its script comes from; Playwright answers both. */
  const SITE = 'https://onsale.example';
  const CDN = 'https://cdn.example';
  const EVENT = DEMO_PIDS.concert.event;
  // The gateway runs on this machine: the visitor allows the site to reach it.
  plainTest.use({ permissions: ['local-network-access'] });

  let server: RunningServer;

  plainTest.beforeAll(async () => {
    // The script-tag bundle as a site serves it (its waiting room view is a chunk of its own).
    buildScriptBundle();
    server = await startDemoServer();
  });

  plainTest.afterAll(async () => {
    await server?.close();
  });

  async function openSite(page: Page): Promise<void> {
    await page.route(`${SITE}/**`, (route) =>
      new URL(route.request().url()).pathname === '/'
        ? route.fulfill({
            contentType: 'text/html; charset=utf-8',
            body: `<!doctype html><html lang="en"><head><title>On sale</title></head><body><main>
              <h1>The Lakeside Lights</h1>
              <ticket-booking event="${EVENT}" api-base="${server.gateway!.url}" lang="en"></ticket-booking>
              <script src="${CDN}/ticket-booking.js"></script></main></body></html>`,
          })
        : route.fulfill({ status: 404 }),
    );
    await page.route(`${CDN}/**`, async (route) => {
      if (new URL(route.request().url()).pathname === '/ticket-booking.js')
        return route.fulfill({ path: BUNDLE, contentType: 'text/javascript' });
      if (!(await fulfillChunk(route))) await route.fulfill({ status: 404 });
    });
    await page.goto(`${SITE}/`);
  }

  plainTest(
    'a reload while waiting keeps the place and waits on without a press; once let in, the tickets are reserved',
    async ({ page, pageErrors }) => {
      plainTest.slow();
      pageErrors.allow(/status of 429/);
      const opensAt = new Date(server.mock.clock.now() - 1000).toISOString();
      server.mock.updateConfig({ waitingRoom: { opensAt, crowd: 4, admitPerMinute: 15 } });
      await openSite(page);
      const booking = page.locator('ticket-booking');
      await booking.locator('[part~="show"]:enabled').first().click();
      await expect(booking.getByRole('heading', { name: 'Choose your tickets', level: 2 })).toBeVisible();
      await booking
        .getByRole('button', { name: /^More: / })
        .first()
        .click();
      await booking.getByRole('button', { name: 'Reserve tickets' }).click();
      const place = booking.locator('[part~="queue"]');
      const words = /Your place: (\d+)/;
      await expect(place).toContainText(words);
      const before = (await positionOf(place, words))!;

      // Five more buyers join behind, each from an address of their own: a buyer who lost their
      // place would now stand behind them.
      for (let i = 1; i <= 5; i += 1) {
        const request = new Request(`${server.gateway!.url}/queue/${EVENT}`, { method: 'POST' });
        const answer = await server.gateway!.fetch(request, `198.19.0.${i}`);
        expect(answer.status).toBe(200);
      }
      const joins: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') joins.push(new URL(request.url()).pathname);
      });
      await page.reload();
      // Back in line at once, at the same place or better, with no press.
      await expect(place).toContainText(words);
      expect((await positionOf(place, words))!).toBeLessThanOrEqual(before);
      await expect.poll(() => joins.some((path) => path.endsWith(`/queue/${EVENT}`))).toBe(true);
      expect((await positionOf(place, words)) ?? 0).toBeLessThanOrEqual(before);

      // Let in: the chosen ticket is reserved, the countdown runs, on to the buyer's details.
      await expect(booking.getByRole('heading', { name: 'Your details', level: 2 })).toBeVisible({
        timeout: 60_000,
      });
      await expect(booking.getByRole('timer')).toBeVisible();
      await expect(place).toHaveCount(0);
      server.mock.updateConfig({ waitingRoom: 'off' });
    },
  );
});
