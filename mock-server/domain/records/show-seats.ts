/**
 * `GET /shows/<pid>/seats/` (an extension, DESIGN.md §4 "Seats"): the seats of the show's venue,
 * each with its read-only `status` for the show (`free`, `reserved`, `sold`). The list is a
 * collection like any other: every filter form applies (`filters[status]=free`,
 * `filters[sector]=<pid>`, `filters[sector][name]=Parkett`, `filters[accessible]=1`, …), as do
 * `orderBy`, `page`, `maxResults` and `X-Count`. Seats come in creation order. Nothing about who
 * holds a seat is shown: no booking, person or ticket.
 *
 * A venue of an arena has 10,000 seats and a seat map reads them all, often. So:
 *
 * - the seats of a venue (in creation order, and by sector) are kept while the seats and sectors
 *   tables keep their revision, and a seat's status is one probe of the show's held seats
 *   (`heldSeats`, an index the store keeps with the tickets);
 * - the common queries (no order, filters only on `status` and `sector` by pid, AND-ed) run
 *   straight over those lists and stop once the page is full when the total is known without
 *   counting (`filters[status]=free`: the venue's seats less the held ones);
 * - each seat's JSON is kept with the seat record (records are replaced, never changed, so the
 *   record is the key), and the route's body is those pieces joined with each status.
 *
 * Every other query goes through the query engine over views of the seats with their status.
 * Both ways check the query the same way (it is compiled first), so errors do not depend on it.
 */
import { SEAT_STATUSES, type SeatStatus } from '../../schemas/seats';
import { actorZone, hostZone, visible, type Actor } from '../access';
import { DomainError } from '../errors';
import { parsePid, type Pid } from '../model';
import { compileQuery } from '../query/compile';
import { QueryError } from '../query/errors';
import { runListQuery } from '../query/run';
import type { FilterCondition, ListQuery, QueryModel, QuerySource } from '../query/types';
import { heldRevision, heldSeats, statusOf } from '../rules/seat-map';
import { type Store, type Stored } from '../store';
import { notFoundError, settle, type ServiceContext } from './context';
import { EMPTY_QUERY, queryError, StoreLookup, type ListResultRead, type ReadRecord } from './read';
import { renderRecord } from './render';

type Seat = Stored<'seats'>;
type Picked = readonly (readonly [Seat, SeatStatus])[];

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

// ---------------------------------------------------------------------------------------------
// The seats of a venue, kept

interface VenueSeats {
  readonly seats: number;
  readonly sectors: number;
  /** Every seat of the venue, in creation order. */
  readonly all: readonly Seat[];
  readonly bySector: ReadonlyMap<Pid, readonly Seat[]>;
  readonly pids: ReadonlySet<Pid>;
}

const venues = new WeakMap<Store, Map<Pid, VenueSeats>>();

function venueSeats(store: Store, venue: Pid): VenueSeats {
  let cache = venues.get(store);
  if (!cache) venues.set(store, (cache = new Map()));
  const seats = store.revision('seats');
  const sectors = store.revision('sectors');
  const kept = cache.get(venue);
  if (kept && kept.seats === seats && kept.sectors === sectors) return kept;
  const all: Seat[] = [];
  const bySector = new Map<Pid, Seat[]>();
  for (const sector of store.select('sectors', 'host', venue)) {
    const own = store.select('seats', 'sector', sector.pid);
    bySector.set(sector.pid, own);
    all.push(...own);
  }
  all.sort((a, b) => a._seq - b._seq);
  const entry = { seats, sectors, all, bySector, pids: new Set(all.map((seat) => seat.pid)) };
  cache.set(venue, entry);
  return entry;
}

// ---------------------------------------------------------------------------------------------
// Rendering, kept per seat record

interface Rendered {
  readonly zone: string;
  readonly record: ReadRecord;
  /** The record's JSON without its closing brace: `{"pid":…,"updated":"…"`. */
  readonly head: string;
}

const rendered = new WeakMap<Seat, Rendered>();

function render(store: Store, seat: Seat, zone: string): Rendered {
  const kept = rendered.get(seat);
  if (kept?.zone === zone) return kept;
  const record = renderRecord(store, 'seats', seat);
  const entry = { zone, record, head: JSON.stringify(record).slice(0, -1) };
  rendered.set(seat, entry);
  return entry;
}

// ---------------------------------------------------------------------------------------------
// Selection

