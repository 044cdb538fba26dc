/**
 * The waiting room's state in this process: right for one gateway instance. Every operation is
 * one synchronous step, so no interleaving of requests can give two buyers one place. It follows
 * the Redis back end (redis-rooms.ts) rule for rule; the same behaviour suite runs against both.
 */
import {
  RATE_WINDOW_MS,
  ROOM_TTL_MS,
  RECENT_HOLDS_MS,
  SPOKEN_AFTER_MS,
  burstOf,
  type EnterInput,
  type JoinAnswer,
  type JoinInput,
  type JoinOutcome,
  type OverBudget,
  type Place,
  type PollBudget,
  type PollInput,
  type RoomBackend,
  type RoomCounts,
  type RoomSettings,
  type Supply,
  type Synced,
  type SyncInput,
} from './types.js';

interface Entry {
  readonly score: number;
  readonly member: string;
}

interface Room {
  /** Waiting members, ascending by score (then member). */
  line: Entry[];
  scores: Map<string, number>;
  /** Member → pass expiry. */
  admitted: Map<string, number>;
  /** Member → end of activity. */
  inside: Map<string, number>;
  /** Member → last sign of life while in line. */
  seen: Map<string, number>;
  groups: Map<string, string>;
  owners: Map<string, string>;
  grants: Map<string, number>;
  /** Inside members who hold tickets. */
  holders: Set<string>;
  /** Recent holds: member → end of the hold (kept a minute, also after the member finished). */
  recent: Map<string, number>;
  /** Tickets held, and buyers who held, over the sale: the tickets a buyer takes on average. */
  ticketsHeld: number;
  buyersHeld: number;
  /** Admissions: [time, count]. */
  log: Array<[number, number]>;
  seq: number;
  admittedTotal: number;
  /** Buyers who ever left the line (`Place.leftLine`). */
  leftLine: number;
  tokens: number | null;
  refill: number | null;
  closed: boolean;
  touched: number;
  /** Polls counted per address group (`a:<group>`) and member (`s:<member>`) in their window. */
  budgets: Map<string, { used: number; ends: number }>;
  /** Joins' Idempotency-Keys: the member each placed (empty: refused) until its session ends. */
  joins: Map<string, { fingerprint: string; member: string; expires: number }>;
}

export interface MemoryRoomsOptions {
  /** Most rooms kept; past it the least recently used go first (default 1 000). */
  maxRooms?: number;
}

const before = (a: Entry, b: Entry) => a.score < b.score || (a.score === b.score && a.member < b.member);

/** Index of the first entry not before `entry` (binary search). */
function lowerBound(line: Entry[], entry: Entry): number {
  let low = 0;
  let high = line.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (before(line[mid]!, entry)) low = mid + 1;
    else high = mid;
  }
  return low;
}

const opened = (settings: RoomSettings, now: number) => settings.opensAt === null || now >= settings.opensAt;

