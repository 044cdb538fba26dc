/**
 * What the seat plan says of the held tickets (DESIGN.md §4 "Seats"), as pure functions: the
 * plan as read, the tickets with their rows and numbers, the plan as the buyer sees it, the held
 * seats grouped by row, and the seats to ask for again after expiry. The actions that read the
 * plan and move tickets are in `seats.ts`; the derivation and the reconciliation use these.
 */
import type { ShowSeatRecord } from './api.js';
import type {
  FlowEventMap,
  PlanSeat,
  ReservedTicket,
  SeatGroup,
  SeatPlan,
  SectorInfo,
  TicketLine,
} from './types.js';

/** Whether any held ticket has a seat (the reservation is in a seated sector). */
export const isSeated = (tickets: readonly ReservedTicket[]): boolean => tickets.some((t) => t.seat !== null);

/** The plan as the service answered it (statuses `free`, `reserved`, `sold`). */
export function toPlan(show: string, records: readonly ShowSeatRecord[], now: number): SeatPlan {
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
export function seatsChangeDetail(tickets: readonly ReservedTicket[]): FlowEventMap['tb-seats-change'] {
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
