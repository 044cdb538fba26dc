/**
 * The waiting room as the gateway uses it: one line per event, over a back end (memory or
 * Redis), with signed passes and the numbers a buyer sees (position, number ahead, estimated
 * wait from the measured admission rate, when to ask again).
 */
import { rateLimited, SCOPES } from '../limits.js';
import { createLocalLine } from './local-line.js';
import { createPassCodec } from './pass.js';
import { createPlaceCodec } from './place.js';
import {
  RATE_WINDOW_MS,
  type JoinOnce,
  type OverBudget,
  type Place,
  type PollBudget,
  type PlaceState,
  type RoomBackend,
  type RoomSettings,
  type Supply,
} from './types.js';

export interface WaitingRoomOptions {
  backend: RoomBackend;
  /** Signs the passes (the gateway's session secret). */
  secret: string;
  /** The room's settings for an event, or null when the event has no waiting room. */
  settings: (room: string) => RoomSettings | null | Promise<RoomSettings | null>;
  /** What is left to sell of an event, or null when unknown (then only `maxActive` bounds admission). */
  supply?: (room: string) => Promise<Supply | null>;
  /** How often a buyer near the head of the line asks again (ms); further back, less often. */
  pollMs: number;
  now: () => number;
  /** Uniform in [0, 1): the pre-queue's draws (default: WebCrypto). */
  draw?: () => number;
  /** Uniform in [0, 1): spreads the pre-queue's first question after the opening (default Math.random). */
  jitter?: () => number;
  /**
   * With a back end several instances share: answer polls from this instance's memory, synced
   * with the store once its look is this old (ms; local-line.ts). 0 or absent: every poll asks
   * the store.
   */
  syncMs?: number;
}

/** The longest a buyer in line is told to wait before asking again (the widget's own bound). */
const MOST_POLL_MS = 60_000;

/** What a buyer in the room is told. */
export interface QueueView {
  readonly state: PlaceState | 'taken';
  /** 1-based place in line while waiting; null otherwise (in the pre-queue the order is drawn at the opening). */
  readonly position: number | null;
  /** Buyers ahead while waiting; null otherwise. */
  readonly ahead: number | null;
  /** Buyers in line, the pre-queue included. */
  readonly waiting: number;
  /** Estimated wait (ms) from the measured admission rate; null while it cannot be told. */
  readonly estimatedWaitMs: number | null;
  /** When to ask again (ms); null when there is nothing more to wait for. */
  readonly pollAfterMs: number | null;
  /** When the sale opens (epoch ms), if it has a time. */
  readonly opensAt: number | null;
  /** Buyers admitted in the last minute. */
  readonly admittedPerMinute: number;
  /** Nothing is free, but held places may come back: the place is kept. */
  readonly allHeld: boolean;
  /** The signed admission pass while admitted, and when it expires (epoch ms). */
  readonly pass: string | null;
  readonly passExpires: number | null;
  /**
   * While waiting after the opening, the place as a signed token to send with the next poll
   * (place.ts): any instance then answers it from its look of the line. Null otherwise.
   */
  readonly place: string | null;
}

/** What a join came to: the buyer's view, for whom, or the refusal its key's record gave. */
type Joined =
  | {
      readonly view: QueueView;
      /** The member placed: the one asked for, or on a repeat (`replayed`) the one the key recorded. */
      readonly member: string;
      /** The end of the member's session as recorded with the key; null without a key. */
      readonly expires: number | null;
      readonly replayed: boolean;
    }
  /** The key was used for another request, or for a join that was refused (and is again). */
  | { readonly view: null; readonly refusal: 'reused' | 'refused' };

export type EntryCheck =
  /** No waiting room for this event, or the buyer is inside. */
  | 'inside'
  | 'queue_required'
  | 'closed'
  /** A pass that this gateway did not sign for this buyer (another event's pass is no pass). */
  | 'pass_invalid';