/** `filters[status]=<status>` and `filters[sector]=<pid>` (AND-ed), when that is all the query has. */
function simpleFilter(store: Store, query: ListQuery): { status?: SeatStatus; sector?: Pid } | undefined {
  if (query.orderBy.length > 0 || query.properties.length > 0) return undefined;
  const filter = query.filter;
  if (!filter) return {};
  const conditions: FilterCondition[] = [];
  if (filter.kind === 'condition') conditions.push(filter);
  else if (filter.logic === 'AND') {
    for (const child of filter.children) {
      if (child.kind !== 'condition') return undefined;
      conditions.push(child);
    }
  } else return undefined;
  const out: { status?: SeatStatus; sector?: Pid } = {};
  for (const { field, comp, value } of conditions) {
    if (comp !== 'eq' || field.length !== 1 || typeof value !== 'string') return undefined;
    const status = SEAT_STATUSES.find((known) => known === value);
    if (field[0] === 'status' && out.status === undefined && status !== undefined) out.status = status;
    else if (field[0] === 'sector' && out.sector === undefined && store.get('sectors', value))
      out.sector = value;
    else return undefined;
  }
  return out;
}

const isPid = (value: unknown): value is Pid => typeof value === 'string' || typeof value === 'number';

function pageWindow({ page, maxResults }: Pick<ListQuery, 'page' | 'maxResults'>): [number, number] {
  const p = Math.max(0, Math.floor(page));
  if (maxResults === null) return p === 0 ? [0, Infinity] : [Infinity, Infinity];
  const size = Math.max(1, Math.floor(maxResults));
  return [p * size, (p + 1) * size];
}

/** The page and the total of a simple query, straight over the venue's seats. */
function selectSimple(
  store: Store,
  show: Pid,
  venue: VenueSeats,
  filter: { status?: SeatStatus; sector?: Pid },
  query: ListQuery,
): { total: number; picked: Picked } {
  const held = heldSeats(store, show);
  const seats = filter.sector === undefined ? venue.all : (venue.bySector.get(filter.sector) ?? []);
  // The total without counting, when it is known: then the scan stops at the end of the page.
  let known: number | undefined;
  if (filter.status === undefined) known = seats.length;
  else if (filter.status === 'free' && filter.sector === undefined) {
    let occupied = 0;
    for (const pid of held.keys()) if (isPid(pid) && venue.pids.has(pid)) occupied++;
    known = seats.length - occupied;
  }
  const [start, end] = pageWindow(query);
  const picked: [Seat, SeatStatus][] = [];
  let n = 0;
  for (const seat of seats) {
    if (known !== undefined && n >= end) break;
    const status = statusOf(store, held.get(seat.pid));
    if (filter.status !== undefined && status !== filter.status) continue;
    if (n >= start && n < end) picked.push([seat, status]);
    n++;
  }
  return { total: known ?? n, picked };
}

/** Any other query: the query engine over views of the seats with their status. */
function selectByEngine(
  ctx: ServiceContext,
  actor: Actor,
  show: Pid,
  venue: VenueSeats,
  query: ListQuery,
): { total: number; picked: Picked } {
  const { store } = ctx;
  const held = heldSeats(store, show);
  const seatOfView = new Map<object, [Seat, SeatStatus]>();
  const views = venue.all.map((seat) => {
    // A view that reads through to the seat (its fields and relations), with the status.
    const view: Seat & { status: SeatStatus } = Object.create(seat);
    view.status = statusOf(store, held.get(seat.pid));
    seatOfView.set(view, [seat, view.status]);
    return view;
  });
  const source: QuerySource = { all: () => views };
  const result = runListQuery(
    'seats',
    query,
    source,
    withStatus(ctx.model),
    new StoreLookup(store, actorZone(store, actor)),
  );
  const picked = result.items.map((view): [Seat, SeatStatus] => {
    const seat = seatOfView.get(view);
    if (!seat) throw new DomainError('internal_error', 'The query answered a view that holds no seat.');
    return seat;
  });
  return { total: result.total, picked };
}

interface Selection {
  readonly total: number;
  readonly picked: Picked;
  readonly zone: string;
}

