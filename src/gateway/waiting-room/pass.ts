/**
 * Admission passes: proof that the waiting room admitted this buyer (session) for this room, as
 * its n-th admission, until an expiry. Signed with HMAC-SHA-256 (hashing.ts) under the gateway's
 * session secret; the signed text starts with `q1.` where a session token's starts with `v1.`,
 * so neither can pass for the other. A pass is single-use in effect: the room accepts its
 * admission number once (admitted → inside), and a pass names one session, so it cannot be
 * shared.
 *
 * Format: `q1.<payload>.<signature>`, base64url without padding; the payload is JSON
 * `{ r: room, m: member, g: admission number, x: expiry in epoch ms }`.
 */
import { constantTimeEqual } from '../session.js';
import { fromBase64Url, toBase64Url } from '../base64url.js';
import { hashing } from '../hashing.js';

interface Pass {
  readonly room: string;
  readonly member: string;
  readonly grant: number;
  readonly expires: number;
}

type PassCheck =
  | { readonly ok: true; readonly pass: Pass }
  /** Not a pass this gateway signed for this buyer and room (forged, altered or someone else's). */
  | { readonly ok: false; readonly reason: 'invalid' }
  /** A real pass whose time ran out. */
  | { readonly ok: false; readonly reason: 'expired' }
  /** A real pass of this buyer for another event: it says nothing about this one. */
  | { readonly ok: false; readonly reason: 'elsewhere' };

export interface PassCodec {
  /** The event a pass names, unverified: only to know which room to check it with. */
  roomOf(token: string): string | null;
  sign(pass: Pass): Promise<string>;
  /** Checks a pass presented by `member` for `room` at `now`. */
  check(token: string, expected: { room: string; member: string; now: number }): Promise<PassCheck>;
}

const VERSION = 'q1';
const TOKEN = /^q1\.([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/;

export function createPassCodec(secret: string): PassCodec {
  const sign = hashing.hmac(secret);
  const signature = async (signed: string) => toBase64Url(await sign(signed));

  return {
    roomOf(token) {
      const payload = TOKEN.exec(token.length <= 700 ? token : '')?.[1];
      try {
        const fields: unknown = payload ? JSON.parse(new TextDecoder().decode(fromBase64Url(payload))) : null;
        const r = (fields as { r?: unknown } | null)?.r;
        return typeof r === 'string' ? r : null;
      } catch {
        return null;
      }
    },

    async sign({ room, member, grant, expires }) {
      const payload = JSON.stringify({ r: room, m: member, g: grant, x: expires });
      const signed = `${VERSION}.${toBase64Url(new TextEncoder().encode(payload))}`;
      return `${signed}.${await signature(signed)}`;
    },

    async check(token, expected) {
      const invalid = { ok: false, reason: 'invalid' } as const;
      const match = token.length <= 700 ? TOKEN.exec(token) : null;
      const [, payload, given] = match ?? [];
      if (payload === undefined || given === undefined) return invalid;
      if (!constantTimeEqual(await signature(`${VERSION}.${payload}`), given)) return invalid;
      let fields: Record<string, unknown>;
      try {
        fields = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(payload)));
      } catch {
        return invalid;
      }
      const { r, m, g, x } = fields ?? {};
      if (typeof r !== 'string' || m !== expected.member) return invalid;
      if (!Number.isSafeInteger(g) || (g as number) < 1 || !Number.isSafeInteger(x)) return invalid;
      if (r !== expected.room) return { ok: false, reason: 'elsewhere' };
      if ((x as number) <= expected.now) return { ok: false, reason: 'expired' };
      return { ok: true, pass: { room: r, member: m, grant: g as number, expires: x as number } };
    },
  };
}
