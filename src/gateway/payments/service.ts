/**
 * The writes the gateway makes to the service on its own behalf once a payment arrived:
 * confirming the booking with the delivery the buyer chose, asking for its confirmation e-mail,
 * and, when the service released the tickets before the money came, a new booking of the same
 * customer with the same tickets (the same seats) and extras.
 */
import { pidFromLocation } from '../../api/create.js';
import { isObject } from '../json-values.js';
import { GatewayError } from '../problem.js';
import type { Upstream } from '../upstream.js';
import type { Charge } from './charge.js';

/** The service's refusal of a write: its problem's code and detail. */
export interface Refusal {
  status: number;
  code: string;
  detail: string;
}

/** The problem of a refused answer (4xx); transport failures and 5xx throw instead. */
async function refusalOf(response: Response): Promise<Refusal> {
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // A refusal without a problem document: its status says enough.
  }
  const problem = isObject(body) ? body : {};
  return {
    status: response.status,
    code: typeof problem.code === 'string' ? problem.code : `http_${response.status}`,
    detail: typeof problem.detail === 'string' ? problem.detail.slice(0, 500) : '',
  };
}

/** A 4xx is the service's answer; anything else is not an answer yet (the caller tries again later). */
async function outcome(response: Response): Promise<Refusal | null> {
  if (response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (response.status >= 400 && response.status < 500) return refusalOf(response);
  await response.body?.cancel().catch(() => undefined);
  throw new GatewayError('upstream_unavailable', `The ticketing service answered ${response.status}.`);
}

/** Confirms `booking`; null when confirmed, else the service's refusal. */
export async function confirmBooking(upstream: Upstream, booking: string, delivery: boolean) {
  const body = delivery ? { confirmation: true, delivery: true } : { confirmation: true };
  const response = await upstream.answer(
    upstream.client.PATCH('/bookings/{pid}', { params: { path: { pid: Number(booking) } }, body }),
  );
  return outcome(response);
}

/** Asks the service for the confirmation e-mail; true when it took it. */
export async function sendEmail(upstream: Upstream, booking: string): Promise<boolean> {
  const response = await upstream.answer(
    upstream.client.POST('/email/send', { body: { booking: Number(booking), type: 'confirmation' } }),
  );
  return (await outcome(response)) === null;
}

/** Deletes a booking the gateway made and could not use (its tickets go with it). */
export async function dropBooking(upstream: Upstream, booking: string): Promise<void> {
  const response = await upstream.answer(
    upstream.client.DELETE('/bookings/{pid}', { params: { path: { pid: Number(booking) } } }),
  );
  await response.body?.cancel().catch(() => undefined);
}

/** Creates an empty booking for the charge's customer; its pid. */
export async function createBooking(upstream: Upstream, charge: Charge): Promise<string> {
  const response = await upstream.answer(
    upstream.client.POST('/bookings/', { body: { customer: charge.customer } }),
  );
  const refused = await outcome(response);
  if (refused) {
    throw new GatewayError(
      'upstream_unavailable',
      `The ticketing service did not create the booking: ${refused.code}.`,
    );
  }
  return String(pidFromLocation(response.headers.get('location'), '/bookings/'));
}

/**
 * Reserves the charge's tickets (each on its seat, with its answers) and extras on `booking`,
 * all or none; null when they are held, else the service's refusal (a seat taken, a sector sold out).
 */
export async function reserveAgain(upstream: Upstream, booking: string, charge: Charge) {
  const tickets = charge.tickets.map((ticket) => ({
    booking: Number(booking),
    show: ticket.show,
    price: ticket.price,
    sector: ticket.sector,
    ...(ticket.seat === null ? {} : { seat: ticket.seat }),
    ...(ticket.ticket_options.length > 0 ? { ticket_options: ticket.ticket_options } : {}),
  }));
  const reserved = await upstream.answer(upstream.client.POST('/tickets/', { body: tickets }));
  const refused = await outcome(reserved);
  if (refused || charge.options.length === 0) return refused;
  return outcome(
    await upstream.answer(
      upstream.client.PATCH('/bookings/{pid}', {
        params: { path: { pid: Number(booking) } },
        body: { options: charge.options },
      }),
    ),
  );
}
