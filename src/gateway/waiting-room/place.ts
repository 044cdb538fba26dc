/**
 * A buyer's place in line as a token the widget keeps and sends back with its next poll
 * (`X-Queue-Place`), so that any gateway instance can answer the poll from its look of the line
 * (local-line.ts), also one that never saw the buyer (another instance behind a load balancer,
 * or the next one after an instance died), without asking the store.
 *
 * It carries the buyer's mark (position − 1 + buyers who ever left the line, which only grows
 * while they wait) and is signed with HMAC-SHA-256 (hashing.ts) under the gateway's session
 * secret, bound to the room and the session: it cannot be forged, moved to another session or
 * room, and an old one is never worse than a new one (its mark is at most the buyer's, so the
 * place it tells is never further back than theirs; at the head the store is asked).
 *
 * Format: `p1.<mark>.<signature>`, the signature over `p1.<room>.<member>.<mark>`, base64url
 * without padding.
 */
import { constantTimeEqual } from '../session.js';
import { toBase64Url } from '../base64url.js';
import { hashing } from '../hashing.js';

export interface PlaceCodec {
  sign(room: string, member: string, mark: number): Promise<string>;
  /** The mark of a token this gateway signed for this member and room; null for any other. */
  read(token: string, room: string, member: string): Promise<number | null>;
}

const TOKEN = /^p1\.(0|[1-9][0-9]{0,14})\.([A-Za-z0-9_-]{43})$/;

export function createPlaceCodec(secret: string): PlaceCodec {
  const hmac = hashing.hmac(secret);
  const signature = async (room: string, member: string, mark: number) =>
    toBase64Url(await hmac(`p1.${room}.${member}.${mark}`));
  return {
    async sign(room, member, mark) {
      return `p1.${mark}.${await signature(room, member, mark)}`;
    },
    async read(token, room, member) {
      const [, digits, given] = (token.length <= 80 && TOKEN.exec(token)) || [];
      if (digits === undefined || given === undefined) return null;
      const mark = Number(digits);
      if (!Number.isSafeInteger(mark)) return null;
      return constantTimeEqual(await signature(room, member, mark), given) ? mark : null;
    },
  };
}
