/**
 * Edits of the catalogue that would break what tickets already hold (409 `validation_failed`):
 * a sector's capacity below the tickets a show has in it (capacity is never exceeded), a sector
 * with tickets moved to another venue, and a show with tickets moved to another event or venue
 * (its tickets' sectors, prices and ticket options are those of the old ones). Limitations may
 * be lowered below what is used: that only stops further sales (`available` reads 0).
 */
import type { PropertyError } from '../errors';
import { sectorUse } from './counters';
import type { RecordRules } from './types';
import { nameOf, plural, refuse, showLabel, summarise } from './support';

export const catalogueRules: RecordRules = {
  name: 'catalogue',
  beforeUpdate(ctx, resource, changes) {
    const { store } = ctx;
    const errors: PropertyError[] = [];
    if (resource === 'sectors') {
      for (const { before, after, path } of changes) {
        const next = after;
        const name = nameOf(before, before.pid);
        for (const show of store.select('shows', 'venue', before.host, false)) {
          const { sold, reserved } = sectorUse(show, before.pid);
          const held = sold + reserved;
          if (held === 0) continue;
          if (next.host !== before.host) {
            errors.push({
              property_path: `${path}host`,
              message: `Show ${showLabel(store, show.pid)} has ${plural(held, 'ticket')} in sector ${name}, so it cannot move to another venue.`,
            });
          } else if (typeof next.capacity === 'number' && next.capacity < held) {
            errors.push({
              property_path: `${path}capacity`,
              message: `Show ${showLabel(store, show.pid)} has ${plural(held, 'ticket')} in sector ${name}; its capacity cannot be less than ${held}.`,
            });
          }
        }
      }
    } else if (resource === 'shows') {
      for (const { before, after, path } of changes) {
        const held = store.lookup('tickets', 'show', before.pid).size;
        if (held === 0) continue;
        for (const field of ['event', 'venue'] as const) {
          if (after[field] === before[field]) continue;
          errors.push({
            property_path: `${path}${field}`,
            message: `Show ${showLabel(store, before.pid)} has ${plural(held, 'ticket')}, so its ${field} cannot change.`,
          });
        }
      }
    } else return;
    if (errors.length > 0) {
      const what =
        changes.length === 1
          ? `Could not edit ${resource.slice(0, -1)} ${changes[0]!.before.pid}`
          : `Could not edit ${changes.length} ${resource}`;
      throw refuse('validation_failed', `${what}: ${summarise(errors)}`, errors);
    }
  },
};
