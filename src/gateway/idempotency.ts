/**
 * Idempotent writes (the IETF httpapi draft's `Idempotency-Key`): a POST, PATCH or DELETE that
 * carries a key is carried out once per visitor session and key. The outcome is recorded in the
 * gateway's store (so any instance replays it) for the session's lifetime:
 *
 * - a repeated key with the same request answers the recorded outcome, marked
 *   `Idempotency-Replayed: true`, with a fresh `Date`, and sends nothing to the service;
 * - the same key with another method, path or body answers 422 `idempotency_key_reused`;
 * - a repeat while the first is still being carried out answers 409 `idempotency_in_progress`
 *   with `Retry-After`. The instance carrying a write out renews its claim on the key every
 *   second (a heartbeat); a claim not renewed for `leaseMs` (5 s) belongs to an instance that
 *   stopped (killed, crashed), and its repeat goes on at once instead of waiting for `pendingMs`;
 * - an outcome the gateway could not learn (the service timed out, dropped the connection or
 *   failed with a 5xx) is recorded as unknown, together with what the write meant to do (its
 *   intent: "2 more tickets on booking B, which held these"). A repeat then first waits for
 *   this instance's requests that may still land, reads the booking, and answers as if the first
 *   had succeeded when the booking shows it did; only when it shows the write did not happen is
 *   the write sent again. So a lost answer never turns a retry into a second booking.
 *
 * Answers that are not outcomes of the write (rate limits, a busy booking, a body that did not
 * arrive) are not recorded: the repeat is carried out as a first request would be.
 *
 * A claim whose instance stopped is read like an unknown outcome: when its intent shows the write
 * took effect, the repeat answers as the first would have. Otherwise (not there yet, or no
 * intent to read by) a request the stopped instance sent may still reach the service, so the
 * write is carried out again only once its requests would have timed out (`landMs` after its last
 * heartbeat and lease); until then the repeat answers `idempotency_in_progress`.
 *
 * The store may lose the records (Redis restarted empty). Each instance keeps a copy of the
 * records it wrote (record-journal.ts) and puts them back when it notices the loss, as they were:
 * pending, unknown (read before sending again) or done. A repeat that finds no record although
 * the store lost its state lately, after the session began, waits a moment for the instance that
 * wrote it to put it back before it claims the key.
 */
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REPLAYED_HEADER } from '../api/gateway-headers.js';
import { createClaims } from './claims.js';
import { GatewayError } from './problem.js';
import { hashing } from './hashing.js';
import type { RecordJournal } from './record-journal.js';
import type { GatewayStore } from './store.js';
import { textOf, textResponse } from './text-answers.js';
import type { VisitorRequest } from './visitor-request.js';

/** What a write meant to do, recorded before it is sent, so that an unknown outcome can be read. */
export type Intent =
  | { kind: 'tickets'; booking: string; before: string[]; count: number }
  | { kind: 'confirm'; booking: string }
  /**
   * A booking create about to be sent for this customer (one of the session's persons): the
   * booking it made is looked for among the customer's bookings.
   */
  | { kind: 'customer'; customer: string }
  /** A booking the service created, before the session's next token is recorded. */
  | { kind: 'booking'; booking: string }
  | { kind: 'ticket_delete'; booking: string; ticket: string };

type Entry =
  /**
   * `since` on the gateway's clock; `at`, the real time (epoch ms) the claim was written, renewed
   * by the heartbeat record (absent in claims of gateways without heartbeats).
   */
  | { state: 'pending'; fingerprint: string; since: number; intent?: Intent; at?: number }
  | { state: 'unknown'; fingerprint: string; intent?: Intent }
  | { state: 'done'; fingerprint: string; status: number; headers: [string, string][]; body: string };

/** Printable ASCII without spaces, as a structured-field string the widget sends (a UUID). */
const KEY = /^[\x21-\x7e]{1,255}$/;
/** Larger answers are not kept (a write's answer is empty or a short problem). */
const MAX_BODY = 65_536;
/** Answers that say nothing about the write: its repeat is carried out afresh. */
const NOT_OUTCOMES = new Set([408, 429]);
const NOT_OUTCOME_CODES = new Set(['booking_busy', 'rate_limited', 'request_timeout', 'visitor_unverified']);

