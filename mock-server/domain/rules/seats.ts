/**
 * Seats (DESIGN.md §4 "Seats"). A ticket is for "a sector or a seat" (§2):
 *
 * - placement (`seatPlacementRules`, before the ticket checks): a ticket needs `sector` or
 *   `seat` (409 `validation_failed`); with a seat its sector is the seat's, and a different
 *   `sector` sent with it is refused. A ticket for a seated sector sent without `seat` gets the
 *   best available seat (`seat-map.ts`): the tickets of one request for one show and sector get a
 *   block of adjacent seats when one is free. An edit that sends `seat` moves the ticket there
 *   (its price must fit the new sector, as for any ticket); one that moves it to another sector
 *   takes the best seat there, or none in a standing sector. `seat_string` follows.
 * - seats taken (`seatRules`, after the capacity check): one seat holds at most one ticket per
 *   show among confirmed and unexpired unconfirmed bookings, also within one request: 409
 *   `seat_taken` naming sector, row and seat.
 * - the plan: a sector has each row and number once; a seated sector's `capacity` is its number
 *   of seats, kept in step as seats are added, moved and deleted, and an edit of it to another
 *   number is refused; seats are added to a standing sector only while no ticket is for it (its
 *   tickets would have no seat); a seat that tickets hold keeps its sector.
 *
 * Everything runs inside the one synchronous write of the request, so a refusal undoes the
 * assignments too, and an array request is still all or nothing.
 */
import type { PropertyError } from '../errors';
import type { Pid } from '../model';
import type { Store, Stored } from '../store';
import type { RecordChange, RecordRules, RuleContext } from './types';
import { bestAvailable, isSeated, seatCount, seatHolder } from './seat-map';
import { seatString } from './seat-string';
import { createPath, nameOf, plural, refuse, showLabel, summarise, ticketAction } from './support';

type Ticket = Stored<'tickets'>;
type Seat = Stored<'seats'>;

/**
 * A ticket being written, which placement completes in place before it is stored: `sector` is
 * missing until the seat decides it; `seat`, `seat_string` and the sector's name are set here.
 */
type TicketDraft = Omit<Ticket, 'sector' | 'seat' | 'seat_string' | 'denormalized_sector_name'> & {
  sector?: Ticket['sector'];
  seat: Ticket['seat'];
  seat_string: string;
  denormalized_sector_name: string;
};

/** "Parkett, row 3, seat 12": how messages name a seat. */
function seatLabel(store: Store, seat: Seat | undefined, pid?: unknown): string {
  if (!seat) return String(pid);
  const sector = store.get('sectors', seat.sector);
  return `${nameOf(sector, seat.sector)}, row ${seat.row}, seat ${seat.number}`;
}

// ---------------------------------------------------------------------------------------------
// Placement

interface Placement {
  readonly ticket: TicketDraft;
  readonly at: string;
  /** The pid of an edited ticket (its own seat is not taken by itself). */
  readonly self?: Pid;
}

function refreshLocation(store: Store, ticket: TicketDraft): void {
  ticket.seat_string = seatString(store, ticket, ticket._host);
  ticket.denormalized_sector_name = nameOf(store.ref('sectors', ticket.sector), '');
}

/**
 * Fills in `sector` from `seat`, checks that they match, and assigns the best available seats to
 * the tickets of seated sectors that have none (those in `pending`).
 */
