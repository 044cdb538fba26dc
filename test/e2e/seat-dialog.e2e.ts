import type { Locator, Page } from '@playwright/test';
import { expect, openPage, PAGES, showsLoaded, test, theatreFirstVisit, widget } from './site.js';
import { addTickets, pickShow, reserve } from './steps.js';

/** Two adults in the Parkett of the premiere, reserved; the seat summary. */
async function seated(booking: Locator): Promise<Locator> {
  await pickShow(booking);
  await addTickets(booking, 'Erwachsene, Parkett', 2);
  await reserve(booking);
  const seats = booking.locator('[part~="seats"]');
  await expect(seats).toContainText(/Parkett, Reihe \S+, Platz \S+–\S+, nebeneinander/);
  return seats;
}

interface Sizes {
  /** The drawn seat (its shape) across, CSS px: the smallest of the plan. */
  drawn: number;
  /** The seat's pointer target (its cell), CSS px: the smallest width and height of the plan. */
  target: { width: number; height: number };
  /** The rendered font size of the stage, sector and row labels, CSS px: the smallest. */
  label: number;
  /** The dialog's box against the window's. */
  dialog: { width: number; height: number };
  window: { width: number; height: number };
}

/** Measures every seat and label of the map as drawn now. */
async function sizes(page: Page, map: Locator): Promise<Sizes> {
  return map.evaluate((grid) => {
    const svg = grid as SVGSVGElement;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const cells = [...svg.querySelectorAll('[role="gridcell"]')];
    const drawn = Math.min(...cells.map((c) => c.querySelector('.shape')!.getBoundingClientRect().width));
    const boxes = cells.map((c) => c.getBoundingClientRect());
    const labels = [...svg.querySelectorAll('text')].map((t) => Number(t.getAttribute('font-size')) * scale);
    const dialog = (svg.getRootNode() as ShadowRoot).host.closest('dialog');
    const box = (dialog ?? svg).getBoundingClientRect();
    return {
      drawn,
      target: {
        width: Math.min(...boxes.map((b) => b.width)),
        height: Math.min(...boxes.map((b) => b.height)),
      },
      label: Math.min(...labels),
      dialog: { width: box.width, height: box.height },
      window: { width: window.innerWidth, height: window.innerHeight },
    };
  });
}

