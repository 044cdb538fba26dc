/**
 * What the rules share: where an item sits in the request body (for `property_path`), and the
 * words of their messages, which name records the way a QA engineer recognises them ("sector
 * Balkon", "show Die Zauberflöte on 2026-12-31 19:30 (<pid>)", "booking 1234-5678-9012").
 */
import { hostZone } from '../access';
import { DomainError, type ErrorCode, type PropertyError } from '../errors';
import type { Pid } from '../model';
import type { Store } from '../store';
import { formatInstant } from '../time';

type Data = Readonly<Record<string, unknown>>;

/** The path prefix of a new record in its request: `[2].` for an item of an array create. */
export function createPath(record: { readonly batchId?: string; readonly batchOrder?: number }): string {
  return record.batchId === undefined ? '' : `[${record.batchOrder ?? 0}].`;
}

/** "1 ticket", "3 tickets". */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}

/** A record's `name`, or its pid when it has none. */
export function nameOf(record: Data | undefined, pid: unknown): string {
  return typeof record?.name === 'string' && record.name !== '' ? record.name : String(pid);
}

/** "Die Zauberflöte on 2026-12-31 19:30 (<pid>)": the event and the start in the venue's zone. */
export function showLabel(store: Store, pid: Pid): string {
  const show = store.get('shows', pid);
  if (!show) return String(pid);
  const event = store.get('events', show.event);
  const zone = store.get('venues', show.venue)?.timezone;
  const start =
    typeof show.start === 'number'
      ? formatInstant(show.start, typeof zone === 'string' ? zone : hostZone(store, show._host))
          .slice(0, 16)
          .replace('T', ' ')
      : '';
  return `${nameOf(event, show.event)}${start ? ` on ${start}` : ''} (${pid})`;
}

/** "1234-5678-9012". */
export function bookingLabel(booking: Data | undefined, pid: unknown): string {
  return typeof booking?.pid_readable === 'string' ? booking.pid_readable : String(pid);
}

/** A rule's refusal: the code, "<what>: <why>" and the offending fields. */
export function refuse(code: ErrorCode, message: string, errors: PropertyError[] = []): DomainError {
  return new DomainError(code, message, errors);
}

/** "Could not reserve 3 tickets", "Could not edit ticket <pid>", "Could not edit 2 tickets". */
export function ticketAction(creating: boolean, tickets: readonly { pid: Pid }[]): string {
  if (creating) return `Could not reserve ${plural(tickets.length, 'ticket')}`;
  return tickets.length === 1
    ? `Could not edit ticket ${tickets[0]!.pid}`
    : `Could not edit ${plural(tickets.length, 'ticket')}`;
}

/** The first `limit` messages of `errors` in one sentence, for the `detail` of a problem. */
export function summarise(errors: readonly PropertyError[], limit = 3): string {
  const shown = errors.slice(0, limit).map((e) => e.message.replace(/\.$/, ''));
  const more = errors.length > limit ? `; and ${errors.length - limit} more` : '';
  return `${shown.join('; ')}${more}.`;
}