export interface WaitingRoom {
  /** Whether the event has a waiting room. */
  has(room: string): Promise<boolean>;
  /** Takes a place (or keeps the one the buyer has), then answers where the buyer stands. */
  join(room: string, member: string, group: string | null): Promise<QueueView | null>;
  /**
   * `join`, and with `once` (the join's Idempotency-Key) the key recorded with the place in the
   * same step: a repeat answers for the member the key recorded, another request under it is
   * refused. With a `budget`, the join counts against it first (as a buyer's poll); past it, 429
   * `rate_limited` and nothing else happens.
   */
  joinOnce(
    room: string,
    member: string,
    group: string | null,
    once?: JoinOnce,
    budget?: PollBudget,
  ): Promise<Joined | null>;
  /**
   * Where the buyer stands (admitting whom the room can first). With a `budget`, the poll counts
   * against it in the same step; past it, 429 `rate_limited` and nothing else happens. `place`:
   * the token of the buyer's last answer (`QueueView.place`), if they sent it.
   */
  poll(room: string, member: string, budget?: PollBudget, place?: string | null): Promise<QueueView | null>;
  /** May this buyer reserve for the event now? `pass` is what they presented, if anything. */
  enter(room: string, member: string, pass: string | null): Promise<EntryCheck>;
  /** The event a pass names (unverified: `enter` checks it). */
  roomOfPass(pass: string): string | null;
  /** The buyer holds `tickets` more tickets until `until`: they stay active as long. */
  hold(room: string, member: string, until: number, tickets: number): Promise<void>;
  /** The buyer confirmed or let go: their place frees for the next. */
  finish(room: string, member: string): Promise<void>;
  /** Sold out: closes the room. */
  close(room: string): Promise<void>;
}

const cryptoDraw = (): number => {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2)) as unknown as [number, number];
  // 53 random bits: every double in [0, 1) on the 2^-53 grid equally likely.
  return ((high >>> 5) * 67_108_864 + (low >>> 6)) / 9_007_199_254_740_992;
};

