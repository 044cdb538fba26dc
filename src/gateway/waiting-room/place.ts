/**
 * A buyer's place in line as a token the widget keeps and sends back with its next poll
 * (`X-Queue-Place`), so that any gateway instance can answer the poll from its look of the line
 * (local-line.ts), also one that never saw the buyer (another instance behind a load balancer,
 * or the next one after an instance died), without asking the store.
 *
 * It carries the buyer's mark (position − 1 + buyers who ever left the line, which only grows
 * while they wait) and how many had left the line when they were told (`left`), and is signed
 * with HMAC-SHA-256 (hashing.ts) under the gateway's session secret, bound to the room and the
 * session: it cannot be forged or moved to another session or room. An old one is never worse
 * than a new one: its mark is at most the buyer's, so the place it tells is never further back
 * than theirs. An instance whose look of the line is older than `left` counts from `left`, so a
 * buyer whose polls reach another instance is not told a place further back than the last one.
 *
 * Format: `p1.<mark>.<left>.<signature>`, the signature over `p1.<room>.<member>.<mark>.<left>`,
 * base64url without padding.
 */
import { constantTimeEqual } from '../session.js';
import { toBase64Url } from '../base64url.js';
import { hashing } from '../hashing.js';

/** A place as told: the buyer's mark, and how many had left the line then. */
export interface ToldPlace {
  readonly mark: number;
  readonly left: number;
}

export interface PlaceCodec {
  sign(room: string, member: string, place: ToldPlace): Promise<string>;
  /** The place in a token this gateway signed for this member and room; null for any other. */
  read(token: string, room: string, member: string): Promise<ToldPlace | null>;
}

const NUMBER = '(0|[1-9][0-9]{0,14})';
const TOKEN = new RegExp(`^p1\\.${NUMBER}\\.${NUMBER}\\.([A-Za-z0-9_-]{43})$`);

export function createPlaceCodec(secret: string): PlaceCodec {
  const hmac = hashing.hmac(secret);
  const signature = async (room: string, member: string, { mark, left }: ToldPlace) =>
    toBase64Url(await hmac(`p1.${room}.${member}.${mark}.${left}`));
  return {
    async sign(room, member, place) {
      return `p1.${place.mark}.${place.left}.${await signature(room, member, place)}`;
    },
    async read(token, room, member) {
      const [, mark, left, given] = (token.length <= 100 && TOKEN.exec(token)) || [];
      if (mark === undefined || left === undefined || given === undefined) return null;
      const place = { mark: Number(mark), left: Number(left) };
      if (!Number.isSafeInteger(place.mark) || !Number.isSafeInteger(place.left)) return null;
      return constantTimeEqual(await signature(room, member, place), given) ? place : null;
    },
  };
}
