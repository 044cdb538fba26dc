/**
 * Stripe's wire formats, as the fake needs them: the SDK's form bodies with bracketed keys
 * (`line_items[0][price_data][currency]=chf`), Stripe's error document, and the
 * `Stripe-Signature` header of an event (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`).
 */

/** A form body as nested objects: `a[b][0]=x` → `{ a: { b: { 0: 'x' } } }`. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    path.forEach((part, i) => {
      if (part === '__proto__' || part === 'constructor' || part === 'prototype') return;
      if (i === path.length - 1) node[part] = value;
      else {
        const next = node[part];
        node = (typeof next === 'object' && next !== null ? next : (node[part] = {})) as Record<
          string,
          unknown
        >;
      }
    });
  }
  return root;
}

export function stripeError(
  status: number,
  type: string,
  code: string | null,
  message: string,
  param?: string,
): Response {
  return Response.json(
    { error: { type, ...(code ? { code } : {}), message, ...(param ? { param } : {}) } },
    { status },
  );
}

/** Stripe's 400 for a parameter that is missing or invalid, naming it. */
export const missingParameter = (param: string): Response =>
  stripeError(
    400,
    'invalid_request_error',
    'parameter_missing',
    `Missing or invalid parameter: ${param}`,
    param,
  );

/** HMAC-SHA256 of `text` with `secret`, in hex. */
export async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The `Stripe-Signature` header for `payload`, signed now. */
export async function signStripePayload(payload: string, secret: string): Promise<string> {
  const timestamp = Math.floor(Date.now() / 1000);
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${payload}`)}`;
}
