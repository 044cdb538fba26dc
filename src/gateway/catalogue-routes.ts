/**
 * Catalogue reads: the allowed events with their shows (and availability, and the seat statuses
 * of seated venues), prices, ticket option groups and ticket options, options, the venues and
 * sectors of those shows, and the delivery rates of the events' hosts. GET and HEAD, on the
 * service's own paths.
 *
 * A record is answered only when it belongs to an allowed event: events and venues by their own
 * pid, everything else by the reference it reads with (`event`, `ticket_option_group`, the
 * sector's venue `host`, the delivery rate's `host`). A list must name its scope in its filters
 * or its path (see query.ts). An event read with its ticket option groups also brings their
 * ticket options (see expand.ts). Every answer here is the same for every visitor, so each
 * comes through the catalogue cache (catalogue-cache.ts).
 */
import type { ListPath } from '../api/create.js';
import type { CatalogueSet } from './catalogue.js';
import {
  inCatalogue,
  readList,
  readRecord,
  uuidSegment,
  type Context,
  type Local,
  type RecordPath,
  type SegmentRoute,
} from './context.js';
import { eventGroupOptions } from './expand.js';
import { refOf } from './json-values.js';
import type { QueryRule, Scope } from './query.js';

interface CatalogueResource {
  /** The service's paths of the list and of one record. */
  paths: { list: ListPath; record: RecordPath };
  /** Record reads: the pid itself must be in `set`, or the record's `field` must. */
  record: { set: CatalogueSet; field?: string };
  properties: readonly string[];
  fields: readonly string[];
  orderBy: readonly string[];
  /** Scope filters of a list: filter path and the set its values must be in. */
  scopes: readonly { path: readonly string[]; set: CatalogueSet }[];
  /** Child collections `/<resource>/<pid>/<child>/`, scoped by the parent's pid being in `set`. */
  children?: Children;
}

/**
 * Child collection name → the resource it lists, the set its parent's pid must be in, and the
 * service's path of the child list.
 */
type Children = Readonly<Record<string, { resource: string; set: CatalogueSet; path: ListPath }>>;

const TIMESTAMPS = ['created', 'updated'];

const RESOURCES: Readonly<Record<string, CatalogueResource>> = {
  events: {
    paths: { list: '/events/', record: '/events/{pid}' },
    record: { set: 'events' },
    properties: ['shows', 'prices', 'ticketoptiongroups', 'options'],
    fields: ['name', 'currency', 'allow_digital_dispatch', ...TIMESTAMPS],
    orderBy: ['name', 'pid', ...TIMESTAMPS],
    scopes: [
      { path: ['pid'], set: 'events' },
      { path: ['host'], set: 'configuredHosts' },
    ],
    children: {
      shows: { resource: 'shows', set: 'events', path: '/events/{pid}/shows/' },
      prices: { resource: 'prices', set: 'events', path: '/events/{pid}/prices/' },
      ticketoptiongroups: {
        resource: 'ticketoptiongroups',
        set: 'events',
        path: '/events/{pid}/ticketoptiongroups/',
      },
      options: { resource: 'options', set: 'events', path: '/events/{pid}/options/' },
    },
  },
  shows: {
    paths: { list: '/shows/', record: '/shows/{pid}' },
    record: { set: 'events', field: 'event' },
    properties: ['event', 'venue', 'capacity'],
    fields: ['pid', 'start', 'venue', ...TIMESTAMPS],
    orderBy: ['start', 'pid', ...TIMESTAMPS],
    scopes: [{ path: ['event'], set: 'events' }],
    children: { seats: { resource: 'seats', set: 'shows', path: '/shows/{pid}/seats/' } },
  },
  prices: {
    paths: { list: '/prices/', record: '/prices/{pid}' },
    record: { set: 'events', field: 'event' },
    properties: [],
    fields: ['pid', 'name', 'price_category', 'price', ...TIMESTAMPS],
    orderBy: ['name', 'price_category', 'price', 'pid', ...TIMESTAMPS],
    scopes: [{ path: ['event'], set: 'events' }],
  },
  ticketoptiongroups: {
    paths: { list: '/ticketoptiongroups/', record: '/ticketoptiongroups/{pid}' },
    record: { set: 'events', field: 'event' },
    properties: ['ticketoptions'],
    fields: ['pid', 'name', 'required', ...TIMESTAMPS],
    orderBy: ['name', 'pid', ...TIMESTAMPS],
    scopes: [{ path: ['event'], set: 'events' }],
    children: {
      ticketoptions: {
        resource: 'ticketoptions',
        set: 'groups',
        path: '/ticketoptiongroups/{pid}/ticketoptions/',
      },
    },
  },
  ticketoptions: {
    paths: { list: '/ticketoptions/', record: '/ticketoptions/{pid}' },
    record: { set: 'groups', field: 'ticket_option_group' },
    properties: [],
    fields: ['pid', 'name', 'price', ...TIMESTAMPS],
    orderBy: ['name', 'price', 'pid', ...TIMESTAMPS],
    scopes: [
      { path: ['ticket_option_group'], set: 'groups' },
      { path: ['ticket_option_group', 'event'], set: 'events' },
    ],
  },
  options: {
    paths: { list: '/options/', record: '/options/{pid}' },
    record: { set: 'events', field: 'event' },
    properties: [],
    fields: ['pid', 'name', 'items_per_booking', 'limitation', 'price', ...TIMESTAMPS],
    orderBy: ['name', 'pid', ...TIMESTAMPS],
    scopes: [{ path: ['event'], set: 'events' }],
  },
  venues: {
    paths: { list: '/venues/', record: '/venues/{pid}' },
    record: { set: 'venues' },
    properties: ['sectors'],
    fields: ['name', 'city', ...TIMESTAMPS],
    orderBy: ['name', 'pid', ...TIMESTAMPS],
    scopes: [{ path: ['pid'], set: 'venues' }],
    children: { sectors: { resource: 'sectors', set: 'venues', path: '/venues/{pid}/sectors/' } },
  },
  sectors: {
    paths: { list: '/sectors/', record: '/sectors/{pid}' },
    record: { set: 'venues', field: 'host' },
    properties: [],
    fields: ['pid', 'name', 'price_category', 'capacity', ...TIMESTAMPS],
    orderBy: ['name', 'price_category', 'pid', ...TIMESTAMPS],
    scopes: [{ path: ['host'], set: 'venues' }],
  },
  // A host's price list for postal delivery, so checkout can show the fee before confirming.
  // The records hold the rate's name, country, price and host: nothing private.
  deliveryrates: {
    paths: { list: '/deliveryrates/', record: '/deliveryrates/{pid}' },
    record: { set: 'hosts', field: 'host' },
    properties: [],
    fields: ['pid', 'name', 'country', 'price', ...TIMESTAMPS],
    orderBy: ['country', 'name', 'price', 'pid', ...TIMESTAMPS],
    scopes: [{ path: ['host'], set: 'hosts' }],
  },
};

