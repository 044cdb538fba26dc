/**
 * Seats (DESIGN.md §4 "Seats"): a ticket for a seated sector always holds a seat. Reserving
 * sends no seat, so the service gives the best available ones (adjacent in one row when such a
 * block is free); the flow then reads the show's seat plan (`GET /shows/<pid>/seats/`) to say
 * which row and seat each ticket holds, in words and on the map. Moving a ticket to another seat
 * is a `PATCH {seat}` of that ticket, so the hold is never given up; a seat taken meanwhile
 * (409 `seat_taken`) is explained and the plan read again.
 *
 * The pure helpers come first (the derivation uses them), then the actions.
 */
import type { ShowSeatRecord } from './api.js';
import type { FlowCore } from './context.js';
import { codeOf } from './net.js';
import { guarded, reconcile } from './reconcile.js';
import type { FlowState } from './state.js';
import type {
  FlowEventMap,
  PlanSeat,
  ReservedTicket,
  SeatGroup,
  SeatNotice,
  SeatPlan,
  SectorInfo,
  TicketLine,
} from './types.js';

/** Whether any held ticket has a seat (the reservation is in a seated sector). */
export const isSeated = (tickets: readonly ReservedTicket[]): boolean => tickets.some((t) => t.seat !== null);

/** The plan as the service answered it (statuses `free`, `reserved`, `sold`). */
function toPlan(show: string, records: readonly ShowSeatRecord[], now: number): SeatPlan {
  return {
    show,
    read: new Date(now),
    seats: records.map((r) => ({
      pid: r.pid,
      sector: r.sector,
      row: r.row,
      number: r.number,
      x: r.x,
      y: r.y,
      accessible: r.accessible,
      status: r.status,
    })),
  };
}

/** The tickets with the row and number of their seats, where the plan knows them. */
export function labelTickets(tickets: readonly ReservedTicket[], plan: SeatPlan | null): ReservedTicket[] {
  const byPid = new Map(plan?.seats.map((s) => [s.pid, s]));
  return tickets.map((ticket) => {
    const seat = ticket.seat ? byPid.get(ticket.seat) : undefined;
    const row = seat?.row ?? null;
    const number = seat?.number ?? null;
    return row === ticket.row && number === ticket.number ? ticket : { ...ticket, row, number };
  });
}

/** The plan as the buyer sees it: the seats this booking holds are `held`, not `reserved`. */
export function planView(plan: SeatPlan | null, tickets: readonly ReservedTicket[]): SeatPlan | null {
  if (!plan) return null;
  const held = new Set(tickets.map((t) => t.seat).filter((s) => s !== null));
  if (held.size === 0) return plan;
  return { ...plan, seats: plan.seats.map((s) => (held.has(s.pid) ? { ...s, status: 'held' } : s)) };
}

/** Seats of one row of a sector, in their order along the row (by `x`). */
function rowSeats(plan: SeatPlan, sector: string, row: string): PlanSeat[] {
  return plan.seats.filter((s) => s.sector === sector && s.row === row).sort((a, b) => a.x - b.x);
}

/**
 * The held seats per sector and row, in the plan's order (front rows first), with whether they
 * are side by side. Tickets whose seat the plan does not know are left out.
 */
export function seatGroups(
  tickets: readonly ReservedTicket[],
  plan: SeatPlan | null,
  sectors: readonly Pick<SectorInfo, 'pid' | 'name'>[],
): SeatGroup[] {
  if (!plan) return [];
  const byPid = new Map(plan.seats.map((s) => [s.pid, s]));
  const groups = new Map<string, { sector: string; row: string; y: number; seats: Set<string> }>();
  for (const ticket of tickets) {
    const seat = ticket.seat ? byPid.get(ticket.seat) : undefined;
    if (!seat) continue;
    const key = `${seat.sector}\u0000${seat.row}`;
    const group = groups.get(key) ?? { sector: seat.sector, row: seat.row, y: seat.y, seats: new Set() };
    group.seats.add(seat.pid);
    groups.set(key, group);
  }
  const order = sectors.map((s) => s.pid);
  return [...groups.values()]
    .sort((a, b) => order.indexOf(a.sector) - order.indexOf(b.sector) || a.y - b.y)
    .map(({ sector, row, seats }) => {
      const along = rowSeats(plan, sector, row);
      const indices = along.flatMap((s, i) => (seats.has(s.pid) ? [i] : []));
      return {
        sector,
        sectorName: sectors.find((s) => s.pid === sector)?.name ?? '',
        row,
        numbers: indices.map((i) => along[i]!.number),
        together: indices.length > 1 && indices.at(-1)! - indices[0]! === indices.length - 1,
      };
    });
}