export function createWaitingRoom(options: WaitingRoomOptions): WaitingRoom {
  const { backend, now, pollMs } = options;
  const passes = createPassCodec(options.secret);
  const places = createPlaceCodec(options.secret);
  const draw = options.draw ?? cryptoDraw;
  const jitter = options.jitter ?? Math.random;
  const supplyOf = (room: string) => (options.supply ? options.supply(room) : Promise.resolve(null));
  const line =
    options.syncMs !== undefined && options.syncMs > 0
      ? createLocalLine({ backend, syncMs: options.syncMs, now, supply: supplyOf })
      : null;

  /**
   * When a buyer in line asks again: every `pollMs` near the head; further back, after an
   * eighth of the time the buyers ahead of them take to be let in (so about eight times
   * before their turn; the head of the line, which any release may admit, every `pollMs`), at most
   * `MOST_POLL_MS` and a third of `abandonMs` and of `passMs` (neither the place nor a pass
   * lapses between two polls); without an estimate, one more `pollMs` per thousand ahead, up to
   * six. A long line then asks a few hundred times a second, not thousands.
   */
  function pollInterval(ahead: number, estimatedWaitMs: number | null, settings: RoomSettings): number {
    const byPlace = pollMs * Math.min(6, 1 + Math.floor(ahead / 1000));
    if (estimatedWaitMs === null) return byPlace;
    const most = Math.min(MOST_POLL_MS, settings.abandonMs / 3, settings.passMs / 3);
    const aheadServedMs = (estimatedWaitMs * ahead) / (ahead + 1);
    return Math.max(pollMs, Math.min(byPlace, most), Math.round(Math.min(most, aheadServedMs / 8)));
  }

  async function view(
    room: string,
    member: string,
    place: Place & { readonly soon?: boolean },
    settings: RoomSettings,
  ): Promise<QueueView> {
    const at = now();
    const since = settings.opensAt === null ? RATE_WINDOW_MS : at - settings.opensAt;
    const window = Math.min(RATE_WINDOW_MS, Math.max(1000, since));
    // A sale's opening lets up to `maxActive` buyers in at once to the empty places: that first fill
    // is not a rate. While it is in the window, the rate counts only the admissions after it, which
    // wait for buyers to finish (counted, it told a line of thousands minutes of wait as seconds).
    const fill = settings.opensAt !== null && since < RATE_WINDOW_MS ? settings.maxActive : 0;
    const measured = Math.max(0, place.admittedLastMinute - fill);
    const perMs =
      measured > 0
        ? measured / window
        : settings.admitPerMinute !== null
          ? settings.admitPerMinute / 60_000
          : 0;
    const waiting = place.state === 'waiting';
    const ahead = waiting ? place.position - 1 : null;
    let estimatedWaitMs: number | null = null;
    if (waiting && perMs > 0) estimatedWaitMs = Math.round((ahead! + 1) / perMs);
    let pollAfterMs: number | null = null;
    if (waiting) pollAfterMs = pollInterval(ahead!, estimatedWaitMs, settings);
    // Past the head as far as this instance's look tells: its next sync says whether let in.
    if (waiting && place.soon) pollAfterMs = Math.min(pollAfterMs!, Math.max(250, options.syncMs ?? 0));
    if (place.state === 'pre-queue') {
      // Everyone asks again within `pollMs` after the opening, spread over it (the widget adds
      // jitter too), so the whole pre-queue does not ask at the same moment.
      const untilOpening = (settings.opensAt ?? at) - at;
      pollAfterMs = Math.max(
        250,
        untilOpening < pollMs ? Math.round(untilOpening + jitter() * pollMs) : pollMs,
      );
    }
    const admitted = place.state === 'admitted';
    return {
      state: place.state,
      position: waiting ? place.position : null,
      ahead,
      waiting: place.waiting,
      estimatedWaitMs,
      pollAfterMs,
      opensAt: settings.opensAt,
      admittedPerMinute: Math.round(perMs * 60_000),
      allHeld: place.allHeld,
      pass: admitted
        ? await passes.sign({ room, member, grant: place.grant, expires: place.passExpires })
        : null,
      passExpires: admitted ? place.passExpires : null,
      place:
        line && waiting && !place.soon
          ? await places.sign(room, member, {
              mark: place.position - 1 + place.leftLine,
              left: place.leftLine,
            })
          : null,
    };
  }

  /** The place, or the refusal of a poll past its budget. */
  function placed(place: Place | OverBudget): Place {
    if (place.state === 'over-budget') throw rateLimited(SCOPES[place.scope], place.msBeforeNext);
    return place;
  }

  async function poll(
    room: string,
    member: string,
    settings: RoomSettings,
    budget: PollBudget | undefined,
    token: string | null,
  ): Promise<QueueView> {
    const told = line && token ? await places.read(token, room, member) : null;
    const local = line && (await line.answer(room, member, settings, budget, told));
    if (local) return view(room, member, local, settings);
    const supply = await supplyOf(room);
    const turn = line?.ask() ?? 0;
    const at = now();
    const place = placed(await backend.poll(room, { member, now: at, settings, supply, budget }));
    line?.learn(room, member, place, turn, at);
    return view(room, member, place, settings);
  }

  async function joinOnce(
    room: string,
    member: string,
    group: string | null,
    once?: JoinOnce,
    budget?: PollBudget,
  ): Promise<Joined | null> {
    const settings = await options.settings(room);
    if (!settings) return null;
    // The key's record, the join and the poll that answers it go together, the supply read
    // first: one atomic step (Redis: one script, one command).
    const supply = await supplyOf(room);
    const turn = line?.ask() ?? 0;
    const at = now();
    const joining = {
      member,
      group,
      now: at,
      draw: draw(),
      settings,
      ...(once ? { once } : {}),
      ...(budget ? { budget } : {}),
    };
    const polling = { member, now: at, settings, supply };
    const joined = await backend.joinThenPoll(room, joining, polling);
    if (joined.outcome === 'over-budget') throw rateLimited(SCOPES[joined.scope], joined.msBeforeNext);
    if (!('place' in joined)) return { view: null, refusal: joined.outcome };
    line?.learn(room, joined.member, joined.place, turn, at);
    const answer = await view(room, joined.member, joined.place, settings);
    return {
      view: joined.outcome === 'taken' ? { ...answer, state: 'taken', pollAfterMs: null } : answer,
      member: joined.member,
      expires: joined.expires,
      replayed: joined.replayed,
    };
  }

  return {
    async has(room) {
      return (await options.settings(room)) !== null;
    },

    async join(room, member, group) {
      const joined = await joinOnce(room, member, group);
      return joined && joined.view;
    },

    joinOnce,

    async poll(room, member, budget, place) {
      const settings = await options.settings(room);
      return settings ? poll(room, member, settings, budget, place ?? null) : null;
    },

    async enter(room, member, token) {
      const settings = await options.settings(room);
      if (!settings) return 'inside';
      let grant: number | null = null;
      if (token !== null) {
        const checked = await passes.check(token, { room, member, now: now() });
        if (!checked.ok && checked.reason === 'invalid') return 'pass_invalid';
        if (checked.ok) grant = checked.pass.grant;
      }
      return backend.enter(room, { member, now: now(), settings, grant });
    },

    roomOfPass: (pass) => passes.roomOf(pass),
    hold: (room, member, until, tickets) => backend.hold(room, member, until, tickets),
    async finish(room, member) {
      await backend.finish(room, member);
      const settings = line && (await options.settings(room));
      if (settings) await line!.finished(room, settings);
    },
    async close(room) {
      await backend.close(room, now());
      line?.closed(room);
    },
  };
}
