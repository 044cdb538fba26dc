import { admin, expect, test, theatreFirstVisit } from './site.js';
import { addTickets, atStep, enterBuyer, pickShow } from './steps.js';

test('the inspector switches the gateway’s human check on: a booking completes by ticking “I am human” before reserving and before confirming', async ({
  page,
  pageErrors,
}) => {
  // A whole booking on a first visit of the demo: slow on a busy machine.
  test.slow();
  const booking = await theatreFirstVisit(page);

  const inspector = page.locator('tb-mock-inspector');
  await inspector.getByRole('button', { name: 'Mock inspector' }).click();
  await inspector.getByRole('tab', { name: 'Faults' }).click();
  const switchOn = inspector.getByRole('checkbox', { name: 'Human check at the gateway (test provider)' });
  await expect(switchOn).not.toBeChecked();
  await switchOn.check();
  await expect
    .poll(async () => ((await admin(page, 'GET', '/config')) as { visitorCheck?: boolean }).visitorCheck)
    .toBe(true);
  // The page's gateway now refuses a write without the test provider's token (the browser logs it).
  pageErrors.allow(/status of 403/);
  const refused = await page.evaluate(async () => {
    const response = await fetch('/widget-api/persons/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    return { status: response.status, code: ((await response.json()) as { code?: string }).code };
  });
  expect(refused).toEqual({ status: 403, code: 'visitor_unverified' });

  const human = booking.getByRole('checkbox', { name: 'I am human' });
  const challenge = booking.locator('[part~="challenge"]');
  await pickShow(booking);
  await addTickets(booking, 'Erwachsene, Parkett', 2);
  await booking.getByRole('button', { name: 'Tickets reservieren' }).click();
  await expect(challenge).toContainText('Bitte schliessen Sie diese Prüfung ab, um fortzufahren.');
  await human.check();
  await atStep(booking, 'buyer');
  await expect(challenge).toHaveCount(0);
  await expect(human).toBeHidden();

  await enterBuyer(booking);
  const terms = booking.getByRole('checkbox', {
    name: /^Ich akzeptiere die Allgemeinen Geschäftsbedingungen/,
  });
  if ((await terms.count()) > 0) await terms.check();
  await booking.getByRole('button', { name: 'Buchung bestätigen' }).click();
  await expect(challenge).toBeVisible();
  await human.check();
  await atStep(booking, 'done');
  await expect(booking.locator('[part~="booking-number"]')).toHaveText(/\d{4}-\d{4}-\d{4}/);
  await expect(challenge).toHaveCount(0);
});
