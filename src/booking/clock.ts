/**
 * The service's clock as the device sees it. A reservation's deadline (`expires`) is the
 * service's time; a device clock minutes off would count down minutes wrong. Each answer's
 * `Date` header carries the service's time, so the flow keeps the difference (service minus
 * device) from the answer that read the reservation and counts down by `device + offset`.
 */
import type { Middleware } from 'openapi-fetch';

/**
 * A `Date` header is whole seconds (the service's time lies within the second after it), and
 * the answer took a moment to arrive: a difference smaller than this is the device being right.
 */
const RESOLUTION_MS = 1500;

/** Service time minus device time from a `Date` header read at `receivedAt`; null without one. */
export function offsetOf(date: string | null, receivedAt: number): number | null {
  if (!date) return null;
  const service = Date.parse(date);
  if (Number.isNaN(service)) return null;
  // The middle of the header's second is the best guess of the service's time.
  const offset = service + 500 - receivedAt;
  return Math.abs(offset) < RESOLUTION_MS ? 0 : offset;
}

export interface ServiceClock {
  /** Service minus device time seen on the last answer with a `Date`, else null. */
  offset(): number | null;
  /** Notes the `Date` of every answer. */
  middleware: Middleware;
}

export function createServiceClock(now: () => number): ServiceClock {
  let last: number | null = null;
  return {
    offset: () => last,
    middleware: {
      onResponse({ response }) {
        const offset = offsetOf(response.headers.get('date'), now());
        if (offset !== null) last = offset;
        return undefined;
      },
    },
  };
}
