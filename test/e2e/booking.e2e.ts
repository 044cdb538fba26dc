import type { Locator, Page } from '@playwright/test';
import {
  DEMO_PIDS,
  expect,
  focusPageStart,
  takeSeats,
  test,
  theatreFirstVisit,
  waitForService,
  widget,
} from './site.js';
import {
  addTickets,
  atStep,
  confirm,
  enterBuyer,
  HEADINGS,
  pickShow,
  reserve,
  secondsLeft,
} from './steps.js';

// The Swiss pages format money for Switzerland (de-CH): "CHF 213.00".
const CHF = (amount: string) => new RegExp(`CHF\\s*${amount}`);

test.beforeEach(async ({ page }) => {
  await theatreFirstVisit(page);
});

test('a buyer books two adults and a child for the premiere by mouse', async ({ page, pageErrors }) => {
  const booking = widget(page);
  await expect(booking.locator('[part~="calendar-day"][aria-pressed="true"]')).toBeVisible();
  await pickShow(booking);
  await expect(booking.locator('[part~="show"]')).toContainText('Theater am Seefeld');
  await addTickets(booking, 'Erwachsene, Parkett', 2);
  await addTickets(booking, 'Kinder bis 16 Jahre, Parkett', 1);
  await expect(booking.locator('[part~="total"]')).toContainText('3 Tickets');
  await expect(booking.locator('[part~="total"]')).toContainText(CHF('213.00'));

  await reserve(booking);
  expect(await secondsLeft(booking)).toBeGreaterThan(29 * 60);
  await enterBuyer(booking);
  await expect(booking.locator('[part~="summary"]')).toContainText('2 × Erwachsene, Parkett');
  await expect(booking.locator('[part~="summary"]')).toContainText(CHF('213.00'));
  // Delivery is chosen before the details (e-mail by default); the checkout says where the tickets go.
  await expect(booking).toContainText('Per E-Mail an anna.muster@example.ch');
  const number = await confirm(booking);

  await expect(booking.getByRole('timer')).toHaveCount(0);
  await expect(booking.locator('[part~="tickets"]')).toContainText('Kinder bis 16 Jahre');
  await expect(booking).toContainText('Die Bestätigung wurde an anna.muster@example.ch gesendet.');
  // The service has the booking and sent the mail: the mock inspector shows both.
  const inspector = page.locator('tb-mock-inspector');
  await inspector.getByRole('button', { name: 'Mock inspector' }).click();
  await inspector.getByRole('tab', { name: 'Outbox' }).click();
  await expect(inspector.getByRole('tabpanel')).toContainText('anna.muster@example.ch');
  await expect(inspector.getByRole('tabpanel')).toContainText(number);
  // Every request of the booking ended as loaded: none cancelled (net::ERR_ABORTED) or failed.
  expect(pageErrors.failedRequests).toEqual([]);
});

/** Whether `target` has the keyboard focus (inside shadow roots too). */
const hasFocus = (target: Locator) =>
  target.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });

/** Presses Tab until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test('a buyer books by keyboard alone, from the skip link to the confirmation', async ({ page }) => {
  const booking = widget(page);
  const heading = (step: keyof typeof HEADINGS) =>
    booking.getByRole('heading', { name: HEADINGS[step], level: 2 });
  await focusPageStart(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, booking.locator('[part~="calendar-day"][aria-pressed="true"]'));
  await tabTo(page, booking.locator('[part~="show"]:enabled').first());
  await page.keyboard.press('Enter');
  await expect(heading('tickets')).toBeFocused();

  await tabTo(page, booking.getByRole('button', { name: 'Mehr: Erwachsene, Balkon' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(booking.getByRole('spinbutton', { name: 'Anzahl: Erwachsene, Balkon' })).toHaveValue('2');
  await tabTo(page, booking.getByRole('button', { name: 'Tickets reservieren' }));
  await page.keyboard.press('Enter');
  await expect(heading('buyer')).toBeFocused();

  await tabTo(page, booking.getByRole('textbox', { name: /^Vorname/ }));
  await page.keyboard.type('Luca');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Bernasconi');
  await tabTo(page, booking.getByRole('textbox', { name: /^E-Mail/ }));
  await page.keyboard.type('luca@example.ch');
  await page.keyboard.press('Enter');
  await expect(heading('checkout')).toBeFocused();
  await expect(booking.locator('[part~="buyer"]')).toContainText('Luca Bernasconi');

  // The theatre's terms are accepted by keyboard too (Space on their checkbox).
  const terms = booking.getByRole('checkbox', {
    name: /^Ich akzeptiere die Allgemeinen Geschäftsbedingungen/,
  });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, booking.getByRole('button', { name: 'Buchung bestätigen' }));
  await page.keyboard.press('Enter');
  await expect(heading('done')).toBeFocused();
  await expect(booking.locator('[part~="booking-number"]')).toContainText(/\d{4}-\d{4}-\d{4}/);
});

test('a reload in the middle of a booking returns to the same step, the timer still running', async ({
  page,
}) => {
  const booking = widget(page);
  await pickShow(booking);
  await addTickets(booking, 'Ermässigt (AHV, Studierende, Legi), Parkett', 2);
  await reserve(booking);
  await booking.getByRole('textbox', { name: /^Vorname/ }).fill('Sophie');
  const before = await secondsLeft(booking);

  await page.reload();
  await waitForService(page);
  await atStep(booking, 'buyer');
  await expect(booking.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Sophie');
  const after = await secondsLeft(booking);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 60);
  await expect.poll(() => secondsLeft(booking), { timeout: 5000 }).toBeLessThan(after);

  await enterBuyer(booking, { firstname: 'Sophie', lastname: 'Keller', email: 'sophie@example.ch' });
  await expect(booking.locator('[part~="summary"]')).toContainText('2 × Ermässigt (AHV, Studierende, Legi)');
  await confirm(booking);
});

test('a buyer who loses the race for the last two Loge seats is told so and chooses again', async ({
  page,
  pageErrors,
}) => {
  // The service refuses the reservation (409): the browser logs the status.
  pageErrors.allow(/status of 409/);
  const booking = widget(page);
  await pickShow(booking);
  await expect(booking.locator('[part~="sector"]', { hasText: 'Loge' })).toContainText('Noch 2');
  await addTickets(booking, 'Erwachsene, Loge', 2);

  await takeSeats(page, { show: DEMO_PIDS.theatre.premiere, sector: 'Loge', price: 'Erwachsene', count: 2 });
  await booking.getByRole('button', { name: 'Tickets reservieren' }).click();
  const shortfall = booking.locator('[part~="shortfall"]');
  await expect(
    shortfall.getByRole('heading', { name: 'Nicht alle Tickets konnten reserviert werden' }),
  ).toBeFocused();
  await expect(shortfall).toContainText('0 von 2 Tickets konnten reserviert werden.');

  await shortfall.getByRole('button', { name: 'Neu wählen' }).click();
  await expect(booking.locator('[part~="sector"]', { hasText: 'Loge' })).toContainText('Ausverkauft');
  await addTickets(booking, 'Erwachsene, Parkett', 2);
  await reserve(booking);
  await enterBuyer(booking);
  await expect(booking.locator('[part~="summary"]')).toContainText('2 × Erwachsene, Parkett');
  // The back office's creates too (their bodies read): none cancelled (net::ERR_ABORTED).
  expect(pageErrors.failedRequests).toEqual([]);
});
