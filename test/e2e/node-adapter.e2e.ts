/**
 * A site on one origin embeds the widget, whose gateway runs on the site owner's Node server
 * (`createServer(toNodeHandler(gateway))` from `ticket-booking/gateway/node`) on another, in
 * front of the mock over HTTP: a whole booking leaves nothing failed or cancelled in Chromium's
 * log (`requestfailed`, e.g. `net::ERR_ABORTED` for an answer whose body the page never read).
 */
import { DEMO_PIDS } from '../../mock-server/seed/demo-pids.js';
import { BUNDLE, fulfillChunk } from './embed-chunks.js';
import { expect, test } from './fixtures.js';
import { reserveAndFillDetails, startOwnerGateway, type OwnerGateway } from './owner-site.js';

/** A made-up site; Playwright answers its requests. */
const SITE = 'https://theatre.example';
const CONCERT = DEMO_PIDS.concert.event;

// The gateway runs on this machine: a public site reaches it with the visitor's consent.
test.use({ permissions: ['local-network-access'] });

let owner: OwnerGateway | undefined;
let apiBase: string;

test.beforeAll(async () => {
  owner = await startOwnerGateway(SITE, CONCERT);
  apiBase = owner.apiBase;
});

test.afterAll(async () => {
  await owner?.close();
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
  await reserveAndFillDetails(booking);
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
