/**
 * Deterministic record identifiers in the formats of DESIGN.md §4: bookings get 12-digit
 * integers (read as `1234-5678-9012`), tickets 16 lower-case hex digits (their `code` is the
 * upper case), every other record an upper-case UUID. A seeded generator makes seeds and test
 * runs reproducible; its state is part of the store snapshot.
 */
export type PidKind = 'uuid' | 'booking' | 'ticket';

/** mulberry32: small, fast, good enough for identifiers that only need to be unique and stable. */
function next32(state: { seed: number }): number {
  state.seed = (state.seed + 0x6d2b79f5) | 0;
  let t = state.seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

const hex = (n: number, width: number): string => n.toString(16).padStart(width, '0');

/** The two hex digits of every byte, lower and upper case: ids are made by joining them. */
const LOWER = Array.from({ length: 256 }, (_, i) => hex(i, 2));
const UPPER = LOWER.map((pair) => pair.toUpperCase());

/** The 8 hex digits of a 32-bit number, from the byte table. */
function hex8(n: number, digits: readonly string[]): string {
  return digits[n >>> 24]! + digits[(n >>> 16) & 0xff]! + digits[(n >>> 8) & 0xff]! + digits[n & 0xff]!;
}

/** The 4 hex digits of the low 16 bits of a number. */
function hex4(n: number, digits: readonly string[]): string {
  return digits[(n >>> 8) & 0xff]! + digits[n & 0xff]!;
}

export class IdGenerator {
  private readonly state: { seed: number };

  constructor(seed = 0x5eed) {
    this.state = { seed };
  }

  get seed(): number {
    return this.state.seed;
  }

  set seed(value: number) {
    this.state.seed = value;
  }

  uuid(): string {
    const a = next32(this.state);
    const b = next32(this.state);
    const c = next32(this.state);
    const d = next32(this.state);
    // Version 4 and RFC 4122 variant bits, so the ids validate as UUIDs everywhere.
    const time = hex8(a, UPPER);
    const mid = hex4(b >>> 16, UPPER);
    const ver = hex4((b & 0x0fff) | 0x4000, UPPER);
    const variant = hex4(((c >>> 16) & 0x3fff) | 0x8000, UPPER);
    const node = hex4(c & 0xffff, UPPER) + hex8(d, UPPER);
    return `${time}-${mid}-${ver}-${variant}-${node}`;
  }

  /** A 12-digit integer without a leading zero, so `pid_readable` always has three full groups. */
  booking(): number {
    const high = 100_000 + (next32(this.state) % 900_000);
    const low = next32(this.state) % 1_000_000;
    return high * 1_000_000 + low;
  }

  ticket(): string {
    return hex8(next32(this.state), LOWER) + hex8(next32(this.state), LOWER);
  }

  pid(kind: PidKind): string | number {
    return kind === 'uuid' ? this.uuid() : kind === 'booking' ? this.booking() : this.ticket();
  }
}

/** `123456789012` → `1234-5678-9012`. */
export function readableBookingPid(pid: number): string {
  return String(pid)
    .padStart(12, '0')
    .replace(/(\d{4})(\d{4})(\d{4})/, '$1-$2-$3');
}
