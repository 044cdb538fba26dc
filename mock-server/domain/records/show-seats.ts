/**
 * `GET /shows/<pid>/seats/` (an extension, DESIGN.md §4 "Seats"): the seats of the show's venue,
 * each with its read-only `status` for the show (`free`, `reserved`, `sold`). The list is a
 * collection like any other: every filter form applies (`filters[status]=free`,
 * `filters[sector]=<pid>`, `filters[sector][name]=Parkett`, `filters[accessible]=1`, …), as do
 * `orderBy`, `page`, `maxResults` and `X-Count`. Seats come in creation order. Nothing about who
 * holds a seat is shown: no booking, person or ticket.
 */
import { SEAT_STATUSES, type SeatStatus } from '../../schemas/seats';
import { actorZone, visible, type Actor } from '../access';
import { DomainError } from '../errors';
import { parsePid, type Pid } from '../model';
import { QueryError } from '../query/errors';
import { runListQuery } from '../query/run';
import type { ListQuery, QueryModel, QuerySource } from '../query/types';
import { seatStatus } from '../rules/seat-map';
import { isStoredRecord, type Stored } from '../store';
import { notFoundError, settle, type ServiceContext } from './context';
import { EMPTY_QUERY, queryError, StoreLookup, type ListResultRead } from './read';
import { renderRecord } from './render';

/** The seat model plus the computed `status`. */
function withStatus(model: QueryModel): QueryModel {
  return {
    field(resource, name) {
      if (resource === 'seats' && name === 'status') return { type: 'enum', values: SEAT_STATUSES };
      return model.field(resource, name);
    },
    // Seats have no expansions; `properties[...]` is refused by name.
    property: () => false,
  };
}

export function listShowSeats(
  ctx: ServiceContext,
  actor: Actor,
  showPid: Pid | string,
  query: Partial<ListQuery> = {},
): ListResultRead {
  settle(ctx, actor);
  const { store } = ctx;
  const key = parsePid('shows', String(showPid));
  const show = key === undefined ? undefined : visible(store, actor, 'shows', key);
  if (!show) throw notFoundError('Show', showPid);

  const views: (Stored<'seats'> & { status: SeatStatus })[] = [];
  for (const sector of store.select('sectors', 'host', show.venue)) {
    for (const pid of store.lookup('seats', 'sector', sector.pid)) {
      const seat = store.get('seats', pid);
      if (!seat) continue;
      // A view that reads through to the seat (its fields and relations), with the status of
      // this show.
      const view: Stored<'seats'> & { status: SeatStatus } = Object.create(seat);
      view.status = seatStatus(store, show.pid, seat.pid);
      views.push(view);
    }
  }
  views.sort((a, b) => a._seq - b._seq);
  const source: QuerySource = { all: () => views };

  const full: ListQuery = { ...EMPTY_QUERY, ...query };
  let result;
  try {
    result = runListQuery(
      'seats',
      full,
      source,
      withStatus(ctx.model),
      new StoreLookup(store, actorZone(store, actor)),
    );
  } catch (error) {
    if (error instanceof QueryError) throw queryError(error);
    throw error;
  }
  const items = result.items.map((view) => {
    if (!isStoredRecord(view))
      throw new DomainError('internal_error', 'The query answered a view that holds no seat.');
    const out = renderRecord(store, 'seats', view);
    out.status = view.status;
    return out;
  });
  return { total: result.total, items };
}
