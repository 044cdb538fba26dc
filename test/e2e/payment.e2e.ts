/**
 * Paying online on the demo theatre, with the mock's gateway taking payment through the test
 * provider (`PATCH /__admin/config {"payments": "test"}`): the buyer leaves the page for the
 * provider's hosted page and comes back, and the widget resumes into the payment's outcome.
 * Everything runs in the page (the demo's in-page mock), the hosted page included.
 */
import type { Locator, Page } from '@playwright/test';
import type { BookingState } from '../../src/booking/types.js';
import {
  admin,
  axeViolations,
  expect,
  takeSeats,
  test,
  theatreFirstVisit,
  waitForService,
  widget,
} from './site.js';
import { addTickets, ANNA, atStep, enterBuyer, pickShow, reserve, secondsLeft } from './steps.js';

const PAY = 'Weiter zur Zahlung';
const PAY_AGAIN = 'Erneut bezahlen';

test.beforeEach(async ({ page }) => {
  await theatreFirstVisit(page);
  await admin(page, 'PATCH', '/config', { payments: 'test' });
});

test.afterEach(async ({ page }) => {
  // The next test's page starts with payments off, as after a reset.
  await admin(page, 'PATCH', '/config', { payments: 'off' }).catch(() => undefined);
});

/** Two adults in the stalls, to the checkout. */
async function toCheckout(booking: Locator): Promise<void> {
  await pickShow(booking);
  await addTickets(booking, 'Erwachsene, Parkett', 2);
  await reserve(booking);
  await enterBuyer(booking);
}

/** The venue's terms accepted, "Continue to payment", and the test provider's hosted page once it is ready to click. */
async function toProvider(page: Page, booking: Locator, label = PAY): Promise<void> {
  const terms = booking.getByRole('checkbox', {
    name: /^Ich akzeptiere die Allgemeinen Geschäftsbedingungen/,
  });
  if ((await terms.count()) > 0) await terms.check();
  await booking.getByRole('button', { name: label }).click();
  await expect(page.getByRole('heading', { name: 'Test payment', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
}

/** Clicks a button of the hosted page and waits until the shop's page answers its service again. */
async function onProvider(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/test-payment.html'));
  await waitForService(page);
}

test('the buyer pays with the test provider and sees the paid receipt', async ({ page }) => {
  test.slow();
  const booking = widget(page);
  // The widget's requests to the site owner's gateway (the demo page has no preload links).
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/widget-api/')) requests.push(`${request.method()} ${url.pathname}`);
  });
  await toCheckout(booking);
  const atCheckout = requests.length;
  await expect(booking.getByRole('button', { name: PAY })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await toProvider(page, booking);
  // The gateway's amount: two adults in the stalls, from the service's prices.
  await expect(page.locator('[data-amount]')).toHaveText(/CHF\s*1(?:’|')?\d\d\d?\.00|CHF\s*\d+\.00/);
  await onProvider(page, 'Pay');

  await atStep(booking, 'done');
  // The buyer's details went with the payment's start (no PATCH of the person at the details
  // step); the return read the payment alone, its answer carrying the receipt.
  const number = /\/bookings\/(\d+)\/payment$/.exec(requests[atCheckout] ?? '')?.[1];
  expect(requests.filter((request) => request.startsWith('PATCH /widget-api/persons/'))).toEqual([]);
  expect(requests.slice(atCheckout)).toEqual([
    `POST /widget-api/bookings/${number}/payment`,
    `GET /widget-api/bookings/${number}/payment`,
  ]);
  const paid = booking.locator('[part~="payment"]');
  await expect(paid).toContainText('Online bezahlt');
  await expect(paid).toContainText(/Zahlungsreferenz: TEST_\w+/);
  await expect(booking).toContainText('Die Bestätigung wurde an anna.muster@example.ch gesendet.');
  expect(await axeViolations(page)).toEqual([]);

  // The service holds it confirmed, with one confirmation e-mail.
  const outbox = (await admin(page, 'GET', '/outbox')) as { to?: string; booking?: number }[];
  expect(outbox.filter((mail) => JSON.stringify(mail).includes(ANNA.email))).toHaveLength(1);

  // A reload keeps the receipt, the payment's reference read again.
  const reference = await paid.innerText();
  await page.reload();
  await waitForService(page);
  await atStep(booking, 'done');
  await expect(paid).toHaveText(reference, { useInnerText: true });
});

test('a declined card keeps the tickets held; the buyer pays on the next try', async ({
  page,
  pageErrors,
}) => {
  test.slow();
  pageErrors.allow(/Failed to load resource/);
  const booking = widget(page);
  await toCheckout(booking);
  const before = await secondsLeft(booking);
  await toProvider(page, booking);
  await page.getByRole('button', { name: 'Pay with a card that is declined' }).click();
  await expect(page.getByRole('alert')).toContainText('declined');
  await onProvider(page, 'Cancel and return to the shop');

  // Back at the checkout: said why, the tickets still held, the timer still counting down from
  // the same deadline.
  await atStep(booking, 'checkout');
  await expect(booking.locator('[part~="payment"]').getByRole('alert')).toContainText(
    'Die Zahlung wurde abgelehnt',
  );
  const after = await secondsLeft(booking);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 120);
  expect(await axeViolations(page)).toEqual([]);

  await toProvider(page, booking, PAY_AGAIN);
  await onProvider(page, 'Pay');
  await atStep(booking, 'done');
  await expect(booking.locator('[part~="payment"]')).toContainText('Online bezahlt');
});

test('paid after the reservation ran out and its seats were taken: the refund is explained', async ({
  page,
  pageErrors,
}) => {
  test.slow();
  pageErrors.allow(/Failed to load resource/);
  const booking = widget(page);
  await toCheckout(booking);
  const held = await booking.evaluate((element) => {
    const state = (element as unknown as { booking: BookingState }).booking;
    return { show: state.show!, seats: state.reservation!.tickets.map((ticket) => ticket.seat!) };
  });
  await toProvider(page, booking);
  // While the buyer is at the provider: the reservation runs out, and another buyer takes its seats.
  await admin(page, 'POST', '/clock', { advance: '31m' });
  await takeSeats(page, {
    show: held.show,
    sector: 'Parkett',
    price: 'Erwachsene',
    count: 2,
    seats: held.seats,
  });
  await onProvider(page, 'Pay');

  await expect(booking.getByRole('alert')).toContainText(
    'Ihre Zahlung ist erst nach Ablauf Ihrer Reservierung eingegangen, und die Tickets waren nicht mehr verfügbar.',
  );
  await expect(booking.getByRole('alert')).toContainText('vollständig zurückerstattet');
  // Nothing was confirmed, and nothing was sent.
  const outbox = (await admin(page, 'GET', '/outbox')) as unknown[];
  expect(outbox.filter((mail) => JSON.stringify(mail).includes(ANNA.email))).toHaveLength(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a script that confirms without paying gets 402, and the booking stays unconfirmed', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/status of 402/);
  const booking = widget(page);
  await toCheckout(booking);
  const answer = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('tb-booking:'))!;
    const saved = JSON.parse(sessionStorage.getItem(key)!) as { booking: number; session: string };
    const response = await fetch(`/widget-api/bookings/${saved.booking}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'X-Session': saved.session },
      body: JSON.stringify({ confirmation: true }),
    });
    // The service's own record, read as the back office.
    const token = (await (
      await fetch('/api/oauth/v2/token', {
        method: 'POST',
        headers: {
          Authorization: `Basic ${btoa('demo-client:demo-secret')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=password&username=demo&password=demo',
      })
    ).json()) as { access_token: string };
    const record = (await (
      await fetch(`/api/bookings/${saved.booking}`, {
        headers: { Authorization: `Bearer ${token.access_token}` },
      })
    ).json()) as { confirmation: boolean };
    return {
      status: response.status,
      code: ((await response.json()) as { code: string }).code,
      payments: response.headers.get('X-Payments'),
      confirmed: record.confirmation,
    };
  });
  expect(answer).toEqual({ status: 402, code: 'payment_required', payments: 'test', confirmed: false });
  // The widget still offers the payment.
  await expect(booking.getByRole('button', { name: PAY })).toBeVisible();
});

