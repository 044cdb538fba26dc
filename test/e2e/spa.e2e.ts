import type { Page, Request } from '@playwright/test';
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

/**
 * Counts the page's requests under way; `settled()` resolves once none is (at once if none is),
 * and after the frame that follows, so whatever their answers started has run.
 */
function requestsUnderWay(page: Page) {
  const underWay = new Set<Request>();
  let wake = () => {};
  const done = (request: Request) => {
    underWay.delete(request);
    if (underWay.size === 0) wake();
  };
  page.on('request', (request) => underWay.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(): Promise<void> {
      while (underWay.size > 0) await new Promise<void>((resolve) => (wake = resolve));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    },
  };
}

test('the single-page app mounts and unmounts the widget twice, and nothing is left behind', async ({
  page,
}) => {
  const requests = requestsUnderWay(page);
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

  // Nothing comes back later either: a removed widget's code could run again only from a timer
  // or a listener (none is left) or from the answer of a request it started, so once every
  // request has been answered the count is final.
  await requests.settled();
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
