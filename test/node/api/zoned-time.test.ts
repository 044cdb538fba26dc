import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  parseWallDateTime,
  wallTimeToEpoch,
  zoneOffset,
} from '../../../mock-server/domain/query/zoned-time.js';
import { formatWallTime, parseWallTime } from '../../../src/api/format.js';

// Lord_Howe moves its clocks by 30 minutes, Chatham keeps a 45-minute offset, Kolkata has no
// changes since the 1940s; before the 1900s all of them had local mean time offsets in seconds.
const ZONES = [
  'Europe/Zurich',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'UTC',
] as const;

const WEEK_MS = 7 * 86_400_000;
// A day inside either end, so that the wall time in any zone stays within years 1–9999.
const FIRST = Date.parse('0001-01-02T00:00:00.000Z');
const LAST = Date.parse('9999-12-30T23:59:59.999Z');

const zone = fc.constantFrom(...ZONES);
const anyInstant = fc.integer({ min: FIRST, max: LAST });

const transitionsByYear = new Map<string, number[]>();

/** The first instant (to the second) of each new offset of the zone during a year. */
function transitionsIn(timeZone: string, year: number): number[] {
  const key = `${timeZone}|${year}`;
  let found = transitionsByYear.get(key);
  if (found) return found;
  found = [];
  const end = Date.UTC(year + 1, 0, 1);
  // By the week, to keep Intl calls few: these zones change at most twice a year, so a week holds
  // at most one change, found to the second by bisection.
  for (let week = Date.UTC(year, 0, 1); week < end; week += WEEK_MS) {
    const offset = zoneOffset(week, timeZone);
    if (zoneOffset(week + WEEK_MS, timeZone) === offset) continue;
    let [lo, hi] = [week, week + WEEK_MS];
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (zoneOffset(mid, timeZone) === offset) lo = mid;
      else hi = mid;
    }
    found.push(hi);
  }
  transitionsByYear.set(key, found);
  return found;
}

/** A zone change in recent years, or mid-year where the zone has none (UTC, Kolkata). */
const transition = fc
  .record({ timeZone: zone, year: fc.integer({ min: 1950, max: 2100 }), pick: fc.nat() })
  .map(({ timeZone, year, pick }) => {
    const all = transitionsIn(timeZone, year);
    return { timeZone, at: all.length > 0 ? all[pick % all.length]! : Date.UTC(year, 6, 1) };
  });

const within2Hours = fc.integer({ min: -7_200_000, max: 7_200_000 });

/** Instants in any zone, half of them within two hours of a change of offset. */
const zonedInstant = fc.oneof(
  fc.record({ timeZone: zone, ms: anyInstant }),
  fc.tuple(transition, within2Hours).map(([{ timeZone, at }, delta]) => ({ timeZone, ms: at + delta })),
);

type Wall = [year: number, month: number, day: number, hour: number, minute: number, second: number];

const wallOf = (local: number): Wall => {
  const d = new Date(local);
  const fields = [d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()];
  return [d.getUTCFullYear(), ...fields] as Wall;
};

/**
 * Wall times in any zone, half of them within two hours of a change of offset as read with the
 * offset before it: those include the times skipped in spring and repeated in autumn.
 */
const zonedWall = fc.oneof(
  fc.record({ timeZone: zone, wall: anyInstant.map(wallOf) }),
  fc.tuple(transition, within2Hours).map(([{ timeZone, at }, delta]) => ({
    timeZone,
    wall: wallOf(at + delta + zoneOffset(at - 1000, timeZone)),
  })),
);

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

describe('wall time ↔ instant in an IANA zone', () => {
  it('reads back a written wall time as the same second, or the earlier one in a repeated hour', () => {
    let repeated = 0;
    fc.assert(
      fc.property(zonedInstant, ({ timeZone, ms }) => {
        const second = ms - (((ms % 1000) + 1000) % 1000);
        const wall = formatWallTime(new Date(ms), timeZone);
        const back = parseWallTime(wall, timeZone).getTime();
        assert.equal(formatWallTime(new Date(back), timeZone), wall, `${wall} in ${timeZone}`);
        assert.ok(back <= second, `${wall} in ${timeZone}: ${back} > ${second}`);
        if (back === second) return;
        // The same wall time before the clocks went back: earlier by exactly the change of offset.
        repeated++;
        const change = zoneOffset(back, timeZone) - zoneOffset(second, timeZone);
        assert.equal(second - back, change, `${wall} in ${timeZone}`);
      }),
      { numRuns: 2000 },
    );
    assert.ok(repeated > 0, 'no instant fell in a repeated hour');
  });

  it("agrees with the mock service's wallTimeToEpoch and parseWallDateTime", () => {
    fc.assert(
      fc.property(zonedWall, ({ timeZone, wall }) => {
        const [y, mo, d, h, mi, s] = wall;
        const text = `${pad(y, 4)}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
        const expected = parseWallTime(text, timeZone).getTime();
        assert.equal(wallTimeToEpoch(timeZone, y, mo, d, h, mi, s), expected, `${text} in ${timeZone}`);
        assert.equal(parseWallDateTime(text, timeZone), expected, `${text} in ${timeZone}`);
      }),
      { numRuns: 2000 },
    );
  });
});