function place(store: Store, what: string, items: readonly Placement[], pending: readonly Placement[]): void {
  const invalid: PropertyError[] = [];
  for (const { ticket, at } of items) {
    if (typeof ticket.seat === 'string') {
      const seat = store.get('seats', ticket.seat);
      if (!seat) continue;
      if (ticket.sector !== undefined && ticket.sector !== seat.sector) {
        const sector = store.get('sectors', ticket.sector);
        invalid.push({
          property_path: `${at}seat`,
          message: `Seat ${seatLabel(store, seat)} is not a seat of sector ${nameOf(sector, ticket.sector)}.`,
        });
      }
      ticket.sector = seat.sector;
    } else if (ticket.sector === undefined) {
      invalid.push({ property_path: `${at}sector`, message: 'A ticket needs a sector or a seat.' });
    }
  }
  if (invalid.length > 0) throw refuse('validation_failed', `${what}: ${summarise(invalid)}`, invalid);

  // Seats named in the request are not offered to the others of the same show.
  const chosen = new Map<Pid, Set<Pid>>();
  for (const { ticket } of items) {
    if (typeof ticket.seat !== 'string') continue;
    let seats = chosen.get(ticket.show);
    if (!seats) chosen.set(ticket.show, (seats = new Set()));
    seats.add(ticket.seat);
  }
  const groups = new Map<string, { show: Pid; sector: Pid; items: Placement[] }>();
  for (const item of pending) {
    const { show, sector } = item.ticket;
    if (sector === undefined || !isSeated(store, sector)) continue;
    const key = `${show}|${sector}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { show, sector, items: [] }));
    group.items.push(item);
  }
  for (const { show, sector, items: group } of groups.values()) {
    const seats = bestAvailable(store, show, sector, group.length, chosen.get(show));
    // Too few free seats: the tickets stay without one and the capacity check refuses them.
    if (!seats) continue;
    group.forEach((item, i) => {
      item.ticket.seat = seats[i]!.pid;
    });
  }
  for (const { ticket } of items) refreshLocation(store, ticket);
}

function placeCreated(store: Store, records: readonly Ticket[]): void {
  const items = records.map((ticket): Placement => ({ ticket, at: createPath(ticket) }));
  const pending = items.filter(({ ticket }) => typeof ticket.seat !== 'string');
  place(store, ticketAction(true, records), items, pending);
}

function placeEdited(store: Store, changes: readonly RecordChange<'tickets'>[]): void {
  const items: Placement[] = [];
  const pending: Placement[] = [];
  for (const { before, after, input, path } of changes) {
    const ticket: TicketDraft = after;
    const item = { ticket, at: path, self: before.pid };
    if (typeof input.seat === 'string') {
      // The seat decides the sector; a `sector` sent with it must match.
      if (!('sector' in input)) delete ticket.sector;
      items.push(item);
    } else if ('sector' in input && ticket.sector !== before.sector) {
      ticket.seat = null;
      items.push(item);
      pending.push(item);
    } else if (ticket.show !== before.show || ticket.price !== before.price) items.push(item);
  }
  if (items.length === 0) return;
  place(
    store,
    ticketAction(
      false,
      changes.map((change) => change.before),
    ),
    items,
    pending,
  );
}

export const seatPlacementRules: RecordRules = {
  name: 'seat-placement',
  beforeCreate(ctx, resource, records) {
    if (resource === 'tickets') placeCreated(ctx.store, records);
  },
  beforeUpdate(ctx, resource, changes) {
    if (resource === 'tickets') placeEdited(ctx.store, changes);
  },
};

// ---------------------------------------------------------------------------------------------
// Seats taken

function checkTaken(
  store: Store,
  what: string,
  items: readonly Placement[],
  moving: ReadonlyMap<Pid, Ticket>,
): void {
  const taken: PropertyError[] = [];
  const missing: PropertyError[] = [];
  const claimed = new Set<string>();
  for (const { ticket, at, self } of items) {
    const show = ticket.show;
    if (typeof ticket.seat !== 'string') {
      if (isSeated(store, ticket.sector)) {
        missing.push({
          property_path: `${at}sector`,
          message: `Sector ${nameOf(store.ref('sectors', ticket.sector), ticket.sector)} has no free seat left for show ${showLabel(store, show)}.`,
        });
      }
      continue;
    }
    const seat = store.get('seats', ticket.seat);
    const key = `${String(show)}|${ticket.seat}`;
    const holder = seatHolder(store, show, ticket.seat);
    // A holder that this request moves elsewhere gives the seat up.
    const moved = holder && moving.get(holder.pid);
    const held =
      holder !== undefined &&
      holder.pid !== self &&
      !(moved && (moved.seat !== ticket.seat || moved.show !== show));
    if (held || claimed.has(key)) {
      taken.push({
        property_path: `${at}seat`,
        message: `Seat ${seatLabel(store, seat, ticket.seat)} is taken for show ${showLabel(store, show)}.`,
      });
    }
    claimed.add(key);
  }
  if (taken.length > 0) throw refuse('seat_taken', `${what}: ${summarise(taken)}`, taken);
  if (missing.length > 0) throw refuse('sector_sold_out', `${what}: ${summarise(missing)}`, missing);
}

// ---------------------------------------------------------------------------------------------
// The plan

/** A sector's capacity becomes its number of seats (after seats were added, moved or deleted). */
function syncCapacity(ctx: RuleContext, sectors: Iterable<Pid>): void {
  for (const pid of new Set(sectors)) {
    const sector = ctx.store.get('sectors', pid);
    if (!sector) continue;
    const capacity = seatCount(ctx.store, pid);
    if (sector.capacity === capacity) continue;
    ctx.store.replace('sectors', { ...sector, capacity, updated: ctx.now });
  }
}

const seatKey = (row: string, number: string): string => `${row}\u0000${number}`;

/**
 * Faults of seats about to be stored: a row and number twice in a sector, and seats added to a
 * standing sector that has tickets.
 */
function checkPlan(
  store: Store,
  seats: readonly { seat: Seat; at: string; self?: Pid; sectorChanged: boolean }[],
): PropertyError[] {
  const errors: PropertyError[] = [];
  const selves = new Set(seats.map((s) => s.self).filter((pid) => pid !== undefined));
  const labels = new Map<Pid, Set<string>>();
  const labelsOf = (sector: Pid): Set<string> => {
    let set = labels.get(sector);
    if (!set) {
      set = new Set();
      for (const pid of store.lookup('seats', 'sector', sector)) {
        const other = store.get('seats', pid);
        if (other && !selves.has(other.pid)) set.add(seatKey(other.row, other.number));
      }
      labels.set(sector, set);
    }
    return set;
  };
  for (const { seat, at, sectorChanged } of seats) {
    const sectorPid = seat.sector;
    const sector = store.get('sectors', sectorPid);
    const set = labelsOf(sectorPid);
    const key = seatKey(seat.row, seat.number);
    if (set.has(key)) {
      errors.push({
        property_path: `${at}number`,
        message: `Sector ${nameOf(sector, sectorPid)} already has row ${seat.row}, seat ${seat.number}.`,
      });
    }
    set.add(key);
    if (sectorChanged && !isSeated(store, sectorPid)) {
      const held = store.lookup('tickets', 'sector', sectorPid).size;
      if (held > 0) {
        errors.push({
          property_path: `${at}sector`,
          message: `Sector ${nameOf(sector, sectorPid)} has ${plural(held, 'ticket')} without a seat; seats can be added to a sector only while no ticket is for it.`,
        });
      }
    }
  }
  return errors;
}

function beforeCreateSeats(store: Store, records: readonly Seat[]): void {
  const errors = checkPlan(
    store,
    records.map((seat) => ({ seat, at: createPath(seat), sectorChanged: true })),
  );
  if (errors.length > 0) {
    throw refuse(
      'validation_failed',
      `Could not create ${plural(records.length, 'seat')}: ${summarise(errors)}`,
      errors,
    );
  }
}

function beforeUpdateSeats(store: Store, changes: readonly RecordChange<'seats'>[]): void {
  const errors: PropertyError[] = [];
  for (const { before, after, path } of changes) {
    if (after.sector === before.sector) continue;
    const holders = store.lookup('tickets', 'seat', before.pid).size;
    if (holders > 0) {
      errors.push({
        property_path: `${path}sector`,
        message: `Seat ${seatLabel(store, before)} holds ${plural(holders, 'ticket')}, so it cannot move to another sector.`,
      });
    }
  }
  const relabelled = changes.filter(
    ({ before, after }) =>
      after.sector !== before.sector || after.row !== before.row || after.number !== before.number,
  );
  errors.push(
    ...checkPlan(
      store,
      relabelled.map(({ before, after, path }) => ({
        seat: after,
        at: path,
        self: before.pid,
        sectorChanged: after.sector !== before.sector,
      })),
    ),
  );
  if (errors.length > 0) {
    const what =
      changes.length === 1
        ? `Could not edit seat ${changes[0]!.before.pid}`
        : `Could not edit ${plural(changes.length, 'seat')}`;
    throw refuse('validation_failed', `${what}: ${summarise(errors)}`, errors);
  }
}

function beforeUpdateSectors(store: Store, changes: readonly RecordChange<'sectors'>[]): void {
  const errors: PropertyError[] = [];
  for (const { before, input, path } of changes) {
    if (typeof input.capacity !== 'number') continue;
    const seats = seatCount(store, before.pid);
    if (seats === 0 || input.capacity === seats) continue;
    errors.push({
      property_path: `${path}capacity`,
      message: `Sector ${nameOf(before, before.pid)} is seated: its capacity is its number of seats, ${seats}; ${input.capacity} was sent. Add or delete seats to change it.`,
    });
  }
  if (errors.length > 0) {
    const what =
      changes.length === 1
        ? `Could not edit sector ${changes[0]!.before.pid}`
        : `Could not edit ${plural(changes.length, 'sector')}`;
    throw refuse('validation_failed', `${what}: ${summarise(errors)}`, errors);
  }
}

export const seatRules: RecordRules = {
  name: 'seats',
  beforeCreate(ctx, resource, records) {
    if (resource === 'tickets') {
      const items = records.map((ticket): Placement => ({ ticket, at: createPath(ticket) }));
      checkTaken(ctx.store, ticketAction(true, records), items, new Map());
    } else if (resource === 'seats') beforeCreateSeats(ctx.store, records);
  },
  afterCreate(ctx, resource, records) {
    if (resource === 'seats')
      syncCapacity(
        ctx,
        records.map((seat) => seat.sector),
      );
  },
  beforeUpdate(ctx, resource, changes) {
    if (resource === 'tickets') {
      const moving = new Map<Pid, Ticket>(changes.map(({ before, after }) => [before.pid, after]));
      const items = changes
        .filter(
          ({ before, after }) =>
            after.seat !== before.seat || after.show !== before.show || after.sector !== before.sector,
        )
        .map(({ before, after, path }): Placement => ({ ticket: after, at: path, self: before.pid }));
      checkTaken(
        ctx.store,
        ticketAction(
          false,
          changes.map((c) => c.before),
        ),
        items,
        moving,
      );
    } else if (resource === 'seats') beforeUpdateSeats(ctx.store, changes);
    else if (resource === 'sectors') beforeUpdateSectors(ctx.store, changes);
  },
  afterUpdate(ctx, resource, changes) {
    if (resource !== 'seats') return;
    syncCapacity(
      ctx,
      changes
        .filter(({ before, after }) => before.sector !== after.sector)
        .flatMap(({ before, after }) => [before.sector, after.sector]),
    );
  },
  afterDelete(ctx, records) {
    const sectors: Pid[] = [];
    for (const { resource, record } of records) if (resource === 'seats') sectors.push(record.sector);
    syncCapacity(ctx, sectors);
  },
};
