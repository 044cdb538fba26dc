/**
 * The waiting room's state, per event ("room"), behind one small interface with two back ends:
 * `memoryRooms()` for one gateway instance and `redisRooms(redis)` for several (one line, one
 * order, whichever instance a buyer reaches). Each operation is atomic on its own: one Lua
 * script in Redis, one synchronous step in memory.
 *
 * A buyer is a *member* (the gateway's session id) and holds at most one place per room. A place
 * moves through three sets:
 *
 * - the **line**, ordered by a score: a uniformly random fraction in [0, 1) for those who joined
 *   before the opening (the pre-queue, so its order is a uniform shuffle, hidden until the
 *   opening), `1 + n` for the n-th who joined after it (first come, first served);
 * - **admitted**: taken from the head of the line and given a pass, until the pass expires;
 * - **inside**: the pass was used (or the room was free): the buyer is active until `activeMs`
 *   after entering, or until their hold lapses, or until they finish.
 *
 * Admitted and inside members are the *active* buyers; there are never more than `maxActive`.
 */

/** How one room behaves; the same on every instance (the site owner's configuration). */
export interface RoomSettings {
  /** When the sale opens (epoch ms): before it, joiners wait in the pre-queue. Null: no opening. */
  readonly opensAt: number | null;
  /** Most active buyers (admitted or inside) at once. */
  readonly maxActive: number;
  /** Most buyers admitted per minute (with a burst of 5 s worth); null: as places free up. */
  readonly admitPerMinute: number | null;
  /** How long an admitted buyer's pass stays good (ms). */
  readonly passMs: number;
  /** How long a buyer who entered counts as active before holding tickets (ms). */
  readonly activeMs: number;
  /** A waiting buyer who has not asked for their place for this long is skipped at admission (ms). */
  readonly abandonMs: number;
}

/** What the service can still sell, as the gateway last read it; null when unknown. */
export interface Supply {
  /** Places no one holds. */
  readonly available: number;
  /** Places held by unconfirmed bookings (they may come back). */
  readonly held: number;
  /**
   * Holds that end after this moment (epoch ms) were made after the availability was read (the
   * read's start plus the hold's length): their tickets are not in `available` yet.
   */
  readonly holdsAfter?: number;
}

export type JoinOutcome =
  /** A new place at the end of the line (or in the pre-queue). */
  | 'queued'
  /** The member already has a place (in line, admitted or inside): nothing changed. */
  | 'present'
  /** Another member of the same address group has a place. */
  | 'taken'
  /** The room is closed: sold out. */
  | 'closed';

export interface JoinInput {
  readonly member: string;
  /** The member's address group (e.g. an IPv4 address, an IPv6 /64); null when unknown. */
  readonly group: string | null;
  readonly now: number;
  /** Uniform in [0, 1): the member's pre-queue draw (used only before the opening). */
  readonly draw: number;
  readonly settings: RoomSettings;
  /** The join's `Idempotency-Key`, recorded with the place in the same step (`joinThenPoll`). */
  readonly once?: JoinOnce;
  /**
   * A buyer's join counts against the request budgets first, as a buyer's poll does
   * (`joinThenPoll`); `perSession` not finite: not counted by member (a visitor without a session).
   */
  readonly budget?: PollBudget;
}

/**
 * A join sent with an `Idempotency-Key`: the room records the key with the member it placed, so
 * that a repeat of the join (its answer was lost) answers for the same member, the same place.
 */
export interface JoinOnce {
  /** Whose key it is (the session, or the address group of a visitor without one) and the key. */
  readonly name: string;
  /** What a repeat must match (method, path and body). */
  readonly fingerprint: string;
  /** When the member's session ends (epoch ms): the record answers repeats until then. */
  readonly expires: number;
  /** The join is refused (it came with a body): recorded as such, nobody joins. */
  readonly refused?: boolean;
}

