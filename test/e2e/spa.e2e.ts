import type { Page } from '@playwright/test';
import { axeViolations, expect, freshStart, PAGES, showsLoaded, test, widget } from './site.js';
import { addTickets, atStep, pickShow, reserve } from './steps.js';

/** The app's panel: how often it mounted and unmounted, and what the widget holds. */
async function meter(page: Page) {
  const value = async (id: string) => (await page.locator(`#${id}`).innerText()).trim();
  return {
    mounts: await value('mounts'),
    unmounts: await value('unmounts'),
    timers: await value('timers'),
    listeners: await value('listeners'),
    errors: await value('errors'),
  };
}

test('the single-page app mounts and unmounts the widget twice, and nothing is left behind', async ({
  page,
}) => {
  await freshStart(page, PAGES.spa.path);
  const mount = page.getByRole('button', { name: 'Widget einblenden' });
  const unmount = page.getByRole('button', { name: 'Widget entfernen' });
  const booking = widget(page);
  await expect(unmount).toBeDisabled();
  expect(await meter(page)).toEqual({
    mounts: '0-mal',
    unmounts: '0-mal',
    timers: '0',
    listeners: '0',
    errors: '0',
  });

  // First visit: a reservation, so the countdown and the expiry check are running.
  await mount.click();
  await showsLoaded(booking);
  await pickShow(booking);
  await addTickets(booking, 'Erwachsene, Parkett', 1);
  await reserve(booking);
  await expect(page.locator('#timers')).not.toHaveText('0');
  await expect(page.locator('#listeners')).not.toHaveText('0');
  expect(await axeViolations(page)).toEqual([]);

  await unmount.click();
  await expect(booking).toHaveCount(0);
  await expect(mount).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Widget entfernt.' })).toBeVisible();
  expect(await meter(page)).toMatchObject({ timers: '0', listeners: '0', errors: '0' });

  // Second visit: the booking resumes where it was, with its countdown.
  await mount.click();
  await atStep(booking, 'buyer');
  await expect(booking.getByRole('timer')).toBeVisible();
  await expect(page.locator('#timers')).not.toHaveText('0');
  await unmount.click();
  await expect(booking).toHaveCount(0);

  // Nothing comes back later either.
  await page.waitForTimeout(1500);
  expect(await meter(page)).toEqual({
    mounts: '2-mal',
    unmounts: '2-mal',
    timers: '0',
    listeners: '0',
    errors: '0',
  });
});

test('a widget moved to another place in the page carries on at its step, without errors', async ({
  page,
}) => {
  await freshStart(page, PAGES.spa.path);
  const booking = widget(page);
  await page.getByRole('button', { name: 'Widget einblenden' }).click();
  await showsLoaded(booking);
  await pickShow(booking);
  // What a router that keeps views alive does: the same element, somewhere else.
  await page.evaluate(() =>
    document.querySelector('main')!.append(document.querySelector('ticket-booking')!),
  );
  await atStep(booking, 'tickets');
  await expect(page.locator('#errors')).toHaveText('0');
});
