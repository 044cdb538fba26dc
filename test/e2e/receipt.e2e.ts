import type { Locator } from '@playwright/test';
import { admin, expect, showsLoaded, test, theatreFirstVisit, waitForService, widget } from './site.js';
import { addTickets, ANNA, atStep, confirm, enterBuyer, pickShow, reserve } from './steps.js';

test.beforeEach(async ({ page }) => {
  await theatreFirstVisit(page);
});

/** Books two adults and a child for the premiere on the demo theatre; answers the booking number. */
async function book(booking: Locator): Promise<string> {
  await pickShow(booking);
  await addTickets(booking, 'Erwachsene, Parkett', 2);
  await addTickets(booking, 'Kinder bis 16 Jahre, Parkett', 1);
  await reserve(booking);
  await enterBuyer(booking);
  return confirm(booking);
}

/** What the receipt says about the e-mail, each way. */
const EMAIL_FAILED = /E-Mail mit Ihren Tickets konnte noch nicht an anna\.muster@example\.ch gesendet werden/;
const EMAIL_SENT = 'Die Bestätigung wurde an anna.muster@example.ch gesendet.';

test('the receipt survives a reload until the buyer starts a new booking', async ({ page }) => {
  // A whole booking and two reloads of the demo (each builds its service anew): slow on a busy machine.
  test.slow();
  const booking = widget(page);
  const number = await book(booking);
  const tickets = booking.locator('[part~="tickets"]');
  const total = booking.locator('[part~="total"]');
  // Every ticket with its code, seat and price, and after them the total (CHF 213.00).
  const receipt = await tickets.innerText();
  await expect(total).toContainText(/CHF\s*213\.00/);

  await page.reload();
  await waitForService(page);
  await atStep(booking, 'done');
  await expect(booking.locator('[part~="booking-number"]')).toHaveText(number);
  await expect(tickets).toHaveText(receipt, { useInnerText: true });
  await expect(total).toContainText(/CHF\s*213\.00/);
  await expect(booking).toContainText(EMAIL_SENT);

  await booking.getByRole('button', { name: 'Weitere Tickets buchen' }).click();
  await atStep(booking, 'shows');
  await page.reload();
  await waitForService(page);
  await showsLoaded(booking);
  await atStep(booking, 'shows');
  await expect(booking.locator('[part~="booking-number"]')).toHaveCount(0);
});

test('a failed confirmation e-mail is stated once, across a reload, until it is sent again', async ({
  page,
  pageErrors,
}) => {
  // The gateway's send and the widget's own meet the injected fault: the browser logs the status.
  pageErrors.allow(/status of 503/);
  const booking = widget(page);
  await admin(page, 'POST', '/faults', { method: 'POST', path: '/email/send', status: 503 });
  const number = await book(booking);
  const failure = booking.getByText(EMAIL_FAILED);
  const alert = booking.locator('[part~="error"]');
  const resend = booking.getByRole('button', { name: 'E-Mail erneut senden' });
  // Both sends have met the fault (the gateway's with the confirmation, then the widget's own),
  // and the widget is done with its own.
  const hits = async () => ((await admin(page, 'GET', '/faults')) as { hits: number }[])[0]?.hits;
  await expect.poll(hits).toBe(2);
  await expect(resend).toHaveAttribute('aria-disabled', 'false');
  const statedOnce = async () => {
    await expect(failure).toHaveCount(1);
    await expect(alert).toBeEmpty();
    await expect(booking).not.toContainText(EMAIL_SENT);
    await expect(booking).not.toContainText('Ihre Tickets werden per E-Mail verschickt.');
    await expect(resend).toBeVisible();
  };
  await statedOnce();

  await page.reload();
  await waitForService(page);
  await atStep(booking, 'done');
  await expect(booking.locator('[part~="booking-number"]')).toHaveText(number);
  await statedOnce();

  await admin(page, 'DELETE', '/faults');
  await resend.click();
  await expect(
    booking.getByRole('status').filter({ hasText: 'Die E-Mail wurde erneut gesendet.' }),
  ).toBeVisible();
  await expect(booking).toContainText(EMAIL_SENT);
  await expect(failure).toHaveCount(0);
  await expect(alert).toBeEmpty();
  await expect(booking.locator('[part~="booking-number"]')).toHaveText(number);
  await expect(booking.locator('[part~="tickets"]')).toContainText('Kinder bis 16 Jahre');
});