export interface IdempotencyOptions {
  store: GatewayStore;
  now: () => number;
  /** How long outcomes are kept: the session's lifetime. */
  ttlMs: number;
  /** A pending record older than this is taken for an instance that stopped mid-write. */
  pendingMs: number;
  /** Runs `fn` under a lock shared by every instance. */
  lock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Resolves when the requests this instance gave up on have settled (at once when there are
   * none): until then an unknown outcome stays pending, on every instance.
   */
  settled(): Promise<void>;
  /** How long a repeat waits for a pending first request before answering `idempotency_in_progress`. */
  waitMs: number;
  /** This instance's copy of the records it wrote, put back when the store lost them. */
  journal?: RecordJournal;
  /** How long a key whose record may have been lost waits for another instance to put it back. */
  restoreWaitMs?: number;
  /** A claim not renewed for this long (real time) belongs to an instance that stopped; 5 s (claims.ts). */
  leaseMs?: number;
  /** How often the instance carrying a write out renews its claim; 1 s. */
  beatMs?: number;
  /**
   * How long after a stopped instance's claim lapsed a request it sent may still reach the
   * service (the upstream timeout): only then is its write carried out again.
   */
  landMs?: number;
  /** Real time (epoch ms) for heartbeats, shared by the instances: `Date.now` by default. */
  clock?: () => number;
}

export interface IdempotentRequest {
  /** The session's id (or another scope the key is unique in). */
  scope: string;
  key: string;
  /** Method, path with query, and body: what a repeat must match. */
  fingerprint: string;
}

export interface IdempotentWrite {
  /** Carries the write out; `intend` records its intent before the service is asked. */
  execute(intend: (intent: Intent) => Promise<void>): Promise<Response>;
  /**
   * Reads whether the intent took effect; the answer the write would have had when it did,
   * null when it did not.
   */
  reconcile(intent: Intent): Promise<Response | null>;
  /**
   * For a key the store does not know although it may have known it (its state was lost since
   * the session began): the answer to give instead of carrying the write out, or null to carry
   * it out. The answer is recorded, so a repeat of the key gets it again.
   */
  unknown?(): Promise<Response | null>;
  /**
   * Whether the store lost its state after the request's session began, and the session's
   * records have not been looked for since: a record the store lacks may then be one another
   * instance is about to put back.
   */
  lately?(): Promise<boolean>;
  /** After such a loss, the key's record was there (put back): the session's records are found. */
  recovered?(): Promise<void>;
}

/** The key of a request, or null without one; 400 `idempotency_key_invalid` for a malformed one. */
export function idempotencyKey(request: VisitorRequest): string | null {
  const value = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (value === null) return null;
  // A structured-field string may come quoted.
  const key = /^".*"$/.test(value) ? value.slice(1, -1) : value;
  if (!KEY.test(key)) {
    throw new GatewayError(
      'idempotency_key_invalid',
      'Idempotency-Key must be 1 to 255 printable characters without spaces (a UUID, say).',
    );
  }
  return key;
}

