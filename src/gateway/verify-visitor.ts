/**
 * Ready-made `verifyVisitor` checks for the human-verification services site owners use most:
 * each is one call of the provider's documented server-side verification (siteverify), with the
 * secret kept on the server. A token is good for one check at the provider, so the widget brings
 * a fresh one for each action it is asked for (`reserve`, then `confirm`).
 *
 * A provider that cannot be reached (or answers unreadably) counts as a failed check: the
 * gateway then answers 403 `visitor_unverified` and tells `onError` why (`verification_failed`).
 */
import type { VerifyVisitor, VisitorCheck } from './options.js';

interface ProviderOptions {
  /** The provider's verification address, for a regional endpoint or a test server. */
  siteverifyUrl?: string;
  /** Give up on the provider after this many ms (default 5 000). */
  timeoutMs?: number;
  /** The fetch that reaches the provider; the global fetch by default. */
  fetch?: typeof fetch;
  /**
   * The visitor's address, passed to the provider as `remoteip` where it takes one. Default: none
   * (the gateway's `clientAddress` option decides the address the caps count by; pass the same here).
   */
  remoteIp?: (request: Request) => string | undefined;
}

export interface TurnstileOptions extends ProviderOptions {
  /** The widget's secret key from the Cloudflare dashboard. */
  secret: string;
  /** When set, the token must have been issued on this hostname (your shop's). */
  hostname?: string;
}

export interface HcaptchaOptions extends ProviderOptions {
  /** Your account's secret key. */
  secret: string;
  /** The site key of your page's widget: a token of another site's widget is refused. */
  sitekey?: string;
  /** When set, the token must have been issued on this hostname. */
  hostname?: string;
}

export interface FriendlyCaptchaOptions extends ProviderOptions {
  /** An API key from the Friendly Captcha dashboard (sent as `X-API-Key`). */
  apiKey: string;
  /** The sitekey of your page's widget. */
  sitekey?: string;
}

const TIMEOUT_MS = 5_000;

async function post(
  options: ProviderOptions,
  url: string,
  init: { body: string; headers: Record<string, string> },
): Promise<Record<string, unknown>> {
  const answer = await (options.fetch ?? fetch)(options.siteverifyUrl ?? url, {
    method: 'POST',
    ...init,
    signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
  });
  if (!answer.ok) throw new Error(`siteverify answered ${answer.status}`);
  return (await answer.json()) as Record<string, unknown>;
}

function form(fields: Record<string, string | undefined>): { body: string; headers: Record<string, string> } {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, value);
  return { body: body.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
}

/** Cloudflare Turnstile: `POST https://challenges.cloudflare.com/turnstile/v0/siteverify`. */
export function turnstile(options: TurnstileOptions): VerifyVisitor {
  return async ({ request, action, token }: VisitorCheck) => {
    if (!token) return false;
    const result = await post(
      options,
      'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      form({ secret: options.secret, response: token, remoteip: options.remoteIp?.(request) }),
    );
    // The token must have been made for this action (the page renders the challenge with
    // `action: 'reserve'` or `'confirm'`): a token solved elsewhere on the site does not pass.
    return (
      result.success === true &&
      result.action === action &&
      (!options.hostname || result.hostname === options.hostname)
    );
  };
}

/** hCaptcha: `POST https://api.hcaptcha.com/siteverify`. */
export function hcaptcha(options: HcaptchaOptions): VerifyVisitor {
  return async ({ request, action, token }: VisitorCheck) => {
    if (!token) return false;
    const result = await post(
      options,
      'https://api.hcaptcha.com/siteverify',
      form({
        secret: options.secret,
        response: token,
        sitekey: options.sitekey,
        remoteip: options.remoteIp?.(request),
      }),
    );
    // hCaptcha names the action only where the account sets one (Enterprise); when it does, it
    // must be this one.
    return (
      result.success === true &&
      (result.action === undefined || result.action === action) &&
      (!options.hostname || result.hostname === options.hostname)
    );
  };
}

/** Friendly Captcha (v2): `POST https://global.frcapi.com/api/v2/captcha/siteverify`. */
export function friendlyCaptcha(options: FriendlyCaptchaOptions): VerifyVisitor {
  return async ({ token }: VisitorCheck) => {
    if (!token) return false;
    const result = await post(options, 'https://global.frcapi.com/api/v2/captcha/siteverify', {
      body: JSON.stringify({ response: token, ...(options.sitekey ? { sitekey: options.sitekey } : {}) }),
      headers: { 'Content-Type': 'application/json', 'X-API-Key': options.apiKey },
    });
    return result.success === true;
  };
}
