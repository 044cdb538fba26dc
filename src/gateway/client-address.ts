/**
 * The visitor's address, which the per-address rate limit, holds and confirmations count by.
 * Behind a reverse proxy or a CDN every request comes from the proxy's socket: counted by that
 * address, one busy visitor (or one abuser) would lock every visitor out. `trustProxy` says how
 * far to believe the forwarding headers, which anyone can send: only the entries the site
 * owner's own proxies wrote are taken.
 */
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import type { GatewayErrorInfo, TrustProxy } from './options.js';
import type { VisitorRequest } from './visitor-request.js';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** `[2001:db8::1]:443`, `"[2001:db8::1]"`, `203.0.113.7:1234` → the address, parsed; else undefined. */
function parseAddress(value: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  let text = value.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  // A zone (`fe80::1%eth0`) names the gateway's own interface, not the visitor.
  text = text.replace(/%.*$/, '');
  if (!ipaddr.isValid(text)) return undefined;
  // An IPv4 address written as IPv6 (`::ffff:203.0.113.7`) is that IPv4 address.
  return ipaddr.process(text);
}

/**
 * An IPv4 address in dotted decimal without leading zeros: its own text form and its group, as
 * ipaddr.js would give them, known without parsing it (every request asks for both).
 */
const DOTTED = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** The address of `value` as text (IPv4-mapped IPv6 as IPv4), or undefined for anything else. */
function normalAddress(value: string): string | undefined {
  return DOTTED.test(value) ? value : parseAddress(value)?.toString();
}

/**
 * The group an address is counted in: an IPv4 address alone, an IPv6 address by its first
 * `ipv6Prefix` bits (a home connection or a server usually owns a whole /64, so its addresses
 * are one visitor). `2001:db8:1:2:a:b:c:d` with 64 → `2001:db8:1:2::/64`.
 */
export function addressGroup(value: string, ipv6Prefix: number): string | undefined {
  if (DOTTED.test(value)) return value;
  const address = parseAddress(value);
  if (!address) return undefined;
  if (address.kind() === 'ipv4' || ipv6Prefix >= 128) return address.toString();
  const bytes = address.toByteArray();
  for (let bit = ipv6Prefix; bit < 128; bit += 1) bytes[bit >> 3]! &= ~(0x80 >> (bit & 7));
  return `${ipaddr.fromByteArray(bytes).toString()}/${ipv6Prefix}`;
}

export function checkIpv6Prefix(prefix: number | undefined): number {
  if (prefix === undefined) return 64;
  if (!Number.isSafeInteger(prefix) || prefix < 16 || prefix > 128) {
    throw new TypeError('addressGroups.ipv6Prefix must be a whole number from 16 to 128');
  }
  return prefix;
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

/**
 * The visitor's address from the headers your proxies write, or undefined without them. The
 * entries are read with `proxy-addr` (as Express reads them), trusting `hops` proxies counted
 * from the gateway: entries to the left of your proxies' were written by the visitor, and prove
 * nothing. RFC 7239 `Forwarded` is parsed with `forwarded-parse` and read the same way.
 */
export async function addressFromProxy(
  request: VisitorRequest,
  trust: TrustProxy,
  socketAddress: string | undefined,
): Promise<string | undefined> {
  const header = typeof trust === 'number' ? 'x-forwarded-for' : trust.header.toLowerCase();
  const hops = typeof trust === 'number' ? trust : (trust.hops ?? 1);
  const value = request.headers.get(header);
  if (value === null) return undefined;
  if (header !== 'x-forwarded-for' && header !== 'forwarded') return normalAddress(value);
  let chain = value;
  if (header === 'forwarded') {
    // Loaded when first needed: forwarded-parse needs Node's `util`, and the gateway's modules
    // also run in browsers (the demo's gateway lives in the page), which never trust a proxy.
    const { default: parseForwarded } = await import('forwarded-parse');
    try {
      chain = parseForwarded(value)
        .map((element) => element.for ?? 'unknown')
        .join(',');
    } catch {
      return undefined;
    }
  }
  // The socket's address is the first hop; a Fetch platform may not know it.
  const socket = { remoteAddress: socketAddress ?? '0.0.0.0' };
  const req = { headers: { 'x-forwarded-for': chain }, socket, connection: socket };
  const address = proxyaddr(req as unknown as Parameters<typeof proxyaddr>[0], (_addr, i) => i < hops);
  return address === socket.remoteAddress && socketAddress === undefined ? undefined : normalAddress(address);
}

/**
 * A function that tells the site owner once that requests look proxied while `trustProxy` is
 * off (every visitor would then share the proxy's address and rate limit).
 */
export function proxyWarning(
  onError: ((error: unknown, info: GatewayErrorInfo) => void) | undefined,
): (request: VisitorRequest) => void {
  let warned = false;
  return (request) => {
    if (warned || !FORWARDING_HEADERS.some((name) => request.headers.has(name))) return;
    warned = true;
    const error = new Error(
      'Requests arrive with forwarding headers (X-Forwarded-For, Forwarded or X-Real-IP) but ' +
        'trustProxy is not set: the gateway counts each visitor by the address the adapter ' +
        "passes (behind a proxy, the proxy's: every visitor as one), or, without one, refuses " +
        'writes with client_address_missing. Set trustProxy to the number of proxies in front ' +
        'of the gateway (see the README).',
    );
    try {
      onError?.(error, { kind: 'proxy_untrusted' });
    } catch {
      // A failing logger must not change the visitor's answer.
    }
  };
}
