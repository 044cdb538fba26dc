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

/** Character codes of the hex digits, upper and lower case. */
const UPPER = [...'0123456789ABCDEF'].map((digit) => digit.charCodeAt(0));
const LOWER = [...'0123456789abcdef'].map((digit) => digit.charCodeAt(0));

/**
 * The character codes of the id being made, reused: an id is made as one string of them
 * (joining digit pairs made a chain of intermediate strings per id, each for the collector).
 */
const uuidCodes: number[] = [...'00000000-0000-0000-0000-000000000000'].map((c) => c.charCodeAt(0));
const ticketCodes: number[] = Array.from({ length: 16 }, () => 0);

/** Writes the hex digits of the low `digits` × 4 bits of `n` into `codes` from `at` on. */
function writeHex(codes: number[], at: number, n: number, digits: number, table: readonly number[]): void {
  for (let i = 0; i < digits; i++) codes[at + i] = table[(n >>> ((digits - 1 - i) * 4)) & 0xf]!;
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
    writeHex(uuidCodes, 0, a, 8, UPPER);
    writeHex(uuidCodes, 9, b >>> 16, 4, UPPER);
    writeHex(uuidCodes, 14, (b & 0x0fff) | 0x4000, 4, UPPER);
    writeHex(uuidCodes, 19, ((c >>> 16) & 0x3fff) | 0x8000, 4, UPPER);
    writeHex(uuidCodes, 24, c & 0xffff, 4, UPPER);
    writeHex(uuidCodes, 28, d, 8, UPPER);
    return String.fromCharCode.apply(null, uuidCodes);
  }

  /** A 12-digit integer without a leading zero, so `pid_readable` always has three full groups. */
  booking(): number {
    const high = 100_000 + (next32(this.state) % 900_000);
    const low = next32(this.state) % 1_000_000;
    return high * 1_000_000 + low;
  }

  ticket(): string {
    writeHex(ticketCodes, 0, next32(this.state), 8, LOWER);
    writeHex(ticketCodes, 8, next32(this.state), 8, LOWER);
    return String.fromCharCode.apply(null, ticketCodes);
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
