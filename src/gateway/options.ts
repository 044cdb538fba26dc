/** Options of `createGateway`: as the site owner writes them, and as resolved (types only). */
import type { RefreshTokenStore } from '../api/auth.js';
import type { CatalogueCacheOptions } from './catalogue-cache.js';
import type { PaymentProvider } from './payments/provider.js';
import type { GatewayStore } from './store.js';
import type { ResolvedWaitingRoom, WaitingRoomOption } from './waiting-room/settings.js';

export interface GatewayUpstreamOptions {
  /** Root of the ticketing service, e.g. `https://tickets.example/api`. */
  baseUrl: string;
  /** OAuth client key and secret, issued by the provider. */
  clientId: string;
  clientSecret: string;
  /** Back-office login, used for the first token and when the refresh token is rejected. */
  username?: string;
  password?: string;
  /** A refresh token to start with when the store holds none (instead of a password). */
  refreshToken?: string;
  /** Where the rotating refresh token is kept between restarts; in memory by default. */
  refreshTokenStore?: RefreshTokenStore;
  /** The fetch used to reach the service; the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** Abort a request to the service after this many ms (default 15 000). */
  timeoutMs?: number;
}

export interface GatewayEventsOptions {
  /** Event pids visitors may read and book. */
  pids?: readonly string[];
  /** Host pids: every event of these hosts may be read and booked. */
  hosts?: readonly string[];
  /**
   * How long the list of allowed events, their shows, venues and ticket option groups is
   * reused before it is read again (default 60 000 ms). A pid missing from the list causes one
   * early re-read at most every 5 s, so new shows appear promptly.
   */
  refreshMs?: number;
}

export interface GatewayLimits {
  /** Largest request body in bytes (default 65 536); larger bodies answer 413. */
  bodyBytes?: number;
  /**
   * How long a request body may take to arrive, in ms (default 10 000); a slower one answers 408
   * and its connection is closed.
   */
  bodyTimeoutMs?: number;
  /**
   * Requests per window and visitor session (default 300). A catalogue read an instance answers
   * from its memory counts in that instance's own budget of this size, every other request in
   * the store's.
   */
  perSession?: number;
  /** Requests per window and client address (default 600); counted as `perSession` is. */
  perAddress?: number;
  /** Length of the rate-limit window in ms (default 60 000; counted in whole seconds). */
  windowMs?: number;
}

/**
 * What one visitor may hold (defaults in brackets). Each refusal has a stable `code` and, where
 * waiting helps, `Retry-After`.
 */
export interface GatewayCaps {
  /** Tickets one booking may hold [10]; more answers 409 `ticket_limit_reached`. */
  ticketsPerBooking?: number;
  /** Open (unconfirmed, unexpired) bookings per session [1]; more answers 409 `booking_open`. */
  openBookingsPerSession?: number;
  /** Tickets held (reserved, unconfirmed) from one client address across sessions [30]; 429 `hold_limit_reached`. */
  heldTicketsPerAddress?: number;
  /** Confirmations per client address and hour [10]; 429 `confirmation_limit_reached`. */
  confirmationsPerAddress?: number;
  /** Confirmation e-mails per booking and hour, the one sent on confirmation included [3]; 429 `email_limit_reached`. */
  emailsPerBooking?: number;
  /** How long a reservation holds its tickets at the service [30 min]: how long they count as held. */
  holdMs?: number;
}

/**
 * How the gateway finds the visitor's address behind proxies you run:
 * - a number: that many proxies of yours append to `X-Forwarded-For`; the address is the entry
 *   that many places from the right (1: the last one, written by the proxy next to the gateway);
 * - `{ header: 'forwarded', hops }`: the same with the RFC 7239 `Forwarded` header's `for=`;
 * - `{ header: 'cf-connecting-ip' }` (or `x-real-ip`, `fly-client-ip`, …): a header your proxy
 *   or CDN sets to the visitor's address alone, replacing whatever the visitor sent.
 */
export type TrustProxy = number | { header: string; hops?: number };

