/**
 * From the service's show records to the show list: each show with its availability and the
 * venue's zone, and the event they belong to. Pure functions; the script-tag build's first render
 * needs only these of the catalogue (`catalogue.ts` builds the rest once a show is picked).
 */
import { parseDateTime } from '../api/date-time.js';
import type { EventRecord, ShowRecord } from './api.js';
import type { Availability, EventInfo, ShowInfo, VenueInfo } from './types.js';

const DEFAULT_ZONE = 'Europe/Zurich';

/**
 * `soldOut` at 0, `few` from 1 up to `fewLeft`, else `available`. Unknown (null) counts as
 * available: the service still refuses what it cannot hold.
 */
export function availabilityOf(available: number | null, fewLeft: number): Availability {
  if (available === null) return 'available';
  if (available <= 0) return 'soldOut';
  return available <= fewLeft ? 'few' : 'available';
}

function venueOf(show: ShowRecord): VenueInfo {
  const venue = show.venue;
  if (typeof venue === 'string') return { pid: venue, name: '', city: '', timeZone: DEFAULT_ZONE };
  return { pid: venue.pid, name: venue.name, city: venue.city, timeZone: venue.timezone || DEFAULT_ZONE };
}

export function toShowInfo(show: ShowRecord, fewLeft: number): ShowInfo {
  const available = show.capacity?.total.available ?? null;
  return {
    pid: show.pid,
    start: parseDateTime(show.start),
    venue: venueOf(show),
    available,
    availability: availabilityOf(available, fewLeft),
  };
}

export function toEventInfo(event: Omit<EventRecord, 'shows' | 'prices' | 'options'>): EventInfo {
  return {
    pid: event.pid,
    name: event.name,
    currency: event.currency,
    allowDigital: event.allow_digital_dispatch,
  };
}

/** The event of a show list (expanded with `properties[event]`), if any. */
export function eventOfShows(shows: ShowRecord[]): EventInfo | null {
  const event = shows.find((show) => typeof show.event !== 'string')?.event;
  return event && typeof event !== 'string' ? toEventInfo(event) : null;
}
