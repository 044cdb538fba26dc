/**
 * `listEvents(upstream)`: the events the gateway's back-office login can see, with their pids,
 * so a site owner can fill `events.pids` (or `events.hosts`) and the widget's `event` attribute.
 * The `ticket-booking-events` command (events-cli.ts) prints the same list.
 */
import { createTokenManager } from '../api/auth.js';
import { createClient } from '../api/client.js';
import { readAll } from '../api/pagination.js';
import type { GatewayUpstreamOptions } from './options.js';

export interface EventSummary {
  pid: string;
  name: string;
  /** The host (organiser) pid: `events.hosts` sells every event of a host. */
  host: string;
  /** How many shows the event has, and the first and last start (ISO 8601), null without shows. */
  shows: number;
  first: string | null;
  last: string | null;
}

/** Every event of the login's hosts, by name, read page by page. */
export async function listEvents(upstream: GatewayUpstreamOptions): Promise<EventSummary[]> {
  const tokens = createTokenManager({
    baseUrl: upstream.baseUrl,
    clientId: upstream.clientId,
    clientSecret: upstream.clientSecret,
    username: upstream.username,
    password: upstream.password,
    refreshToken: upstream.refreshToken,
    store: upstream.refreshTokenStore,
    fetch: upstream.fetch,
    timeoutMs: upstream.timeoutMs,
  });
  const client = createClient({
    baseUrl: upstream.baseUrl,
    fetch: upstream.fetch,
    auth: tokens,
    timeoutMs: upstream.timeoutMs,
  });
  const events = await readAll(client, '/events/', {
    query: { properties: { shows: 1 }, orderBy: { name: 'asc' } },
  });
  return events.map((event) => {
    // Offsets differ across a change of summer time: order by instant, not by text.
    const starts = (event.shows ?? [])
      .map((show) => show.start)
      .sort((a, b) => Date.parse(a) - Date.parse(b));
    return {
      pid: event.pid,
      name: event.name,
      host: event.host,
      shows: starts.length,
      first: starts[0] ?? null,
      last: starts.at(-1) ?? null,
    };
  });
}
