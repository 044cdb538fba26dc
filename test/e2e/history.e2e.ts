import type { Page } from '@playwright/test';
import { expect, PAGES, test, theatreFirstVisit, widget } from './site.js';
import { addTickets, atStep, enterBuyer, pickShow, reserve } from './steps.js';

test.beforeEach(async ({ page }) => {
  // A whole booking forth and back, on a machine that may be busy.
  test.slow();
  await theatreFirstVisit(page);
});

/** The step the current history entry names for the page's widget. */
const entryStep = (page: Page) =>
  page.evaluate(() => (history.state as { 'tb-booking'?: { step: string } } | null)?.['tb-booking']?.step);

test('the browser’s Back and Forward move between the steps, asking before held tickets are given back', async ({
  page,
}) => {
  const booking = widget(page);
  await pickShow(booking);
  await addTickets(booking, 'Erwachsene, Parkett', 2);
  await reserve(booking);
  await page.goBack();
  await atStep(booking, 'tickets');
  await page.goForward();
  await atStep(booking, 'buyer');
  await enterBuyer(booking);
  await page.goBack();
  await atStep(booking, 'buyer');
  await page.goBack();
  await atStep(booking, 'tickets');
  await expect(
    booking.getByRole('spinbutton', { name: 'Anzahl: Erwachsene, Parkett', exact: true }),
  ).toHaveValue('2');

  // Back to the dates while tickets are held: the widget asks, and keeping them restores the entry.
  await page.goBack();
  await expect(booking.getByRole('button', { name: 'Tickets behalten' })).toBeVisible();
  await booking.getByRole('button', { name: 'Tickets behalten' }).click();
  await atStep(booking, 'tickets');
  await expect.poll(() => entryStep(page)).toBe('tickets');
  await page.goBack();
  await booking.getByRole('button', { name: 'Freigeben und anderes Datum wählen' }).click();
  await atStep(booking, 'shows');
  await expect(booking.locator('[part~="timer"]')).toHaveCount(0);
  expect(new URL(page.url()).pathname, 'the page stays').toBe(PAGES.event.path);

  // Forward again goes through the step's own action: the dates' tickets step, nothing held.
  await page.goForward();
  await atStep(booking, 'tickets');
});
