/**
 * The gateway's `waitingRoom` option: which events have a waiting room, when each sale opens,
 * and how fast buyers are let in. Resolved once, checked at `createGateway`.
 */
import type { RoomSettings } from './types.js';

type Maybe<T> = T | Promise<T>;
/** An opening time: a Date, epoch ms, or an ISO 8601 text with its offset. */
export type OpeningTime = Date | number | string;

export interface WaitingRoomOption {
  /** Events with a waiting room (default: every event on sale). */
  events?: readonly string[];
  /**
   * When each event's sale opens: `{ [eventPid]: time }`, or a function of the event pid (asked
   * on each request, so a sale can be opened at a moment chosen later). Before it, buyers wait
   * in the pre-queue, put in random order at the opening. Without a time the room engages only
   * when `maxActive` buyers are active.
   */
  opensAt?:
    Readonly<Record<string, OpeningTime>> | ((event: string) => Maybe<OpeningTime | null | undefined>);
  /** Most active buyers of one event at once: admitted, or holding tickets (default 100). */
  maxActive?: number;
  /** Most buyers let in per minute (default: as places free up). */
  admitPerMinute?: number;
  /** How long an admitted buyer has to start reserving (default 2 min). */
  passMs?: number;
  /** How long a buyer who started counts as active before holding tickets (default 10 min). */
  activeMs?: number;
  /** A buyer in line who has not asked for their place this long loses it (default 3 min). */
  abandonMs?: number;
  /** How often the widget asks for its place near the head of the line (default 5 s; further back, less often: room.ts). */
  pollMs?: number;
  /**
   * With a store several instances share (Redis): each instance answers a waiting buyer's poll
   * from what it last read of the line, and reads it again (admitting whom the room can) once that
   * is this old (default 500 ms; 0: every poll asks the store). A buyer then hears of their
   * admission, or of a sold-out sale, up to this much later. See waiting-room/local-line.ts.
   */
  syncMs?: number;
  /**
   * During a sale, the most tickets one session, and one address group, may reserve or buy of
   * the event across all their bookings (default 6).
   */
  ticketsPerBuyer?: number;
}

export interface ResolvedWaitingRoom {
  /** Null: every event on sale. */
  events: ReadonlySet<string> | null;
  settingsOf(event: string): Promise<RoomSettings | null>;
  /**
   * The openings configured as a map (`opensAt: { <event>: time }`), by upper-case event pid
   * (epoch ms): the sale queues from the start until then, so each instance can say so before it
   * has seen anything (`X-Queueing`). Empty when `opensAt` is a function.
   */
  openings: ReadonlyMap<string, number>;
  pollMs: number;
  /** 0: every poll asks the store. */
  syncMs: number;
  ticketsPerBuyer: number;
}

export const WAITING_ROOM_DEFAULTS = {
  maxActive: 100,
  passMs: 2 * 60_000,
  activeMs: 10 * 60_000,
  abandonMs: 3 * 60_000,
  pollMs: 5_000,
  syncMs: 500,
  ticketsPerBuyer: 6,
} as const;

function whole(name: string, value: number | undefined, fallback: number, least: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < least) {
    throw new TypeError(`waitingRoom.${name} must be a whole number of at least ${least}`);
  }
  return value;
}

function instant(event: string, time: OpeningTime): number {
  const at = time instanceof Date ? time.getTime() : typeof time === 'number' ? time : Date.parse(time);
  if (!Number.isFinite(at)) throw new TypeError(`waitingRoom.opensAt of ${event} is not a time`);
  return at;
}

export function resolveWaitingRoom(option: WaitingRoomOption): ResolvedWaitingRoom {
  const d = WAITING_ROOM_DEFAULTS;
  const passMs = whole('passMs', option.passMs, d.passMs, 1000);
  const activeMs = whole('activeMs', option.activeMs, d.activeMs, 1000);
  const pollMs = whole('pollMs', option.pollMs, d.pollMs, 250);
  const abandonMs = whole('abandonMs', option.abandonMs, d.abandonMs, 1000);
  if (abandonMs < 6 * pollMs + 10_000) {
    throw new TypeError('waitingRoom.abandonMs must leave room for six polls and a reload');
  }
  const base = {
    maxActive: whole('maxActive', option.maxActive, d.maxActive, 1),
    admitPerMinute:
      option.admitPerMinute === undefined ? null : whole('admitPerMinute', option.admitPerMinute, 0, 1),
    passMs,
    activeMs,
    abandonMs,
  };
  const events = option.events ? new Set(option.events.map((pid) => pid.toUpperCase())) : null;
  const opensAt = option.opensAt;
  const openings = new Map<string, number>();
  if (opensAt !== undefined && typeof opensAt !== 'function') {
    for (const [event, time] of Object.entries(opensAt)) {
      const at = instant(event, time);
      const pid = event.toUpperCase();
      if (!events || events.has(pid)) openings.set(pid, at);
    }
  }
  return {
    events,
    openings,
    pollMs,
    syncMs: whole('syncMs', option.syncMs, d.syncMs, 0),
    ticketsPerBuyer: whole('ticketsPerBuyer', option.ticketsPerBuyer, d.ticketsPerBuyer, 1),
    async settingsOf(event) {
      if (events && !events.has(event)) return null;
      let time: OpeningTime | null | undefined;
      if (typeof opensAt === 'function') time = await opensAt(event);
      else if (opensAt) time = opensAt[event] ?? opensAt[event.toLowerCase()];
      return { ...base, opensAt: time === null || time === undefined ? null : instant(event, time) };
    },
  };
}
