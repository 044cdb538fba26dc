/**
 * The polls one gateway instance answers from its own memory, when several instances share the
 * room's state (Redis).
 *
 * A buyer in line asks where they stand every few seconds; while thousands wait, most of those
 * questions have the same answer as a moment ago, one place further. The instance keeps what it
 * last read of each room (its counts, and `leftLine`: how many buyers ever left the line) and,
 * for each buyer whose place it read, their *mark*: position − 1 + `leftLine` at that moment.
 * After the opening nobody joins ahead of a waiting buyer, so their position now is at most
 * `mark − leftLine + 1` (exactly that, unless someone behind them left the line; never further
 * back than it is): the instance answers that, with the room's counts, without a command to the
 * store, as long as what it read is younger than `LONGEST_LOOK × syncMs`.
 *
 * Before the opening it answers a buyer it knows to be in the pre-queue the same way.
 *
 * It asks the store instead (the poll as ever, one command) for a buyer it knows nothing of
 * (their first poll at this instance), when the mark puts the buyer past the head of the line
 * (let in, or skipped: only the store has their pass), and when its look is too old. Each such
 * answer renews the look and the buyer's mark.
 *
 * Once its look is `syncMs` old, the next poll it answers starts a sync in the background (one
 * command: `RoomBackend.sync`): it admits whom the room can, as a poll does, marks as seen the
 * buyers this instance answered since the last sync (a buyer who keeps asking is never skipped
 * as gone), and reads the counts and those buyers' places (so their marks stay exact). After the
 * opening a sync also asks the places of every buyer it knew in the pre-queue (at once, not
 * waiting `syncMs`), so they do not all ask the store. A buyer so learns of their admission, and
 * of a sold-out room, at most `syncMs` (and a round trip) later than at their next poll in the
 * store. When a buyer finishes through this instance it syncs at once (the next buyer is let in
 * and told at their next poll); a room closed through it is closed in its look. The place is the
 * store's: an instance that dies loses nobody's place, only the signs of life of its last
 * `syncMs`.
 *
 * A poll answered here counts against the request budgets in limiters this instance holds (the
 * sizes and window of the store's), as a catalogue read answered from memory does
 * (local-reads.ts): it costs nothing beyond this instance.
 */
import { rateLimited, SCOPES } from '../limits.js';
import { memoryLimiter, type Limiter } from '../store.js';
import type { ToldPlace } from './place.js';
import type { Place, PollBudget, RoomBackend, RoomCounts, RoomSettings, Supply } from './types.js';

/** A look older than this many `syncMs` is not answered from: the store is asked. */
export const LONGEST_LOOK = 4;
/** Most buyers known per room, and most rooms; past them the oldest go first. */
const MOST_MARKS = 200_000;
const MOST_ROOMS = 1_000;

interface RoomLook {
  counts: RoomCounts | null;
  /** When the store's answer the counts came from was asked (epoch ms), and its turn. */
  at: number;
  turn: number;
  syncing: boolean;
  /** Member → position − 1 + leftLine, as the store last answered. */
  marks: Map<string, number>;
  /** Members in the pre-queue, as the store last answered → when they last asked here. */
  early: Map<string, number>;
  /** Members let in, as the store last answered → their admission's number and pass expiry. */
  passes: Map<string, { grant: number; passExpires: number }>;
  /** Members answered here since the last sync → when they last asked. */
  seen: Map<string, number>;
}

/** A place told from the look; `soon`: past the head as far as the look tells, ask again soon. */
type LocalPlace = Place & { readonly soon?: boolean };

export interface LocalLineOptions {
  backend: RoomBackend;
  /** How old the look may grow before a poll starts a sync (ms). */
  syncMs: number;
  now: () => number;
  /** What is left to sell (for the sync's admissions). */
  supply: (room: string) => Promise<Supply | null>;
}

