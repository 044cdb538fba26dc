/**
 * The claim on a booking's confirmation e-mail: one per booking, kept in the gateway's store
 * beside the payment records, so that every instance sees it (Redis), and in the in-page demo
 * every page load (the records kept across page loads, hence the `payment:` key). Whoever is
 * about to ask the service for the e-mail takes the claim first; a request that finds it taken
 * sends nothing. Both ways a booking is confirmed use it: the settling of a paid booking
 * (payments/settle.ts) and the visitor's own confirmation (confirmation-email.ts), with its
 * retries and the page's fallback `POST /email/send`.
 *
 * The booking's lock alone does not make the e-mail once: two gateways whose locks do not reach
 * each other (the in-page demo's pages: the provider's page settles the notification while the
 * shop's page settles the buyer's return, each with its own locks) both found the booking
 * confirmed and not yet e-mailed, and both sent it; and a confirmation repeated after a lost
 * answer, on this instance or another, is answered 204 by the service again.
 *
 * A claim is `sending` while its holder asks for the e-mail: renewed every 2 s while it waits,
 * it lapses 10 s after its holder stopped (killed, crashed), and the next request then sends. It
 * is `sent` once the service took the e-mail (kept as long as the payment records), and it is
 * released when the send failed (the buyer can have it sent again from the receipt).
 *
 * What stays: a holder that stops after the service took the e-mail and before the claim says
 * `sent` leaves a `sending` claim that lapses, and the next request sends a second e-mail. The
 * service has no way to ask whether it sent one, so that moment can only be made short: one
 * store write.
 */
import type { GatewayStore } from './store.js';

/** A claim's life without renewal. */
export const EMAIL_CLAIM_MS = 10_000;
const RENEW_MS = 2_000;
/** As long as the payment records (record.ts). */
const SENT_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SENT = 'sent';
/** How often a request that waits for another's claim looks again. */
const POLL_MS = 250;
/** Long enough for a stopped holder's claim to lapse. */
const POLLS = Math.ceil((EMAIL_CLAIM_MS + RENEW_MS) / POLL_MS);

const claimKey = (booking: string) => `payment:email:${booking}`;

export type EmailClaim =
  /** Taken: send, then say how it went. */
  | { readonly state: 'mine'; sent(): Promise<void>; failed(): Promise<void> }
  /** Another report sent it. */
  | { readonly state: 'sent' }
  /** Another report is sending it now (or stopped while it did: the claim lapses soon). */
  | { readonly state: 'busy' };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The claim like `claimEmail`, but while another request holds it, waits until that one says
 * how it went (`sent`, or released: then it is `mine`) or its claim lapsed (`mine`). `busy` only
 * when a holder still renews it after that long (the service is that slow to answer).
 */
export async function awaitEmailClaim(
  store: GatewayStore,
  booking: string,
  wait: (ms: number) => Promise<void> = pause,
): Promise<EmailClaim> {
  for (let poll = 0; ; poll++) {
    const claim = await claimEmail(store, booking);
    if (claim.state !== 'busy' || poll >= POLLS) return claim;
    await wait(POLL_MS);
  }
}

/** After an e-mail sent without the claim (the buyer's "send again"): it is sent. */
export async function emailSent(store: GatewayStore, booking: string): Promise<void> {
  await store.set(claimKey(booking), SENT, SENT_TTL_MS);
}

/** Takes the claim on the confirmation e-mail of `booking` (the confirmed booking's pid). */
export async function claimEmail(store: GatewayStore, booking: string): Promise<EmailClaim> {
  const key = claimKey(booking);
  const token = `sending:${crypto.randomUUID()}`;
  // Twice: a claim released or lapsed between the two reads below is taken on the second round.
  for (let round = 0; round < 2; round++) {
    if (await store.set(key, token, EMAIL_CLAIM_MS, { ifAbsent: true })) return held(store, key, token);
    const value = await store.get(key);
    if (value === SENT) return { state: 'sent' };
    if (value !== null) return { state: 'busy' };
  }
  return { state: 'busy' };
}

function held(store: GatewayStore, key: string, token: string): EmailClaim {
  const timer = setInterval(() => {
    void (async () => {
      if ((await store.get(key)) === token) await store.set(key, token, EMAIL_CLAIM_MS);
    })().catch(() => undefined);
  }, RENEW_MS);
  (timer as { unref?: () => void }).unref?.();
  return {
    state: 'mine',
    async sent() {
      clearInterval(timer);
      await store.set(key, SENT, SENT_TTL_MS);
    },
    async failed() {
      clearInterval(timer);
      if ((await store.get(key)) === token) await store.delete(key);
    },
  };
}
