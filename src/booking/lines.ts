/**
 * The plain changes of the buyer's choices, with nothing to check against: counting tickets,
 * setting a line's quantity, setting an answer. The flow makes them from the first render on;
 * the rules that check choices against the show's catalogue are `rules.ts`.
 */
import type { TicketAnswers, TicketLine } from './types.js';

export const ticketCount = (lines: readonly TicketLine[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** The lines with one quantity set (lines at 0 are dropped; order of first choice kept). */
export function withQuantity(lines: readonly TicketLine[], line: TicketLine): TicketLine[] {
  const index = lines.findIndex((l) => l.sector === line.sector && l.price === line.price);
  const next = [...lines];
  if (index >= 0) next[index] = line;
  else next.push(line);
  return next.filter((l) => l.quantity > 0);
}

/** The chosen lines of the booking's tickets: one per sector and price, in the tickets' order. */
export function linesOf(tickets: readonly { sector: string; price: string }[]): TicketLine[] {
  const lines: TicketLine[] = [];
  for (const { sector, price } of tickets) {
    const line = lines.find((l) => l.sector === sector && l.price === price);
    if (line) line.quantity += 1;
    else lines.push({ sector, price, quantity: 1 });
  }
  return lines;
}

/** One ticket's answers with `group` answered `option` (`null`: the answer removed). */
export function withAnswer(
  answers: TicketAnswers | undefined,
  group: string,
  option: string | null,
): TicketAnswers {
  const { [group]: _old, ...rest } = answers ?? {};
  return option ? { ...rest, [group]: option } : rest;
}
