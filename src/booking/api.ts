/**
 * The requests of the booking flow, over the typed client. Reads are retried with backoff;
 * writes are sent once (the flow reconciles an uncertain write by reading before any retry), each
 * with an `Idempotency-Key` that a repeat of the same write after an uncertain failure reuses.
 */
import { createClient, type ApiClient } from '../api/client.js';
import { createRecord } from '../api/create.js';
import { ApiError, NetworkError, unwrap, type FetchResult } from '../api/errors.js';
import type { components } from '../api/schema.js';
import {
  CONFIRMATION_EMAIL_HEADER,
  CONFIRMATION_EMAIL_MISSING,
  IDEMPOTENCY_KEY_HEADER,
  PAYMENTS_HEADER,
  QUEUE_PASS_HEADER,
  QUEUE_PLACE_HEADER,
  QUEUEING_HEADER,
  SESSION_HEADER,
  TICKET_LIMIT_HEADER,
} from '../api/gateway-headers.js';
import { createServiceClock } from './clock.js';
import { idempotencyMiddleware, sessionMiddleware, visitorTokens, type VisitorTokens } from './middleware.js';
import { withRetry, type Backoff, type SessionHolder } from './net.js';
import type { QueueAnswer } from './queue.js';
import type { BookingFlowOptions, RefundReason } from './types.js';

type Schemas = components['schemas'];
export type ShowRecord = Schemas['Show'];
export type Capacity = Schemas['ShowCapacity'];
export type EventRecord = Schemas['Event'];
export type GroupRecord = Schemas['TicketOptionGroup'];
export type SectorRecord = Schemas['Sector'];
export type BookingRecord = Schemas['Booking'];
export type TicketCreate = Schemas['TicketCreate'];
type BookingPatch = Schemas['BookingPatch'];
export type PersonWrite = Schemas['PersonPatch'];
export type PersonRecord = Schemas['PersonRecord'];
export type DeliveryRateRecord = Schemas['DeliveryRate'];
export type ShowSeatRecord = Schemas['ShowSeat'];
/** One ticket of an array edit: its pid and what changes. */
type TicketEdit = { pid: string } & Pick<Schemas['TicketPatch'], 'ticket_options' | 'seat' | 'price'>;

/**
 * A payment at the site owner's gateway, as it answers `POST|GET /bookings/<pid>/payment` (not
 * part of the service's contract: the gateway's own addition).
 */
export interface PaymentView {
  attempt: string;
  /** The booking the payment was started for. */
  booking: string;
  provider: string;
  state: 'pending' | 'failed' | 'cancelled' | 'superseded' | 'paid' | 'confirmed' | 'refunded';
  amount: number;
  currency: string;
  /** The provider's page to send the buyer to (while pending). */
  redirectUrl: string | null;
  /** For a form in the page (while pending). */
  clientSecret: string | null;
  /** The provider's reference, once paid. */
  reference: string | null;
  reason: RefundReason | null;
  /** The service's explanation of a refused confirmation; `email_failed` once confirmed without e-mail. */
  detail: string | null;
  /** The booking that was confirmed: this one, or a new one holding the same tickets. */
  confirmedBooking: string | null;
  confirmedNumber: string | null;
  /**
   * `GET` of a confirmed payment: the confirmed booking as the service holds it (tickets,
   * customer, deliveries), for the receipt; null when the gateway could not read it.
   */
  receipt?: BookingRecord | null;
}

/** The gateway's payment routes: outside the generated contract, so called without its types. */
interface GatewayRoutes {
  POST(url: string, init: object): Promise<FetchResult<unknown>>;
  GET(url: string, init: object): Promise<FetchResult<unknown>>;
}