export function memoryRooms(options: MemoryRoomsOptions = {}): RoomBackend {
  const maxRooms = options.maxRooms ?? 1000;
  const rooms = new Map<string, Room>();

  function roomOf(name: string, now: number): Room {
    let room = rooms.get(name);
    if (room && room.touched + ROOM_TTL_MS <= now) room = undefined;
    if (!room) {
      room = {
        line: [],
        scores: new Map(),
        admitted: new Map(),
        inside: new Map(),
        seen: new Map(),
        groups: new Map(),
        owners: new Map(),
        grants: new Map(),
        holders: new Set(),
        recent: new Map(),
        ticketsHeld: 0,
        buyersHeld: 0,
        log: [],
        seq: 0,
        admittedTotal: 0,
        leftLine: 0,
        tokens: null,
        refill: null,
        closed: false,
        touched: now,
        budgets: new Map(),
        joins: new Map(),
      };
    }
    rooms.delete(name);
    rooms.set(name, room);
    room.touched = now;
    for (const key of rooms.keys()) {
      if (rooms.size <= maxRooms) break;
      rooms.delete(key);
    }
    return room;
  }

  function forget(room: Room, member: string): void {
    const group = room.owners.get(member);
    if (group !== undefined && room.groups.get(group) === member) room.groups.delete(group);
    room.owners.delete(member);
    room.grants.delete(member);
    room.seen.delete(member);
    room.holders.delete(member);
  }

  function purge(room: Room, now: number): void {
    for (const set of [room.admitted, room.inside]) {
      for (const [member, expires] of set) {
        if (expires <= now) {
          set.delete(member);
          forget(room, member);
        }
      }
    }
  }

  function removeFromLine(room: Room, member: string): void {
    const score = room.scores.get(member);
    if (score === undefined) return;
    room.line.splice(lowerBound(room.line, { score, member }), 1);
    room.scores.delete(member);
    room.leftLine += 1;
  }

  const present = (room: Room, member: string) =>
    room.scores.has(member) || room.admitted.has(member) || room.inside.has(member);

  const activeCount = (room: Room) => room.admitted.size + room.inside.size;

  /** The rate limit's tokens now (refilled), or Infinity without a rate. */
  function tokensNow(room: Room, settings: RoomSettings, now: number): number {
    if (settings.admitPerMinute === null) return Infinity;
    const burst = burstOf(settings.admitPerMinute);
    const tokens = room.tokens ?? burst;
    const since = room.refill ?? now;
    return Math.min(burst, tokens + ((now - since) * settings.admitPerMinute) / 60_000);
  }

  function spend(room: Room, settings: RoomSettings, now: number, tokens: number, used: number): void {
    if (settings.admitPerMinute === null) return;
    room.tokens = tokens - used;
    room.refill = now;
  }

  function logAdmissions(room: Room, now: number, count: number): void {
    room.log.push([now, count]);
    while (room.log.length > 0 && room.log[0]![0] <= now - RATE_WINDOW_MS) room.log.shift();
  }

  /** Takes whom the room can from the head of the line. */
  function admit(room: Room, settings: RoomSettings, now: number, limit: number): void {
    if (!opened(settings, now) || room.closed) return;
    const tokens = tokensNow(room, settings, now);
    let places = Math.min(settings.maxActive - activeCount(room), Math.floor(tokens), limit);
    let count = 0;
    while (places > 0 && room.line.length > 0) {
      const { member } = room.line.shift()!;
      room.scores.delete(member);
      room.leftLine += 1;
      if ((room.seen.get(member) ?? 0) <= now - settings.abandonMs) {
        forget(room, member);
        continue;
      }
      room.seen.delete(member);
      room.admittedTotal += 1;
      room.admitted.set(member, now + settings.passMs);
      room.grants.set(member, room.admittedTotal);
      count += 1;
      places -= 1;
    }
    if (count > 0) logAdmissions(room, now, count);
    spend(room, settings, now, tokens, count);
  }

  /** Counts one request of `key` in its window: the ms until it ends when past `points`, else 0. */
  function spent(room: Room, key: string, points: number, windowMs: number, now: number): number {
    let count = room.budgets.get(key);
    if (!count || count.ends <= now) {
      if (room.budgets.size >= 1024 && room.budgets.size % 1024 === 0) {
        for (const [name, old] of room.budgets) if (old.ends <= now) room.budgets.delete(name);
      }
      count = { used: 0, ends: now + windowMs };
      room.budgets.delete(key);
      room.budgets.set(key, count);
    }
    count.used += 1;
    return count.used > points ? count.ends - now : 0;
  }

  /** Counts a poll against the address group's and the member's budget; refused past either. */
  function overBudget(room: Room, member: string, budget: PollBudget, now: number): OverBudget | null {
    const { group, windowMs } = budget;
    const byAddress = group === null ? 0 : spent(room, `a:${group}`, budget.perAddress, windowMs, now);
    const bySession = Number.isFinite(budget.perSession)
      ? spent(room, `s:${member}`, budget.perSession, windowMs, now)
      : 0;
    if (byAddress > 0) return { state: 'over-budget', scope: 'address', msBeforeNext: byAddress };
    if (bySession > 0) return { state: 'over-budget', scope: 'session', msBeforeNext: bySession };
    return null;
  }

  /**
   * What a poll and a sync do first: purges lapsed places, closes the room when nothing is left
   * to hold, admits whom the room can. Answers whether every place is held.
   */
  function refresh(room: Room, settings: RoomSettings, now: number, supply: Supply | null): boolean {
    purge(room, now);
    let allHeld = false;
    let limit = Infinity;
    if (supply && !room.closed) {
      if (supply.available <= 0 && supply.held <= 0) {
        room.closed = true;
        room.line = [];
        room.scores.clear();
        room.seen.clear();
      } else if (supply.available <= 0) {
        allHeld = true;
        limit = 0;
      } else {
        // Buyers let in who hold nothing yet (their end is still that of `activeMs`), and those
        // who held after the read, take places the availability does not show yet; each takes
        // the tickets a buyer took on average.
        // Also buyers who confirmed since: their tickets are not in the answer either.
        let starting = room.admitted.size;
        for (const end of room.inside.values()) if (end <= now + settings.activeMs) starting += 1;
        let recent = 0;
        const after = supply.holdsAfter;
        if (after !== undefined) for (const end of room.recent.values()) if (end > after) recent += 1;
        const perBuyer = room.buyersHeld > 0 ? Math.max(1, room.ticketsHeld / room.buyersHeld) : 1;
        const served = Math.ceil(supply.available / perBuyer);
        limit = Math.max(0, served - starting - recent);
        // Every free place is spoken for by buyers let in a while ago who still hold nothing:
        // held, as far as the line can tell (those let in just now are about to take theirs).
        let idle = 0;
        for (const end of room.inside.values()) {
          if (end > now && end <= now + settings.activeMs - SPOKEN_AFTER_MS) idle += 1;
        }
        allHeld = served <= idle;
      }
    }
    admit(room, settings, now, limit);
    return allHeld;
  }

  /** The room's counts (after a refresh). */
  const countsOf = (room: Room, now: number, allHeld: boolean): Omit<RoomCounts, 'closed'> => ({
    waiting: room.line.length,
    active: activeCount(room),
    admittedLastMinute: room.log
      .filter(([at]) => at > now - RATE_WINDOW_MS)
      .reduce((sum, [, count]) => sum + count, 0),
    allHeld,
    leftLine: room.leftLine,
  });

  function join(name: string, { member, group, now, draw, settings }: JoinInput): JoinOutcome {
    const room = roomOf(name, now);
    purge(room, now);
    if (room.closed) return 'closed';
    if (present(room, member)) return 'present';
    if (group !== null) {
      const holder = room.groups.get(group);
      if (holder !== undefined && holder !== member && present(room, holder)) return 'taken';
      room.groups.set(group, member);
      room.owners.set(member, group);
    }
    const score = opened(settings, now) ? 1 + (room.seq += 1) : draw;
    const entry = { score, member };
    room.line.splice(lowerBound(room.line, entry), 0, entry);
    room.scores.set(member, score);
    room.seen.set(member, now);
    return 'queued';
  }

  function poll(name: string, { member, now, settings, supply, budget }: PollInput): Place | OverBudget {
    const room = roomOf(name, now);
    const refused = budget ? overBudget(room, member, budget, now) : null;
    if (refused) return refused;
    const allHeld = refresh(room, settings, now, supply);
    if (room.scores.has(member)) room.seen.set(member, now);
    const common = countsOf(room, now, allHeld);
    const none = { position: 0, grant: 0, passExpires: 0 };
    if (room.closed) return { state: 'closed', ...none, ...common };
    const score = room.scores.get(member);
    if (score !== undefined) {
      if (!opened(settings, now)) return { state: 'pre-queue', ...none, ...common };
      const position = lowerBound(room.line, { score, member }) + 1;
      return { state: 'waiting', ...none, ...common, position };
    }
    const passExpires = room.admitted.get(member);
    if (passExpires !== undefined) {
      return { state: 'admitted', ...none, ...common, grant: room.grants.get(member)!, passExpires };
    }
    return { state: room.inside.has(member) ? 'inside' : 'absent', ...none, ...common };
  }

  /** The join's key: the member a repeat answers for, 'reused' / 'refused', or null to join as given. */
  function recorded(
    name: string,
    input: JoinInput,
  ): { member: string; expires: number } | 'reused' | 'refused' | null {
    const { once, now } = input;
    if (!once) return null;
    const { joins } = roomOf(name, now);
    const record = joins.get(once.name);
    if (record && record.expires > now) {
      if (record.fingerprint !== once.fingerprint) return 'reused';
      return record.member === '' ? 'refused' : record;
    }
    if (joins.size >= 1024 && joins.size % 1024 === 0) {
      for (const [key, old] of joins) if (old.expires <= now) joins.delete(key);
    }
    joins.set(once.name, {
      fingerprint: once.fingerprint,
      member: once.refused ? '' : input.member,
      expires: once.expires,
    });
    return once.refused ? 'refused' : null;
  }

  return {
    shared: false,
    join: async (name, input) => join(name, input),
    poll: async (name, input) => poll(name, input),

    async sync(name, { now, settings, supply, seen }: SyncInput): Promise<Synced> {
      const room = roomOf(name, now);
      for (const [member, at] of seen) {
        if (room.scores.has(member) && at > (room.seen.get(member) ?? 0)) room.seen.set(member, at);
      }
      const allHeld = refresh(room, settings, now, supply);
      const places = seen.map(([member]) => {
        const score = room.scores.get(member);
        if (score !== undefined)
          return opened(settings, now) ? lowerBound(room.line, { score, member }) + 1 : 0;
        return room.admitted.has(member) ? -2 : -1;
      });
      const passes = seen.map(([member]) => ({
        grant: room.admitted.has(member) ? room.grants.get(member)! : 0,
        passExpires: room.admitted.get(member) ?? 0,
      }));
      return { closed: room.closed, ...countsOf(room, now, allHeld), places, passes };
    },

    async joinThenPoll(name, joining, polling): Promise<JoinAnswer> {
      const { budget } = joining;
      const refused = budget
        ? overBudget(roomOf(name, joining.now), joining.member, budget, joining.now)
        : null;
      if (refused)
        return { outcome: 'over-budget', scope: refused.scope, msBeforeNext: refused.msBeforeNext };
      const record = recorded(name, joining);
      if (record === 'reused' || record === 'refused') return { outcome: record };
      const member = record?.member ?? joining.member;
      const outcome = join(name, { ...joining, member });
      const place = poll(name, { ...polling, member, budget: undefined }) as Place;
      const expires = record?.expires ?? joining.once?.expires ?? null;
      return { outcome, place, member, expires, replayed: record !== null };
    },

    async enter(name, { member, now, settings, grant }: EnterInput) {
      const room = roomOf(name, now);
      purge(room, now);
      if (room.closed) return 'closed';
      if (room.inside.has(member)) return 'inside';
      if (room.admitted.has(member)) {
        if (grant === null || room.grants.get(member) !== grant) return 'queue_required';
        room.admitted.delete(member);
        room.inside.set(member, now + settings.activeMs);
        return 'inside';
      }
      if (!opened(settings, now) || room.line.length > 0 || activeCount(room) >= settings.maxActive) {
        return 'queue_required';
      }
      const tokens = tokensNow(room, settings, now);
      if (tokens < 1) return 'queue_required';
      spend(room, settings, now, tokens, 1);
      room.admittedTotal += 1;
      logAdmissions(room, now, 1);
      room.inside.set(member, now + settings.activeMs);
      return 'inside';
    },

    async peek(name, { member, now, settings }) {
      const room = rooms.get(name);
      if (!room || room.touched + ROOM_TTL_MS <= now) {
        return { inside: false, free: opened(settings, now) && settings.maxActive > 0, closed: false };
      }
      const live = (set: Map<string, number>) => [...set.values()].filter((end) => end > now).length;
      const active = live(room.admitted) + live(room.inside);
      return {
        inside: (room.inside.get(member) ?? 0) > now,
        free: !room.closed && opened(settings, now) && room.line.length === 0 && active < settings.maxActive,
        closed: room.closed,
      };
    },

    async hold(name, member, until, tickets) {
      const room = rooms.get(name);
      const current = room?.inside.get(member);
      if (!room || current === undefined) return;
      if (current < until) room.inside.set(member, until);
      if (tickets <= 0) return;
      room.recent.set(member, until);
      for (const [who, end] of room.recent) if (end < until - RECENT_HOLDS_MS) room.recent.delete(who);
      room.ticketsHeld += tickets;
      if (!room.holders.has(member)) {
        room.holders.add(member);
        room.buyersHeld += 1;
      }
    },

    async finish(name, member) {
      const room = rooms.get(name);
      if (!room) return;
      removeFromLine(room, member);
      room.admitted.delete(member);
      room.inside.delete(member);
      forget(room, member);
    },

    async close(name, now) {
      const room = roomOf(name, now);
      room.closed = true;
      room.line = [];
      room.scores.clear();
      room.seen.clear();
    },
  };
}
