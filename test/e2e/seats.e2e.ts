import type { Locator, Page } from '@playwright/test';
import {
  DEMO_PIDS,
  expect,
  openPage,
  PAGES,
  showsLoaded,
  takeSeats,
  test,
  theatreFirstVisit,
  widget,
} from './site.js';
import { addTickets, confirm, enterBuyer, pickShow, reserve } from './steps.js';

/** Two adults in the Parkett of the premiere (about half sold), reserved: the best available seats. */
async function seated(booking: Locator): Promise<Locator> {
  await pickShow(booking);
  await addTickets(booking, 'Erwachsene, Parkett', 2);
  await reserve(booking);
  const seats = booking.locator('[part~="seats"]');
  await expect(seats).toContainText(/Parkett, Reihe \S+, Platz \S+–\S+, nebeneinander/);
  return seats;
}

/** "Parkett, Reihe 7, Platz 11, Erwachsene CHF 89.00, frei" → "Reihe 7, Platz 11". */
const rowAndSeat = (name: string) => name.match(/Reihe [^,]+, Platz [^,]+/)![0];

/** Free seats of the Parkett that one of the tickets (Erwachsene) can move to. */
const freeSeats = (map: Locator) =>
  map.locator('[role="gridcell"][aria-label^="Parkett, "][aria-label*=", Erwachsene"][aria-label$=", frei"]');

/**
 * The `nth` free seat of the Parkett that a pointer reaches where the map shows it now (not
 * under the page's docked mock inspector, not scrolled out of the plan's viewport).
 */
async function reachableFreeSeat(map: Locator, nth: number): Promise<Locator> {
  await expect(freeSeats(map).first()).toBeVisible();
  const index = await freeSeats(map).evaluateAll((cells, nth) => {
    const hit = (x: number, y: number) => {
      let element = document.elementFromPoint(x, y);
      while (element?.shadowRoot) {
        const inner = element.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === element) break;
        element = inner;
      }
      return element;
    };
    const reachable = cells.flatMap((cell, i) => {
      const box = cell.getBoundingClientRect();
      return cell.contains(hit(box.x + box.width / 2, box.y + box.height / 2)) ? [i] : [];
    });
    return reachable[Math.min(nth, reachable.length - 1)] ?? -1;
  }, nth);
  expect(index, 'a free seat in reach').toBeGreaterThanOrEqual(0);
  // The seat itself, by its pid: the nth free seat is another one once this one's state changes.
  const pid = await freeSeats(map).nth(index).getAttribute('data-pid');
  return map.locator(`[role="gridcell"][data-pid="${pid}"]`);
}

