/**
 * The buyer-facing rules of the flow as pure functions: quantity bounds, ticket option choices
 * with what is left, required questions, booking option bounds, totals and the shortfall after
 * a lost race.
 */
import type { Capacity } from './api.js';
import type {
  DeliveryMethod,
  QuestionChoice,
  ShowCatalogue,
  Shortfall,
  TicketAnswers,
  TicketLine,
  Totals,
} from './types.js';

export const ticketCount = (lines: readonly TicketLine[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** One entry per ticket, in the order the tickets are created. */
export const expandLines = (lines: readonly TicketLine[]): { sector: string; price: string }[] =>
  lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({ sector: line.sector, price: line.price })),
  );

/** Highest quantity of one price in one sector: what the sector has left and the booking maximum. */
export function maxQuantity(
  catalogue: ShowCatalogue | null,
  lines: readonly TicketLine[],
  maxTickets: number,
  sector: string,
  price: string,
): number {
  const info = catalogue?.sectors.find((s) => s.pid === sector);
  if (!info?.prices.some((p) => p.pid === price)) return 0;
  const others = lines.filter((l) => !(l.sector === sector && l.price === price));
  const inSector = ticketCount(others.filter((l) => l.sector === sector));
  const bySector = info.available === null ? Infinity : info.available - inSector;
  return Math.max(0, Math.min(maxTickets - ticketCount(others), bySector));
}

/** The lines with one quantity set (lines at 0 are dropped; order of first choice kept). */
export function withQuantity(lines: readonly TicketLine[], line: TicketLine): TicketLine[] {
  const index = lines.findIndex((l) => l.sector === line.sector && l.price === line.price);
  const next = [...lines];
  if (index >= 0) next[index] = line;
  else next.push(line);
  return next.filter((l) => l.quantity > 0);
}

/** Ticket option pid → the limitation pids of the catalogue's capacity that list it. */
function limitsOf(capacity: Capacity | undefined, option: string): string[] {
  return (capacity?.ticket_options ?? [])
    .filter((l) => l.ticket_options.includes(option))
    .map((l) => l.limitation);
}

/**
 * The options of a group as offered to one ticket. `left` is what the service said, less what
 * other tickets of this booking picked but have not saved yet; an option is disabled when
 * nothing is left for this ticket (keeping its own current pick is always possible).
 */
export function choicesFor(
  catalogue: ShowCatalogue | null,
  capacity: Capacity | undefined,
  answers: readonly TicketAnswers[],
  saved: readonly TicketAnswers[],
  ticket: number,
  group: string,
): QuestionChoice[] {
  const info = catalogue?.groups.find((g) => g.pid === group);
  if (!info) return [];
  const picks = (list: readonly TicketAnswers[], limitation: string) =>
    list.filter((a) => Object.values(a).some((o) => limitsOf(capacity, o).includes(limitation))).length;
  const current = answers[ticket]?.[group];
  return info.options.map((option) => {
    if (option.left === null) return { ...option, disabled: false };
    let left = Infinity;
    for (const limitation of limitsOf(capacity, option.pid)) {
      const entry = capacity!.ticket_options.find((l) => l.limitation === limitation)!;
      const mine = current !== undefined && limitsOf(capacity, current).includes(limitation) ? 1 : 0;
      left = Math.min(left, entry.available - (picks(answers, limitation) - picks(saved, limitation)) + mine);
    }
    return { ...option, left: Math.max(0, left), disabled: current !== option.pid && left <= 0 };
  });
}

/** Required groups without an answer, per ticket index (empty when every ticket is complete). */
export function missingAnswers(
  catalogue: ShowCatalogue | null,
  answers: readonly TicketAnswers[],
  tickets: number,
): Record<number, string[]> {
  const missing: Record<number, string[]> = {};
  const required = (catalogue?.groups ?? []).filter((g) => g.required && g.options.length > 0);
  for (let i = 0; i < tickets; i += 1) {
    const open = required.filter((g) => !answers[i]?.[g.pid]).map((g) => g.pid);
    if (open.length) missing[i] = open;
  }
  return missing;
}

export function computeTotals(
  currency: string,
  catalogue: ShowCatalogue | null,
  lines: readonly TicketLine[],
  answers: readonly TicketAnswers[],
  options: Readonly<Record<string, number>>,
  delivery: DeliveryMethod,
  deliveryFee: number | null,
): Totals {
  const priceOf = (sector: string, price: string) =>
    catalogue?.sectors.find((s) => s.pid === sector)?.prices.find((p) => p.pid === price)?.amount ?? 0;
  const optionPrices = new Map(catalogue?.groups.flatMap((g) => g.options.map((o) => [o.pid, o.amount])));
  const tickets = lines.reduce((sum, l) => sum + l.quantity * priceOf(l.sector, l.price), 0);
  const count = ticketCount(lines);
  const ticketOptions = answers
    .slice(0, count)
    .reduce((sum, a) => sum + Object.values(a).reduce((s, o) => s + (optionPrices.get(o) ?? 0), 0), 0);
  const bookingOptions = (catalogue?.options ?? []).reduce(
    (sum, o) => sum + (options[o.pid] ?? 0) * o.amount,
    0,
  );
  const fee = delivery === 'digital' ? 0 : deliveryFee;
  return {
    currency,
    tickets,
    ticketOptions,
    options: bookingOptions,
    delivery: fee,
    total: tickets + ticketOptions + bookingOptions + (fee ?? 0),
  };
}

/**
 * What can be held of each line after a lost race, from a fresh capacity read: each sector's
 * `available` is handed to its lines in the order they were chosen.
 */
export function computeShortfall(lines: readonly TicketLine[], capacity: Capacity | undefined): Shortfall {
  const left = new Map((capacity?.sectors ?? []).map((s) => [s.sector, s.available]));
  const held = lines.map((line) => {
    const available = Math.max(0, Math.min(line.quantity, left.get(line.sector) ?? 0));
    left.set(line.sector, (left.get(line.sector) ?? 0) - available);
    return { ...line, available };
  });
  return {
    requested: ticketCount(lines),
    available: held.reduce((sum, l) => sum + l.available, 0),
    lines: held,
  };
}