/** Opens the map from the summary and checks it is a modal dialog filling the window, at full size. */
async function openFullSize(page: Page, booking: Locator, seats: Locator): Promise<Locator> {
  await seats.getByRole('button', { name: 'Andere Plätze wählen' }).click();
  const dialog = booking.getByRole('dialog', { name: 'Andere Plätze wählen' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
  const map = dialog.getByRole('grid', { name: 'Saalplan' });
  await expect(map.locator('[role="gridcell"]:focus')).toHaveCount(1);
  return map;
}

function expectFullSize(measured: Sizes): void {
  expect(measured.drawn, 'every seat drawn at least 16 px across').toBeGreaterThanOrEqual(16);
  expect(measured.target.width, 'every seat a target at least 24 px wide').toBeGreaterThanOrEqual(24);
  expect(measured.target.height, 'every seat a target at least 24 px high').toBeGreaterThanOrEqual(24);
  expect(measured.label, 'stage, sector and row labels at least 12 px').toBeGreaterThanOrEqual(12);
  expect(measured.dialog.width).toBeCloseTo(measured.window.width, -1);
  expect(measured.dialog.height).toBeCloseTo(measured.window.height, -1);
}

test('on a desktop at 1280 × 900, the map opens at full size in a dialog; Escape and Back close it and return the focus', async ({
  page,
}) => {
  await theatreFirstVisit(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const booking = widget(page);
  const seats = await seated(booking);
  const open = seats.getByRole('button', { name: 'Andere Plätze wählen' });
  const map = await openFullSize(page, booking, seats);
  expectFullSize(await sizes(page, map));

  await page.keyboard.press('Escape');
  await expect(booking.getByRole('dialog')).toHaveCount(0);
  await expect(open).toBeFocused();

  await openFullSize(page, booking, seats);
  await page.goBack();
  await expect(booking.getByRole('dialog')).toHaveCount(0);
  await expect(open).toBeFocused();
  // Back closed the map, and nothing else: the step and its reservation stay.
  await expect(seats).toContainText(/Parkett, Reihe \S+, Platz \S+–\S+, nebeneinander/);
});

test('every seat is named and described by where it is: block or side, row from the stage, aisle', async ({
  page,
}) => {
  await theatreFirstVisit(page);
  const booking = widget(page);
  const seats = await seated(booking);
  const map = await openFullSize(page, booking, seats);
  const focused = map.locator('[role="gridcell"]:focus');
  await expect(focused).toHaveAccessibleName(/^Parkett, Reihe \S+, Platz \S+, .+, Ihr Platz$/);
  await expect(focused).toHaveAccessibleDescription(
    /^(linker|mittlerer|rechter) Block|(linke|rechte) Seite|Mitte, \d+\. Reihe ab Bühne(, am Gang)?$/,
  );
  const front = map.getByRole('row', { name: 'Parkett, Reihe 1' }).getByRole('gridcell').first();
  await expect(front).toHaveAccessibleName(/^Parkett, Reihe 1, Platz \S+, /);
  await expect(front).toHaveAccessibleDescription(/, 1\. Reihe ab Bühne/);
  // The Parkett's rows are split by aisles: some seats are beside one, most are not.
  const described = await map
    .locator('[role="gridcell"][aria-label^="Parkett, "]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-description') ?? ''));
  const aisle = described.filter((text) => text.endsWith(', am Gang')).length;
  expect(aisle).toBeGreaterThan(0);
  expect(aisle).toBeLessThan(described.length / 2);
  expect(described.every((text) => /\d+\. Reihe ab Bühne/.test(text))).toBe(true);
});

test('on a phone at 375 × 812, upright and turned, the map fills the screen with seats at full size', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  try {
    await openPage(page, PAGES.event.path);
    const booking = widget(page);
    await showsLoaded(booking);
    const seats = await seated(booking);
    const map = await openFullSize(page, booking, seats);
    expectFullSize(await sizes(page, map));
    await page.setViewportSize({ width: 812, height: 375 });
    await expect.poll(async () => (await sizes(page, map)).window.width).toBe(812);
    expectFullSize(await sizes(page, map));
    // The close button at the top is in reach, as the whole dialog is.
    await booking.getByRole('dialog').getByRole('button', { name: 'Schliessen' }).tap();
    await expect(booking.getByRole('dialog')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the two held seats move to two seats side by side in another row in at most 6 key presses from the map’s first focus', async ({
  page,
}) => {
  await theatreFirstVisit(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const booking = widget(page);
  const seats = await seated(booking);
  const before = (await seats.locator('ul.words').textContent())!.match(/Reihe (\S+),/)![1];
  const map = await openFullSize(page, booking, seats);
  await expect(map.locator('[role="gridcell"]:focus')).toHaveAccessibleName(/, Ihr Platz$/);
  let presses = 0;
  const press = async (key: string) => {
    presses += 1;
    await page.keyboard.press(key);
  };
  // One row back on the map, then "find seats together": its list opens at that row's runs.
  await press('ArrowDown');
  await press('Tab');
  await expect(booking.getByRole('button', { name: '2 Plätze nebeneinander finden' })).toBeFocused();
  await press('Enter');
  const run = booking.locator('tb-seat-map').locator('.runs button:focus');
  await expect(run).toHaveText(/Parkett, Reihe \S+, Platz \S+–\S+: /);
  const [, row, first, last] = (await run.textContent())!.match(/Reihe (\S+), Platz (\S+)–(\S+):/)!;
  expect(row, 'a run in another row').not.toBe(before);
  await press('Enter');
  await expect(booking.locator('tb-seat-map [role="status"]')).toHaveText(
    `Gewechselt auf Reihe ${row}, Platz ${first}–${last}, nebeneinander.`,
  );
  await expect(seats.locator('ul.words')).toHaveText(
    `Parkett, Reihe ${row}, Platz ${first}–${last}, nebeneinander`,
  );
  await expect(map.locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(2);
  expect(presses).toBeLessThanOrEqual(6);
  console.log(`key presses from the map's first focus: ${presses}`);
});

test('a Balkon seat with Parkett tickets: the price there and the new total are said first, then the ticket moves at that price', async ({
  page,
}) => {
  await theatreFirstVisit(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const booking = widget(page);
  const seats = await seated(booking);
  const map = await openFullSize(page, booking, seats);
  const balkon = map.locator(
    '[role="gridcell"][aria-label^="Balkon, "][aria-label$=", frei, andere Preiskategorie"]',
  );
  const seat = balkon.first();
  const [, row, number] = (await seat.getAttribute('aria-label'))!.match(/Reihe (\S+), Platz (\S+),/)!;
  await seat.focus();
  await page.keyboard.press('Enter');
  const take = booking.getByRole('button', { name: 'Zu diesem Preis wechseln' });
  await expect(take).toBeFocused();
  await expect(take).toHaveAccessibleDescription(
    new RegExp(
      `^Reihe ${row}, Platz ${number} \\(Balkon\\) hat eine andere Preiskategorie: Ihr Ticket «Erwachsene» kostet dort Erwachsene CHF\\s\\d+\\.\\d\\d statt CHF\\s\\d+\\.\\d\\d\\. Neuer Gesamtbetrag: CHF\\s\\d+\\.\\d\\d\\.$`,
    ),
  );
  await expect(seats.locator('ul.words')).not.toContainText('Balkon');
  await page.keyboard.press('Enter');
  await expect(booking.locator('tb-seat-map [role="status"]')).toContainText(
    `Gewechselt auf Reihe ${row}, Platz ${number}.`,
  );
  await expect(seats.locator('ul.words')).toContainText(`Balkon, Reihe ${row}, Platz ${number}`);
  await expect(map.locator('[role="gridcell"]:focus')).toHaveAccessibleName(
    new RegExp(`^Balkon, Reihe ${row}, Platz ${number}, Erwachsene CHF\\s\\d+\\.\\d\\d, Ihr Platz$`),
  );
});

test('seats are named and described as a screen reader hears them: wheelchair spaces with their companion seats (aria snapshot)', async ({
  page,
}) => {
  await theatreFirstVisit(page);
  const booking = widget(page);
  const seats = await seated(booking);
  const map = await openFullSize(page, booking, seats);
  const row = map.getByRole('row', { name: 'Parkett, Reihe 20', exact: true });
  await expect(row).toMatchAriaSnapshot(`
    - row "Parkett, Reihe 20":
      - gridcell /^Parkett, Reihe 20, Platz 1, Erwachsene CHF.89\\.00, (frei|besetzt), rollstuhlgerecht$/
      - gridcell /^Parkett, Reihe 20, Platz 2, Erwachsene CHF.89\\.00, (frei|besetzt), Begleitplatz$/
      - gridcell /^Parkett, Reihe 20, Platz 3, Erwachsene CHF.89\\.00, (frei|besetzt), rollstuhlgerecht$/
      - gridcell /^Parkett, Reihe 20, Platz 4, Erwachsene CHF.89\\.00, (frei|besetzt), Begleitplatz$/
  `);
  const cells = row.getByRole('gridcell');
  await expect(cells.nth(0)).toHaveAccessibleDescription('linker Block, 20. Reihe ab Bühne');
  await expect(cells.nth(1)).toHaveAccessibleDescription('linker Block, 20. Reihe ab Bühne');
  await expect(cells.last()).toHaveAccessibleDescription('rechter Block, 20. Reihe ab Bühne');
  const front = map.getByRole('row', { name: 'Parkett, Reihe 1', exact: true }).getByRole('gridcell');
  await expect(front.first()).toHaveAccessibleDescription('linker Block, 1. Reihe ab Bühne');
});

test('best available asked for a wheelchair space: the two tickets move to a wheelchair space and the companion seat beside it', async ({
  page,
}) => {
  await theatreFirstVisit(page);
  const booking = widget(page);
  const seats = await seated(booking);
  const map = await openFullSize(page, booking, seats);
  const dialog = booking.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Rollstuhlplätze' }).click();
  await dialog.getByRole('button', { name: '2 Plätze nebeneinander finden' }).click();
  const best = dialog.getByRole('button', { name: /^Beste freie Plätze: / });
  await expect(best).toHaveText(
    /Beste freie Plätze: Parkett, Reihe 20, Platz \d+–\d+: (linker|rechter) Block/,
  );
  await best.click();
  await expect(booking.locator('tb-seat-map [role="status"]')).toHaveText(
    /^Gewechselt auf Reihe 20, Platz \d+–\d+, nebeneinander\.$/,
  );
  const held = map.locator('[role="gridcell"][aria-selected="true"]');
  await expect(held).toHaveCount(2);
  const names = (
    await held.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')))
  ).join('\n');
  expect(names).toMatch(/Reihe 20, Platz \d+, Erwachsene CHF.89\.00, Ihr Platz, rollstuhlgerecht/);
  expect(names).toMatch(/Reihe 20, Platz \d+, Erwachsene CHF.89\.00, Ihr Platz, Begleitplatz/);
  await expect(seats.locator('ul.words')).toHaveText(/Parkett, Reihe 20, Platz \d+–\d+, nebeneinander/);
});