/** What `tb-seats-change` tells the page: each held ticket with its seat. */
function seatsChangeDetail(tickets: readonly ReservedTicket[]): FlowEventMap['tb-seats-change'] {
  return {
    tickets: tickets
      .filter((t) => t.seat !== null)
      .map((t) => ({
        ticket: t.pid,
        seat: t.seat!,
        row: t.row ?? '',
        number: t.number ?? '',
        sector: t.sector,
      })),
  };
}

/**
 * For a new reservation after expiry: the seat each chosen ticket held before (matched by sector
 * and price, in order), so the buyer gets the same seats back while they are free.
 */
export function previousSeats(
  lines: readonly Pick<TicketLine, 'sector' | 'price'>[],
  before: readonly ReservedTicket[],
): (string | null)[] {
  const left = before.filter((t) => t.seat !== null);
  return lines.map((line) => {
    const i = left.findIndex((t) => t.sector === line.sector && t.price === line.price);
    if (i < 0) return null;
    return left.splice(i, 1)[0]!.seat;
  });
}

// ---------------------------------------------------------------------------------------------
// Actions

/** The change that takes a freshly read plan (the tickets learn their rows and numbers). */
function planPatch(state: Readonly<FlowState>, plan: SeatPlan): Partial<FlowState> {
  const reservation = state.reservation;
  return {
    seatPlan: plan,
    ...(reservation
      ? { reservation: { ...reservation, tickets: labelTickets(reservation.tickets, plan) } }
      : {}),
  };
}

/**
 * Reads the seat plan of the reserved show (else the picked one). An aborted `signal` (the map
 * closed) changes nothing. `known`: states the flow has just learnt from a write, which a read
 * answered from a cache (the gateway keeps availability for 2 s) may not show yet.
 */
export async function readSeats(
  ctx: FlowCore,
  signal?: AbortSignal,
  known: Readonly<Record<string, 'free' | 'reserved'>> = {},
): Promise<void> {
  const { api, store, settings } = ctx;
  const show = store.get().reservedShow ?? store.get().show;
  if (!show) return;
  const records = await api.showSeats(show, signal);
  signal?.throwIfAborted();
  const plan = toPlan(show, records, settings.now());
  for (const seat of plan.seats) {
    const status = known[seat.pid];
    if (status && seat.status !== 'sold') seat.status = status;
  }
  store.update(planPatch(store.get(), plan));
}

/** After reserving: the plan of a seated reservation, and the page told which seats are held. */
export async function afterReserve(ctx: FlowCore): Promise<void> {
  const reservation = ctx.store.get().reservation;
  if (!reservation || !isSeated(reservation.tickets)) return;
  // Without the plan the tickets still say where they are (`seatString`).
  await readSeats(ctx).catch(() => undefined);
  ctx.emit('tb-seats-change', seatsChangeDetail(ctx.store.get().reservation?.tickets ?? []));
}

/**
 * Moves one held ticket to another seat (`PATCH /tickets/<pid> {seat}`): the ticket keeps its
 * hold throughout. A seat taken meanwhile sets `seatNotice`; either way the plan is read again.
 */
export async function moveTicket(ctx: FlowCore, ticket: string, seat: string): Promise<void> {
  const { api, store } = ctx;
  const reservation = store.get().reservation;
  const held = reservation?.tickets.find((t) => t.pid === ticket);
  if (!reservation || reservation.expired || !held || held.seat === seat) return;
  store.update({ seatNotice: null });
  const target = store.get().seatPlan?.seats.find((s) => s.pid === seat);
  try {
    await guarded(
      ctx,
      () => api.moveTicket(ticket, seat),
      () => store.get().reservation?.tickets.find((t) => t.pid === ticket)?.seat === seat,
    );
  } catch (error) {
    const code = codeOf(error);
    if (code !== 'seat_taken' && code !== 'price_not_applicable') throw error;
    const sectors = store.view().catalogue?.sectors ?? [];
    const notice: SeatNotice = {
      key: code === 'seat_taken' ? 'seats.taken' : 'seats.otherCategory',
      sectorName: sectors.find((s) => s.pid === target?.sector)?.name ?? '',
      row: target?.row ?? '',
      number: target?.number ?? '',
    };
    store.update({ seatNotice: notice });
    // The service said who holds it: taken, whatever a cached read still says.
    await readSeats(ctx, undefined, code === 'seat_taken' ? { [seat]: 'reserved' } : {});
    return;
  }
  await reconcile(ctx);
  // The seat given up is free again (a cached read may still show it held).
  await readSeats(ctx, undefined, held.seat ? { [held.seat]: 'free', [seat]: 'reserved' } : {});
  ctx.emit('tb-seats-change', seatsChangeDetail(store.get().reservation?.tickets ?? []));
}
