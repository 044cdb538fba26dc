/**
 * Seats (DESIGN.md §4 "Seats"): a ticket for a seated sector always holds a seat. Reserving
 * sends no seat, so the service gives the best available ones (adjacent in one row when such a
 * block is free); the flow then reads the show's seat plan (`GET /shows/<pid>/seats/`) to say
 * which row and seat each ticket holds, in words and on the map. Moving a ticket to another seat
 * is a `PATCH {seat}` of that ticket, so the hold is never given up; a seat taken meanwhile
 * (409 `seat_taken`) is explained and the plan read again.
 *
 * These are the actions; what the plan says of the tickets (pure) is in `seat-plan.ts`.
 */
import type { FlowCore } from './flow-core.js';
import { ApiError } from '../api/errors.js';
import { codeOf } from './error-codes.js';
import { linesOf } from './lines.js';
import { guarded, reconcile } from './reconcile.js';
import { isSeated, labelTickets, seatsChangeDetail, toPlan } from './seat-plan.js';
import type { SeatMove, SeatNotice } from './types.js';

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
  store.change.seatPlanRead(plan, labelTickets(store.get().reservation?.tickets ?? [], plan));
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
  await moveTickets(ctx, [{ ticket, seat }]);
}

/** A seat of the array edit's error (`[i].seat`), else the first one asked for. */
function seatAtFault(error: unknown, moves: readonly SeatMove[]): string {
  const errors = error instanceof ApiError ? error.errors : [];
  for (const { property_path: path } of errors) {
    const index = /^\[(\d+)\]\./.exec(path)?.[1];
    if (index !== undefined && moves[Number(index)]) return moves[Number(index)]!.seat;
  }
  return moves[0]!.seat;
}

/**
 * Moves held tickets to other seats, and to another price where the seat is of another price
 * category: one `PATCH /tickets/<pid>` for one ticket, else one array `PATCH /tickets/` that the
 * service applies all or none. The tickets keep their hold throughout. A seat taken meanwhile (or
 * of a price category the ticket's price is not of) sets `seatNotice`; either way the plan is
 * read again.
 */
export async function moveTickets(ctx: FlowCore, asked: readonly SeatMove[]): Promise<void> {
  const { api, store } = ctx;
  const reservation = store.get().reservation;
  if (!reservation || reservation.expired) return;
  const heldSeat = (pid: string) => reservation.tickets.find((t) => t.pid === pid)?.seat;
  const moves = asked.filter((move) => heldSeat(move.ticket) && heldSeat(move.ticket) !== move.seat);
  if (moves.length === 0) return;
  store.change.seatNoticeShown(null);
  const landed = () =>
    moves.every(
      (move) => store.get().reservation?.tickets.find((t) => t.pid === move.ticket)?.seat === move.seat,
    );
  try {
    await guarded(
      ctx,
      () =>
        moves.length === 1 && !moves[0]!.price
          ? api.moveTicket(moves[0]!.ticket, moves[0]!.seat)
          : api.patchTickets(
              moves.map(({ ticket, seat, price }) => ({ pid: ticket, seat, ...(price ? { price } : {}) })),
            ),
      landed,
    );
  } catch (error) {
    const code = codeOf(error);
    if (code !== 'seat_taken' && code !== 'price_not_applicable') throw error;
    const seat = seatAtFault(error, moves);
    const target = store.get().seatPlan?.seats.find((s) => s.pid === seat);
    const sectors = store.view().catalogue?.sectors ?? [];
    const notice: SeatNotice = {
      key: code === 'seat_taken' ? 'seats.taken' : 'seats.otherCategory',
      sectorName: sectors.find((s) => s.pid === target?.sector)?.name ?? '',
      row: target?.row ?? '',
      number: target?.number ?? '',
    };
    store.change.seatNoticeShown(notice);
    // The service said who holds it: taken, whatever a cached read still says.
    await readSeats(ctx, undefined, code === 'seat_taken' ? { [seat]: 'reserved' } : {});
    return;
  }
  await reconcile(ctx);
  // A ticket at another price: the chosen lines (and so the bill) are the tickets' now.
  if (moves.some((move) => move.price)) {
    store.change.quantitiesChosen(linesOf(store.get().reservation?.tickets ?? []));
  }
  // The seats given up are free again (a cached read may still show them held).
  const known: Record<string, 'free' | 'reserved'> = {};
  for (const move of moves) known[heldSeat(move.ticket)!] = 'free';
  for (const move of moves) known[move.seat] = 'reserved';
  await readSeats(ctx, undefined, known);
  ctx.emit('tb-seats-change', seatsChangeDetail(store.get().reservation?.tickets ?? []));
}
