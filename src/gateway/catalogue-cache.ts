/**
 * The catalogue cache: the service's answers to catalogue reads (events, shows, prices, ticket
 * options, options, venues, sectors, delivery rates, and availability) kept for a few seconds in
 * the gateway's store, so an on-sale rush of visitors opening the same event costs the service
 * one read per kind of request and time window, not one per visitor.
 *
 * - Keys are the checked request (method, contract path, pid, re-serialized query), never
 *   anything of the visitor: catalogue reads are the same for every visitor.
 * - Availability (`properties[capacity]`, a show's seat statuses) lives `availabilityTtlMs`
 *   (2 s by default), everything else `ttlMs` (10 s). Only 200 answers are kept.
 * - Coalescing: concurrent misses of one key in this process share one read; across instances
 *   (Redis) the first claims the key for a moment and the others wait for its answer in the
 *   store, reading themselves only when it does not come.
 * - Availability is shown, never trusted: reservations go to the service, which decides; no
 *   gateway check reads this cache.
 * - A failing store never fails a read: the service is asked directly.
 * - Each process keeps the answers it read or wrote beside the store until the moment they lapse
 *   there (the entry says when), so a rush's repeated reads of one answer cost the store one read
 *   per process and lifetime, not one per visitor (with Redis: no command, no copy to parse).
 */
import type { CacheSpace } from './store.js';
import { textResponse } from './text-answers.js';

export type CacheKind = 'catalogue' | 'availability';

export interface CatalogueCacheOptions {
  /** Lifetime of catalogue answers in ms (default 10 000; 0 keeps none). */
  ttlMs?: number;
  /** Lifetime of availability answers in ms (default 2 000; 0 keeps none). */
  availabilityTtlMs?: number;
}

/** Hears whether each part of an answer is in this process's memory once it was read. */
export interface MemoryUse {
  /** The part is (or is now) in this process's memory, which holds it until `until` (epoch ms). */
  kept(until: number): void;
  /** The part is not kept in this process's memory (a read kept nowhere, or not a 200). */
  notKept(): void;
}

export interface CatalogueCache {
  /**
   * The answer to the read `key`: a fresh copy from the store, or `load()`'s answer (shared
   * with every concurrent caller of the same key, and kept when it is a 200). `seen` hears
   * whether the answer is in this process's memory beside the store now (and until when).
   */
  read(key: string, kind: CacheKind, load: () => Promise<Response>, seen?: MemoryUse): Promise<Response>;
}

export const CACHE_DEFAULTS = { ttlMs: 10_000, availabilityTtlMs: 2_000 } as const;

/** How long a claim of a key holds other instances back, and how often they look meanwhile. */
const CLAIM_MS = 3_000;
const POLL_MS = 20;
/** The service's headers a relayed answer uses. */
const KEPT_HEADERS = ['content-type', 'x-count', 'location'];

interface Entry {
  status: number;
  headers: [string, string][];
  body: string;
  /** When the answer lapses (epoch ms, the clock of the gateway that read it from the service). */
  expires?: number;
}

/** The most answers a process keeps beside the store (the oldest go first). */
const MOST_KEPT = 200;

const toResponse = (entry: Entry): Response =>
  textResponse([204, 205, 304].includes(entry.status) ? null : entry.body, {
    status: entry.status,
    headers: entry.headers,
  });

async function toEntry(response: Response): Promise<Entry> {
  const headers: [string, string][] = [];
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers.push([name, value]);
  }
  return { status: response.status, headers, body: await response.text() };
}

function parse(text: string | null): Entry | null {
  if (text === null) return null;
  try {
    const entry = JSON.parse(text) as Entry;
    return typeof entry.status === 'number' && typeof entry.body === 'string' && Array.isArray(entry.headers)
      ? entry
      : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a read shows availability: capacity properties, or a show's seat statuses. */
export function cacheKind(path: string, query: readonly (readonly [string, string])[]): CacheKind {
  return path.endsWith('/seats/') || query.some(([key]) => key.startsWith('properties[capacity]'))
    ? 'availability'
    : 'catalogue';
}

export function resolveCacheOptions(
  options: CatalogueCacheOptions | false | undefined,
): Required<CatalogueCacheOptions> {
  if (options === false) return { ttlMs: 0, availabilityTtlMs: 0 };
  const ms = (name: keyof CatalogueCacheOptions) => {
    const value = options?.[name] ?? CACHE_DEFAULTS[name];
    if (!Number.isFinite(value) || value < 0) throw new TypeError(`cache.${name} must be 0 or more`);
    return value;
  };
  return { ttlMs: ms('ttlMs'), availabilityTtlMs: ms('availabilityTtlMs') };
}

export function createCatalogueCache(
  space: CacheSpace,
  options: Required<CatalogueCacheOptions>,
  now: () => number = Date.now,
): CatalogueCache {
  const inflight = new Map<string, Promise<Entry>>();
  /** Answers of the store this process read or wrote, until they lapse (at most `ttl` from then). */
  const near = new Map<string, { entry: Entry; until: number }>();
  const keep = (key: string, entry: Entry, ttl: number) => {
    if (typeof entry.expires !== 'number') return;
    near.delete(key);
    near.set(key, { entry, until: Math.min(entry.expires, now() + ttl) });
    if (near.size > MOST_KEPT) near.delete(near.keys().next().value!);
  };
  /** Store calls that fail answer as if the store were empty. */
  const safely = <T>(call: () => Promise<T>, fallback: T) => call().catch(() => fallback);

  async function fill(key: string, ttl: number, load: () => Promise<Response>): Promise<Entry> {
    const stored = parse(await safely(() => space.get(`answer:${key}`), null));
    if (stored) {
      keep(key, stored, ttl);
      return stored;
    }
    const claim = `claim:${key}`;
    const claimed = await safely(() => space.set(claim, '1', CLAIM_MS, { ifAbsent: true }), true);
    if (!claimed) {
      // Another instance reads it: wait for its answer while its claim stands.
      for (let waited = 0; waited < CLAIM_MS; waited += POLL_MS) {
        await sleep(POLL_MS);
        const answer = parse(await safely(() => space.get(`answer:${key}`), null));
        if (answer) {
          keep(key, answer, ttl);
          return answer;
        }
        if ((await safely(() => space.get(claim), null)) === null) break;
      }
    }
    try {
      const entry = await toEntry(await load());
      if (entry.status === 200) {
        entry.expires = now() + ttl;
        if (await safely(() => space.set(`answer:${key}`, JSON.stringify(entry), ttl), false)) {
          keep(key, entry, ttl);
        }
      }
      return entry;
    } finally {
      if (claimed) await safely(() => space.delete(claim), undefined);
    }
  }

  return {
    async read(key, kind, load, seen) {
      const ttl = kind === 'availability' ? options.availabilityTtlMs : options.ttlMs;
      if (ttl <= 0) {
        seen?.notKept();
        return load();
      }
      const kept = near.get(key);
      if (kept && now() < kept.until) {
        seen?.kept(kept.until);
        return toResponse(kept.entry);
      }
      let pending = inflight.get(key);
      if (!pending) {
        pending = fill(key, ttl, load).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      const entry = await pending;
      const filled = near.get(key);
      if (seen) {
        if (filled && now() < filled.until) seen.kept(filled.until);
        else seen.notKept();
      }
      return toResponse(entry);
    },
  };
}
