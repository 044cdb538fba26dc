/**
 * The buyer-facing rules of the flow as pure functions: quantity bounds, ticket option choices
 * with what is left, required questions, whether answers changed, and the shortfall after a
 * lost race. Prices and totals are `pricing.ts`; the plain changes of lines and answers,
 * which the flow makes before its later actions are loaded, `lines.ts`. The rules that need the
 * picked show's catalogue come with the later actions (`later.ts`): before they are loaded there
 * is no catalogue, so nothing to choose.
 */
import type { Capacity } from './api.js';
import { ticketCount, withAnswer } from './lines.js';
import type { QuestionChoice, ShowCatalogue, Shortfall, TicketAnswers, TicketLine } from './types.js';

export { ticketCount, withQuantity } from './lines.js';

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

/** Ticket option pid → the limitation pids of the catalogue's capacity that list it. */
function limitsOf(capacity: Capacity | undefined, option: string): string[] {
  return (capacity?.ticket_options ?? [])
    .filter((l) => l.ticket_options.includes(option))
    .map((l) => l.limitation);
}

/** How many of `list`'s tickets hold an answer that counts towards `limitation`. */
function picks(capacity: Capacity | undefined, list: readonly TicketAnswers[], limitation: string): number {
  return list.filter((a) => Object.values(a).some((o) => limitsOf(capacity, o).includes(limitation))).length;
}

/**
 * What is left of `option`: the least over its limitations of what the service said, less what
 * this booking's tickets picked (`answers`) but have not saved yet (`saved`).
 */
function leftOf(
  capacity: Capacity | undefined,
  option: string,
  answers: readonly TicketAnswers[],
  saved: readonly TicketAnswers[],
  mine: (limitation: string) => number = () => 0,
): number {
  let left = Infinity;
  for (const limitation of limitsOf(capacity, option)) {
    const entry = capacity!.ticket_options.find((l) => l.limitation === limitation)!;
    const unsaved = picks(capacity, answers, limitation) - picks(capacity, saved, limitation);
    left = Math.min(left, entry.available - unsaved + mine(limitation));
  }
  return left;
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
  const current = answers[ticket]?.[group];
  const mine = (limitation: string) =>
    current !== undefined && limitsOf(capacity, current).includes(limitation) ? 1 : 0;
  return info.options.map((option) => {
    if (option.left === null) return { ...option, disabled: false };
    const left = leftOf(capacity, option.pid, answers, saved, mine);
    return { ...option, left: Math.max(0, left), disabled: current !== option.pid && left <= 0 };
  });
}

/**
 * The options of a group as offered to every ticket at once ("same answers for every ticket"):
 * `left` is what the service said, less what the tickets' other unsaved picks take, with this
 * group's own picks given back; an option is disabled when fewer are left than there are
 * tickets (unless every ticket holds it already).
 */
export function choicesForAll(
  catalogue: ShowCatalogue | null,
  capacity: Capacity | undefined,
  answers: readonly TicketAnswers[],
  saved: readonly TicketAnswers[],
  tickets: number,
  group: string,
): QuestionChoice[] {
  const info = catalogue?.groups.find((g) => g.pid === group);
  if (!info) return [];
  const cleared = answers.map((a, i) => (i < tickets ? withAnswer(a, group, null) : a));
  const held = (option: string) =>
    Array.from({ length: tickets }, (_, i) => answers[i]?.[group]).every((o) => o === option);
  return info.options.map((option) => {
    if (option.left === null) return { ...option, disabled: false };
    const left = leftOf(capacity, option.pid, cleared, saved);
    return { ...option, left: Math.max(0, left), disabled: !held(option.pid) && left < tickets };
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

/** Whether two tickets' answers are the same (an empty answer counts as none). */
export const sameAnswers = (a: TicketAnswers | undefined, b: TicketAnswers | undefined): boolean => {
  const x = Object.entries(a ?? {}).filter(([, v]) => v);
  const y = Object.entries(b ?? {}).filter(([, v]) => v);
  return x.length === y.length && x.every(([k, v]) => b?.[k] === v);
};

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