test.describe('on a desktop', () => {
  test.beforeEach(async ({ page }) => {
    await theatreFirstVisit(page);
  });

  test('a buyer moves a ticket to another seat by mouse, and the receipt shows it', async ({ page }) => {
    const booking = widget(page);
    const seats = await seated(booking);
    await seats.getByRole('button', { name: 'Andere Plätze wählen' }).click();
    const map = booking.getByRole('grid', { name: 'Saalplan' });
    await expect(map).toBeVisible();
    const free = await reachableFreeSeat(map, 40);
    const chosen = rowAndSeat((await free.getAttribute('aria-label'))!);
    await free.click();
    await expect(booking.locator('tb-seat-map [role="status"]')).toContainText(`Gewechselt auf ${chosen}`);
    await expect(map.locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(2);
    await expect(seats.locator('ul.words')).toContainText(`Parkett, ${chosen}`);
    await seats.getByRole('button', { name: 'Fertig' }).click();
    await enterBuyer(booking);
    await expect(booking.locator('[part~="seats"]').last()).toContainText(`Parkett, ${chosen}`);
    await confirm(booking);
    await expect(booking.locator('[part~="tickets"]')).toContainText(`Parkett, ${chosen}`);
  });

  test('a buyer tabs into the map and moves a ticket by keyboard alone; Escape returns to the button', async ({
    page,
  }) => {
    const booking = widget(page);
    const seats = await seated(booking);
    const open = seats.getByRole('button', { name: 'Andere Plätze wählen' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // Opening puts the focus on one of the buyer's seats: the map's one tab stop.
    const focusedSeat = booking.locator('[role="gridcell"]:focus');
    await expect(focusedSeat).toHaveAttribute('aria-label', /^Parkett, .*, Ihr Platz$/);
    const first = (await focusedSeat.getAttribute('aria-label'))!;
    // Out to the toolbar and back in with Tab: the same seat, the only one in the tab order.
    await page.keyboard.press('Shift+Tab');
    await expect(booking.getByRole('button', { name: 'Ganzer Plan' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(focusedSeat).toHaveAttribute('aria-label', first);
    await expect(booking.locator('tb-seat-map [role="gridcell"][tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(booking.locator('tb-seat-map [role="status"]')).toContainText(
      `${rowAndSeat(first)} gewählt`,
    );
    // Back through the rows until a free seat of the Parkett has the focus.
    let name = '';
    for (let i = 0; i < 25 && !/^Parkett, .*, frei(, |$)/.test(name); i += 1) {
      await page.keyboard.press('ArrowDown');
      name = (await focusedSeat.getAttribute('aria-label')) ?? '';
    }
    expect(name).toMatch(/^Parkett, .*, frei/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(focusedSeat).toHaveAttribute('aria-label', name);
    await page.keyboard.press(' ');
    await expect(booking.locator('tb-seat-map [role="status"]')).toContainText(
      `Gewechselt auf ${rowAndSeat(name)}`,
    );
    await expect(seats.locator('ul.words')).toContainText(`Parkett, ${rowAndSeat(name)}`);
    await expect(focusedSeat).toHaveAttribute('aria-label', /, Ihr Platz$/);
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  test('two buyers want one seat: the later one is told it was just booked and sees it taken', async ({
    page,
    pageErrors,
  }) => {
    // The demo's service runs in the page (one per browser context): the other buyer reserves
    // through the same page's service, as the back office does for a sale at the box office.
    pageErrors.allow(/409/);
    const booking = widget(page);
    const seats = await seated(booking);
    const held = await seats.locator('ul.words').innerText();
    await seats.getByRole('button', { name: 'Andere Plätze wählen' }).click();
    const map = booking.getByRole('grid', { name: 'Saalplan' });
    const wanted = await reachableFreeSeat(map, 10);
    const name = (await wanted.getAttribute('aria-label'))!;
    const pid = (await wanted.getAttribute('data-pid'))!;
    await takeSeats(page, {
      show: DEMO_PIDS.theatre.premiere,
      sector: 'Parkett',
      price: 'Erwachsene',
      count: 1,
      seats: [pid],
    });
    await wanted.click();
    const [, row, number] = name.match(/Reihe ([^,]+), Platz ([^,]+)/)!;
    await expect(seats.getByRole('alert')).toHaveText(
      `Platz ${number} in Reihe ${row} wurde soeben von jemand anderem gebucht. Der Plan zeigt die jetzt freien Plätze.`,
    );
    await expect(wanted).toHaveAttribute('aria-label', /, besetzt$/);
    await expect(wanted).toHaveAttribute('aria-disabled', 'true');
    await expect(seats.locator('ul.words')).toHaveText(held);
  });
});

/** A phone: 375 px wide, touch, the mobile viewport. Its own context, so its own in-page service. */
async function phone(page: Page): Promise<Locator> {
  await openPage(page, PAGES.event.path);
  const booking = widget(page);
  await showsLoaded(booking);
  return booking;
}

/** Spreads two fingers on `target` from 40 to 240 px apart, through the browser's touch input. */
async function pinchOut(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 150);
  const cdp = await page.context().newCDPSession(page);
  const fingers = (spread: number) => [
    { x: x - spread / 2, y: y - spread / 4, id: 0 },
    { x: x + spread / 2, y: y + spread / 4, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
  for (let spread = 60; spread <= 240; spread += 20)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Two taps at one point, 120 ms apart by the events' own clocks: a double-tap however long the
 * busy machine takes to deliver them. The second is delivered only once the page has handled the
 * first tap (its click) and drawn the next frame after it, as on a slow phone: whatever the first
 * tap chose is drawn before the second arrives.
 */
async function doubleTap(page: Page, x: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  // Ready before the first touch: resolves once its click is handled and the next frame drawn.
  await page.evaluate(() => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const handled = new Promise<void>((resolve) => {
      const drawn = () =>
        void frame()
          .then(frame)
          .then(() => resolve());
      addEventListener('click', drawn, { once: true, capture: true });
    });
    Object.assign(window, { firstTapHandled: handled });
  });
  const firstHandled = () =>
    page.evaluate(() => (window as unknown as { firstTapHandled: Promise<void> }).firstTapHandled);
  for (const [type, at] of [
    ['touchStart', 0],
    ['touchEnd', 0.04],
    ['touchStart', 0.12],
    ['touchEnd', 0.16],
  ] as const) {
    await cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchStart' ? [{ x, y, id: 0 }] : [],
      timestamp: start + at,
    });
    if (type === 'touchEnd' && at < 0.1) await firstHandled();
  }
  await cdp.detach();
}

test('on a phone, a buyer pinches the map to 44 px seats, double-taps back, and taps a seat', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const booking = await phone(page);
    const seats = await seated(booking);
    await seats.getByRole('button', { name: 'Andere Plätze wählen' }).tap();
    const map = booking.getByRole('grid', { name: 'Saalplan' });
    await expect(map).toBeVisible();
    const viewport = booking.locator('[part~="seat-map"]');
    expect((await viewport.boundingBox())!.width).toBeLessThanOrEqual(375);
    const seat = map.locator(
      `[role="gridcell"][data-pid="${await freeSeats(map).first().getAttribute('data-pid')}"]`,
    );
    const size = async () => (await seat.boundingBox())!.width;
    const whole = await size();
    expect(whole, 'the whole plan fits the phone: small seats').toBeLessThan(44);

    await pinchOut(page, viewport);
    await expect.poll(size).toBeGreaterThan(whole * 2);
    // Pinching further stops at the largest zoom: seats as targets of at least 44 px.
    await pinchOut(page, viewport);
    await expect.poll(size).toBeGreaterThanOrEqual(44);
    const cell = (await seat.boundingBox())!;
    expect(cell.height).toBeGreaterThanOrEqual(44);

    // A double-tap at full zoom shows the whole plan again, and the zoom-in button zooms again.
    const box = (await viewport.boundingBox())!;
    await doubleTap(page, box.x + 40, box.y + 40);
    await expect.poll(size).toBeCloseTo(whole, 0);
    await booking.getByRole('button', { name: 'Vergrössern' }).tap();
    await expect.poll(size).toBeGreaterThan(whole * 1.4);

    const chosen = rowAndSeat((await seat.getAttribute('aria-label'))!);
    await seat.tap();
    await expect(booking.locator('tb-seat-map [role="status"]')).toContainText(`Gewechselt auf ${chosen}`);
    await expect(seat).toHaveAttribute('aria-label', /, Ihr Platz$/);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
