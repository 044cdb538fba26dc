/**
 * The waiting room at the gateway's door: what the routes ask of it.
 *
 * - `admit` before tickets are reserved for events with a room: the session must be inside
 *   (with its pass, once, or because the room is free); else 429 `queue_required`, 403
 *   `queue_pass_invalid` for a pass this gateway did not sign for the session, 409 `sold_out`.
 * - `mayCreate` before a person or a booking is created: while any room queues, only a session
 *   inside a room creates records; while the rooms are free, the creating session goes in (it
 *   counts against `maxActive` from its first record, so a crowd arriving at once creates no more
 *   than `maxActive` buyers' records before the room engages). Given back if the create fails.
 *   inside a room creates records, so a rush costs the service no records for buyers who cannot
 *   be served (the widget joins its event's line on `queue_required`).
 * - `takeTickets`: the per-event cap, tickets per session and per address group across all
 *   their bookings (`ticketsPerBuyer`), counted in the store while held, kept once confirmed.
 * - `reserved` / `confirmed`: a buyer who holds tickets stays active as long as the hold; one
 *   who confirmed frees their place for the next buyer at once.
 * - `booked` / `reserved` / `changing` / `showsOf`: the shows of a booking's tickets, kept in the
 *   store from the booking's creation through each reservation (until tickets move or go, which
 *   forget it), so its confirmation needs no read of the booking's tickets from the service.
 */
import type { Catalogue } from '../catalogue.js';
import { isObject } from '../json-values.js';
import { GatewayError } from '../problem.js';
import type { Session } from '../session.js';
import type { GatewayStore } from '../store.js';
import type { Upstream } from '../upstream.js';
import { bookingShows } from './booking-shows.js';
import { queueingMarks } from './queueing.js';
import { createWaitingRoom, type EntryCheck, type QueueView, type WaitingRoom } from './room.js';
import type { ResolvedWaitingRoom } from './settings.js';
import { ROOM_TTL_MS, type RoomBackend, type Supply } from './types.js';

export interface QueueGateOptions {
  option: ResolvedWaitingRoom;
  backend: RoomBackend;
  secret: string;
  store: GatewayStore;
  catalogue: Catalogue;
  upstream: Upstream;
  holdMs: number;
  now: () => number;
}

/** Who is asking: their session (if any) and address. */
interface Visitor {
  readonly session: Pick<Session, 'id'> | null;
  readonly clientAddress: string | undefined;
  /** The session this request issues when the visitor has none (the same one on every call). */
  readonly newSession?: () => Pick<Session, 'id'>;
}

export interface QueueGate {
  readonly room: WaitingRoom;
  /** The events whose sale queues right now, as this instance last saw (`X-Queueing`). */
  queueing(): string[];
  /** The events of these shows that have a waiting room. */
  eventsOf(shows: readonly (string | undefined)[]): Promise<string[]>;
  admit(visitor: Visitor, events: readonly string[], pass: string | null): Promise<void>;
  /** Lets the create through or throws; returns how to give back an entry it made. */
  mayCreate(visitor: Visitor, pass: string | null): Promise<() => Promise<void>>;
  /** Counts `count` tickets of `booking` against the per-event cap; returns how to give them back. */
  takeTickets(
    visitor: Visitor,
    events: readonly string[],
    booking: string,
    count: number,
  ): Promise<() => Promise<void>>;
  /**
   * Tickets of `booking` leave show `from` for show `to` (null: deleted), and for booking `into`
   * when they change booking: those entering an event with a room count against its per-event
   * cap now (or `sale_limit_reached`); `done` moves the count of those that stay in their event to
   * their new booking and gives the count back to the events they left once the service made the
   * change, `undo` when it did not.
   */
  moveTickets(
    visitor: Visitor,
    booking: string,
    moves: readonly { from: string | null; to: string | null; into?: string }[],
  ): Promise<{ done(): Promise<void>; undo(): Promise<void> }>;
  /** The gateway created `booking`: it holds no tickets yet. */
  booked(booking: string): Promise<void>;
  /** Tickets of these shows (one entry per ticket) were reserved on `booking`. */
  reserved(visitor: Visitor, booking: string, shows: readonly string[]): Promise<void>;
  /** Tickets of `booking` are about to move or go: the shows it holds are no longer known. */
  changing(booking: string): Promise<void>;
  /** The shows of the tickets on `booking` (one entry per ticket), or null when not known. */
  showsOf(booking: string): Promise<string[] | null>;
  /** The booking was confirmed, holding tickets of these shows (one entry per ticket). */
  confirmed(visitor: Visitor, booking: string, shows: readonly (string | null)[]): Promise<void>;
}

