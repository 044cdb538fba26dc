/**
 * The waiting room's state in Redis: one line per event for every gateway instance that shares
 * the Redis, whichever instance a buyer reaches. Each operation is one Lua script
 * (redis-scripts.ts), run by its SHA once Redis knows it.
 */
import type { RedisClient } from '../redis-client.js';
import { CLOSE, ENTER, FINISH, HOLD, JOIN, JOIN_THEN_POLL, PEEK, POLL, SYNC } from './redis-scripts.js';
import type {
  EnterOutcome,
  JoinOutcome,
  OverBudget,
  Place,
  PlaceState,
  RoomBackend,
  RoomSettings,
  Supply,
  Synced,
} from './types.js';

export interface RedisRoomsOptions {
  /** Prefix of every key (default `tb-gateway`, as the gateway's `redisStore`). */
  keyPrefix?: string;
}

const PARTS = [
  'meta',
  'line',
  'admitted',
  'inside',
  'seen',
  'groups',
  'owners',
  'grants',
  'log',
  'counts',
  'holders',
  'recent',
];
const NO_SETTINGS = ['', '', '', '', '', ''];

const settingsArgs = (settings: RoomSettings): Array<string | number> => [
  settings.opensAt ?? '',
  settings.maxActive,
  settings.admitPerMinute ?? '',
  settings.passMs,
  settings.activeMs,
  settings.abandonMs,
];

/** The poll script's answer (see POLL in redis-scripts.ts). */
type PollAnswer = [
  PlaceState,
  number,
  number,
  number,
  number,
  string | number,
  string | number,
  number,
  number,
];

const placeOf = ([
  state,
  position,
  waiting,
  active,
  admittedLastMinute,
  grant,
  passExpires,
  allHeld,
  leftLine,
]: PollAnswer): Place => ({
  state,
  position,
  waiting,
  active,
  admittedLastMinute,
  grant: Number(grant),
  passExpires: Number(passExpires),
  allHeld: allHeld === 1,
  leftLine,
});

/** The poll's ARGV after the settings: the supply ('' = unknown). */
const pollArgs = (member: string, now: number, settings: RoomSettings, supply: Supply | null) => [
  member,
  now,
  ...settingsArgs(settings),
  supply?.available ?? '',
  supply?.held ?? '',
  supply?.holdsAfter ?? '',
];

