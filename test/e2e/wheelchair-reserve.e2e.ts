/**
 * Best available for a wheelchair user at the first reservation, on the demo theatre (its
 * wheelchair spaces are in Parkett row 20, with companion seats beside them), through the
 * gateway and the in-page mock.
 */
import { expect, test, theatreFirstVisit } from './site.js';
import { addTickets, pickShow, reserve } from './steps.js';

test('two tickets reserved as a wheelchair space and the companion seat beside it, before any map', async ({
  page,
}) => {
  const booking = await theatreFirstVisit(page);
  await pickShow(booking);
  await addTickets(booking, 'Erwachsene, Parkett', 2);
  const box = booking.getByRole('checkbox', { name: 'Rollstuhlplatz mit Begleitplatz daneben' });
  await box.check();
  await expect(box).toHaveAccessibleDescription(
    /^Rollstuhlplätze gibt es hier: Parkett\. Ihr erstes Ticket gilt/,
  );
  await reserve(booking);
  // Both seats in row 20, side by side: the wheelchair space and its companion seat.
  await expect(booking.locator('[part~="seats"]')).toContainText(
    /Parkett, Reihe 20, Platz \S+–\S+, nebeneinander/,
  );
});
