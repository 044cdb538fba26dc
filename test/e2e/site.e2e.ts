import {
  axeViolations,
  expect,
  focusPageStart,
  freshStart,
  PAGES,
  showsLoaded,
  test,
  widget,
} from './site.js';
import { HEADINGS } from './steps.js';

test.describe('every page of the demo site', () => {
  for (const [name, demo] of Object.entries(PAGES)) {
    test(`${name} (${demo.path}) loads its widgets without errors, passes axe and fits a phone`, async ({
      page,
    }) => {
      await freshStart(page, demo.path);
      await expect(page).toHaveTitle(demo.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(demo.heading);
      const widgets = page.locator('ticket-booking');
      await expect(widgets).toHaveCount(demo.widgets);
      for (const booking of await widgets.all()) await showsLoaded(booking);
      // While the widget works, its fallback link is hidden; it is there for when it cannot.
      for (const link of await page.getByRole('link', { name: /Webshop|boutique en ligne/ }).all())
        await expect(link).toBeHidden();
      await expect(
        page.locator('tb-mock-inspector').getByRole('button', { name: 'Mock inspector' }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'scrolls sideways at phone width').toBeLessThanOrEqual(0);
    });
  }
});

test('two widgets on a page have regions with distinct names', async ({ page }) => {
  await freshStart(page, PAGES.twoWidgets.path);
  for (const booking of await page.locator('ticket-booking').all()) await showsLoaded(booking);
  const names = await page
    .locator('ticket-booking [part~="base"][aria-label]')
    .evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label')));
  expect(names).toHaveLength(2);
  expect(new Set(names).size).toBe(2);
});

test('the site has landmarks, a skip link and navigation between its pages', async ({ page }) => {
  await freshStart(page, PAGES.home.path);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link')).toHaveCount(8);
  await expect(nav.getByRole('link', { name: 'Spielplan' })).toHaveAttribute('aria-current', 'page');

  await focusPageStart(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await nav.getByRole('link', { name: 'Die Dreigroschenoper' }).click();
  await expect(page).toHaveTitle(PAGES.event.title);
  await expect(nav.getByRole('link', { name: 'Die Dreigroschenoper' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'FR' }).click();
  await expect(page).toHaveTitle(PAGES.french.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
});

test('the French page speaks French and follows a dark colour scheme', async ({ page }) => {
  await freshStart(page, PAGES.french.path);
  const booking = widget(page);
  await showsLoaded(booking);
  await expect(booking.getByRole('heading', { name: 'Choisissez une date', level: 2 })).toBeVisible();
  await expect(booking.getByRole('region', { name: 'Réservation de billets' })).toBeVisible();
  const base = booking.locator('[part~="base"]').first();
  await expect(base).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(base).toHaveCSS('background-color', 'rgb(28, 28, 33)');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(27, 21, 19)');
  await booking.locator('button[part~="show"]:enabled').first().click();
  await expect(booking.getByRole('heading', { name: 'Choisissez vos billets', level: 2 })).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Réserver les billets' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the festival page themes its widget dark in its own colours, through tokens only', async ({ page }) => {
  await freshStart(page, PAGES.dark.path);
  const booking = widget(page);
  await showsLoaded(booking);
  await expect(booking).toHaveAttribute('theme', 'dark');
  await expect(booking.locator('[part~="base"]').first()).toHaveCSS('background-color', 'rgb(15, 37, 48)');
  await booking.locator('button[part~="show"]:enabled').first().click();
  await expect(booking.getByRole('heading', { name: HEADINGS.tickets })).toBeVisible();
  const reserve = booking.getByRole('button', { name: 'Tickets reservieren' });
  await expect(reserve).toHaveCSS('background-color', 'rgb(126, 240, 220)');
  await expect(reserve).toHaveCSS('color', 'rgb(4, 48, 42)');
  expect(await axeViolations(page)).toEqual([]);
});
