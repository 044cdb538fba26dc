/**
 * The visitor's address, which the per-address rate limit, holds and confirmations count by.
 * Behind a reverse proxy or a CDN every request comes from the proxy's socket: counted by that
 * address, one busy visitor (or one abuser) would lock every visitor out. `trustProxy` says how
 * far to believe the forwarding headers, which anyone can send: only the entries the site
 * owner's own proxies wrote are taken.
 */
import type { GatewayErrorInfo, TrustProxy } from './options.js';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** `[2001:db8::1]:443`, `"[2001:db8::1]"`, `203.0.113.7:1234` → the address alone. */
function bare(value: string): string | undefined {
  let text = value.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  return /^[0-9A-Za-z.:_-]{1,64}$/.test(text) && text.toLowerCase() !== 'unknown' ? text : undefined;
}

function forwardedFor(value: string): string[] {
  return value.split(',').flatMap((element) => {
    const pair = element
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.toLowerCase().startsWith('for='));
    return pair ? [pair.slice(4)] : [];
  });
}

export function checkTrustProxy(trust: TrustProxy | undefined): TrustProxy | undefined {
  if (trust === undefined) return undefined;
  const hops = typeof trust === 'number' ? trust : (trust.hops ?? 1);
  if (!Number.isSafeInteger(hops) || hops < 1) {
    throw new TypeError('trustProxy: the number of proxies must be a whole number of at least 1');
  }
  if (typeof trust === 'object' && !/^[A-Za-z0-9-]{1,64}$/.test(trust.header ?? '')) {
    throw new TypeError('trustProxy.header must be a header name');
  }
  return trust;
}

/** The visitor's address from the headers your proxies write, or undefined without them. */
export function addressFromProxy(request: Request, trust: TrustProxy): string | undefined {
  const header = typeof trust === 'number' ? 'x-forwarded-for' : trust.header.toLowerCase();
  const hops = typeof trust === 'number' ? trust : (trust.hops ?? 1);
  const value = request.headers.get(header);
  if (value === null) return undefined;
  if (header !== 'x-forwarded-for' && header !== 'forwarded') return bare(value);
  const entries = header === 'forwarded' ? forwardedFor(value) : value.split(',');
  // Entries to the left of your proxies' were written by the visitor, and prove nothing.
  const entry = entries.at(-hops);
  return entry === undefined ? undefined : bare(entry);
}

/**
 * A function that tells the site owner once that requests look proxied while `trustProxy` is
 * off (every visitor would then share the proxy's address and rate limit).
 */
export function proxyWarning(
  onError: ((error: unknown, info: GatewayErrorInfo) => void) | undefined,
): (request: Request) => void {
  let warned = false;
  return (request) => {
    if (warned || !FORWARDING_HEADERS.some((name) => request.headers.has(name))) return;
    warned = true;
    const error = new Error(
      'Requests arrive with forwarding headers (X-Forwarded-For, Forwarded or X-Real-IP) but ' +
        'trustProxy is not set: every visitor behind the proxy is counted as one address. Set ' +
        'trustProxy to the number of proxies in front of the gateway (see the README).',
    );
    try {
      onError?.(error, { kind: 'proxy_untrusted' });
    } catch {
      // A failing logger must not change the visitor's answer.
    }
  };
}
