/**
 * A site on one origin embeds the widget, whose gateway runs on the site owner's Node server
 * (`createServer(toNodeHandler(gateway))` from `ticket-booking/gateway/node`) on another, in
 * front of the mock over HTTP: a whole booking leaves nothing failed or cancelled in Chromium's
 * log (`requestfailed`, e.g. `net::ERR_ABORTED` for an answer whose body the page never read).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from '../../mock-server/serve.js';
import { DEMO_PIDS } from '../../mock-server/seed/demo-pids.js';
import { createGateway } from '../../src/gateway/index.js';
import { toNodeHandler } from '../../src/gateway/node.js';
import { mockGatewayOptions } from '../fixtures/gateway-options.js';
import { buildScriptBundle, BUNDLE, fulfillChunk, startDemoServer } from './embed-chunks.js';
import { expect, test } from './fixtures.js';

/** A made-up site; Playwright answers its requests. */
const SITE = 'https://theatre.example';
const CONCERT = DEMO_PIDS.concert.event;

// The gateway runs on this machine: a public site reaches it with the visitor's consent.
test.use({ permissions: ['local-network-access'] });

let mock: RunningServer;
let owner: Server;
let apiBase: string;

test.beforeAll(async () => {
  buildScriptBundle();
  mock = await startDemoServer();
  const gateway = createGateway(
    mockGatewayOptions({
      baseUrl: mock.url,
      fetch: (request) => fetch(request),
      events: { pids: [CONCERT] },
      basePath: '/widget-api',
      allowedOrigins: [SITE],
    }),
  );
  owner = createServer(toNodeHandler(gateway));
  await new Promise<void>((resolve) => owner.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(owner.address() as AddressInfo).port}/widget-api`;
});

test.afterAll(async () => {
  owner?.closeAllConnections();
  await new Promise<void>((resolve) => (owner ? owner.close(() => resolve()) : resolve()));
  await mock?.close();
});

test('a booking through the Node adapter leaves no failed or cancelled request in the log', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('requestfailed', (request) =>
    failed.push(`${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  const answered: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(apiBase))
      answered.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.route(`${SITE}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/ticket-booking.js')
      return route.fulfill({ path: BUNDLE, contentType: 'text/javascript' });
    if (await fulfillChunk(route)) return;
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Theater am Seefeld</title></head>
<body><main><h1>What's on</h1><ticket-booking event="${CONCERT}" api-base="${apiBase}"></ticket-booking></main>
<script src="${SITE}/ticket-booking.js"></script></body></html>`,
    });
  });
  await page.goto(`${SITE}/`);
  const booking = page.locator('ticket-booking');
  await booking.locator('button[part~="show"]:enabled').first().click();
  await expect(booking.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
  await booking.locator('tb-ticket-picker button[aria-label^="More:"]:enabled').first().click();
  await booking.getByRole('button', { name: 'Reserve tickets' }).click();
  await expect(booking.getByRole('heading', { name: /Extras|Your details/ })).toBeVisible();
  if (await booking.getByRole('heading', { name: 'Extras', exact: true }).isVisible()) {
    await booking.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await booking.getByRole('textbox', { name: /^First name/ }).fill('Anna');
  await booking.getByRole('textbox', { name: /^Last name/ }).fill('Muster');
  await booking.getByRole('textbox', { name: /^E-mail/ }).fill('anna.muster@example.ch');
  await booking.getByRole('button', { name: 'Continue', exact: true }).click();
  await booking.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(booking.getByText('The confirmation has been sent to anna.muster@example.ch.')).toBeVisible();

  // The creates (answered 201 with an empty body) ended as loaded, not cancelled.
  for (const create of [
    'POST /widget-api/persons/',
    'POST /widget-api/bookings/',
    'POST /widget-api/tickets/',
  ]) {
    expect(answered).toContain(create);
  }
  expect(failed).toEqual([]);
});
