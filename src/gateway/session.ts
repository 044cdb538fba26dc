/**
 * Visitor sessions: a stateless token, signed with HMAC-SHA-256 (hashing.ts: WebCrypto, so it
 * runs in Node, workers and browsers alike; node:crypto's in Node, for speed), that lists the persons and bookings this visitor created and
 * when the session ends. The gateway keeps no session state: whoever holds the token may act on
 * exactly those records, and on no other.
 *
 * Format: `v1.<payload>.<signature>`, both parts base64url without padding; the payload is JSON
 * `{ i: id, p: [person pids], b: [booking pids], x: expiry in epoch seconds, g: generation }`
 * (`g` 0 when absent) and the
 * signature covers `v1.<payload>` as written. The signature is compared in constant time
 * against the canonical encoding of the expected one, so no other spelling of the same bytes
 * passes either.
 *
 * A session's token comes with each of its requests (a buyer waiting in line sends it with every
 * poll), so each codec keeps the tokens it verified, exactly as sent, with their sessions (the
 * latest `MOST_VERIFIED`): a token seen before is not decoded and signed again, only its expiry
 * is checked. A token is only ever kept after its signature and shape passed.
 */
import { GatewayError } from './problem.js';
import { fromBase64Url, toBase64Url } from './base64url.js';
import { hashing } from './hashing.js';

export interface Session {
  /** Random identifier; keys the per-session rate limit. */
  readonly id: string;
  /** Upper-case UUIDs of the persons this visitor created. */
  readonly persons: readonly string[];
  /** Booking pids (12 digits, as text) this visitor created. */
  readonly bookings: readonly string[];
  /** End of the session in epoch ms (whole seconds). */
  readonly expires: number;
  /**
   * Which token of the session this is: a booking create or a confirmation issues the next one,
   * and older tokens of the session may then only read (the store keeps the current one).
   */
  readonly generation: number;
}

/** Most persons, and most bookings, one session may hold. */
export const MAX_SESSION_RECORDS = 10;
/** Longest token accepted; a full session is far below this. */
const MAX_TOKEN_LENGTH = 2048;
const VERSION = 'v1';
const TOKEN = /^v1\.([A-Za-z0-9_-]{1,1800})\.([A-Za-z0-9_-]{43})$/;
const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;
const BOOKING = /^\d{12}$/;
const ID = /^[A-Za-z0-9_-]{22}$/;

/** Compares two strings in time that depends only on their lengths. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i % (b.length || 1));
  return diff === 0;
}

const isList = (value: unknown, pattern: RegExp): value is string[] =>
  Array.isArray(value) &&
  value.length <= MAX_SESSION_RECORDS &&
  value.every((item) => typeof item === 'string' && pattern.test(item));

export interface SessionCodec {
  /** A new, empty session that ends `ttl` from now. */
  create(): Session;
  /** The signed token of a session. */
  sign(session: Session): Promise<string>;
  /** The session of a token; throws `session_invalid` or `session_expired` (401). */
  verify(token: string): Promise<Session>;
}

export interface SessionCodecOptions {
  secret: string;
  /** Lifetime of a session in ms. */
  ttl: number;
  now: () => number;
}

/** Shortest accepted secret: 32 characters, about the 256 bits of the HMAC key. */
const MIN_SECRET_LENGTH = 32;
/** How many verified tokens a codec keeps (the oldest go first): about 3 MB at most. */
const MOST_VERIFIED = 10_000;

export function createSessionCodec(options: SessionCodecOptions): SessionCodec {
  if (typeof options.secret !== 'string' || options.secret.length < MIN_SECRET_LENGTH) {
    throw new TypeError(`sessionSecret must be a string of at least ${MIN_SECRET_LENGTH} characters`);
  }
  const sign = hashing.hmac(options.secret);

  async function signature(signed: string): Promise<string> {
    return toBase64Url(await sign(signed));
  }

  const invalid = () => new GatewayError('session_invalid', 'The session token is not valid.');
  /** Tokens this codec verified, as sent, with their (frozen) sessions. */
  const verified = new Map<string, Session>();
  const unexpired = (session: Session) => {
    if (session.expires <= options.now()) {
      throw new GatewayError('session_expired', 'The session has expired; start a new booking.');
    }
    return session;
  };

  return {
    create() {
      const id = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
      const expires = Math.floor((options.now() + options.ttl) / 1000) * 1000;
      return { id, persons: [], bookings: [], expires, generation: 0 };
    },

    async sign(session) {
      const payload = JSON.stringify({
        i: session.id,
        p: session.persons,
        b: session.bookings,
        x: Math.floor(session.expires / 1000),
        ...(session.generation > 0 ? { g: session.generation } : {}),
      });
      const signed = `${VERSION}.${toBase64Url(new TextEncoder().encode(payload))}`;
      return `${signed}.${await signature(signed)}`;
    },

    async verify(token) {
      const known = verified.get(token);
      if (known) return unexpired(known);
      const match = token.length <= MAX_TOKEN_LENGTH ? TOKEN.exec(token) : null;
      const [, payload, given] = match ?? [];
      if (payload === undefined || given === undefined) throw invalid();
      const expected = await signature(`${VERSION}.${payload}`);
      if (!constantTimeEqual(expected, given)) throw invalid();
      // Only signed content is parsed; its shape is still checked, so a key reused elsewhere
      // cannot make the gateway accept something it did not write.
      let fields: Record<string, unknown>;
      try {
        fields = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(payload)));
      } catch {
        throw invalid();
      }
      const { i, p, b, x, g = 0 } = fields ?? {};
      if (typeof i !== 'string' || !ID.test(i) || !isList(p, UUID) || !isList(b, BOOKING)) throw invalid();
      if (typeof x !== 'number' || !Number.isSafeInteger(x)) throw invalid();
      if (typeof g !== 'number' || !Number.isSafeInteger(g) || g < 0) throw invalid();
      const session: Session = Object.freeze({
        id: i,
        persons: Object.freeze(p),
        bookings: Object.freeze(b),
        expires: x * 1000,
        generation: g,
      });
      unexpired(session);
      verified.set(token, session);
      if (verified.size > MOST_VERIFIED) verified.delete(verified.keys().next().value!);
      return session;
    },
  };
}

/** The session with one more person or booking; throws `session_full` past the limit. */
export function withRecord(session: Session, kind: 'persons' | 'bookings', pid: string): Session {
  if (session[kind].includes(pid)) return session;
  if (session[kind].length >= MAX_SESSION_RECORDS) throw sessionFull(kind);
  return { ...session, [kind]: [...session[kind], pid] };
}

export const sessionFull = (kind: 'persons' | 'bookings'): GatewayError =>
  new GatewayError('session_full', `A session may hold at most ${MAX_SESSION_RECORDS} ${kind}.`);