export interface LocalLine {
  /**
   * The buyer's place from this instance's memory, counted against its budgets (429 past them),
   * or null when the store must be asked. `told`: the place in the token the buyer sent
   * (place.ts): its mark serves a buyer this instance has none of, and its `left` a look older
   * than the last answer the buyer had (so they are not told a place further back).
   */
  answer(
    room: string,
    member: string,
    settings: RoomSettings,
    budget?: PollBudget,
    told?: ToldPlace | null,
  ): Promise<LocalPlace | null>;
  /** A turn for a question to the store: answers asked later are newer. */
  ask(): number;
  /** Learns from a place the store answered to a question of turn `turn`, asked at `at`. */
  learn(room: string, member: string, place: Place, turn: number, at: number): void;
  /**
   * A buyer finished through this instance: it syncs at once (admitting the next buyer), so its
   * polls tell the admission without waiting for the next sync.
   */
  finished(room: string, settings: RoomSettings): Promise<void>;
  /** The room was closed through this instance. */
  closed(room: string): void;
}

const opened = (settings: RoomSettings, at: number) => settings.opensAt === null || at >= settings.opensAt;

const limit = <K, V>(map: Map<K, V>, most: number) => {
  if (map.size >= most) map.delete(map.keys().next().value!);
};

export function createLocalLine(options: LocalLineOptions): LocalLine {
  const { backend, syncMs, now } = options;
  const rooms = new Map<string, RoomLook>();
  const limiters = new Map<string, Limiter>();
  let turns = 0;

  function lookOf(room: string): RoomLook {
    let look = rooms.get(room);
    if (!look) {
      limit(rooms, MOST_ROOMS);
      look = {
        counts: null,
        at: 0,
        turn: 0,
        syncing: false,
        marks: new Map(),
        early: new Map(),
        passes: new Map(),
        seen: new Map(),
      };
      rooms.set(room, look);
    }
    return look;
  }

  /** Takes the counts of an answer asked at turn `turn`, if it is the newest. */
  function counted(look: RoomLook, counts: RoomCounts, turn: number, at: number): void {
    if (turn < look.turn) return;
    // Fewer ever left than a look before: the room's state was lost or started over.
    if (look.counts && counts.leftLine < look.counts.leftLine) look.marks.clear();
    look.counts = counts;
    look.turn = turn;
    look.at = at;
  }

  /**
   * Takes a buyer's place: `position` in line (1-based), 0 in the pre-queue, -2 let in (with
   * `pass`), -1 neither.
   */
  function placed(
    look: RoomLook,
    member: string,
    position: number,
    leftLine: number,
    at: number,
    pass?: { grant: number; passExpires: number },
  ): void {
    look.marks.delete(member);
    look.passes.delete(member);
    if (position === 0) {
      if (!look.early.has(member)) limit(look.early, MOST_MARKS);
      look.early.set(member, look.early.get(member) ?? at);
      return;
    }
    look.early.delete(member);
    if (position === -2 && pass) {
      limit(look.passes, MOST_MARKS);
      look.passes.set(member, pass);
    }
    if (position < 1) return;
    limit(look.marks, MOST_MARKS);
    look.marks.set(member, position - 1 + leftLine);
  }

  /** Syncs the look (see the module comment); resolves when it is taken in, or failed. */
  async function sync(room: string, look: RoomLook, settings: RoomSettings, at: number): Promise<void> {
    look.syncing = true;
    const seen = look.seen;
    look.seen = new Map();
    // After the opening, the places of the pre-queue it knows (until the store placed them).
    if (opened(settings, at)) {
      for (const [member, when] of look.early) if (!seen.has(member)) seen.set(member, when);
    }
    const turn = (turns += 1);
    const asked = [...seen];
    try {
      const supply = await options.supply(room);
      const { places, passes, ...counts } = await backend.sync(room, {
        now: at,
        settings,
        supply,
        seen: asked,
      });
      asked.forEach(([member], i) => placed(look, member, places[i]!, counts.leftLine, at, passes[i]));
      counted(look, counts, turn, at);
    } catch {
      // Not synced: the signs of life go with the next sync; the look ages until polls ask the store.
      for (const [member, when] of seen) if (!look.seen.has(member)) look.seen.set(member, when);
    } finally {
      look.syncing = false;
    }
  }

  function limiter(name: string, points: number, windowMs: number): Limiter {
    const key = `${name} ${points} ${windowMs}`;
    let found = limiters.get(key);
    if (!found) {
      found = memoryLimiter({ name: `queue-poll-${name}`, points, durationMs: windowMs });
      limiters.set(key, found);
    }
    return found;
  }

  /** Counts the poll in this instance's budgets: the address group's first, then the member's. */
  async function count(member: string, budget: PollBudget): Promise<void> {
    const [byAddress, bySession] = await Promise.all([
      budget.group === null
        ? null
        : limiter('address', budget.perAddress, budget.windowMs).take(budget.group),
      Number.isFinite(budget.perSession)
        ? limiter('session', budget.perSession, budget.windowMs).take(member)
        : null,
    ]);
    if (byAddress && !byAddress.ok) throw rateLimited(SCOPES.address, byAddress.msBeforeNext);
    if (bySession && !bySession.ok) throw rateLimited(SCOPES.session, bySession.msBeforeNext);
  }

  /** The place this instance can tell from its look, or null. */
  function local(
    look: RoomLook,
    counts: RoomCounts,
    member: string,
    settings: RoomSettings,
    at: number,
    left: number,
  ): LocalPlace | null {
    const none = { position: 0, grant: 0, passExpires: 0 };
    const { closed, ...common } = counts;
    if (closed) return { state: 'closed', ...none, ...common };
    if (!opened(settings, at))
      return look.early.has(member) ? { state: 'pre-queue', ...none, ...common } : null;
    const pass = look.passes.get(member);
    if (pass && pass.passExpires > at) return { state: 'admitted', ...none, ...common, ...pass };
    const mark = look.marks.get(member);
    if (mark === undefined) return null;
    // Counted from the later of the look and the buyer's last answer (another instance's, maybe).
    const leftLine = Math.max(counts.leftLine, left);
    const position = mark - leftLine + 1;
    // Past the head as far as the look tells (let in, or skipped): the next sync tells which.
    if (position < 1) return { state: 'waiting', ...none, ...common, position: 1, soon: true };
    return { state: 'waiting', ...none, ...common, leftLine, position };
  }

  return {
    async answer(room, member, settings, budget, told) {
      const look = rooms.get(room);
      const at = now();
      const counts = look?.counts;
      if (!look || !counts || at - look.at >= LONGEST_LOOK * syncMs) return null;
      if (told && !look.marks.has(member) && !look.passes.has(member)) {
        limit(look.marks, MOST_MARKS);
        look.marks.set(member, told.mark);
      }
      const answer = local(look, counts, member, settings, at, told?.left ?? 0);
      // Also at once after the opening while the look knows buyers of the pre-queue it has not
      // placed, and for a buyer past the head.
      const due = at - look.at >= syncMs || answer?.soon || (look.early.size > 0 && opened(settings, at));
      if (!answer) {
        if (due && !look.syncing) void sync(room, look, settings, at);
        return null;
      }
      if (budget) await count(member, budget);
      if (answer.state !== 'closed') look.seen.set(member, at);
      if (answer.state === 'pre-queue') look.early.set(member, at);
      if (due && !look.syncing) void sync(room, look, settings, at);
      return answer;
    },

    ask: () => (turns += 1),

    learn(room, member, place, turn, at) {
      const look = lookOf(room);
      const position = { waiting: place.position, 'pre-queue': 0, admitted: -2 }[place.state as string] ?? -1;
      placed(look, member, position, place.leftLine, at, place);
      const { waiting, active, admittedLastMinute, allHeld, leftLine } = place;
      const closed = place.state === 'closed';
      counted(look, { closed, waiting, active, admittedLastMinute, allHeld, leftLine }, turn, at);
    },

    async finished(room, settings) {
      const look = rooms.get(room);
      if (look?.counts) await sync(room, look, settings, now());
    },

    closed(room) {
      const look = rooms.get(room);
      if (look?.counts) look.counts = { ...look.counts, closed: true };
    },
  };
}