/** A digest of what a repeat must match. */
export async function fingerprintOf(method: string, url: URL, body: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${method} ${url.pathname}${url.search}\n${body}`);
  const digest = await hashing.sha256(bytes);
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function parse(value: string | null): Entry | null {
  if (value === null) return null;
  try {
    return JSON.parse(value) as Entry;
  } catch {
    return null;
  }
}

function replay(entry: Extract<Entry, { state: 'done' }>): Response {
  const headers = new Headers(entry.headers);
  // A replay is a new message: its `Date` is when it is sent (RFC 9110, 6.6.1), set by the
  // gateway. The recorded one may be minutes old, and the widget corrects its countdown by the
  // `Date` of the reservation's answer: an old one would make it count the hold too short.
  headers.delete('date');
  headers.set(IDEMPOTENCY_REPLAYED_HEADER, 'true');
  const empty = entry.status === 204 || entry.status === 205 || entry.status === 304;
  return textResponse(empty ? null : entry.body, { status: entry.status, headers });
}

/**
 * Whether an answer is the write's outcome (kept), an unknown outcome, no outcome at all, or the
 * gateway's own failure (no outcome, unless it came after the intent was recorded).
 */
async function classify(response: Response): Promise<'outcome' | 'unknown' | 'none' | 'failed'> {
  if (NOT_OUTCOMES.has(response.status)) return 'none';
  if (response.status === 403 || response.status === 409 || response.status >= 500) {
    const code = await response
      .clone()
      .json()
      .then(
        (body: { code?: unknown }) => body.code,
        () => undefined,
      );
    if (typeof code === 'string' && NOT_OUTCOME_CODES.has(code)) return 'none';
    // A sign-in failure happened before the write was sent.
    if (code === 'upstream_auth_failed') return 'none';
    if (code === 'internal_error' || code === 'store_unavailable') return 'failed';
    if (response.status >= 500) return 'unknown';
  }
  return 'outcome';
}

export function createIdempotency(options: IdempotencyOptions) {
  const { store, now, ttlMs } = options;
  const { landMs = 0 } = options;
  const claims = createClaims(options);
  const { clock, leaseMs } = claims;
  const recordKey = (request: IdempotentRequest) => `idem:${request.scope}:${request.key}`;

  const { journal } = options;

  /**
   * Writes a record, and keeps a copy in the journal: what this instance knows of the write,
   * even when the store did not take it. A pending record the store did not take means the
   * write is not sent, so its copy goes.
   */
  async function record(name: string, entry: Entry): Promise<void> {
    const value = JSON.stringify(entry.state === 'pending' ? { ...entry, at: clock() } : entry);
    journal?.note(name, value, now() + ttlMs);
    try {
      await store.set(name, value, ttlMs);
    } catch (error) {
      if (entry.state === 'pending') journal?.forget(name);
      throw error;
    }
  }

  async function forget(name: string): Promise<void> {
    journal?.forget(name);
    await store.delete(name);
  }

  /**
   * Before a key is claimed: a record the store lost is put back from this instance's journal,
   * or, when the store lost its state lately, awaited (up to `restoreWaitMs`) from the instance
   * that wrote it. The write hears when a record was there after a loss.
   */
  async function recover(name: string, write: IdempotentWrite): Promise<void> {
    const kept = journal?.get(name);
    const lately = (await write.lately?.()) ?? false;
    if (kept === undefined && !lately) return;
    let found = (await store.get(name)) !== null;
    if (!found && kept !== undefined) {
      await store.set(name, kept, ttlMs, { ifAbsent: true });
      found = true;
    }
    const started = Date.now();
    while (!found && Date.now() - started < (options.restoreWaitMs ?? 0)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      found = (await store.get(name)) !== null;
    }
    if (found && lately) await write.recovered?.();
  }

  /** Carries the write out under a claim renewed while it runs, and records what came of it. */
  async function execute(
    name: string,
    request: IdempotentRequest,
    write: IdempotentWrite,
  ): Promise<Response> {
    const stop = claims.renew(name);
    let later: Promise<void> | undefined;
    try {
      return await carryOut(name, request, write, (settling) => (later = settling));
    } finally {
      // An unknown outcome stays claimed (and renewed) until it is recorded.
      if (later) void later.finally(stop);
      else stop();
    }
  }

  async function carryOut(
    name: string,
    request: IdempotentRequest,
    write: IdempotentWrite,
    settling: (later: Promise<void>) => void,
  ): Promise<Response> {
    const { fingerprint } = request;
    let intent: Intent | undefined;
    let response: Response;
    try {
      response = await write.execute(async (meant) => {
        intent = meant;
        await record(name, { state: 'pending', fingerprint, since: now(), intent });
      });
    } catch (error) {
      // Thrown answers (GatewayError) are classified like answered ones by the caller's
      // conversion; anything else leaves the outcome unknown when the write was under way.
      if (intent) await record(name, { state: 'unknown', fingerprint, intent });
      else await forget(name);
      throw error;
    }
    const classified = await classify(response);
    // The gateway's own failure after the intent was recorded (a booking create's, once the
    // service made the booking) leaves the outcome for a read; before, nothing was sent.
    const kind = classified === 'failed' ? (intent ? 'unknown' : 'none') : classified;
    if (kind === 'none' || (kind === 'unknown' && !intent)) {
      // Nothing to reconcile by: the repeat is carried out afresh.
      await forget(name);
      return response;
    }
    if (kind === 'unknown') {
      // The write may still be carried out by a request this instance gave up on: the record
      // stays pending (a repeat waits) until that has settled, then the outcome is for a read.
      const unknown = () => record(name, { state: 'unknown', fingerprint, intent });
      settling(
        options
          .settled()
          .then(unknown)
          .catch(() => undefined),
      );
      return response;
    }
    // An answer built from text is recorded from its text and sent as it is (its body unread).
    const text = textOf(response);
    const body = text ?? (await response.text());
    const headers = [...response.headers];
    if (body.length <= MAX_BODY) {
      await record(name, { state: 'done', fingerprint, status: response.status, headers, body });
    } else await forget(name);
    if (text !== undefined && text !== '') return response;
    return textResponse(body === '' ? null : body, { status: response.status, headers });
  }

  /** Waits (up to `waitMs`) while the first request with the key is still being carried out. */
  async function waitWhilePending(name: string): Promise<void> {
    const started = Date.now();
    while (Date.now() - started < options.waitMs) {
      const entry = parse(await store.get(name));
      if (entry?.state !== 'pending' || (await claims.abandoned(name, entry))) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Answers `request` once: the first time by carrying `write` out, a repeat from its record
   * (or, after an unknown outcome, from a read of what the write meant to change).
   */
  async function run(request: IdempotentRequest, write: IdempotentWrite): Promise<Response> {
    const name = recordKey(request);
    await recover(name, write);
    const claim: Entry = { state: 'pending', fingerprint: request.fingerprint, since: now(), at: clock() };
    if (await store.set(name, JSON.stringify(claim), ttlMs, { ifAbsent: true })) {
      journal?.note(name, JSON.stringify(claim), now() + ttlMs);
      const refusal = await write.unknown?.();
      if (!refusal) return execute(name, request, write);
      const body = await refusal.text();
      const done: Entry = {
        state: 'done',
        fingerprint: request.fingerprint,
        status: refusal.status,
        headers: [...refusal.headers],
        body,
      };
      await record(name, done);
      return textResponse(body, { status: refusal.status, headers: refusal.headers });
    }
    const entry = parse(await store.get(name));
    if (entry && entry.fingerprint !== request.fingerprint) {
      throw new GatewayError(
        'idempotency_key_reused',
        'This Idempotency-Key was used for another request; send a new key for a new request.',
      );
    }
    if (entry?.state === 'done') return replay(entry);
    if (entry?.state === 'pending') await waitWhilePending(name);
    // Unknown (or a claim its instance never finished, or one that lapsed just now): one repeat
    // at a time reads what happened, then answers from it or carries the write out again.
    return options.lock(name, async () => {
      const current = parse(await store.get(name));
      if (current && current.fingerprint !== request.fingerprint) throw inProgress();
      if (current?.state === 'done') return replay(current);
      if (current?.state === 'pending' && !(await claims.abandoned(name, current))) throw inProgress();
      const intent = current?.intent;
      if (intent) {
        const landed = await write.reconcile(intent);
        if (landed) {
          const body = await landed.text();
          const done: Entry = {
            state: 'done',
            fingerprint: request.fingerprint,
            status: landed.status,
            headers: [...landed.headers],
            body,
          };
          await record(name, done);
          return replay(done);
        }
      }
      if (current?.state === 'pending') {
        // Its instance stopped: a request it sent may still reach the service until it would
        // have timed out. Only then is the write carried out again.
        const last = await claims.lastBeat(name, current);
        const left = last === null ? 0 : last + leaseMs + landMs - clock();
        if (left > 0) throw inProgress(Math.ceil(left / 1000));
      }
      await record(name, { state: 'pending', fingerprint: request.fingerprint, since: now() });
      return execute(name, request, write);
    });
  }

  return { run };
}

function inProgress(seconds = 1): GatewayError {
  return new GatewayError(
    'idempotency_in_progress',
    'A request with this Idempotency-Key is still being carried out; try again shortly.',
    [],
    { 'Retry-After': String(seconds) },
  );
}
