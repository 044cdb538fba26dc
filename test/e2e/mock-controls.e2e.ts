import type { Page } from '@playwright/test';
import { DEFAULT_STORAGE_KEY } from '../../mock-server/persistence/storage.js';
import { expect, showsLoaded, test, theatreFirstVisit, waitForService, widget } from './site.js';
import { addTickets, atStep, confirm, enterBuyer, pickShow, reserve, secondsLeft } from './steps.js';

test.beforeEach(async ({ page }) => {
  await theatreFirstVisit(page);
});

/** Opens the mock inspector at `tab`. */
async function inspect(page: Page, tab: 'Clock' | 'Faults' | 'Records' | 'Outbox') {
  const inspector = page.locator('tb-mock-inspector');
  await inspector.getByRole('button', { name: 'Mock inspector' }).click();
  await inspector.getByRole('tab', { name: tab }).click();
  return inspector;
}

test('30 minutes on the mock clock let the reservation expire in the widget; it reserves again', async ({
  page,
}) => {
  const booking = widget(page);
  await pickShow(booking);
  await addTickets(booking, 'Erwachsene, Balkon', 2);
  await reserve(booking);
  await booking.getByRole('textbox', { name: /^Vorname/ }).fill('Reto');
  // Count the expiry events the widget sends.
  await booking.evaluate((element) => {
    const seen: string[] = [];
    const stop = new AbortController();
    Object.assign(window, { expiries: seen, stopCounting: () => stop.abort() });
    element.addEventListener(
      'tb-reservation-expire',
      (event) => seen.push((event as CustomEvent<{ expires: Date }>).detail.expires.toISOString()),
      { signal: stop.signal },
    );
  });
  const expiries = () => page.evaluate(() => (window as unknown as { expiries: string[] }).expiries.length);

  const inspector = await inspect(page, 'Clock');
  await inspector.getByRole('button', { name: '+30 minutes' }).click();
  await expect(inspector.getByRole('status').filter({ hasText: 'Advanced 30 minutes' })).toBeVisible();

  await atStep(booking, 'expired');
  await expect(booking.getByRole('heading', { name: 'Ihre Reservierung ist abgelaufen' })).toBeFocused();
  await expect(booking.getByRole('timer')).toHaveCount(0);
  expect(await expiries()).toBe(1);

  await booking.getByRole('button', { name: 'Erneut reservieren' }).click();
  await atStep(booking, 'buyer');
  expect(await secondsLeft(booking)).toBeGreaterThan(29 * 60);
  await expect(booking.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Reto');
  await enterBuyer(booking, { firstname: 'Reto', lastname: 'Meier', email: 'reto@example.ch' });
  await expect(booking.locator('[part~="summary"]')).toContainText('2 × Erwachsene, Balkon');
  await confirm(booking);
  expect(await expiries()).toBe(1);
  await page.evaluate(() => (window as unknown as { stopCounting: () => void }).stopCounting());
});

test('a fault injected in the inspector fails the reservation; the widget recovers with "try again"', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/status of 50\d/);
  const booking = widget(page);
  await pickShow(booking);
  await addTickets(booking, 'Erwachsene, Parkett', 1);

  const inspector = await inspect(page, 'Faults');
  const preset = inspector.getByRole('checkbox', { name: 'Next ticket reservation fails with 503' });
  await preset.click();
  await expect(inspector.getByRole('tabpanel')).toContainText('1 left');
  await expect(preset).toBeChecked();

  await booking.getByRole('button', { name: 'Tickets reservieren' }).click();
  const alert = booking.locator('[part~="error"]');
  await expect(alert).toContainText('Der Ticketdienst antwortet gerade nicht.');
  await atStep(booking, 'tickets');
  // The inspector reads the faults every second: the one-time fault is used up.
  await expect(preset).not.toBeChecked({ timeout: 10_000 });

  await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
  await atStep(booking, 'buyer');
  await expect(alert).toBeEmpty();
  await enterBuyer(booking);
  await expect(booking.locator('[part~="summary"]')).toContainText('1 × Erwachsene, Parkett');
});

test('a reset in the inspector brings the seed data back', async ({ page, pageErrors }) => {
  // A reset ends every login: a read of the inspector's under way may meet a 401 before it
  // signs in again.
  pageErrors.allow(/status of 401 .*\/api\//);
  const booking = widget(page);
  // Book the premiere's last two Loge seats.
  await pickShow(booking);
  const loge = booking.locator('[part~="sector"]', { hasText: 'Loge' });
  await expect(loge).toContainText('Noch 2');
  await addTickets(booking, 'Erwachsene, Loge', 2);
  await reserve(booking);
  await enterBuyer(booking);
  const number = await confirm(booking);
  await booking.getByRole('button', { name: 'Weitere Tickets buchen' }).click();
  await pickShow(booking);
  await expect(loge).toContainText('Ausverkauft');
  await booking.getByRole('button', { name: 'Zurück' }).click();
  await atStep(booking, 'shows');

  const inspector = await inspect(page, 'Records');
  await expect(inspector.getByRole('tabpanel')).toContainText(number);
  await inspector.getByRole('button', { name: 'Reset…' }).click();
  await inspector.getByRole('button', { name: 'Reset to demo' }).click();
  await expect(inspector.getByRole('status').filter({ hasText: 'Reset to seed demo.' })).toBeVisible();
  await expect(inspector.getByRole('tabpanel')).not.toContainText(number);
  // The page saves the mock's state shortly after a change; a reload then finds the seed's.
  const pid = number.replaceAll('-', '');
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', DEFAULT_STORAGE_KEY))
    .not.toContain(pid);

  await page.reload();
  await waitForService(page);
  await showsLoaded(booking);
  await pickShow(booking);
  await expect(loge).toContainText('Noch 2');
});
