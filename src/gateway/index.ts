/**
 * The site-owner gateway: a Fetch API handler that lets a visitor's browser do what a ticket
 * buyer may do (read the events on sale, create and complete their own booking) while the
 * service credentials stay on the server. Runtime-agnostic (Node, Deno, Bun, workers); the Node
 * adapter `toNodeHandler` (`ticket-booking/gateway/node`, `./node.ts`) adds what
 * `http.createServer` needs, and is kept out of this entry so that it runs in browsers too.
 */
export { createGateway } from './gateway.js';
export { DEFAULTS } from './resolve-options.js';
export type { TrustProxy } from './options.js';
export { memoryStore } from './store.js';
export { CACHE_DEFAULTS } from './catalogue-cache.js';
export type { CatalogueCacheOptions } from './catalogue-cache.js';
export type {
  CacheSpace,
  GatewayStore,
  Limit,
  Limiter,
  LimiterOptions,
  MemoryStoreOptions,
  Tally,
  TallyOptions,
} from './store.js';
export { redisStore } from './redis-store.js';
export type { RedisStoreOptions } from './redis-store.js';
export type {
  ConnectionInfo,
  Gateway,
  GatewayCaps,
  GatewayErrorInfo,
  GatewayErrorKind,
  GatewayEventsOptions,
  GatewayLimits,
  GatewayOptions,
  GatewayUpstreamOptions,
  VerifyVisitor,
  VisitorAction,
  VisitorCheck,
} from './options.js';
export { WAITING_ROOM_DEFAULTS } from './waiting-room/settings.js';
export type { OpeningTime, WaitingRoomOption } from './waiting-room/settings.js';
export type { Peek, RoomBackend, RoomSettings } from './waiting-room/types.js';
export { friendlyCaptcha, hcaptcha, turnstile } from './verify-visitor.js';
export type { FriendlyCaptchaOptions, HcaptchaOptions, TurnstileOptions } from './verify-visitor.js';
export { listEvents } from './list-events.js';
export type { EventSummary } from './list-events.js';
export { GATEWAY_PROBLEMS } from './problem.js';
export type { GatewayProblemCode } from './problem.js';
export { MAX_SESSION_RECORDS } from './session.js';
export { CONFIRMATION_EMAIL_HEADER, EXPANDED_HEADER, SESSION_HEADER } from './cors.js';
export { memoryTokenStore } from '../api/auth.js';
export type { RefreshTokenStore } from '../api/auth.js';
export { stripeProvider } from './payments/stripe.js';
export type { StripeProviderOptions } from './payments/stripe.js';
export { PaymentSignatureError } from './payments/provider.js';
export type {
  PaymentProvider,
  ProviderPayment,
  ProviderStatus,
  RefundPayment,
  StartPayment,
  StartedPayment,
} from './payments/provider.js';
export type { PaymentView } from './payments/payments.js';
export type { PaymentState, RefundReason } from './payments/record.js';
export { PAYMENTS_HEADER } from '../api/gateway-headers.js';
