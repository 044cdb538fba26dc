import { admin, expect, freshStart, PAGES, showsLoaded, test, widget } from './site.js';
import { addTickets, atStep, confirm, enterBuyer, pickShow } from './steps.js';

test('the event log shows the widget events in the order they fire', async ({ page, pageErrors }) => {
  pageErrors.allow(/status of 50\d/);
  await freshStart(page, PAGES.eventLog.path);
  const booking = widget(page);
  const log = page.getByRole('log', { name: 'Protokoll' });
  const types = () =>
    log.locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-type')));
  await showsLoaded(booking);
  await expect(log.locator('li')).toHaveCount(1);
  await expect(log.locator('li').first()).toContainText('tb-ready');

  await pickShow(booking);
  await addTickets(booking, 'Stehplatz', 2);
  // The first reservation meets an injected fault; "try again" gets it.
  await admin(page, 'POST', '/faults', { method: 'POST', path: '/tickets', status: 503, count: 1 });
  await booking.getByRole('button', { name: 'Tickets reservieren' }).click();
  await booking.getByRole('button', { name: 'Erneut versuchen' }).click();
  await atStep(booking, 'buyer');
  // Half an hour later the reservation has run out; the buyer reserves again.
  await admin(page, 'POST', '/clock', { advance: '30m' });
  await atStep(booking, 'expired');
  await booking.getByRole('button', { name: 'Erneut reservieren' }).click();
  await atStep(booking, 'buyer');
  await enterBuyer(booking);
  await confirm(booking);

  await expect
    .poll(types)
    .toEqual([
      'tb-ready',
      'tb-show-select',
      'tb-error',
      'tb-tickets-reserve',
      'tb-reservation-expire',
      'tb-tickets-reserve',
      'tb-booking-confirm',
    ]);
  const confirmed = log.locator('li[data-type="tb-booking-confirm"]');
  await expect(confirmed).toContainText('"currency": "EUR"');
  await expect(confirmed).toContainText('"total": 9800');
  await expect(log.locator('li[data-type="tb-error"]')).toContainText('"retryable": true');

  await page.getByRole('button', { name: 'Protokoll leeren' }).click();
  await expect(log.locator('li')).toHaveCount(0);
});