export interface GatewayOptions {
  upstream: GatewayUpstreamOptions;
  /** Which events visitors may read and book: by pid, by host, or both. */
  events: GatewayEventsOptions;
  /** Secret of the session signatures: at least 32 characters, kept on the server. */
  sessionSecret: string;
  /** Lifetime of a visitor session in ms (default 2 h), counted from its first record. */
  sessionTtl?: number;
  /** Origins of the pages that embed the widget (`https://shop.example`), or `'*'`. */
  allowedOrigins?: readonly string[] | '*';
  /** Path the gateway is mounted at, e.g. `/api/tickets` (default: the root). */
  basePath?: string;
  /**
   * The gateway's address as visitors reach it, e.g. `https://shop.example/api/tickets`, for the
   * `Location` headers it answers with. Default: each request's origin followed by `basePath`
   * (set it when a proxy in front changes the scheme or host).
   */
  publicUrl?: string;
  limits?: GatewayLimits;
  /** What one visitor may hold: tickets per booking, open bookings, held tickets, confirmations, e-mails. */
  caps?: GatewayCaps;
  /**
   * Send the confirmation e-mail from the gateway as soon as the service has confirmed one of the
   * visitor's bookings (default true), and say so in the `X-Confirmation-Email` header (`sent` or
   * `failed`) of the confirmation's answer. The buyer gets the e-mail even when the page closes
   * right after confirming, and the widget saves a request. `POST /email/send` keeps working
   * either way (to send it again). With false, no e-mail is sent on confirmation and no header set.
   */
  confirmationEmail?: boolean;
  /**
   * The visitor's address for the per-address rate limit and caps, e.g. from a proxy header you
   * trust. Defaults to the `clientAddress` the adapter passes (`toNodeHandler` passes the
   * socket's). When nothing gives one, writes of the visitor's records answer 500
   * `client_address_missing` (and `onError` hears of it, kind `client_address_missing`), unless
   * `addressCaps` is false. Behind `toNodeHandler` the `Request` may come without its body (the
   * method, URL and headers of Node's request, whose body the gateway reads itself).
   */
  clientAddress?: (request: Request) => string | undefined;
  /**
   * How addresses are counted: IPv4 by address, IPv6 by their first `ipv6Prefix` bits (default
   * 64: a home connection or a server usually owns a whole /64, so its addresses count as one).
   */
  addressGroups?: { ipv6Prefix?: number };
  /**
   * The per-address counts (rate limit, held tickets, confirmations); default true. `false`
   * turns them all off: only for a server that cannot know its visitors' addresses, which is
   * then protected by the per-session limits and the human check alone.
   */
  addressCaps?: boolean;
  /**
   * The proxies in front of the gateway whose forwarding headers are believed (off by default:
   * the adapter's socket address counts). A number: that many proxies append to
   * `X-Forwarded-For` (1 for one load balancer or CDN). `{ header: 'forwarded', hops }` for RFC
   * 7239 `Forwarded`; `{ header: 'cf-connecting-ip' }` (or `x-real-ip`, …) for a header your
   * proxy sets to the visitor's address alone. Recipes in the README. When forwarding headers
   * arrive while neither this nor `clientAddress` is set, `onError` hears of it once
   * (`proxy_untrusted`).
   */
  trustProxy?: TrustProxy;
  /**
   * Human verification (a CAPTCHA such as Cloudflare Turnstile, hCaptcha or Friendly Captcha),
   * off unless set. Asked with `{ request, action, token }`: `action` is `'reserve'` before a
   * session's first write of the visitor's records (the person, booking and tickets of its first
   * reservation), and `'confirm'` before a booking is confirmed; `token` is what the widget sent
   * in `X-Visitor-Token` (null when nothing came); `request` has the headers and URL (not the
   * body). `true` lets the visitor through and is remembered in `store`: for the session's
   * lifetime after `'reserve'`, for that booking after `'confirm'` (so a repeated confirmation
   * needs no new token). `false` (or a throw) answers 403 `visitor_unverified` and tells
   * `onError` (`verification_failed`). Ready-made checks: `turnstile()`, `hcaptcha()`,
   * `friendlyCaptcha()` (verify-visitor.ts); recipes in the README.
   */
  verifyVisitor?: VerifyVisitor;
  /**
   * Take payment before a booking is confirmed: a payment provider (`stripeProvider()`, or one
   * of your own on the same interface). The gateway computes the amount from the service's
   * records, the browser can no longer confirm (402 `payment_required`), and the gateway
   * confirms the booking itself once the provider reports it paid (payments/README.md).
   */
  payments?: PaymentProvider;
  /**
   * Where the gateway keeps its own state: rate limits, ticket holds per client address, locks
   * and idempotency records. In this process by default (`memoryStore()`); with several
   * instances behind a load balancer, one shared `redisStore(redis)`.
   */
  store?: GatewayStore;
  /**
   * How long one operation of `store` may take, in ms (default 1 000). Past it, or when the
   * store fails, a write answers 503 `store_unavailable` (and `onError` hears of it, kind
   * `store_unavailable`) and is not sent on; reads go on without the store. The next request
   * tries the store again: no restart is needed once it is back.
   */
  storeTimeoutMs?: number;
  /**
   * The catalogue cache, for on-sale rushes: catalogue answers (events, shows, prices, …) are
   * kept `ttlMs` (10 s), availability `availabilityTtlMs` (2 s), in `store`; concurrent reads
   * of one answer share one request to the service. Availability is only shown from it: a
   * reservation always goes to the service. `false` turns it off.
   */
  cache?: CatalogueCacheOptions | false;
  /**
   * A fair waiting room for on-sale rushes (off unless set): per event, a line in `store` that
   * engages at the sale's opening time (`opensAt`, with a pre-queue shuffled at the opening) or
   * when `maxActive` buyers are active; admitted buyers get a signed single-use pass, and tickets
   * of the event are reserved only by admitted buyers (else 429 `queue_required`). During a sale,
   * each buyer may have at most `ticketsPerBuyer` tickets of the event.
   */
  waitingRoom?: WaitingRoomOption;
  /**
   * Clock in epoch ms, for sessions, holds and the records of the default store; injectable for
   * tests. Rate-limit windows follow the system clock (`Date`).
   */
  now?: () => number;
  /**
   * Called with what the site owner should hear of, with its `kind`: `internal` (an unexpected
   * error; the visitor gets a plain 500), `upstream_auth_failed` (the gateway's login or token
   * was refused), `upstream_unavailable` (the service could not be reached or answered
   * unreadably), `upstream_timeout` (no answer within `upstream.timeoutMs`), `proxy_untrusted`
   * (once: forwarded headers arrived but `trustProxy` is off), `verification_failed` (the
   * `verifyVisitor` hook refused a visitor, or threw), `body_already_read` (a middleware before the gateway, such as
   * `express.json()`, read the request body: mount the gateway before it), `payment` (a payment
   * could not be settled yet, a refund or its e-mail failed; it is tried again on the next report),
   * `client_address_missing` (a write arrived without a client address: pass one, see
   * `clientAddress`). Log it here; the
   * visitor's answer never carries the details.
   */
  onError?: (error: unknown, info: GatewayErrorInfo) => void;
}

