/**
 * The widget as a buyer sees it, step by step, compared with the committed pictures: every step
 * of a booking on the demo theatre's event page in the light theme, the dark theme, and at
 * phone width (375 px). A layout regression (a size, a wrap, an overlap, a colour) fails here.
 *
 * The pictures hold still: the demo seed is fixed (the same shows, seats, booking number and
 * ticket codes on every run), the page runs in the venue's zone and language, the countdown
 * (the only text that moves with the clock) is masked, animations are off, the fonts are loaded,
 * and the window is tall enough that nothing scrolls (a sticky countdown would move). The mock
 * inspector, which floats over the page, is hidden. Each picture is cropped to the widget.
 *
 * After an intended change of the layout: `npx playwright test test/e2e/visual.e2e.ts
 * --update-snapshots`, and look at the new pictures before committing them.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { openPage, PAGES, widget } from './site.js';
import { addTickets, ANNA, atStep, pickShow, type Step } from './steps.js';

test.use({ timezoneId: 'Europe/Zurich', locale: 'de-CH' });

const VARIANTS = [
  { name: 'light', width: 1280, theme: 'light' },
  { name: 'dark', width: 1280, theme: 'dark' },
  { name: 'phone', width: 375, theme: 'light' },
] as const;

/** The picture of the widget at `step`, compared with `<variant>-<n>-<step>.png`. */
async function compare(page: Page, booking: Locator, file: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await expect(booking).toHaveScreenshot(file, {
    animations: 'disabled',
    caret: 'hide',
    mask: [booking.locator('tb-reservation-timer')],
    maxDiffPixelRatio: 0.01,
    // Two equal pictures in a row take a while on a busy machine.
    timeout: 20_000,
  });
}

for (const variant of VARIANTS) {
  test(`every step of a booking looks as it did: ${variant.name}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: variant.width, height: 3000 });
    await page.emulateMedia({ colorScheme: variant.theme, reducedMotion: 'reduce' });
    await openPage(page, PAGES.event.path);
    await page.addStyleTag({ content: 'tb-mock-inspector { display: none !important; }' });
    const booking = widget(page);
    await booking.evaluate((element, theme) => element.setAttribute('theme', theme), variant.theme);
    const shot = (n: number, step: Step) => compare(page, booking, `${variant.name}-${n}-${step}.png`);

    await expect(booking.locator('button[part~="show"]').first()).toBeVisible();
    await shot(1, 'shows');
    await pickShow(booking);
    await addTickets(booking, 'Erwachsene, Parkett', 2);
    await shot(2, 'tickets');
    await booking.getByRole('button', { name: 'Tickets reservieren' }).click();
    await atStep(booking, 'buyer');
    await shot(3, 'buyer');
    await booking.getByRole('textbox', { name: /^Vorname/ }).fill(ANNA.firstname);
    await booking.getByRole('textbox', { name: /^Nachname/ }).fill(ANNA.lastname);
    await booking.getByRole('textbox', { name: /^E-Mail/ }).fill(ANNA.email);
    await booking.getByRole('button', { name: 'Weiter' }).click();
    await atStep(booking, 'checkout');
    await shot(4, 'checkout');
    await booking
      .getByRole('checkbox', { name: /^Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ })
      .check();
    await booking.getByRole('button', { name: 'Buchung bestätigen' }).click();
    await atStep(booking, 'done');
    await expect(booking.locator('[part~="booking-number"]')).toHaveText(/\d{4}-\d{4}-\d{4}/);
    await shot(5, 'done');
  });
}
