/* global window, document, location, fetch, URLSearchParams */
/**
 * A test double of Stripe.js (https://js.stripe.com/v3/) for the e2e tests, not Stripe's code.
 * It offers the few calls the site owners' guide's Payment Element example makes: `Stripe(key)`,
 * `stripe.elements({ clientSecret })`, `elements.create('payment').mount(selector)` and
 * `stripe.confirmPayment({ elements, confirmParams, redirect })`, and pays at the mock's
 * Stripe-compatible fake as Stripe.js pays at Stripe: the PaymentIntent's confirm with the
 * publishable key and the client secret (through the test site's `/stripe-api/`). Its "Payment
 * Element" is one labelled card number field: 4242 4242 4242 4242 pays (Stripe's test method
 * `pm_card_visa`), 4000 0000 0000 0002 is declined (`pm_card_chargeDeclined`).
 */
(() => {
  const API = `${location.origin}/stripe-api`;
  const METHODS = { 4242424242424242: 'pm_card_visa', 4000000000000002: 'pm_card_chargeDeclined' };
  window.Stripe = (key) => ({
    elements({ clientSecret }) {
      let input = null;
      return {
        clientSecret,
        card: () => (input ? input.value.replace(/\s/g, '') : ''),
        create() {
          return {
            mount(selector) {
              const host = document.querySelector(selector);
              const label = document.createElement('label');
              input = document.createElement('input');
              input.autocomplete = 'cc-number';
              input.inputMode = 'numeric';
              label.append('Card number ', input);
              host.replaceChildren(label);
            },
          };
        },
      };
    },
    async confirmPayment({ elements, confirmParams }) {
      const secret = elements.clientSecret;
      const method = METHODS[elements.card()];
      if (!method) return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
      const intent = secret.slice(0, secret.indexOf('_secret_'));
      const answer = await fetch(`${API}/v1/payment_intents/${intent}/confirm`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          payment_method: method,
          client_secret: secret,
          return_url: confirmParams.return_url,
        }),
      });
      const body = await answer.json();
      return answer.ok ? { paymentIntent: body } : { error: body.error };
    },
  });
})();