test('back from the provider without paying: the widget waits for the payment, and shows the receipt once it is paid', async ({
  page,
}) => {
  test.slow();
  const booking = widget(page);
  await toCheckout(booking);
  await toProvider(page, booking);
  const id = new URL(page.url()).searchParams.get('payment')!;
  // The browser's Back button: the shop's page resumes the booking, the payment still open.
  await page.goBack();
  await waitForService(page);
  await atStep(booking, 'checkout');
  const payment = booking.locator('[part~="payment"]');
  await expect(payment).toContainText('Wir warten auf die Bestätigung der Zahlung');
  await expect(booking.getByRole('timer')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Paid in another tab: the widget learns it by itself (it asks every few seconds).
  await page.evaluate(async (path) => {
    await fetch(path, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  }, `/__payments/test/pay/${id}`);
  await atStep(booking, 'done');
  await expect(payment).toContainText(/Zahlungsreferenz: TEST_\w+/);
});

test('the inspector switches payment at the gateway on: the checkout then goes to the payment', async ({
  page,
}) => {
  await admin(page, 'PATCH', '/config', { payments: 'off' });
  const inspector = page.locator('tb-mock-inspector');
  await inspector.getByRole('button', { name: 'Mock inspector' }).click();
  await inspector.getByRole('tab', { name: 'Faults' }).click();
  const switchOn = inspector.getByRole('checkbox', { name: 'Payment at the gateway (test provider)' });
  await expect(switchOn).not.toBeChecked();
  await switchOn.check();
  await expect
    .poll(async () => ((await admin(page, 'GET', '/config')) as { payments?: string }).payments)
    .toBe('test');
  await inspector.getByRole('button', { name: 'Mock inspector' }).click();
  const booking = widget(page);
  await toCheckout(booking);
  await expect(booking.getByRole('button', { name: PAY })).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Buchung bestätigen' })).toHaveCount(0);
});
