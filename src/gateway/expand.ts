/**
 * Event reads whose ticket option groups carry their ticket options. The service expands
 * `properties` one level deep only, so a page that asks for an event's groups would have to read
 * the groups once more for their ticket options (the per-ticket questions). The gateway makes
 * that second read on the server side, next to the service, and saves the visitor a round trip.
 *
 * The enrichment is a convenience, never a condition: whenever the second read fails or does not
 * match the event's groups, the event is answered exactly as the service sent it, without the
 * `X-Gateway-Expanded` header, and the page reads the groups itself.
 */
import type { Context, Expand, Expansion } from './context.js';
import { EXPANDED_GROUP_OPTIONS, EXPANDED_HEADER } from './cors.js';
import { isObject, refOf } from './json-values.js';

type Data = Record<string, unknown>;

/** The event's groups with their ticket options, by upper-case pid; null when unreadable. */
async function groupsWithOptions(ctx: Context, event: string): Promise<Map<string, Data> | null> {
  try {
    // No `maxResults`: the service answers every group of the event in one page.
    const response = await ctx.cache.read(
      `GET /ticketoptiongroups/ event=${event} expand`,
      'catalogue',
      () =>
        ctx.upstream.answer(
          ctx.upstream.client.GET('/ticketoptiongroups/', {
            params: { query: { filters: { event }, properties: { ticketoptions: 1 } } },
          }),
        ),
      ctx.memory,
    );
    const list = await ctx.upstream.json(response);
    if (!Array.isArray(list)) return null;
    const groups = new Map<string, Data>();
    for (const group of list as unknown[]) {
      if (!isObject(group) || !Array.isArray(group.ticketoptions)) return null;
      const pid = refOf(group.pid);
      if (pid === null) return null;
      groups.set(pid.toUpperCase(), group);
    }
    return groups;
  } catch {
    // A failed, refused or unreadable read (also a timeout) leaves the event as it was.
    return null;
  }
}

/**
 * For `GET /events/<event>` with `properties[ticketoptiongroups]`: replaces each group of the
 * event's array (same order, every field kept) with the groups list's record of it, which adds
 * `ticketoptions`. An event without groups costs no second read.
 */
export function eventGroupOptions(ctx: Context, event: string): Expand {
  return async (record, query): Promise<Expansion | null> => {
    if (!query.some(([key]) => key === 'properties[ticketoptiongroups]')) return null;
    const own = record.ticketoptiongroups;
    if (!Array.isArray(own) || own.length === 0) return null;
    const listed = await groupsWithOptions(ctx, event);
    if (!listed) return null;
    const groups: Data[] = [];
    for (const group of own as unknown[]) {
      const full = listed.get(refOf(group)?.toUpperCase() ?? '');
      // A group deleted between the two reads: the answers disagree, so the event stays as read.
      if (!full) return null;
      groups.push(isObject(group) ? { ...group, ...full } : full);
    }
    return {
      record: { ...record, ticketoptiongroups: groups },
      headers: { [EXPANDED_HEADER]: EXPANDED_GROUP_OPTIONS },
    };
  };
}
