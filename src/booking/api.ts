/**
 * The requests of the booking flow, over the typed client. Reads are retried with backoff;
 * writes are sent once (the flow reconciles an uncertain write by reading before any retry).
 */
import { createClient, type ApiClient } from '../api/client.js';
import { createRecord } from '../api/create.js';
import { ApiError, unwrap, type FetchResult } from '../api/errors.js';
import type { components } from '../api/schema.js';
import { CONFIRMATION_EMAIL_HEADER } from '../api/gateway-headers.js';
import { sessionMiddleware, withRetry, type Backoff, type SessionHolder } from './net.js';
import type { BookingFlowOptions } from './types.js';

type Schemas = components['schemas'];
export type ShowRecord = Schemas['Show'];
export type Capacity = Schemas['ShowCapacity'];
export type EventRecord = Schemas['Event'];
export type GroupRecord = Schemas['TicketOptionGroup'];
export type SectorRecord = Schemas['Sector'];
export type BookingRecord = Schemas['Booking'];
export type TicketRecord = Schemas['Ticket'];
export type TicketCreate = Schemas['TicketCreate'];
export type BookingPatch = Schemas['BookingPatch'];
export type PersonWrite = Schemas['PersonPatch'];
export type DeliveryRateRecord = Schemas['DeliveryRate'];

export interface FlowApi {
  /** The event's shows with their event, venue and availability, earliest first. */
  shows(event: string): Promise<ShowRecord[]>;
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
  /** The booking with its tickets (and deliveries when asked). */
  booking(pid: number, deliveries?: boolean): Promise<BookingRecord>;
  createPerson(body: PersonWrite): Promise<string>;
  createBooking(body: Schemas['BookingCreate']): Promise<number>;
  createTickets(bodies: TicketCreate[]): Promise<void>;
  deleteTicket(pid: string): Promise<void>;
  /** Sets the ticket options of several tickets: one array PATCH where the server takes it. */
  patchTickets(items: { pid: string; ticket_options: string[] }[]): Promise<void>;
  /**
   * Edits (or confirms) the booking. `emailSent`: the server says it has sent the confirmation
   * e-mail along with the confirmation (the gateway does), so the flow need not ask for it.
   */
  patchBooking(pid: number, body: BookingPatch): Promise<{ emailSent: boolean }>;
  patchPerson(pid: string, body: PersonWrite): Promise<void>;
  sendEmail(booking: number): Promise<void>;
}

type Untyped = (path: string, init: Record<string, unknown>) => Promise<FetchResult<unknown>>;

export function createFlowApi(
  options: Pick<BookingFlowOptions, 'apiBase' | 'fetch' | 'middleware' | 'timeoutMs'>,
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

  // Reads stop with the flow (`backoff.signal`); a write in flight is let finish, so what it
  // did is saved for the next flow on this page to resume.
  const read = <T>(path: string, init: Record<string, unknown>): Promise<T> =>
    withRetry(backoff, async () =>
      unwrap(
        (await (client.GET as unknown as Untyped)(path, {
          ...init,
          signal: backoff.signal,
        })) as FetchResult<T>,
      ),
    );
  /** A write, sent once; its response for the headers a caller reads. */
  const send = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, init: Record<string, unknown>) => {
    const result = await (client[method] as unknown as Untyped)(path, init);
    unwrap(result);
    return result.response;
  };
  const write = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, init: Record<string, unknown>) => {
    await send(method, path, init);
  };

  /** Whether the array PATCH of tickets is served (a gateway may serve only the record PATCH). */
  let arrayPatch = true;

  return {
    shows: (event) =>
      read('/shows/', {
        params: {
          query: {
            filters: { event },
            properties: { event: 1, venue: 1, capacity: 1 },
            orderBy: { start: 'asc' },
          },
        },
      }),
    capacity: async (show) =>
      (
        await read<ShowRecord>('/shows/{pid}', {
          params: { path: { pid: show }, query: { properties: { capacity: 1 } } },
        })
      ).capacity,
    event: (event) =>
      read('/events/{pid}', {
        params: {
          path: { pid: event },
          query: { properties: { prices: 1, options: 1, ticketoptiongroups: 1 } },
        },
      }),
    groups: (event) =>
      read('/ticketoptiongroups/', {
        params: { query: { filters: { event }, properties: { ticketoptions: 1 } } },
      }),
    deliveryRates: (host) =>
      read('/deliveryrates/', {
        params: { query: { filters: { host }, orderBy: { created: 'asc' } } },
      }),
    sectors: (venue) => read('/venues/{pid}/sectors/', { params: { path: { pid: venue } } }),
    booking: (pid, deliveries = false) =>
      read('/bookings/{pid}', {
        params: {
          path: { pid },
          query: { properties: deliveries ? { tickets: 1, deliveries: 1 } : { tickets: 1 } },
        },
      }),
    createPerson: (body) => createRecord(client, '/persons/', body),
    createBooking: (body) => createRecord(client, '/bookings/', body),
    createTickets: (bodies) => write('POST', '/tickets/', { body: bodies }),
    deleteTicket: (pid) => write('DELETE', '/tickets/{pid}', { params: { path: { pid } } }),
    async patchTickets(items) {
      if (items.length === 0) return;
      if (arrayPatch && items.length > 1) {
        try {
          return await write('PATCH', '/tickets/', { body: items });
        } catch (error) {
          // 404/405: this server edits tickets one by one; remember and fall through.
          if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 405)) throw error;
          arrayPatch = false;
        }
      }
      await Promise.all(
        items.map(({ pid, ...body }) =>
          write('PATCH', '/tickets/{pid}', { params: { path: { pid } }, body }),
        ),
      );
    },
    async patchBooking(pid, body) {
      const response = await send('PATCH', '/bookings/{pid}', { params: { path: { pid } }, body });
      return { emailSent: response.headers.get(CONFIRMATION_EMAIL_HEADER) === 'sent' };
    },
    patchPerson: (pid, body) => write('PATCH', '/persons/{pid}', { params: { path: { pid } }, body }),
    sendEmail: (booking) => write('POST', '/email/send', { body: { booking, type: 'confirmation' } }),
  };
}
