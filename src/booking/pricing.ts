/**
 * What the booking costs: one line per chosen price, per ticket option picked and per booking
 * option, and the totals, from the catalogue's amounts. The flow's totals and lines
 * (`BookingState.bill`, the checkout's summary) and the receipt's (`Confirmation.bill`) are all
 * this one computation, so the lines always add up to the total shown. Pure; money in minor units
 * of the event currency, except the delivery fee, which is in its rate's currency and counts
 * towards the total only when that is the event's.
 */
import { ticketCount } from './lines.js';
import type {
  Bill,
  DeliveryMethod,
  OptionBillLine,
  ShowCatalogue,
  TicketAnswers,
  TicketBillLine,
  TicketLine,
  TicketOptionBillLine,
} from './types.js';

export interface PricingInput {
  currency: string;
  catalogue: ShowCatalogue | null;
  lines: readonly TicketLine[];
  /** Answers per ticket; only those of the chosen tickets count. */
  answers: readonly TicketAnswers[];
  /** Booking option pid → quantity. */
  options: Readonly<Record<string, number>>;
  delivery: DeliveryMethod;
  /** The postal fee once known, else null (digital delivery costs nothing). */
  deliveryFee: number | null;
  /** Currency of `deliveryFee`; null or absent: the event's. */
  deliveryCurrency?: string | null;
}

const sum = (lines: readonly { amount: number }[]): number =>
  lines.reduce((total, line) => total + line.amount, 0);

export function priceBooking(input: PricingInput): Bill {
  const { catalogue, lines, options } = input;
  const tickets = lines.map((line): TicketBillLine => {
    const sector = catalogue?.sectors.find((s) => s.pid === line.sector);
    const price = sector?.prices.find((p) => p.pid === line.price);
    return {
      sector: line.sector,
      price: line.price,
      sectorName: sector?.name ?? '',
      priceName: price?.name ?? '',
      quantity: line.quantity,
      amount: line.quantity * (price?.amount ?? 0),
    };
  });
  const picked = new Map<string, number>();
  for (const answers of input.answers.slice(0, ticketCount(lines))) {
    for (const option of Object.values(answers)) picked.set(option, (picked.get(option) ?? 0) + 1);
  }
  const ticketOptions = (catalogue?.groups ?? []).flatMap((group) =>
    group.options
      .filter((option) => picked.has(option.pid))
      .map((option): TicketOptionBillLine => {
        const quantity = picked.get(option.pid)!;
        return {
          option: option.pid,
          groupName: group.name,
          optionName: option.name,
          quantity,
          amount: quantity * option.amount,
        };
      }),
  );
  const bookingOptions = (catalogue?.options ?? [])
    .filter((option) => (options[option.pid] ?? 0) > 0)
    .map((option): OptionBillLine => {
      const quantity = options[option.pid]!;
      return { option: option.pid, name: option.name, quantity, amount: quantity * option.amount };
    });
  const fee = input.delivery === 'digital' ? 0 : input.deliveryFee;
  const deliveryCurrency = input.deliveryCurrency ?? input.currency;
  // A fee in another currency cannot be added up: it is charged apart, in its own currency.
  const counted = deliveryCurrency === input.currency ? (fee ?? 0) : 0;
  const parts = { tickets: sum(tickets), ticketOptions: sum(ticketOptions), options: sum(bookingOptions) };
  return {
    tickets,
    ticketOptions,
    options: bookingOptions,
    totals: {
      currency: input.currency,
      ...parts,
      delivery: fee,
      deliveryCurrency,
      total: parts.tickets + parts.ticketOptions + parts.options + counted,
    },
  };
}
