/** The defaults of `createGateway`'s options, and their checks: the options as resolved. */
import { checkIpv6Prefix, checkTrustProxy } from './client-address.js';
import { resolveCacheOptions } from './catalogue-cache.js';
import type { GatewayCaps, GatewayOptions, ResolvedCaps, ResolvedOptions } from './options.js';
import { memoryStore } from './store.js';
import { resolveWaitingRoom } from './waiting-room/settings.js';

export const DEFAULTS = {
  sessionTtl: 2 * 60 * 60 * 1000,
  refreshMs: 60_000,
  timeoutMs: 15_000,
  bodyBytes: 65_536,
  bodyTimeoutMs: 10_000,
  perSession: 300,
  perAddress: 600,
  windowMs: 60_000,
  confirmationEmail: true,
  caps: {
    ticketsPerBooking: 10,
    openBookingsPerSession: 1,
    heldTicketsPerAddress: 30,
    confirmationsPerAddress: 10,
    emailsPerBooking: 3,
    holdMs: 30 * 60 * 1000,
  },
} as const;

const positive = (name: string, value: number | undefined, fallback: number): number => {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new TypeError(`${name} must be a positive number`);
  return value;
};

/** A cap: a whole number of at least 1. */
function count(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 1)
    throw new TypeError(`${name} must be a whole number of at least 1`);
  return value;
}

function resolveCaps(caps: GatewayCaps = {}): ResolvedCaps {
  const d = DEFAULTS.caps;
  return {
    ticketsPerBooking: count('caps.ticketsPerBooking', caps.ticketsPerBooking, d.ticketsPerBooking),
    openBookingsPerSession: count(
      'caps.openBookingsPerSession',
      caps.openBookingsPerSession,
      d.openBookingsPerSession,
    ),
    heldTicketsPerAddress: count(
      'caps.heldTicketsPerAddress',
      caps.heldTicketsPerAddress,
      d.heldTicketsPerAddress,
    ),
    confirmationsPerAddress: count(
      'caps.confirmationsPerAddress',
      caps.confirmationsPerAddress,
      d.confirmationsPerAddress,
    ),
    emailsPerBooking: count('caps.emailsPerBooking', caps.emailsPerBooking, d.emailsPerBooking),
    holdMs: positive('caps.holdMs', caps.holdMs, d.holdMs),
  };
}

const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;

function pidList(name: string, list: readonly string[] | undefined): string[] {
  const pids = [...(list ?? [])];
  for (const pid of pids) {
    if (typeof pid !== 'string' || !UUID.test(pid)) throw new TypeError(`${name}: "${pid}" is not a pid`);
  }
  return [...new Set(pids.map((pid) => pid.toUpperCase()))];
}

function checkBoolean(name: string, value: boolean | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new TypeError(`${name} must be true or false`);
  return value;
}

function checkFunction<T>(name: string, value: T | undefined): T | undefined {
  if (value !== undefined && typeof value !== 'function') throw new TypeError(`${name} must be a function`);
  return value;
}

export function resolveOptions(options: GatewayOptions): ResolvedOptions {
  const { upstream, events, limits = {} } = options;
  if (!upstream?.baseUrl || !upstream.clientId || !upstream.clientSecret) {
    throw new TypeError('upstream.baseUrl, upstream.clientId and upstream.clientSecret are required');
  }
  const pids = pidList('events.pids', events?.pids);
  const hosts = pidList('events.hosts', events?.hosts);
  if (pids.length + hosts.length === 0) {
    throw new TypeError('events.pids or events.hosts must name at least one event or host');
  }
  const { confirmationEmail = DEFAULTS.confirmationEmail } = options;
  if (typeof confirmationEmail !== 'boolean') throw new TypeError('confirmationEmail must be true or false');
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  if (basePath !== '' && !basePath.startsWith('/')) throw new TypeError('basePath must start with /');
  return {
    upstream: {
      ...upstream,
      baseUrl: new URL(upstream.baseUrl).href.replace(/\/+$/, ''),
      timeoutMs: positive('upstream.timeoutMs', upstream.timeoutMs, DEFAULTS.timeoutMs),
    },
    pids,
    hosts,
    refreshMs: positive('events.refreshMs', events.refreshMs, DEFAULTS.refreshMs),
    sessionSecret: options.sessionSecret,
    sessionTtl: positive('sessionTtl', options.sessionTtl, DEFAULTS.sessionTtl),
    allowedOrigins: options.allowedOrigins,
    basePath,
    publicUrl:
      options.publicUrl === undefined ? undefined : new URL(options.publicUrl).href.replace(/\/+$/, ''),
    bodyBytes: positive('limits.bodyBytes', limits.bodyBytes, DEFAULTS.bodyBytes),
    bodyTimeoutMs: positive('limits.bodyTimeoutMs', limits.bodyTimeoutMs, DEFAULTS.bodyTimeoutMs),
    perSession: positive('limits.perSession', limits.perSession, DEFAULTS.perSession),
    perAddress: positive('limits.perAddress', limits.perAddress, DEFAULTS.perAddress),
    windowMs: positive('limits.windowMs', limits.windowMs, DEFAULTS.windowMs),
    caps: resolveCaps(options.caps),
    confirmationEmail,
    clientAddress: options.clientAddress,
    ipv6Prefix: checkIpv6Prefix(options.addressGroups?.ipv6Prefix),
    addressCaps: checkBoolean('addressCaps', options.addressCaps, true),
    trustProxy: checkTrustProxy(options.trustProxy),
    verifyVisitor: checkFunction('verifyVisitor', options.verifyVisitor),
    payments: options.payments ?? null,
    store: options.store ?? memoryStore({ now: options.now ?? Date.now }),
    storeTimeoutMs: positive('storeTimeoutMs', options.storeTimeoutMs, 1_000),
    cache: resolveCacheOptions(options.cache),
    waitingRoom: options.waitingRoom === undefined ? null : resolveWaitingRoom(options.waitingRoom),
    now: options.now ?? Date.now,
    onError: options.onError,
  };
}
