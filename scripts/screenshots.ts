/**
 * Screenshots of the demo site for the docs, each in the middle of a booking:
 *
 *   docs/demo-light.png   the event page (Die Dreigroschenoper), tickets chosen
 *   docs/demo-dark.png    the festival page, dark theme in its own colours, the questions step
 *   docs/demo-french.png  the French page (Le Petit Prince), tickets chosen
 *   docs/demo-phone.png   the event page on a phone (390 × 844), tickets chosen
 *
 * `tsx scripts/screenshots.ts` uses the dev server at http://127.0.0.1:5173 when it runs
 * (`npm start`), else starts one of its own for the run. Each shot starts from a first visit (a
 * new browser context: the mock at its seed). The mock inspector is left out of the pictures.
 */
import { mkdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { chromiumLaunchOptions } from '../test/browser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const DEV_SERVER = 'http://127.0.0.1:5173';
const TIMEOUT = 30_000;

interface Shot {
  file: string;
  path: string;
  viewport: { width: number; height: number };
  scale?: number;
  /** Scroll the widget's section to the top of the window (else the page's top shows). */
  scroll?: boolean;
  /** Brings the widget to the step the picture shows. */
  prepare: (booking: Locator, page: Page) => Promise<void>;
}

/** Polls `check` until it answers true; fails after the timeout. */
async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + TIMEOUT;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Presses a "more" button `times` times, waiting for each press to count. */
async function press(booking: Locator, name: string, times: number): Promise<void> {
  const button = booking.getByRole('button', { name, exact: true });
  const input = booking.locator(`input#${await button.getAttribute('aria-controls')}`);
  const start = Number(await input.inputValue());
  for (let i = 1; i <= times; i++) {
    await button.click();
    await until(`${name} to count ${start + i}`, async () => Number(await input.inputValue()) === start + i);
  }
}

/** Clicks the first bookable show and waits for the tickets. */
async function pickShow(booking: Locator, heading: string): Promise<void> {
  await booking.locator('button[part~="show"]:enabled').first().click();
  await booking.getByRole('heading', { name: heading, level: 2 }).waitFor();
}

const shots: Shot[] = [
  {
    file: 'demo-light.png',
    path: '/demo/pages/dreigroschenoper.html',
    viewport: { width: 1280, height: 1000 },
    async prepare(booking) {
      await pickShow(booking, 'Tickets wählen');
      await press(booking, 'Mehr: Erwachsene, Parkett', 2);
      await press(booking, 'Mehr: Kinder bis 16 Jahre, Parkett', 1);
    },
  },
  {
    file: 'demo-dark.png',
    path: '/demo/pages/lago-sonoro.html',
    viewport: { width: 1280, height: 860 },
    scroll: true,
    async prepare(booking) {
      await pickShow(booking, 'Tickets wählen');
      await press(booking, 'Mehr: Pass giornaliero / Tagespass – Adulti, Prato / Wiese (Stehplatz)', 2);
      await booking.getByRole('button', { name: 'Tickets reservieren' }).click();
      await booking.getByRole('heading', { name: 'Fragen zu Ihren Tickets', level: 2 }).waitFor();
      await booking
        .getByRole('radio', { name: /^Vegetariano/ })
        .first()
        .check();
      await booking.getByRole('radio', { name: /^Sì/ }).first().check();
    },
  },
  {
    file: 'demo-french.png',
    path: '/demo/pages/le-petit-prince.html',
    viewport: { width: 1280, height: 860 },
    scroll: true,
    async prepare(booking) {
      await pickShow(booking, 'Choisissez vos billets');
      await press(booking, 'Plus : Plein tarif, Saal', 2);
      await press(booking, 'Plus : Enfants jusqu’à 16 ans, Saal', 1);
    },
  },
  {
    file: 'demo-phone.png',
    path: '/demo/pages/dreigroschenoper.html',
    viewport: { width: 390, height: 844 },
    scale: 2,
    scroll: true,
    async prepare(booking) {
      await pickShow(booking, 'Tickets wählen');
      await press(booking, 'Mehr: Erwachsene, Parkett', 2);
    },
  },
];

/** The running dev server, or one started for this run. */
async function devServer(): Promise<{ url: string; server?: ViteDevServer }> {
  try {
    if ((await fetch(DEV_SERVER)).ok) return { url: DEV_SERVER };
  } catch {
    // Not running: start one.
  }
  // No HMR: an edit while the pictures are taken must not reload the page.
  const server = await createServer({ root, server: { port: 5174, strictPort: false, hmr: false } });
  await server.listen();
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('The dev server did not say where it listens.');
  return { url, server };
}

async function take(browser: Browser, base: string, shot: Shot): Promise<void> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: shot.viewport,
    deviceScaleFactor: shot.scale ?? 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(TIMEOUT);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`${shot.file}: page error: ${error.message}`));
  await page.goto(shot.path);
  const booking = page.locator('ticket-booking').first();
  await booking.locator('button[part~="show"]').first().waitFor();
  await shot.prepare(booking, page);
  // The widget's section a little below the window's top, or the page from its top.
  await page.evaluate((scroll) => {
    const section = document.querySelector('ticket-booking')!.closest('section') ?? document.body;
    window.scrollTo(0, scroll ? section.getBoundingClientRect().top + window.scrollY - 24 : 0);
  }, shot.scroll ?? false);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: `${root}docs/${shot.file}`,
    style: 'tb-mock-inspector { visibility: hidden; } :focus-visible { outline: none !important; }',
    animations: 'disabled',
    caret: 'hide',
  });
  await context.close();
  const { size } = await stat(`${root}docs/${shot.file}`);
  console.log(`docs/${shot.file}: ${Math.round(size / 1024)} KB`);
}

const { url, server } = await devServer();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  await mkdir(`${root}docs`, { recursive: true });
  for (const shot of shots) await take(browser, url, shot);
} finally {
  await browser.close();
  await server?.close();
}