/**
 * Read only as a child collection: `/shows/<show>/seats/`, the seat statuses of a show on sale.
 * They hold the plan and `free`/`reserved`/`sold`: no booking, person or ticket.
 */
const CHILD_ONLY: Readonly<Record<string, CatalogueResource>> = {
  seats: {
    // Only `/shows/{pid}/seats/` (the child path above) reaches these; never the seat records.
    paths: { list: '/seats/', record: '/seats/{pid}' },
    record: { set: 'shows' },
    properties: [],
    fields: ['pid', 'sector', 'row', 'number', 'x', 'y', 'accessible', 'status'],
    orderBy: ['row', 'number', 'x', 'y', 'status', 'pid'],
    scopes: [],
  },
};

/**
 * `/hosts/<host>/events/` for a host named in `events.hosts`; `/hosts/<host>/deliveryrates/`
 * for a host of an event on sale.
 */
const HOST_CHILDREN: Children = {
  events: { resource: 'events', set: 'configuredHosts', path: '/hosts/{pid}/events/' },
  deliveryrates: { resource: 'deliveryrates', set: 'hosts', path: '/hosts/{pid}/deliveryrates/' },
};

/** `table[key]` for the table's own keys only (never `constructor` or `__proto__`). */
const own = <T>(table: Readonly<Record<string, T>>, key: string | undefined): T | undefined =>
  key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;

function listRule(ctx: Context, resource: CatalogueResource): QueryRule {
  const scopes: Scope[] = resource.scopes.map(({ path, set }) => ({
    path,
    resolve: inCatalogue(ctx.catalogue, set),
  }));
  return { properties: resource.properties, fields: resource.fields, orderBy: resource.orderBy, scopes };
}

export const catalogueRoute: SegmentRoute = async (ctx) => {
  const [name, rawPid, child, ...rest] = ctx.segments;
  const isHost = name === 'hosts';
  const resource = isHost ? undefined : own(RESOURCES, name);
  if ((!resource && !isHost) || rest.length > 0) return null;
  const list = ctx.method === 'GET' || ctx.method === 'HEAD';
  if (!list) return null;

  if (rawPid === undefined) {
    if (!resource) return null;
    return readList(ctx, resource.paths.list, undefined, listRule(ctx, resource), false, true);
  }
  const pid = uuidSegment(rawPid);
  if (pid === null) return null;

  if (child !== undefined) {
    const entry = own(isHost ? HOST_CHILDREN : (resource?.children ?? {}), child);
    const childResource = own(CHILD_ONLY, entry?.resource) ?? own(RESOURCES, entry?.resource);
    if (!entry || !childResource || !(await ctx.catalogue.has(entry.set, pid))) return null;
    return readList(ctx, entry.path, pid, listRule(ctx, childResource), true, true);
  }

  if (!resource) return null;
  const { set, field } = resource.record;
  if (field === undefined && !(await ctx.catalogue.has(set, pid))) return null;
  const allowed = async (record: Record<string, unknown>) => {
    const ref = refOf(field === undefined ? record.pid : record[field]);
    return ref !== null && ctx.catalogue.has(set, ref);
  };
  const expand = name === 'events' && ctx.method === 'GET' ? eventGroupOptions(ctx, pid) : undefined;
  // The catalogue read the events with every property an event read may ask for: while that
  // read is as recent as the cache would keep an answer, it answers the event read itself.
  const local: Local | undefined =
    name === 'events'
      ? (query) =>
          ctx.catalogue.eventRecord(
            pid,
            query.flatMap(([key]) => (key.startsWith('properties[') ? [key.slice(11, -1)] : [])),
            ctx.cacheTtlMs,
          )
      : undefined;
  return readRecord(
    ctx,
    resource.paths.record,
    pid,
    { properties: resource.properties },
    allowed,
    expand,
    true,
    local,
  );
};
