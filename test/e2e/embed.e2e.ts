import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildScriptBundle, BUNDLE, fulfillChunk } from './embed-chunks.js';
import { expect, test } from './fixtures.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * A made-up third-party site; Playwright answers its requests, no server involved. Like many
 * real sites it declares no charset, so the bundle must not depend on being read as UTF-8.
 */
const SITE = 'http://site.example';

const page = `<!doctype html>
<html lang="de">
  <head>
    <title>A site that embeds the widget</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <main>
      <tb-reservation-timer expires="2999-01-01T00:00:00Z"></tb-reservation-timer>
      <script src="/ticket-booking.js"></script>
      <script src="/ticket-booking.js?again"></script>
    </main>
  </body>
</html>`;

test.beforeAll(() => {
  buildScriptBundle();
});

test('the script-tag bundle loaded twice registers the elements without errors', async ({ page: tab }) => {
  await tab.route(`${SITE}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/ticket-booking.js') return route.fulfill({ path: BUNDLE });
    if (await fulfillChunk(route)) return;
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: page });
    return route.fulfill({ status: 404 });
  });
  let scripts = 0;
  tab.on('requestfinished', (request) => {
    if (request.url().includes('/ticket-booking.js')) scripts++;
  });

  await tab.goto(`${SITE}/`);

  expect(scripts).toBe(2);
  expect(
    readFileSync(BUNDLE).every((byte) => byte < 0x80),
    'the bundle is pure ASCII',
  ).toBe(true);
  for (const chunk of readdirSync(`${root}dist`).filter((file) => /^ticket-booking\..+\.js$/.test(file)))
    expect(
      readFileSync(`${root}dist/${chunk}`).every((byte) => byte < 0x80),
      `${chunk} is pure ASCII`,
    ).toBe(true);
  // A step's element on its own in the page: defined once its chunk (beside the script) is in.
  await expect
    .poll(() => tab.evaluate(() => customElements.get('tb-reservation-timer') !== undefined))
    .toBe(true);
  await expect(tab.getByRole('timer', { name: 'Reservierung läuft ab in' })).toBeVisible();
  // Nothing leaks into the page's global scope.
  expect(await tab.evaluate(() => 'TicketBooking' in window)).toBe(false);
});

test('the page’s language, preloaded as the README shows, is fetched once, with the script', async ({
  page: tab,
}) => {
  const preloaded = page.replace(
    '<link rel="icon" href="data:," />',
    '<link rel="icon" href="data:," />\n    <link rel="modulepreload" href="/ticket-booking.de.js" />',
  );
  const requested: string[] = [];
  await tab.route(`${SITE}/**`, async (route) => {
    const url = new URL(route.request().url());
    requested.push(url.pathname + url.search);
    if (url.pathname === '/ticket-booking.js') return route.fulfill({ path: BUNDLE });
    if (await fulfillChunk(route)) return;
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: preloaded });
    return route.fulfill({ status: 404 });
  });

  await tab.goto(`${SITE}/`);
  await expect(tab.getByRole('timer', { name: 'Reservierung läuft ab in' })).toBeVisible();

  // Asked for before the script ran, and taken from the preload when the script imported it.
  expect(requested.filter((path) => /^\/ticket-booking\.de[.-]/.test(path))).toEqual([
    '/ticket-booking.de.js',
  ]);
  expect(requested.indexOf('/ticket-booking.de.js')).toBeLessThan(
    requested.indexOf('/ticket-booking.js?again'),
  );
});