export function redisRooms(redis: RedisClient, options: RedisRoomsOptions = {}): RoomBackend {
  const prefix = options.keyPrefix ?? 'tb-gateway';
  // One hash tag per room: a Redis Cluster keeps a room's keys on one node, as its scripts need.
  const keysOf = (room: string) => PARTS.map((part) => `${prefix}:room:{${room}}:${part}`);
  /** A poll's count per address group or member, kept with the room (one script counts and polls). */
  const budgetKey = (room: string, scope: 'address' | 'session', who: string) =>
    `${prefix}:room:{${room}}:polls:${scope}:${who}`;
  const shas = new Map<string, string>();
  // WebCrypto, not node:crypto: the gateway's module graph also loads in browsers and workers.
  const digestOf = async (script: string) => {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(script)));
    shas.set(script, Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join(''));
  };
  let known: Promise<void> | null = Promise.all(
    [CLOSE, ENTER, FINISH, HOLD, JOIN, JOIN_THEN_POLL, PEEK, POLL, SYNC].map(digestOf),
  )
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => (known = null));

  /**
   * Runs a script by its SHA. Operations issued one after the other without waiting (a join and
   * its poll) reach Redis in that order: until the SHAs are known every operation waits for
   * them, in the order it came.
   */
  async function run(
    script: string,
    room: string,
    args: Array<string | number>,
    more?: { keys: string[]; args: Array<string | number> },
  ): Promise<unknown> {
    if (known) await known;
    const sha = shas.get(script);
    const keys = more ? [...keysOf(room), ...more.keys] : keysOf(room);
    const values = more ? [...args, ...more.args] : args;
    if (sha === undefined) return redis.eval(script, keys.length, ...keys, ...values);
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...values);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(script, keys.length, ...keys, ...values);
    }
  }

  return {
    shared: true,

    async join(room, { member, group, now, draw, settings }) {
      return (await run(JOIN, room, [
        member,
        now,
        ...settingsArgs(settings),
        group ?? '',
        draw,
      ])) as JoinOutcome;
    },

    async joinThenPoll(room, join, { member, now, settings, supply }) {
      const args = [...pollArgs(member, now, settings, supply), join.group ?? '', join.draw];
      const { once } = join;
      const { budget } = join;
      const record = {
        keys: [
          `${prefix}:room:{${room}}:joins`,
          ...(budget
            ? [budgetKey(room, 'address', budget.group ?? ''), budgetKey(room, 'session', member)]
            : []),
        ],
        args: [
          ...(once ? [once.name, once.fingerprint, once.expires, once.refused ? '1' : ''] : ['', '', '', '']),
          ...(budget
            ? [
                budget.group === null ? '' : budget.perAddress,
                Number.isFinite(budget.perSession) ? budget.perSession : '',
                budget.windowMs,
              ]
            : []),
        ],
      };
      const answer = (await run(JOIN_THEN_POLL, room, args, record)) as
        | [JoinOutcome, PollAnswer, string, string, number]
        | ['reused' | 'refused']
        | ['over-budget', 'address' | 'session', number];
      if (answer[0] === 'over-budget') {
        return { outcome: 'over-budget', scope: answer[1], msBeforeNext: answer[2] };
      }
      if (answer[0] === 'reused' || answer[0] === 'refused') return { outcome: answer[0] };
      const [outcome, place, placed, ends, replayed] = answer as [
        JoinOutcome,
        PollAnswer,
        string,
        string,
        number,
      ];
      return {
        outcome,
        place: placeOf(place),
        member: placed,
        expires: ends === '' ? null : Number(ends),
        replayed: replayed === 1,
      };
    },

    async poll(room, { member, now, settings, supply, budget }): Promise<Place | OverBudget> {
      const args = pollArgs(member, now, settings, supply);
      const counts = budget
        ? {
            keys: [budgetKey(room, 'address', budget.group ?? ''), budgetKey(room, 'session', member)],
            args: [budget.group === null ? '' : budget.perAddress, budget.perSession, budget.windowMs],
          }
        : undefined;
      const answer = (await run(POLL, room, args, counts)) as
        PollAnswer | ['over-budget', 'address' | 'session', number];
      if (answer[0] === 'over-budget') {
        return { state: 'over-budget', scope: answer[1], msBeforeNext: answer[2] };
      }
      return placeOf(answer as PollAnswer);
    },

    async sync(room, { now, settings, supply, seen }): Promise<Synced> {
      const args = [...pollArgs('', now, settings, supply), ...seen.flat()];
      const [closed, waiting, active, admittedLastMinute, allHeld, leftLine, places, passes] = (await run(
        SYNC,
        room,
        args,
      )) as [number, number, number, number, number, number, number[], number[]];
      return {
        closed: closed === 1,
        waiting,
        active,
        admittedLastMinute,
        allHeld: allHeld === 1,
        leftLine,
        places,
        passes: places.map((_, i) => ({ grant: passes[2 * i]!, passExpires: passes[2 * i + 1]! })),
      };
    },

    async enter(room, { member, now, settings, grant }) {
      return (await run(ENTER, room, [member, now, ...settingsArgs(settings), grant ?? ''])) as EnterOutcome;
    },

    async peek(room, { member, now, settings }) {
      const [inside, free, closed] = (await run(PEEK, room, [
        member,
        now,
        ...settingsArgs(settings),
      ])) as number[];
      return { inside: inside === 1, free: free === 1, closed: closed === 1 };
    },

    async hold(room, member, until, tickets) {
      await run(HOLD, room, [member, 0, ...NO_SETTINGS, until, tickets]);
    },

    async finish(room, member) {
      await run(FINISH, room, [member, 0, ...NO_SETTINGS]);
    },

    async close(room, now) {
      await run(CLOSE, room, ['', now, ...NO_SETTINGS]);
    },
  };
}