/**
 * The per-event cap's keys: the session, and the address group (the visitor's address as the
 * gateway counts it: IPv4 alone, IPv6 by `addressGroups.ipv6Prefix`).
 */
const capKeys = (event: string, visitor: Visitor) => [
  ...(visitor.session ? [`sale:${event}:session:${visitor.session.id}`] : []),
  ...(visitor.clientAddress ? [`sale:${event}:group:${visitor.clientAddress}`] : []),
];

/** How long one read of an event's availability serves the polls of this instance. */
const SUPPLY_MS = 1000;

export function createQueueGate(options: QueueGateOptions): QueueGate {
  const { option, backend, store, catalogue, upstream, now } = options;
  const shows = bookingShows(store, options.holdMs);

  const recent = new Map<string, { at: number; supply: Promise<Supply | null>; reading: boolean }>();
  /**
   * What is left of the event: one read per second and instance at most, however many buyers
   * poll, and no poll waits for it once there is a first answer: polls go on with the last one
   * while the next is read (admission is bounded by `maxActive` in any case, and the service
   * itself never sells a place twice).
   */
  function supply(event: string): Promise<Supply | null> {
    const known = recent.get(event);
    if (known && (known.reading || now() - known.at < SUPPLY_MS)) return known.supply;
    if (recent.size > 1000) recent.clear();
    const entry = { at: now(), supply: known?.supply ?? readSupply(event), reading: true };
    recent.set(event, entry);
    const read = known ? readSupply(event) : entry.supply;
    void read.then((value) => {
      // A read that failed keeps the last answer (admission stays bounded by what was left).
      if (value !== null || !known) entry.supply = Promise.resolve(value);
      entry.at = now();
      entry.reading = false;
    });
    return entry.supply;
  }

  /** What is left of the event, summed over its shows; null when unknown. */
  async function readSupply(event: string): Promise<Supply | null> {
    // Holds made after this moment are not in the answer.
    const holdsAfter = now() + options.holdMs;
    try {
      // Not from the catalogue cache: admission follows the service's count of a second ago.
      const response = await upstream.answer(
        upstream.client.GET('/shows/', {
          params: { query: { filters: { event }, properties: { capacity: 1 } } },
        }),
      );
      const shows = await upstream.json(response);
      if (!Array.isArray(shows) || shows.length === 0) return null;
      let available = 0;
      let held = 0;
      for (const show of shows) {
        const total = isObject(show) && isObject(show.capacity) ? show.capacity.total : null;
        if (!isObject(total) || typeof total.available !== 'number' || typeof total.reserved !== 'number') {
          return null;
        }
        available += total.available;
        held += total.reserved;
      }
      return { available, held, holdsAfter };
    } catch {
      // Unknown supply: admission is bounded by `maxActive` alone.
      return null;
    }
  }

  const inner = createWaitingRoom({
    backend,
    secret: options.secret,
    settings: option.settingsOf,
    supply,
    pollMs: option.pollMs,
    // In one instance's memory every poll is as cheap as a look at it.
    syncMs: backend.shared ? option.syncMs : 0,
    now,
  });
  const marks = queueingMarks(option.pollMs, now, option.openings);
  /** A buyer's place with buyers in line (theirs or others'): the sale queues. */
  const seen = (event: string, view: QueueView | null) => {
    if (view !== null && view.waiting > 0) marks.queueing(event);
    return view;
  };
  const room: WaitingRoom = {
    ...inner,
    join: async (event, member, group) => seen(event, await inner.join(event, member, group)),
    joinOnce: async (event, member, group, once, budget) => {
      const joined = await inner.joinOnce(event, member, group, once, budget);
      seen(event, joined?.view ?? null);
      return joined;
    },
    poll: async (event, member, budget, place) => seen(event, await inner.poll(event, member, budget, place)),
  };

  const queueRequired = (detail: string) =>
    new GatewayError('queue_required', detail, [], {
      'Retry-After': String(Math.ceil(option.pollMs / 1000)),
    });

  /** Throws the answer to a refused entry. */
  function refuse(outcome: EntryCheck, detail: string): void {
    if (outcome === 'inside') return;
    if (outcome === 'pass_invalid') {
      throw new GatewayError('queue_pass_invalid', 'This admission pass is not valid for this visitor.');
    }
    if (outcome === 'closed') throw new GatewayError('sold_out', 'This sale is sold out.');
    throw queueRequired(detail);
  }

  async function roomEvents(): Promise<string[]> {
    const { events } = await catalogue.snapshot();
    return [...events].filter((event) => option.events === null || option.events.has(event));
  }

  const takeTickets: QueueGate['takeTickets'] = async (visitor, events, booking, count) => {
    const taken: string[] = [];
    const at = now();
    if (count <= 0) return async () => undefined;
    const giveBack = async () => {
      for (const key of taken) {
        await store.tally(key, booking, -count, { cap: option.ticketsPerBuyer, expiresAt: at, now: now() });
      }
    };
    for (const event of events) {
      for (const key of capKeys(event, visitor)) {
        const tally = await store.tally(key, booking, count, {
          cap: option.ticketsPerBuyer,
          expiresAt: at + options.holdMs,
          now: at,
        });
        if (!tally.ok) {
          await giveBack();
          throw new GatewayError(
            'sale_limit_reached',
            `During this sale one buyer may have at most ${option.ticketsPerBuyer} tickets; ${tally.total} are yours already.`,
          );
        }
        taken.push(key);
      }
    }
    return giveBack;
  };

  return {
    room,
    queueing: () => marks.current(),

    async eventsOf(shows) {
      const { showEvents } = await catalogue.snapshot();
      const events = new Set<string>();
      for (const show of shows) {
        const event = show === undefined ? undefined : showEvents.get(show.toUpperCase());
        if (event !== undefined && (option.events === null || option.events.has(event))) events.add(event);
      }
      return [...events];
    },

    async admit(visitor, events, pass) {
      for (const event of events) {
        const outcome = visitor.session
          ? await room.enter(event, visitor.session.id, pass)
          : 'queue_required';
        if (outcome === 'queue_required') marks.queueing(event);
        refuse(outcome, 'This sale has a waiting room: take a place in line first.');
      }
    },

    async mayCreate(visitor, pass) {
      // An admitted buyer starts with their pass: it lets them in to the event it names.
      const nothing = async () => undefined;
      const named = pass === null ? null : room.roomOfPass(pass);
      if (named !== null && visitor.session && (await option.settingsOf(named))) {
        const outcome = await room.enter(named, visitor.session.id, pass);
        if (outcome === 'inside') return nothing;
        refuse(outcome, 'The admission pass has expired: take a place in line again.');
      } else if (pass !== null) {
        throw new GatewayError('queue_pass_invalid', 'This admission pass is not valid for this visitor.');
      }
      const member = visitor.session?.id ?? visitor.newSession?.().id ?? '';
      let queueing = false;
      const free: string[] = [];
      for (const event of await roomEvents()) {
        const settings = await option.settingsOf(event);
        if (!settings) continue;
        const peek = await backend.peek(event, { member, now: now(), settings });
        if (peek.inside) return nothing;
        if (!peek.free) {
          queueing = true;
          marks.queueing(event);
        } else free.push(event);
      }
      if (free.length > 0 && !queueing) marks.free();
      if (queueing) throw queueRequired('A sale is queueing: take a place in its line first.');
      if (member === '') return nothing;
      // Free rooms: the buyer goes in now (atomically, so a crowd cannot all pass the look above).
      const entered: string[] = [];
      const giveBack = async () => {
        for (const event of entered) await room.finish(event, member);
      };
      for (const event of free) {
        const outcome = await room.enter(event, member, null);
        if (outcome !== 'inside') {
          marks.queueing(event);
          await giveBack();
          throw queueRequired('A sale is queueing: take a place in its line first.');
        }
        entered.push(event);
      }
      return giveBack;
    },

    takeTickets,

    async moveTickets(visitor, booking, moves) {
      const { showEvents } = await catalogue.snapshot();
      const eventOf = (show: string | null) => {
        const event = show === null ? undefined : showEvents.get(show.toUpperCase());
        return event !== undefined && (option.events === null || option.events.has(event)) ? event : null;
      };
      /** Per booking and event (`booking event`): tickets that enter the event, that stay in it. */
      const entering = new Map<string, number>();
      const staying = new Map<string, number>();
      const leaving = new Map<string, number>();
      const add = (counts: Map<string, number>, name: string) =>
        counts.set(name, (counts.get(name) ?? 0) + 1);
      for (const { from, to, into = booking } of moves) {
        const [left, entered] = [eventOf(from), eventOf(to)];
        if (left === entered && into === booking) continue;
        if (entered !== null) add(entered === left ? staying : entering, `${into} ${entered}`);
        if (left !== null) add(leaving, left);
      }
      const undos: Array<() => Promise<void>> = [];
      const undo = async () => {
        for (const giveBack of undos.reverse()) await giveBack();
      };
      try {
        for (const [name, count] of entering) {
          const [target, event] = name.split(' ') as [string, string];
          if (await option.settingsOf(event)) undos.push(await takeTickets(visitor, [event], target, count));
        }
      } catch (error) {
        await undo();
        throw error;
      }
      /** Adds `delta` to `target`'s count for the event, the cap aside (the buyer's total is unchanged). */
      const shift = async (event: string, target: string, delta: number) => {
        if (!(await option.settingsOf(event))) return;
        const at = now();
        for (const key of capKeys(event, visitor)) {
          await store.tally(key, target, delta, {
            cap: Number.MAX_SAFE_INTEGER,
            expiresAt: delta > 0 ? at + options.holdMs : at,
            now: at,
          });
        }
      };
      return {
        undo,
        async done() {
          for (const [name, count] of staying) {
            const [target, event] = name.split(' ') as [string, string];
            await shift(event, target, count);
          }
          for (const [event, count] of leaving) await shift(event, booking, -count);
        },
      };
    },

    booked: (booking) => shows.created(booking),

    async reserved(visitor, booking, reservedShows) {
      await shows.added(booking, reservedShows);
      if (!visitor.session) return;
      const { showEvents } = await catalogue.snapshot();
      const counts = new Map<string, number>();
      for (const show of reservedShows) {
        const event = showEvents.get(show.toUpperCase());
        if (event !== undefined && (option.events === null || option.events.has(event))) {
          counts.set(event, (counts.get(event) ?? 0) + 1);
        }
      }
      for (const [event, count] of counts) {
        await room.hold(event, visitor.session.id, now() + options.holdMs, count);
      }
    },

    changing: (booking) => shows.forget(booking),
    showsOf: (booking) => shows.of(booking),

    async confirmed(visitor, booking, shows) {
      const { showEvents } = await catalogue.snapshot();
      const counts = new Map<string, number>();
      for (const show of shows) {
        const event = show === null ? undefined : showEvents.get(show);
        if (event !== undefined) counts.set(event, (counts.get(event) ?? 0) + 1);
      }
      for (const [event, count] of counts) {
        if (!(await option.settingsOf(event))) continue;
        if (visitor.session) await room.finish(event, visitor.session.id);
        // Bought tickets count for the rest of the sale, no longer only while held.
        for (const key of capKeys(event, visitor)) {
          await store.untally(key, booking);
          const at = now();
          await store.tally(key, booking, count, {
            cap: Number.MAX_SAFE_INTEGER,
            expiresAt: at + ROOM_TTL_MS,
            now: at,
          });
        }
      }
    },
  };
}