export interface FlowApi {
  /**
   * Takes (`POST`) or reads (`GET`) the session's place in the event's waiting room at the
   * gateway (not part of the service's contract: a plain request with the session).
   */
  queue(method: 'POST' | 'GET', event: string): Promise<QueueAnswer>;
  /** The admission pass, sent with the writes that follow until one of them passes. */
  readonly queuePass: { hold(pass: string): void; held(): boolean };
  /** The event's shows with their event, venue and availability, earliest first. */
  shows(event: string, signal?: AbortSignal): Promise<ShowRecord[]>;
  capacity(show: string): Promise<Capacity | undefined>;
  /**
   * The event with its prices, options and ticket option groups; through the gateway the groups
   * carry their ticket options (`ticketoptions`), from the service itself they do not.
   */
  event(event: string): Promise<EventRecord>;
  /** Ticket option groups of the event, each with its ticket options. */
  groups(event: string): Promise<GroupRecord[]>;
  /** The host's delivery rates, oldest first (the first created applies, as on confirmation). */
  deliveryRates(host: string): Promise<DeliveryRateRecord[]>;
  sectors(venue: string): Promise<SectorRecord[]>;
  /**
   * The booking with its tickets; with `receipt`, also its customer and deliveries (what the
   * receipt of a confirmed booking shows).
   */
  booking(pid: number, receipt?: boolean): Promise<BookingRecord>;
  createPerson(body: PersonWrite): Promise<string>;
  createBooking(body: Schemas['BookingCreate']): Promise<number>;
  createTickets(bodies: TicketCreate[]): Promise<void>;
  deleteTicket(pid: string): Promise<void>;
  /** The seats of the show's venue with their status for the show (seated venues only). */
  showSeats(show: string, signal?: AbortSignal): Promise<ShowSeatRecord[]>;
  /** The wheelchair spaces (`accessible` seats) of the show's venue, with their status. */
  wheelchairSpaces(show: string): Promise<ShowSeatRecord[]>;
  /** Moves a held ticket to another seat; the hold is kept throughout. */
  moveTicket(pid: string, seat: string): Promise<void>;
  /**
   * Edits several tickets (their ticket options, or their seats and prices): one array PATCH,
   * applied all or none, where the server takes it.
   */
  patchTickets(items: TicketEdit[]): Promise<void>;
  /**
   * Edits (or confirms) the booking. `emailSent`: the server says it has sent the confirmation
   * e-mail along with the confirmation (the gateway does), so the flow need not ask for it.
   */
  patchBooking(pid: number, body: BookingPatch): Promise<{ emailSent: boolean }>;
  patchPerson(pid: string, body: PersonWrite): Promise<void>;
  /**
   * Sends the confirmation e-mail. `missing`: the flow's own request after a confirmation whose
   * answer did not say the e-mail was sent; a gateway that sent it sends nothing more. Without
   * it (the buyer's "send again"), it is sent again.
   */
  sendEmail(booking: number, missing?: boolean): Promise<void>;
  /** Service minus device time (ms) from the `Date` of the last answer that had one; else null. */
  serviceOffset(): number | null;
  /** The gateway's ticket limit per booking (`X-Ticket-Limit`) from its last answer, else null. */
  ticketLimit(): number | null;
  /** The events whose sale queues (`X-Queueing`: pids, comma-separated) as the last answer said. */
  queueing(): string;
  /** The human-verification tokens the flow holds for the gateway's checks. */
  readonly visitor: VisitorTokens;
  /**
   * The gateway's payment provider (`X-Payments`) as its last answer said: null when it takes
   * no payment, undefined before any answer.
   */
  payments(): string | null | undefined;
  /** Starts (or repeats) the booking's payment at the gateway: where to send the buyer. */
  startPayment(
    booking: number,
    body: {
      delivery: boolean;
      returnUrl: string;
      cancelUrl: string;
      /** The booking options, written first (as `patchBooking` would). */
      options?: { option: string; quantity: number }[];
      /** The buyer's details on their person, written first (as `patchPerson` would). */
      person?: PersonWrite & { pid: string };
    },
  ): Promise<PaymentView>;
  /** Where the booking's payment stands, brought up to date with the provider by the gateway. */
  payment(booking: number): Promise<PaymentView>;
}

/**
 * The first two reads (the shows and the event) send no header of their own, so the browser
 * answers them from a site's `<link rel="preload" as="fetch" crossorigin href="…">` of the same
 * URL (README, "Starting the event's reads early"): a preload is reused only when the request adds
 * no header (Chromium compares them; `Accept` included). JSON is what the service answers anyway.
 */
const PRELOADABLE = { Accept: null };

/** A signal that aborts with either (AbortSignal.any, which browsers before 2024 lack). */
function either(a: AbortSignal | undefined, b: AbortSignal): AbortSignal {
  if (!a) return b;
  const both = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) both.abort(signal.reason);
    else signal.addEventListener('abort', () => both.abort(signal.reason), { once: true });
  }
  return both.signal;
}