/** What a join with its poll came to (`joinThenPoll`). */
export type JoinAnswer =
  | {
      readonly outcome: JoinOutcome;
      readonly place: Place;
      /** Who was placed: the input's member, or the one the key's record names. */
      readonly member: string;
      /** The record's session end on a repeat (`replayed`); else the input's, or null without a key. */
      readonly expires: number | null;
      /** A repeat of a recorded join: answered for the member of the record. */
      readonly replayed: boolean;
    }
  /** The key was recorded for another request (422), or for a refused join (replayed as refused). */
  | { readonly outcome: 'reused' | 'refused' }
  /** Past a budget (`join.budget`): nothing else was counted or changed. */
  | { readonly outcome: 'over-budget'; readonly scope: 'address' | 'session'; readonly msBeforeNext: number };

export type PlaceState =
  /** Before the opening: in the pre-queue, order not yet known. */
  | 'pre-queue'
  /** In line after the opening. */
  | 'waiting'
  /** Taken from the line: `grant` is the admission to sign into a pass. */
  | 'admitted'
  /** The pass was used: the buyer may reserve. */
  | 'inside'
  /** No place (never joined, left, or the place lapsed). */
  | 'absent'
  /** Sold out: the room admits nobody any more. */
  | 'closed';

export interface PollInput {
  readonly member: string;
  readonly now: number;
  readonly settings: RoomSettings;
  readonly supply: Supply | null;
  /** The request budgets the poll counts against first (a buyer's poll; not the one a join answers). */
  readonly budget?: PollBudget;
}

/**
 * The gateway's request budgets (`limits`), counted by a buyer's poll in the room's own state in
 * the same step as the poll: fixed windows of `windowMs` that start with a key's first request,
 * one per address group and one per member. A poll past either budget changes nothing else.
 */
export interface PollBudget {
  /** The address group the poll came from; null when unknown (then it has no per-address count). */
  readonly group: string | null;
  readonly perAddress: number;
  readonly perSession: number;
  readonly windowMs: number;
}

/** A poll refused by its budget: nothing else was counted, admitted or seen. */
export interface OverBudget {
  readonly state: 'over-budget';
  /** Which budget is spent (the address's is looked at first). */
  readonly scope: 'address' | 'session';
  /** Milliseconds until its window ends. */
  readonly msBeforeNext: number;
}

export interface Place {
  readonly state: PlaceState;
  /** 1-based place in line while `waiting`; 0 otherwise. */
  readonly position: number;
  /** Buyers in line (pre-queue included). */
  readonly waiting: number;
  /** Active buyers (admitted or inside). */
  readonly active: number;
  /** Buyers admitted in the last minute (the measured rate). */
  readonly admittedLastMinute: number;
  /** The admission's number while `admitted` (bound into the pass); 0 otherwise. */
  readonly grant: number;
  /** When the admission's pass expires (epoch ms) while `admitted`; 0 otherwise. */
  readonly passExpires: number;
  /**
   * Nothing is free but some places are held (or every free place is spoken for by buyers let
   * in, who may yet leave it): they may come back.
   */
  readonly allHeld: boolean;
  /**
   * Buyers who ever left the line (admitted, skipped as gone, or gone of themselves). While a
   * buyer waits after the opening, `position + leftLine` grows only when someone behind them
   * leaves: so an instance that knows it can tell their place from a later `leftLine` alone, never
   * further back than it is (local-line.ts).
   */
  readonly leftLine: number;
}

/** A room as one instance syncs it (`sync`): what every poll answers besides the buyer's place. */
export interface RoomCounts {
  readonly closed: boolean;
  readonly waiting: number;
  readonly active: number;
  readonly admittedLastMinute: number;
  readonly allHeld: boolean;
  readonly leftLine: number;
}

/** A sync's answer: the room's counts, and the places of the buyers it was given. */
export interface Synced extends RoomCounts {
  /**
   * For each buyer of `SyncInput.seen`, in that order, after the sync's admissions: their
   * position in line (1-based), 0 in the pre-queue, -2 admitted, -1 neither.
   */
  readonly places: readonly number[];
  /** For each of those buyers, their admission's number and pass expiry (0 and 0 unless admitted). */
  readonly passes: ReadonlyArray<{ readonly grant: number; readonly passExpires: number }>;
}

export interface SyncInput {
  readonly now: number;
  readonly settings: RoomSettings;
  readonly supply: Supply | null;
  /**
   * Buyers whose polls this instance answered since its last sync, and when each last asked (a
   * later sign of life from another instance is kept); also buyers whose place it wants to know.
   */
  readonly seen: ReadonlyArray<readonly [member: string, at: number]>;
}

