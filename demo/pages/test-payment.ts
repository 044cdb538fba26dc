/**
 * The test payment provider's hosted page in the in-page demo. The buyer is sent here to pay
 * (`demo/mock.ts`, `pageUrl`): the page that sent them has let go of the in-page mock as it
 * left, and a page cannot answer its own navigations, so this page starts the mock (its state,
 * the payments included, restored from the browser's storage), reads the provider's page
 * (`/__payments/test/pay/<id>`) through it and shows it, and sends the page's form through it
 * too. The provider's answer to a button is its page again (declined), or a redirect back to
 * the shop, which this page then follows.
 */
import { mockReady } from '../mock.js';

const id = new URLSearchParams(location.search).get('payment') ?? '';
const address = `/__payments/test/pay/${encodeURIComponent(id)}`;

/** Shows the provider's answer: its page, or the shop it sends the buyer back to. */
async function show(response: Response): Promise<void> {
  // Followed through the worker, a redirect's answer is not marked `redirected`: its address says.
  if (response.redirected || new URL(response.url).pathname !== address) {
    location.assign(response.url);
    return;
  }
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  document.title = page.title;
  for (const style of page.head.querySelectorAll('style')) document.head.append(style);
  document.body.replaceWith(page.body);
  const form = document.querySelector('form');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form, event.submitter)) body.append(name, String(value));
    for (const button of form.querySelectorAll('button')) button.disabled = true;
    void fetch(address, { method: 'POST', body }).then(show);
  });
  document.querySelector('h1')?.setAttribute('tabindex', '-1');
  if (!document.querySelector('[role="alert"]')) document.querySelector('h1')?.focus();
}

await mockReady;
await show(await fetch(address));
