/**
 * The claim on an Idempotency-Key while its write is carried out (idempotency.ts): the instance
 * carrying it out renews it every `beatMs` (1 s) in a record of its own, holding the real time of
 * the renewal; a claim not renewed for `leaseMs` (5 s) belongs to an instance that stopped
 * (killed, crashed, its machine gone). Real time (`Date.now`, shared by the instances, whatever
 * clock the gateway's sessions run on) tells it, with the lease as room for the instances' clocks
 * to differ. A claim older than `pendingMs` on the gateway's clock, or one written by a gateway
 * that does not renew its claims, counts as abandoned by its age alone.
 */
import type { GatewayStore } from './store.js';

/** What a claim says of itself: when it began (gateway clock) and was written (real time). */
export interface Claim {
  since: number;
  at?: number;
}

export interface ClaimOptions {
  store: GatewayStore;
  /** The gateway's clock. */
  now: () => number;
  /** A claim older than this (gateway clock) is abandoned whatever its renewals. */
  pendingMs: number;
  leaseMs?: number;
  beatMs?: number;
  /** Real time (epoch ms), shared by the instances: `Date.now` by default. */
  clock?: () => number;
}

export function createClaims(options: ClaimOptions) {
  const { store, now, pendingMs, leaseMs = 5_000, beatMs = 1_000, clock = Date.now } = options;
  /** Where the instance carrying a write out renews its claim on the record `name`. */
  const beatKey = (name: string) => `beat:${name}`;

  /** The real time the claim was last renewed; null for a claim without renewals. */
  async function lastBeat(name: string, claim: Claim): Promise<number | null> {
    if (claim.at === undefined) return null;
    const beat = Number(await store.get(beatKey(name)));
    return Math.max(claim.at, Number.isFinite(beat) ? beat : 0);
  }

  return {
    leaseMs,
    clock,
    lastBeat,
    /**
     * Renews the claim on `name` every `beatMs` until the returned function is called. A renewal
     * that fails is dropped: the next one tries again, and a claim whose renewals stop lapses.
     */
    renew(name: string): () => void {
      const timer = setInterval(() => {
        void store.set(beatKey(name), String(clock()), pendingMs).catch(() => undefined);
      }, beatMs);
      (timer as { unref?: () => void }).unref?.();
      return () => clearInterval(timer);
    },
    /** Whether a claim's instance stopped: its claim lapsed, or it is older than any write takes. */
    async abandoned(name: string, claim: Claim): Promise<boolean> {
      if (now() - claim.since >= pendingMs) return true;
      const last = await lastBeat(name, claim);
      return last !== null && clock() - last >= leaseMs;
    },
  };
}