export interface EnterInput {
  readonly member: string;
  readonly now: number;
  readonly settings: RoomSettings;
  /** The admission number of a verified pass of this member; null without a pass. */
  readonly grant: number | null;
}

export type EnterOutcome =
  /** The member may reserve. */
  | 'inside'
  /** The member must wait in line (or present their pass). */
  | 'queue_required'
  /** Sold out. */
  | 'closed';

/** Whether a member is inside, and whether the room would let a new buyer in, without changing it. */
export interface Peek {
  readonly inside: boolean;
  /** Open, nobody in line, fewer than `maxActive` active, not closed. */
  readonly free: boolean;
  readonly closed: boolean;
}

/** One back end of the waiting room's state (see the module comment). */
export interface RoomBackend {
  /** Gives the member a place, unless they or their address group already have one. */
  join(room: string, input: JoinInput): Promise<JoinOutcome>;
  /**
   * `join`, then `poll` (without a budget), in one atomic step (Redis: one script, one command).
   * With `join.once`, first the key's record: a repeat of the same request joins and polls for the
   * member it recorded (`replayed`); another request under the key answers `reused`; a first
   * request records the key with the member (or, `refused`, as refused, and nobody joins). A
   * record lapses at the session's end it holds.
   */
  joinThenPoll(room: string, join: JoinInput, poll: PollInput): Promise<JoinAnswer>;
  /**
   * Admits whom the room can (from the head of the line), then tells the member where they
   * stand. With a supply: admits no more buyers than the free places serve, at the tickets its
   * buyers took on average (one until someone held), less the buyers let in who hold nothing yet
   * and those who held after the read; closes the room when nothing is left to hold. Counts as
   * the member's sign of life. With a `budget`, the poll first counts against it, and past it
   * answers `over-budget` and does nothing else.
   */
  poll(room: string, input: PollInput): Promise<Place | OverBudget>;
  /**
   * What `poll` does for the room without a member (admits whom the room can, closes it when
   * nothing is left), after marking as seen the buyers in `seen` still in line; answers the
   * room's counts and those buyers' places. One instance's sync of the polls it answers from its memory (local-line.ts).
   */
  sync(room: string, input: SyncInput): Promise<Synced>;
  /** Several gateway instances share this back end (Redis): polls are worth answering locally. */
  readonly shared: boolean;
  /**
   * Lets the member in: already inside; admitted with the pass of `grant` (used once); or a new
   * buyer when the room is free (open, no one in line, fewer than `maxActive` active).
   */
  enter(room: string, input: EnterInput): Promise<EnterOutcome>;
  /** Looks without changing anything (lapsed places count as gone). */
  peek(room: string, input: { member: string; now: number; settings: RoomSettings }): Promise<Peek>;
  /**
   * An inside member holds `tickets` more tickets until `until` (epoch ms): active at least as
   * long. The room learns from it how many tickets its buyers take (see `poll`).
   */
  hold(room: string, member: string, until: number, tickets: number): Promise<void>;
  /** The member confirmed or gave up: their active place frees at once. */
  finish(room: string, member: string): Promise<void>;
  /** Sold out: every member is told at their next poll, and nobody is admitted any more. */
  close(room: string, now: number): Promise<void>;
}

/** How long a room's state is kept after its last change (ms). */
export const ROOM_TTL_MS = 24 * 60 * 60 * 1000;
/** The window over which the admission rate is measured (ms). */
export const RATE_WINDOW_MS = 60_000;
/**
 * A buyer let in who still holds nothing this long after entering (ms) speaks for a free place
 * that may not come soon: when such buyers speak for every free place, the line hears `allHeld`.
 */
export const SPOKEN_AFTER_MS = 30_000;
/** How long a hold is remembered for the availability reads that may not show it yet (ms). */
export const RECENT_HOLDS_MS = 60_000;
/** Seconds of admissions the rate limit lets through at once. */
export const BURST_SECONDS = 5;

/** The rate limit's bucket size: `BURST_SECONDS` worth of admissions, at least one. */
export const burstOf = (perMinute: number): number => Math.max(1, (perMinute * BURST_SECONDS) / 60);
