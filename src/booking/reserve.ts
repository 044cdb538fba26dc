/**
 * Reserving: a provisional person, a booking for that person, then every ticket in one array
 * request, and reading back the deadline; changed choices give back what is held first. After
 * a lost race, the shortfall from a fresh capacity read; after expiry, a new booking with every
 * choice, answer and option kept. A new visitor's token (`visitorToken`) is asked for first.
 */
import type { TicketCreate } from './api.js';
import type { FlowContext } from './context.js';
import { stepAfter } from './derive.js';
import { codeOf, isLimitReached } from './error-codes.js';
import { guarded, reconcile, takeBooking } from './reconcile.js';
import { computeShortfall, expandLines, ticketCount } from './rules.js';
import { previousSeats } from './seat-plan.js';
import { afterReserve } from './seats.js';
import { waitInLine } from './queue.js';
import { verifyVisitor } from './verify.js';
import { wheelchairSeats } from './wheelchair.js';

/** With a wheelchair space asked for: the first sector of the chosen tickets that has them. */
function wheelchairSector(state: ReturnType<FlowContext['store']['get']>): string | null | undefined {
  if (!state.wheelchair) return undefined;
  const sectors = state.wheelchairSectors ?? [];
  return state.lines.find((line) => line.quantity > 0 && sectors.includes(line.sector))?.sector ?? null;
}

/** Whether a wheelchair space asked for is among the held seats of its sector (as the plan says). */
function holdsWheelchair(state: ReturnType<FlowContext['store']['get']>): boolean {
  const sector = wheelchairSector(state);
  if (sector === undefined) return true;
  const held = new Set(
    (state.reservation?.tickets ?? []).filter((t) => t.sector === sector).map((t) => t.seat),
  );
  return !!state.seatPlan?.seats.some((seat) => seat.accessible && held.has(seat.pid));
}

/**
 * With a wheelchair space asked for: the seats to ask for, per ticket (the first ticket of the
 * first sector with wheelchair spaces on the space, its second on the companion seat beside it),
 * from the show's plan as read now; null when the tickets' sectors have no such seats left.
 */
async function wheelchairChoice(
  ctx: FlowContext,
  lines: readonly { sector: string }[],
): Promise<(string | undefined)[] | null | undefined> {
  if (!ctx.store.get().wheelchair) return undefined;
  if (ctx.store.get().wheelchairSectors === null) await ctx.load.wheelchairSectors();
  const { show, reservation, reservedShow } = ctx.store.get();
  const sector = wheelchairSector(ctx.store.get());
  if (!show || !sector) return null;
  const count = lines.filter((line) => line.sector === sector).length;
  // The seats this booking holds now are given back first: free for this choice.
  const holding = reservation && !reservation.expired && reservedShow === show;
  const own = new Set(holding ? reservation.tickets.map((t) => t.seat) : []);
  const plan = (await ctx.api.showSeats(show)).map((seat) =>
    own.has(seat.pid) ? { ...seat, status: 'free' as const } : seat,
  );
  const picked = wheelchairSeats(plan, sector, count);
  if (!picked) return null;
  let next = 0;
  return lines.map((line) => (line.sector === sector ? picked[next++] : undefined));
}

/** Whether the booking holds exactly the chosen tickets of the picked show. */
function holdsChoice(ctx: FlowContext): boolean {
  const state = ctx.store.get();
  if (!holdsWheelchair(state)) return false;
  const held = state.reservation?.tickets ?? [];
  const key = (t: { sector: string; price: string }) => `${t.sector}|${t.price}`;
  const wanted = expandLines(state.lines).map(key).sort();
  return (
    !state.reservation?.expired &&
    state.reservedShow === state.show &&
    held.length === wanted.length &&
    held
      .map(key)
      .sort()
      .every((k, i) => k === wanted[i])
  );
}

/**
 * Gives back every ticket the booking holds; the booking stays (its deadline does not move), so
 * the next tickets go on it. Nothing held is nothing to count down: the countdown goes away.
 */
export async function releaseTickets(ctx: FlowContext): Promise<void> {
  const { api, store } = ctx;
  const stale = store.get().reservation?.tickets ?? [];
  if (stale.length === 0) return;
  // An expired reservation's tickets are already given back by the service.
  if (!store.get().reservation?.expired)
    await guarded(
      ctx,
      () => Promise.all(stale.map((t) => api.deleteTicket(t.pid))).then(() => undefined),
      () => (store.get().reservation?.tickets.length ?? 0) === 0,
    );
  ctx.expiry.cancel();
  store.change.ticketsReleased();
}

/** The chosen booking options, as the service takes them. */
const chosenOptions = (ctx: FlowContext) =>
  Object.entries(ctx.store.get().options)
    .filter(([, quantity]) => quantity > 0)
    .map(([option, quantity]) => ({ option, quantity }));

/**
 * A new booking for the person (created first when there is none yet). Its options go on once
 * it holds tickets: the gateway takes extras only then.
 */
async function newBooking(ctx: FlowContext): Promise<void> {
  const { api, store } = ctx;
  const state = store.get();
  if (!state.person) store.change.personCreated(await api.createPerson({ locale: state.lang }));
  const booking = await api.createBooking({ customer: store.get().person! });
  store.change.bookingCreated(booking);
}

/**
 * Holds the chosen tickets. With `keep` (a new reservation after expiry), the answers and the
 * booking options go along. Returns false when fewer tickets could be held (`state.shortfall`).
 */