function select(
  ctx: ServiceContext,
  actor: Actor,
  showPid: Pid | string,
  partial: Partial<ListQuery>,
): Selection {
  settle(ctx, actor);
  const { store } = ctx;
  const key = parsePid('shows', String(showPid));
  const show = key === undefined ? undefined : visible(store, actor, 'shows', key);
  if (!show) throw notFoundError('Show', showPid);
  const query: ListQuery = { ...EMPTY_QUERY, ...partial };
  const venue = venueSeats(store, show.venue);
  try {
    // Checked as the engine checks every query, whichever way it then runs.
    compileQuery('seats', query, withStatus(ctx.model), new StoreLookup(store, actorZone(store, actor)));
    const simple = simpleFilter(store, query);
    const { total, picked } = simple
      ? selectSimple(store, show.pid, venue, simple, query)
      : selectByEngine(ctx, actor, show.pid, venue, query);
    const zone = hostZone(store, venue.all[0]?._host ?? show._host);
    return { total, picked, zone };
  } catch (error) {
    if (error instanceof QueryError) throw queryError(error);
    throw error;
  }
}

/** The seat statuses as records (in-process callers). */
export function listShowSeats(
  ctx: ServiceContext,
  actor: Actor,
  showPid: Pid | string,
  query: Partial<ListQuery> = {},
): ListResultRead {
  const { total, picked, zone } = select(ctx, actor, showPid, query);
  const items = picked.map(([seat, status]) => ({ ...render(ctx.store, seat, zone).record, status }));
  return { total, items };
}

/**
 * Every seat of a show with its status, as the answer's body, kept per show: a seat map reads the
 * whole list, often. Valid while the venue's seats and sectors, the hosts (their zone), and the show's held
 * seats (`heldSeats`, `heldRevision`: tickets of this show only) are as they were.
 */
interface WholeList {
  readonly held: object;
  readonly heldRevision: number;
  readonly seats: number;
  readonly sectors: number;
  /** The zone the dates are written in is the seats' host's. */
  readonly hosts: number;
  readonly total: number;
  readonly body: string;
}

const wholeLists = new WeakMap<Store, Map<Pid, WholeList>>();

const isWholeList = (query: Partial<ListQuery>) =>
  !query.filter &&
  !query.orderBy?.length &&
  !query.properties?.length &&
  !query.page &&
  query.maxResults == null;

/** The same answer as `listShowSeats`, with the items already as the JSON array the route sends. */
export function listShowSeatsJson(
  ctx: ServiceContext,
  actor: Actor,
  showPid: Pid | string,
  query: Partial<ListQuery> = {},
): { total: number; body: string } {
  const whole = isWholeList(query);
  const { store } = ctx;
  const kept = whole ? keptWholeList(ctx, actor, showPid) : undefined;
  if (kept) return kept;
  const { total, picked, zone } = select(ctx, actor, showPid, query);
  const parts = picked.map(([seat, status]) => `${render(store, seat, zone).head},"status":"${status}"}`);
  const body = `[${parts.join(',')}]`;
  if (whole) keepWholeList(ctx, actor, showPid, { total, body });
  return { total, body };
}

/** The show a whole list is for, and what its kept answer depends on now. */
function wholeListKey(ctx: ServiceContext, actor: Actor, showPid: Pid | string) {
  settle(ctx, actor);
  const { store } = ctx;
  const key = parsePid('shows', String(showPid));
  const show = key === undefined ? undefined : visible(store, actor, 'shows', key);
  if (!show) return undefined;
  return {
    show: show.pid,
    held: heldSeats(store, show.pid),
    heldRevision: heldRevision(store, show.pid),
    seats: store.revision('seats'),
    sectors: store.revision('sectors'),
    hosts: store.revision('hosts'),
  };
}

function keptWholeList(ctx: ServiceContext, actor: Actor, showPid: Pid | string) {
  const now = wholeListKey(ctx, actor, showPid);
  const kept = now && wholeLists.get(ctx.store)?.get(now.show);
  if (!now || !kept) return undefined;
  const same =
    kept.held === now.held &&
    kept.heldRevision === now.heldRevision &&
    kept.seats === now.seats &&
    kept.sectors === now.sectors &&
    kept.hosts === now.hosts;
  return same ? kept : undefined;
}

function keepWholeList(
  ctx: ServiceContext,
  actor: Actor,
  showPid: Pid | string,
  answer: { total: number; body: string },
): void {
  const now = wholeListKey(ctx, actor, showPid);
  if (!now) return;
  let lists = wholeLists.get(ctx.store);
  if (!lists) wholeLists.set(ctx.store, (lists = new Map()));
  lists.set(now.show, { ...now, ...answer });
}