/** When the gateway asks `verifyVisitor`: before a session's first reservation, and before a confirmation. */
export type VisitorAction = 'reserve' | 'confirm';

/** What `verifyVisitor` is asked about. */
export interface VisitorCheck {
  /** The visitor's request: its URL and headers (the client address among them, behind a proxy); no body. */
  request: Request;
  action: VisitorAction;
  /** The widget's `X-Visitor-Token` (the provider's answer), or null when none came. */
  token: string | null;
}

/** The site owner's human check: true lets the visitor through. */
export type VerifyVisitor = (check: VisitorCheck) => boolean | Promise<boolean>;

export type GatewayErrorKind =
  | 'internal'
  | 'upstream_auth_failed'
  | 'upstream_unavailable'
  | 'upstream_timeout'
  | 'proxy_untrusted'
  | 'verification_failed'
  | 'body_already_read'
  | 'payment'
  | 'client_address_missing'
  | 'store_unavailable'
  | 'store_not_durable'
  | 'store_state_lost';

export interface GatewayErrorInfo {
  kind: GatewayErrorKind;
}

/** What an adapter knows about the connection that the `Request` does not carry. */
export interface ConnectionInfo {
  clientAddress?: string;
}

/** The gateway: a Fetch API handler. */
export type Gateway = (request: Request, connection?: ConnectionInfo) => Promise<Response>;

export interface ResolvedCaps {
  ticketsPerBooking: number;
  openBookingsPerSession: number;
  heldTicketsPerAddress: number;
  confirmationsPerAddress: number;
  emailsPerBooking: number;
  holdMs: number;
}

export interface ResolvedOptions {
  upstream: Required<Pick<GatewayUpstreamOptions, 'baseUrl' | 'timeoutMs'>> & GatewayUpstreamOptions;
  pids: readonly string[];
  hosts: readonly string[];
  refreshMs: number;
  sessionSecret: string;
  sessionTtl: number;
  allowedOrigins: readonly string[] | '*' | undefined;
  basePath: string;
  publicUrl: string | undefined;
  bodyBytes: number;
  bodyTimeoutMs: number;
  perSession: number;
  perAddress: number;
  windowMs: number;
  caps: ResolvedCaps;
  confirmationEmail: boolean;
  clientAddress: GatewayOptions['clientAddress'];
  ipv6Prefix: number;
  addressCaps: boolean;
  trustProxy: TrustProxy | undefined;
  verifyVisitor: GatewayOptions['verifyVisitor'];
  payments: PaymentProvider | null;
  store: GatewayStore;
  storeTimeoutMs: number;
  cache: Required<CatalogueCacheOptions>;
  waitingRoom: ResolvedWaitingRoom | null;
  now: () => number;
  onError: GatewayOptions['onError'];
}