export function createFlowApi(
  options: Pick<BookingFlowOptions, 'apiBase' | 'fetch' | 'middleware' | 'timeoutMs' | 'now'>,
  session: SessionHolder,
  backoff: Backoff,
): FlowApi {
  const client: ApiClient = createClient({
    baseUrl: options.apiBase,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 20_000,
  });
  for (const middleware of options.middleware ?? []) client.use(middleware);
  client.use(sessionMiddleware(session));
  const clock = createServiceClock(options.now ?? Date.now);
  client.use(clock.middleware);
  let ticketLimit: number | null = null;
  let payments: string | null | undefined;
  let queueing = '';
  client.use({
    onResponse({ response }) {
      const limit = Number(response.headers.get(TICKET_LIMIT_HEADER) ?? NaN);
      if (Number.isSafeInteger(limit) && limit >= 1) ticketLimit = limit;
      payments = response.headers.get(PAYMENTS_HEADER) || null;
      queueing = response.headers.get(QUEUEING_HEADER) ?? '';
      return undefined;
    },
  });
  client.use(idempotencyMiddleware());
  let pass: string | null = null;
  /** The place token of the last queue answer, per event: sent with the next poll. */
  const places = new Map<string, string>();
  client.use({
    onRequest({ request }) {
      if (pass === null || request.method === 'GET' || request.method === 'HEAD') return undefined;
      const headers = new Headers(request.headers);
      headers.set(QUEUE_PASS_HEADER, pass);
      return new Request(request, { headers });
    },
    onResponse({ request, response }) {
      // Used once it let a write through.
      if (response.ok && request.headers.get(QUEUE_PASS_HEADER) === pass) pass = null;
      return undefined;
    },
  });
  const fetchQueue = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const visitor = visitorTokens(session);
  client.use(visitor.middleware);

  // Every request below is a call of the typed client, so its path, path parameters, query and
  // body are checked against the generated contract; these helpers only run the call.

  // Reads stop with the flow (`backoff.signal`); a write in flight is let finish, so what it
  // did is saved for the next flow on this page to resume.
  // A caller's own `signal` (a component that left the page) stops the read as well.
  const read = <T>(
    request: (signal: AbortSignal | undefined) => Promise<FetchResult<T>>,
    signal?: AbortSignal,
  ): Promise<T> => {
    const stop = signal ? either(backoff.signal, signal) : backoff.signal;
    return withRetry({ ...backoff, signal: stop }, async () => unwrap(await request(stop)));
  };
  /** A write, sent once; its response for the headers a caller reads. */
  const send = async (request: Promise<FetchResult<unknown>>): Promise<Response> => {
    const result = await request;
    unwrap(result);
    return result.response;
  };
  const write = async (request: Promise<FetchResult<unknown>>): Promise<void> => {
    await send(request);
  };

  /** Whether the array PATCH of tickets is served (a gateway may serve only the record PATCH). */
  let arrayPatch = true;

  return {
    shows: (event, signal) =>
      read(
        (stop) =>
          client.GET('/shows/', {
            signal: stop,
            headers: PRELOADABLE,
            params: {
              query: {
                filters: { event },
                properties: { event: 1, venue: 1, capacity: 1 },
                orderBy: { start: 'asc' },
              },
            },
          }),
        signal,
      ),
    capacity: async (show) =>
      (
        await read((signal) =>
          client.GET('/shows/{pid}', {
            signal,
            params: { path: { pid: show }, query: { properties: { capacity: 1 } } },
          }),
        )
      ).capacity,
    event: (event) =>
      read((signal) =>
        client.GET('/events/{pid}', {
          signal,
          headers: PRELOADABLE,
          params: {
            path: { pid: event },
            query: { properties: { prices: 1, options: 1, ticketoptiongroups: 1 } },
          },
        }),
      ),
    groups: (event) =>
      read((signal) =>
        client.GET('/ticketoptiongroups/', {
          signal,
          params: { query: { filters: { event }, properties: { ticketoptions: 1 } } },
        }),
      ),
    deliveryRates: (host) =>
      read((signal) =>
        client.GET('/deliveryrates/', {
          signal,
          params: { query: { filters: { host }, orderBy: { created: 'asc' } } },
        }),
      ),
    sectors: (venue) =>
      read((signal) => client.GET('/venues/{pid}/sectors/', { signal, params: { path: { pid: venue } } })),
    booking: (pid, receipt = false) =>
      read((signal) =>
        client.GET('/bookings/{pid}', {
          signal,
          params: {
            path: { pid },
            query: {
              properties: receipt ? { tickets: 1, customer: 1, deliveries: 1 } : { tickets: 1 },
            },
          },
        }),
      ),
    createPerson: (body) => createRecord(client, '/persons/', body),
    createBooking: (body) => createRecord(client, '/bookings/', body),
    createTickets: (bodies) => write(client.POST('/tickets/', { body: bodies })),
    deleteTicket: (pid) => write(client.DELETE('/tickets/{pid}', { params: { path: { pid } } })),
    showSeats: (show, signal) =>
      read(
        (stop) => client.GET('/shows/{pid}/seats/', { signal: stop, params: { path: { pid: show } } }),
        signal,
      ),
    wheelchairSpaces: (show) =>
      read((stop) =>
        client.GET('/shows/{pid}/seats/', {
          signal: stop,
          params: { path: { pid: show }, query: { filters: { accessible: true } } },
        }),
      ),
    moveTicket: (pid, seat) =>
      write(client.PATCH('/tickets/{pid}', { params: { path: { pid } }, body: { seat } })),
    async patchTickets(items) {
      if (items.length === 0) return;
      if (arrayPatch && items.length > 1) {
        try {
          return await write(client.PATCH('/tickets/', { body: items }));
        } catch (error) {
          // 404/405: this server edits tickets one by one; remember and fall through.
          if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 405)) throw error;
          arrayPatch = false;
        }
      }
      await Promise.all(
        items.map(({ pid, ...body }) =>
          write(client.PATCH('/tickets/{pid}', { params: { path: { pid } }, body })),
        ),
      );
    },
    async patchBooking(pid, body) {
      const response = await send(client.PATCH('/bookings/{pid}', { params: { path: { pid } }, body }));
      return { emailSent: response.headers.get(CONFIRMATION_EMAIL_HEADER) === 'sent' };
    },
    patchPerson: (pid, body) => write(client.PATCH('/persons/{pid}', { params: { path: { pid } }, body })),
    sendEmail: (booking, missing) =>
      write(
        client.POST('/email/send', {
          body: { booking, type: 'confirmation' },
          ...(missing ? { headers: { [CONFIRMATION_EMAIL_HEADER]: CONFIRMATION_EMAIL_MISSING } } : {}),
        }),
      ),
    serviceOffset: clock.offset,
    ticketLimit: () => ticketLimit,
    queueing: () => queueing,
    payments: () => payments,
    startPayment: async (booking, body) =>
      unwrap(
        (await (client as unknown as GatewayRoutes).POST('/bookings/{pid}/payment', {
          params: { path: { pid: booking } },
          body,
        })) as FetchResult<PaymentView>,
      ),
    payment: (booking) =>
      read(
        async (signal) =>
          (await (client as unknown as GatewayRoutes).GET('/bookings/{pid}/payment', {
            signal,
            params: { path: { pid: booking } },
          })) as FetchResult<PaymentView>,
      ),
    visitor,
    queuePass: { hold: (held) => void (pass = held), held: () => pass !== null },
    async queue(method, event) {
      const headers = new Headers({ Accept: 'application/json' });
      const token = session.get();
      if (token) headers.set(SESSION_HEADER, token);
      // A join repeated after its answer was lost is the same join: the gateway replays its answer
      // (with the session that holds the place) instead of refusing a second place.
      if (method === 'POST') headers.set(IDEMPOTENCY_KEY_HEADER, crypto.randomUUID());
      // The place as last told: whichever gateway instance the poll reaches answers it from memory.
      const place = places.get(event);
      if (method === 'GET' && place) headers.set(QUEUE_PLACE_HEADER, place);
      const url = `${options.apiBase.replace(/\/+$/, '')}/queue/${encodeURIComponent(event)}`;
      const response = await withRetry(backoff, async () => {
        try {
          return await fetchQueue(new Request(url, { method, headers, signal: backoff.signal }));
        } catch (error) {
          throw new NetworkError(error);
        }
      });
      const issued = response.headers.get(SESSION_HEADER);
      if (issued) session.set(issued);
      const told = response.headers.get(QUEUE_PLACE_HEADER);
      if (told) places.set(event, told);
      else places.delete(event);
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw ApiError.from(response, body);
      return body as QueueAnswer;
    },
  };
}
