import { axeViolations, expect, test } from './fixtures.js';

const START = new Date('2026-11-22T18:00:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: START });
  await page.goto('/');
});

test('the demo page shows the reservation timer counting down', async ({ page }) => {
  await expect(page).toHaveTitle(/Ticket booking widget/);
  const timer = page.getByRole('timer', { name: 'Reservation expires in' });
  await expect(timer).toHaveText('15:00');
  await page.clock.runFor(2000);
  await expect(timer).toHaveText('14:58');
});

test('the timer expires, says so and reports the event', async ({ page }) => {
  await page.getByLabel('Reserve for').selectOption('10');
  await page.getByRole('button', { name: 'Restart reservation' }).click();
  await expect(page.getByRole('timer')).toHaveText('00:10');
  await page.clock.runFor(10_000);
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.locator('tb-reservation-timer [part="label"]')).toHaveText(
    'Your reservation has expired.',
  );
  await expect(page.getByRole('log')).toContainText('tb-reservation-expire');
});

test('language and theme switch in place', async ({ page }) => {
  await page.getByLabel('Language').selectOption('it');
  await expect(page.getByRole('timer', { name: 'La prenotazione scade tra' })).toBeVisible();
  const base = page.locator('tb-reservation-timer [part="base"]');
  await expect(base).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.getByLabel('Theme').selectOption('dark');
  await expect(base).toHaveCSS('background-color', 'rgb(28, 28, 33)');
  await page.getByLabel('Theme').selectOption('auto');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(base).toHaveCSS('background-color', 'rgb(28, 28, 33)');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(base).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the demo page has no axe violations with the ${theme} theme`, async ({ page }) => {
      await page.getByLabel('Theme').selectOption(theme);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the controls work by keyboard alone, with a visible focus', async ({ page }) => {
    const order = [
      page.getByLabel('Language'),
      page.getByLabel('Theme'),
      page.getByLabel('Reserve for'),
      page.getByRole('button', { name: 'Restart reservation' }),
    ];
    for (const control of order) {
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
      expect(await control.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowDown'); // Language: English → Deutsch
    await expect(page.getByRole('timer', { name: 'Reservierung läuft ab in' })).toBeVisible();

    await page.clock.runFor(60_000);
    await expect(page.getByRole('timer')).toHaveText('14:00');
    await page.getByRole('button', { name: 'Restart reservation' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('timer')).toHaveText('15:00');
  });
});
