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
 * It asks the store instead (the poll as ever, one command) for a buyer it has no mark for (their
 * first poll at this instance), before the opening (the pre-queue's order is drawn then), when
 * the mark puts the buyer within the places the next admission may fill (they may be admitted:
 * only the store has their pass), when its look is too old, and after this instance changed the
 * room (a buyer entered, held, finished; the room closed). Each such answer renews the look.
 *
 * Once its look is `syncMs` old, the next poll it answers starts a sync in the background (one
 * command: `RoomBackend.sync`): it admits whom the room can, as a poll does, marks as seen the
 * buyers it answered since the last sync (a buyer who keeps asking is never skipped as gone),
 * and reads the counts. A buyer so learns of their admission, and of a sold-out room, at most
 * `syncMs` (and a round trip) later than at their next poll in the store; their place is the
 * store's, so an instance that dies loses nobody's place, only the signs of life of its last
 * `syncMs`.
 *
 * A poll answered here counts against the request budgets in limiters this instance holds (the
 * sizes and window of the store's), as a catalogue read answered from memory does
 * (local-reads.ts): it costs nothing beyond this instance.
 */
import { rateLimited, SCOPES } from '../limits.js';
import { memoryLimiter, type Limiter } from '../store.js';
import type { Place, PollBudget, RoomBackend, RoomCounts, RoomSettings, Supply } from './types.js';

/** A look older than this many `syncMs` is not answered from: the store is asked. */
export const LONGEST_LOOK = 4;
/** Most marks kept per room, and most rooms; past them the oldest go first. */
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
  /** Members answered here since the last sync → when they last asked. */
  seen: Map<string, number>;
}

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
   * or null when the store must be asked.
   */
  answer(room: string, member: string, settings: RoomSettings, budget?: PollBudget): Promise<Place | null>;
  /** A turn for a question to the store: answers asked later are newer. */
  ask(): number;
  /** Learns from a place the store answered to a question of turn `turn`, asked at `at`. */
  learn(room: string, member: string, place: Place, turn: number, at: number): void;
  /** This instance changed the room (a buyer entered, held, finished; it closed): ask the store. */
  changed(room: string): void;
}

export function createLocalLine(options: LocalLineOptions): LocalLine {
  const { backend, syncMs, now } = options;
  const rooms = new Map<string, RoomLook>();
  const limiters = new Map<string, Limiter>();
  let turns = 0;

  function lookOf(room: string): RoomLook {
    let look = rooms.get(room);
    if (!look) {
      if (rooms.size >= MOST_ROOMS) rooms.delete(rooms.keys().next().value!);
      look = { counts: null, at: 0, turn: 0, syncing: false, marks: new Map(), seen: new Map() };
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

  function sync(room: string, look: RoomLook, settings: RoomSettings): void {
    look.syncing = true;
    const seen = look.seen;
    look.seen = new Map();
    const turn = (turns += 1);
    const at = now();
    void options
      .supply(room)
      .then((supply) => backend.sync(room, { now: at, settings, supply, seen: [...seen] }))
      .then(
        (counts) => counted(look, counts, turn, at),
        () => {
          // Not synced: the signs of life go with the next sync; the look ages until polls ask the store.
          for (const [member, when] of seen) if (!look.seen.has(member)) look.seen.set(member, when);
        },
      )
      .finally(() => (look.syncing = false));
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

  return {
    async answer(room, member, settings, budget) {
      const look = rooms.get(room);
      const at = now();
      const counts = look?.counts;
      if (!look || !counts || at - look.at >= LONGEST_LOOK * syncMs) return null;
      if (settings.opensAt !== null && at < settings.opensAt) return null;
      const mark = look.marks.get(member);
      const position = mark === undefined ? 0 : mark - counts.leftLine + 1;
      // At the head (within the places the next admission may fill) only the store can tell.
      const free = counts.allHeld ? 0 : settings.maxActive - counts.active;
      if (!counts.closed && position <= Math.max(0, free)) return null;
      if (budget) await count(member, budget);
      if (!counts.closed) look.seen.set(member, at);
      if (at - look.at >= syncMs && !look.syncing) sync(room, look, settings);
      const { closed, ...common } = counts;
      const none = { position: 0, grant: 0, passExpires: 0 };
      if (closed) return { state: 'closed', ...none, ...common };
      return { state: 'waiting', ...none, ...common, position };
    },

    ask: () => (turns += 1),

    learn(room, member, place, turn, at) {
      const look = lookOf(room);
      if (place.state === 'waiting') {
        if (look.marks.size >= MOST_MARKS) look.marks.delete(look.marks.keys().next().value!);
        look.marks.set(member, place.position - 1 + place.leftLine);
      } else {
        look.marks.delete(member);
      }
      const { waiting, active, admittedLastMinute, allHeld, leftLine } = place;
      const closed = place.state === 'closed';
      counted(look, { closed, waiting, active, admittedLastMinute, allHeld, leftLine }, turn, at);
    },

    changed(room) {
      const look = rooms.get(room);
      if (look) look.counts = null;
    },
  };
}