async function reserveTickets(
  ctx: FlowContext,
  keep = false,
  renewed = false,
  sameSeats = keep,
): Promise<boolean> {
  const { api, store } = ctx;
  const state = store.get();
  // After expiry, the seats held before are asked for again (while free).
  const seats = sameSeats ? previousSeats(expandLines(state.lines), state.reservation?.tickets ?? []) : [];
  if (!state.show || ticketCount(state.lines) === 0) return false;
  if (state.uncertain) await reconcile(ctx);
  // A new visitor's first write: the site owner's human check comes before it.
  await verifyVisitor(ctx, 'reserve');
  try {
    if (store.get().booking === null || store.get().reservation?.expired) {
      // The gateway said the sale queues now: a place in line first, rather than a person
      // create it would refuse (a mark out of date costs one request: the line lets in at once).
      if (store.get().person === null && !api.queuePass.held() && ctx.load.saleQueues()) {
        await waitInLine(ctx);
      }
      await newBooking(ctx);
    }
  } catch (error) {
    // The sale queues: nothing is created before the buyer's turn. Then the same again.
    if (codeOf(error) !== 'queue_required') throw error;
    await waitInLine(ctx);
    return reserveTickets(ctx, keep, renewed, sameSeats);
  }
  if (!holdsChoice(ctx)) {
    const lines = expandLines(state.lines);
    // A wheelchair space with its companion seat, unless the seats held before are asked again;
    // with none left, what is held stays held.
    const wheelchair = seats.some(Boolean) ? undefined : await wheelchairChoice(ctx, lines);
    if (wheelchair === null) {
      store.change.actionFailed({
        key: 'error.noWheelchair',
        code: 'wheelchair_unavailable',
        retryable: false,
      });
      return false;
    }
    // Changed choices: give back what is held, then hold the new set.
    await releaseTickets(ctx);
    const booking = store.get().booking!;
    const bodies: TicketCreate[] = lines.map((line, i) => {
      const options = keep ? Object.values(state.answers[i] ?? {}).filter(Boolean) : [];
      const seat = wheelchair?.[i] ?? (state.reservedShow === state.show ? seats[i] : null);
      return {
        booking,
        show: state.show!,
        ...line,
        ...(seat ? { seat } : {}),
        ...(options.length ? { ticket_options: options } : {}),
      };
    });
    try {
      await guarded(
        ctx,
        () => api.createTickets(bodies),
        () => holdsChoice(ctx),
      );
    } catch (error) {
      if (codeOf(error) === 'queue_required') {
        await waitInLine(ctx);
        return reserveTickets(ctx, keep, renewed, sameSeats);
      }
      // The booking ran out before its tickets were sent: once, with a new booking.
      if (codeOf(error) === 'booking_expired' && !renewed) {
        await newBooking(ctx);
        return reserveTickets(ctx, keep, true, false);
      }
      // One of the seats held before was taken meanwhile: the best available ones instead.
      if (codeOf(error) === 'seat_taken' && seats.some(Boolean)) {
        return reserveTickets(ctx, keep, renewed, false);
      }
      if (codeOf(error) !== 'sector_sold_out') throw error;
      await ctx.load.capacity();
      store.change.shortfallFound(computeShortfall(state.lines, store.get().capacity));
      return false;
    }
    const options = keep ? chosenOptions(ctx) : [];
    if (options.length > 0) await api.patchBooking(store.get().booking!, { options });
  }
  const record = await api.booking(store.get().booking!);
  takeBooking(ctx, record);
  const reservation = store.get().reservation!;
  ctx.expiry.check();
  await afterReserve(ctx);
  ctx.emit('tb-tickets-reserve', {
    booking: reservation.booking,
    bookingNumber: reservation.bookingNumber,
    tickets: reservation.tickets.length,
    expires: reservation.expires,
  });
  return true;
}

/** Reserves the chosen tickets and moves on to the step after the tickets. */
export async function reserve(ctx: FlowContext): Promise<void> {
  if (await reserveTickets(ctx)) {
    ctx.store.change.ticketsHeld(stepAfter(ctx.store.view().steps, 'tickets'));
  }
}

/**
 * A new reservation after expiry, keeping every choice, answer and option. When a limited
 * answer ran out meanwhile, the tickets are held without the limited answers, which the buyer
 * is asked again at the questions step.
 */
export async function renewReservation(ctx: FlowContext): Promise<void> {
  const { store } = ctx;
  let limited = false;
  const held = await reserveTickets(ctx, true).catch(async (error: unknown) => {
    if (!isLimitReached(error)) throw error;
    limited = true;
    return reserveTickets(ctx, false);
  });
  if (!held) return store.change.stepShown('tickets');
  if (!limited) return;
  await ctx.load.capacity();
  const catalogue = store.view().catalogue;
  const isLimited = new Set(
    catalogue?.groups.flatMap((g) => g.options.filter((o) => o.left !== null).map((o) => o.pid)),
  );
  const answers = store
    .get()
    .answers.map((a) => Object.fromEntries(Object.entries(a).filter(([, option]) => !isLimited.has(option))));
  const error = { key: 'error.optionLimit', code: 'ticket_option_limit_reached', retryable: false } as const;
  store.change.answersDropped(answers, error);
  ctx.emit('tb-error', error);
}
