/**
 * The hosted payment page of the fake providers: what a buyer sees after the widget sends them
 * to the provider. It shows the amount and offers the outcomes a test needs, each a button of
 * one form (so a keyboard and a screen reader reach them all): pay, decline, cancel (back to
 * the shop unpaid), and for QA the test provider's "pay twice" and "pay after the release".
 * Abandoning is closing the page. Plain HTML: no script, no external resource.
 */
import type { LedgerPayment } from './ledger';

export type PageAction = 'pay' | 'decline' | 'cancel' | 'pay-twice' | 'pay-late';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

const LABELS: Record<PageAction, string> = {
  pay: 'Pay',
  decline: 'Pay with a card that is declined',
  cancel: 'Cancel and return to the shop',
  'pay-twice': 'Pay (the notification arrives twice)',
  'pay-late': 'Pay after the booking’s release (moves the mock’s clock)',
};

export function hostedPage(options: {
  title: string;
  payment: LedgerPayment;
  actionUrl: string;
  actions: readonly PageAction[];
  message?: string;
}): Response {
  const { payment } = options;
  const open = payment.status === 'open' || payment.status === 'declined';
  const state =
    options.message ??
    (payment.status === 'declined'
      ? 'The card was declined. Try again, or cancel.'
      : open
        ? ''
        : `This payment is ${payment.status}.`);
  const buttons = options.actions
    .map(
      (action) => `<button type="submit" name="action" value="${action}">${escape(LABELS[action])}</button>`,
    )
    .join('\n      ');
  const html = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escape(options.title)}</title>
  <style>
    body { font: 1rem/1.5 system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
    form { display: grid; gap: .75rem; margin-top: 1.5rem; }
    button { font: inherit; padding: .75rem 1rem; border: 2px solid #1a1a1a; border-radius: .5rem; background: #fff; cursor: pointer; }
    button[value="pay"] { background: #0b5cad; border-color: #0b5cad; color: #fff; }
    button:focus-visible { outline: 3px solid #b35c00; outline-offset: 2px; }
    [role="alert"] { border-left: 4px solid #a40000; padding-left: .75rem; }
  </style>
</head>
<body>
  <main>
    <h1>${escape(options.title)}</h1>
    <p>${escape(payment.description)}</p>
    <p>Amount: <strong data-amount="${payment.amount}">${escape(money(payment.amount, payment.currency))}</strong></p>
    ${state ? `<p role="alert">${escape(state)}</p>` : ''}
    ${
      open
        ? `<form method="post" action="${escape(options.actionUrl)}">
      ${buttons}
    </form>`
        : `<p><a href="${escape(payment.returnUrl)}">Return to the shop</a></p>`
    }
  </main>
</body>
</html>`;
  return new Response(html, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The action of the page's form post, or null. */
export async function pageAction(
  request: Request,
  allowed: readonly PageAction[],
): Promise<PageAction | null> {
  const form = new URLSearchParams(await request.text());
  const action = form.get('action');
  return allowed.find((candidate) => candidate === action) ?? null;
}

export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
