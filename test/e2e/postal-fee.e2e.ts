/**
 * The concert in Konstanz is sold in euros: its postal fee is the host's rate in euros, part of
 * the one total, at the checkout and on the receipt, through the gateway and the in-page mock.
 */
import { DEMO_PIDS, expect, freshStart, PAGES, showsLoaded, test, widget } from './site.js';
import { addTickets, ANNA, confirm, enterBuyer, pickShow, reserve } from './steps.js';

test('the EUR concert by post: one total in euros with the fee in it, and no CHF anywhere', async ({
  page,
}) => {
  test.slow();
  await freshStart(page, PAGES.twoWidgets.path);
  const booking = widget(page, `ticket-booking[event="${DEMO_PIDS.concert.event}"]`);
  await showsLoaded(booking);
  await pickShow(booking);
  await addTickets(booking, 'Stehplatz', 2);
  await reserve(booking);

  const delivery = booking.getByRole('group', { name: 'Wie möchten Sie Ihre Tickets erhalten?' });
  await delivery.getByRole('radio', { name: 'Per Post' }).check();
  await booking.getByRole('textbox', { name: /^Strasse und Nummer/ }).fill('Marktstätte 4');
  await booking.getByRole('textbox', { name: /^PLZ/ }).fill('78462');
  await booking.getByRole('textbox', { name: /^Ort/ }).fill('Konstanz');
  await booking.getByRole('combobox', { name: /^Land/ }).selectOption('DE');
  await enterBuyer(booking, ANNA);

  // Two standing tickets of EUR 49.00 and the host's EUR rate for Germany (11.00): EUR 109.00.
  const summary = booking.locator('[part~="summary"]');
  const row = (name: string) => summary.getByRole('row').filter({ hasText: name });
  await expect(row('Versand')).toHaveText(/Versand\s*EUR\s*11\.00/);
  await expect(row('Total')).toHaveText(/Total\s*EUR\s*109\.00/);
  await expect(summary).not.toContainText('CHF');
  await expect(booking.locator('[part~="delivery-apart"]')).toHaveCount(0);

  await confirm(booking);
  const total = booking.locator('[part~="total"]');
  await expect(total).toContainText(/Versand\s*EUR\s*11\.00/);
  await expect(total).toContainText(/Total\s*EUR\s*109\.00/);
  await expect(booking).not.toContainText('CHF');
  await expect(booking.locator('[part~="delivery-apart"]')).toHaveCount(0);
  await expect(booking).toContainText('Ihre Tickets werden per Post verschickt.');
});