test('a confirmation that landed but whose answer was lost: the booking is read, the e-mail sent, no failure said', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/Failed to fetch|ERR_|status of 50\d/);
  const booking = widget(page);
  await pickShow(booking);
  await addTickets(booking, 'Erwachsene, Parkett', 2);
  await reserve(booking);
  await enterBuyer(booking);
  // The service confirms the booking, and its answer is lost on the way back.
  await admin(page, 'POST', '/faults', {
    method: 'PATCH',
    path: '/bookings/*',
    networkError: true,
    landed: true,
    count: 1,
  });
  const said: string[] = [];
  await page.exposeFunction('tbSaid', (text: string) => said.push(text));
  // Everything the receipt says of the e-mail, from its first frame on.
  await booking.evaluate((host) => {
    const seen = new Set<string>();
    const observe = () => {
      const receipt = host.shadowRoot?.querySelector('tb-confirmation')?.shadowRoot;
      for (const p of receipt?.querySelectorAll('p') ?? []) {
        const text = p.textContent?.trim() ?? '';
        if (/E-Mail|gesendet/.test(text) && !seen.has(text)) {
          seen.add(text);
          void (window as unknown as { tbSaid(text: string): Promise<void> }).tbSaid(text);
        }
      }
      requestAnimationFrame(observe);
    };
    observe();
  });
  // The widget's own request for the e-mail: marked, so a gateway that sent it sends no second.
  const asked: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/email/send'))
      asked.push(request.headers()['x-confirmation-email'] ?? null);
  });
  await confirm(booking);
  await expect(booking).toContainText(EMAIL_SENT);
  await expect(booking.locator('[part~="error"]')).toBeEmpty();
  const outbox = (await admin(page, 'GET', '/outbox')) as { to: string }[];
  expect(outbox.filter((mail) => mail.to === ANNA.email).length, 'the e-mail went out, once').toBe(1);
  expect(asked).toEqual(['missing']);
  expect(
    said.filter((text) => EMAIL_FAILED.test(text)),
    'no failure said, not even for a frame',
  ).toEqual([]);
});

test('delivery is chosen before the details, the address asked only for post and shown at the checkout', async ({
  page,
}) => {
  const booking = widget(page);
  await pickShow(booking);
  await addTickets(booking, 'Erwachsene, Parkett', 1);
  await reserve(booking);

  const delivery = booking.getByRole('group', { name: 'Wie möchten Sie Ihre Tickets erhalten?' });
  const firstname = booking.getByRole('textbox', { name: /^Vorname/ });
  const street = booking.getByRole('textbox', { name: /^Strasse und Nummer/ });
  const byPost = delivery.getByRole('radio', { name: 'Per Post' });
  await expect(delivery.getByRole('radio', { name: 'Per E-Mail' })).toBeChecked();
  const before = await delivery.evaluate(
    (group, field) => !!(group.compareDocumentPosition(field!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await firstname.elementHandle(),
  );
  expect(before, 'the delivery choice comes before the first name').toBe(true);
  await expect(street).toHaveCount(0);

  await byPost.check();
  await expect(street).toBeVisible();
  await delivery.getByRole('radio', { name: 'Per E-Mail' }).check();
  await expect(street).toHaveCount(0);
  await byPost.check();

  await street.fill('Seefeldstrasse 12');
  await booking.getByRole('textbox', { name: /^PLZ/ }).fill('8008');
  await booking.getByRole('textbox', { name: /^Ort/ }).fill('Zürich');
  await booking.getByRole('combobox', { name: /^Land/ }).selectOption('CH');
  // Straight to the checkout: the address was asked with the details, nothing sends the buyer back.
  await enterBuyer(booking, ANNA);
  const shown = booking.locator('[part~="delivery"]');
  await expect(shown).toContainText('Per Post an:');
  await expect(shown.locator('address')).toHaveText('Anna Muster Seefeldstrasse 12 8008 Zürich Schweiz', {
    useInnerText: true,
  });
  await expect(booking.locator('[part~="error"]')).toBeEmpty();
});
