/**
 * Paying in the page with Stripe's Payment Element, as the site owners' guide shows it
 * (docs/taking-payment.md): a site embeds the widget and fills its `payment` slot with the Payment Element (here a test double
 * of Stripe.js, `stripe-js-double.js`, that pays at the mock's Stripe-compatible fake); the
 * widget's gateway runs on a Node server with `stripeProvider({ paymentElement: true })`, the
 * real `stripe` SDK creating and reading the PaymentIntents at the fake over HTTP.
 */
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { DEMO_PIDS } from '../../mock-server/seed/demo-pids.js';
import { stripeProvider } from '../../src/gateway/index.js';
import { BUNDLE, fulfillChunk } from './embed-chunks.js';
import { axeViolations, expect, test } from './fixtures.js';
import { reserveAndFillDetails, startOwnerGateway, type OwnerGateway } from './owner-site.js';

/** A made-up site; Playwright answers its requests. */
const SITE = 'https://theatre.example';
const CONCERT = DEMO_PIDS.concert.event;
const STRIPE_DOUBLE = fileURLToPath(new URL('./stripe-js-double.js', import.meta.url));

// The gateway runs on this machine: a public site reaches it with the visitor's consent.
test.use({ permissions: ['local-network-access'] });

let owner: OwnerGateway | undefined;
let mockUrl: string;
let apiBase: string;

test.beforeAll(async () => {
  owner = await startOwnerGateway(SITE, CONCERT, (mock) => {
    const { port } = new URL(mock.url);
    const stripe = new Stripe('sk_test_e2e', { host: '127.0.0.1', port, protocol: 'http' });
    return { payments: stripeProvider({ stripe, webhookSecret: 'whsec_mock', paymentElement: true }) };
  });
  ({ apiBase } = owner);
  mockUrl = owner.mock.url;
});

test.afterAll(async () => {
  await owner?.close();
});

/** The guide's page: the widget, the Payment Element in its `payment` slot, the form's script. */
const page =
  () => `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Theater am Seefeld</title></head>
<body><main><h1>What's on</h1>
<ticket-booking id="tickets" event="${CONCERT}" api-base="${apiBase}" lang="en">
  <form slot="payment" id="payment-form">
    <div id="payment-element"></div>
    <p id="payment-message" role="alert"></p>
    <button type="submit">Pay</button>
  </form>
</ticket-booking></main>
<script src="${SITE}/stripe.js"></script>
<script src="${SITE}/ticket-booking.js"></script>
<script type="module">
  const stripe = Stripe('pk_test_e2e');
  const widget = document.getElementById('tickets');
  const form = document.getElementById('payment-form');
  const message = document.getElementById('payment-message');
  let elements;
  let returnUrl;
  widget.addEventListener('tb-payment-form', (event) => {
    elements = stripe.elements({ clientSecret: event.detail.clientSecret });
    elements.create('payment').mount('#payment-element');
    returnUrl = event.detail.returnUrl;
    message.textContent = '';
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
    if (error) message.textContent = error.message;
    else await widget.paymentSubmitted();
  });
</script></body></html>`;

test('the buyer pays in the widget’s payment slot (declined first), keyboard only, and sees the paid receipt', async ({
  page: tab,
  pageErrors,
}) => {
  test.slow();
  // Stripe's confirm answers a declined card 402, which the browser logs.
  pageErrors.allow(/402 \(Payment Required\).*\/payment_intents\/\w+\/confirm/);
  const requests: string[] = [];
  tab.on('request', (request) => {
    if (request.url().startsWith(apiBase))
      requests.push(`${request.method()} ${new URL(request.url()).pathname.replace(/\d{12}/g, '<pid>')}`);
  });
  await tab.route(`${SITE}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/ticket-booking.js')
      return route.fulfill({ path: BUNDLE, contentType: 'text/javascript' });
    if (url.pathname === '/stripe.js')
      return route.fulfill({ path: STRIPE_DOUBLE, contentType: 'text/javascript' });
    if (url.pathname.startsWith('/stripe-api/')) {
      // What Stripe.js sends to Stripe, to the Stripe fake.
      const answer = await route.fetch({ url: `${mockUrl}${url.pathname.slice('/stripe-api'.length)}` });
      return route.fulfill({ response: answer });
    }
    if (await fulfillChunk(route)) return;
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body: page() });
  });
  await tab.goto(`${SITE}/`);
  const booking = tab.locator('ticket-booking');
  await reserveAndFillDetails(booking);
  const form = tab.locator('#payment-form');
  await expect(form).toBeHidden();

  // Continue to payment, by keyboard: the payment slot shows, labelled, and takes the focus.
  await booking.getByRole('button', { name: 'Continue to payment' }).focus();
  await tab.keyboard.press('Enter');
  const box = booking.getByRole('group', { name: 'Payment details' });
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  await expect(form).toBeVisible();
  await expect(booking.getByRole('timer', { name: 'Reservation expires in' })).toBeVisible();
  await expect(booking.getByText('Enter your payment details in the form below')).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
  expect(await axeViolations(tab)).toEqual([]);

  // A declined card: the form says so (Stripe's to say), and the widget keeps the form.
  const card = tab.getByRole('textbox', { name: 'Card number' });
  await tab.keyboard.press('Tab');
  await expect(card).toBeFocused();
  await tab.keyboard.type('4000 0000 0000 0002');
  await tab.keyboard.press('Enter');
  await expect(tab.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(box).toBeVisible();

  // The right card: paid at Stripe, the page tells the widget, and the receipt shows.
  const before = requests.length;
  await card.fill('');
  await card.pressSequentially('4242 4242 4242 4242');
  await tab.keyboard.press('Enter');
  await expect(booking.getByText('The confirmation has been sent to anna.muster@example.ch.')).toBeVisible();
  await expect(booking.locator('[part~="payment"]').last()).toContainText('Paid online');
  await expect(booking.locator('[part~="payment"]').last()).toContainText(/Payment reference: pi_test_\w+/);
  await expect(form).toBeHidden();
  expect(requests.slice(before), 'the gateway is asked once: the payment, with the receipt').toEqual([
    'GET /widget-api/bookings/<pid>/payment',
  ]);
  expect(await axeViolations(tab)).toEqual([]);
});
