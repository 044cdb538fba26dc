/**
 * The resource registry: every resource of the service with its schemas, pid kind, references,
 * relations, child collections, expansions and filterable fields. The route table, the store
 * and the query engine are built from it.
 */
import type { z } from '@hono/zod-openapi';
import { bookingDefinition } from './bookings';
import { deliveryDefinition } from './deliveries';
import { deliveryRateDefinition } from './delivery-rates';
import { eventDefinition } from './events';
import { hostDefinition } from './hosts';
import { optionDefinition } from './options';
import { personDefinition } from './persons';
import { priceDefinition } from './prices';
import {
  BookingSchema,
  EventSchema,
  HostSchema,
  PersonSchema,
  ShowSchema,
  TicketOptionGroupSchema,
  TicketOptionSchema,
  VenueSchema,
} from './reads';
import type { ReferenceSpec, ResourceDefinition, ResourceName, ResourceSchemas } from './registry-types';
import { resourceNames } from './registry-types';
import { seatDefinition } from './seats';
import { sectorDefinition } from './sectors';
import { showDefinition } from './shows';
import { ticketOptionGroupDefinition } from './ticket-option-groups';
import { ticketOptionLimitationDefinition } from './ticket-option-limitations';
import { ticketOptionDefinition } from './ticket-options';
import { ticketDefinition } from './tickets';
import { venueDefinition } from './venues';

/** A resource of the registry: its declaration plus the read schema with expansions. */
export interface Resource extends ResourceDefinition {
  readonly schemas: ResourceSchemas;
}

function withRead<
  const D extends ResourceDefinition & { schemas: Omit<ResourceSchemas, 'read'> },
  R extends z.ZodType,
>(definition: D, read: R) {
  return { ...definition, schemas: { ...definition.schemas, read } };
}

function plain<const D extends ResourceDefinition & { schemas: Omit<ResourceSchemas, 'read'> }>(
  definition: D,
) {
  return withRead(definition, definition.schemas.record);
}

/** Every resource by collection name. */
export const resources = {
  hosts: withRead(hostDefinition, HostSchema),
  persons: withRead(personDefinition, PersonSchema),
  bookings: withRead(bookingDefinition, BookingSchema),
  tickets: plain(ticketDefinition),
  events: withRead(eventDefinition, EventSchema),
  venues: withRead(venueDefinition, VenueSchema),
  sectors: plain(sectorDefinition),
  seats: plain(seatDefinition),
  shows: withRead(showDefinition, ShowSchema),
  prices: plain(priceDefinition),
  ticketoptiongroups: withRead(ticketOptionGroupDefinition, TicketOptionGroupSchema),
  ticketoptions: withRead(ticketOptionDefinition, TicketOptionSchema),
  ticketoptionlimitations: plain(ticketOptionLimitationDefinition),
  options: plain(optionDefinition),
  deliveryrates: plain(deliveryRateDefinition),
  deliveries: plain(deliveryDefinition),
} as const satisfies { readonly [N in ResourceName]: Resource & { readonly name: N } };

export type Resources = typeof resources;

/** The resources in a stable order (the order of `resourceNames`). */
export const resourceList: readonly Resource[] = resourceNames.map((name) => resources[name]);

export function isResourceName(value: string): value is ResourceName {
  return (resourceNames as readonly string[]).includes(value);
}

export function getResource(name: ResourceName): Resource {
  return resources[name];
}

// ---------------------------------------------------------------------------------------------
// Types per resource

type SchemaOf<
  N extends ResourceName,
  K extends keyof ResourceSchemas,
> = K extends keyof Resources[N]['schemas']
  ? Resources[N]['schemas'][K] extends z.ZodType
    ? Resources[N]['schemas'][K]
    : never
  : never;

/** A record as stored (references as pids): `RecordOf<'events'>`. */
export type RecordOf<N extends ResourceName> = z.output<SchemaOf<N, 'record'>>;
/** A record as `GET` returns it, with optional expansions. */
export type ReadOf<N extends ResourceName> = z.output<SchemaOf<N, 'read'>>;
/** A parsed create body (references normalised: upper-case UUIDs, integer booking pids). */
export type CreateOf<N extends ResourceName> = z.output<SchemaOf<N, 'create'>>;
/** A parsed edit body. */
export type PatchOf<N extends ResourceName> = z.output<SchemaOf<N, 'patch'>>;
/** Pid type: number for bookings, string otherwise. */
export type PidOf<N extends ResourceName> = RecordOf<N> extends { pid: infer P } ? P : never;

// ---------------------------------------------------------------------------------------------
// Derived views

export interface IncomingReference {
  /** The resource whose records hold the reference. */
  readonly from: ResourceName;
  readonly reference: ReferenceSpec;
}

/**
 * The references that point at `name`: what deleting one of its records touches. Cascade
 * references name its child records; a store computes the whole cascade first and answers 409
 * `record_in_use` only for `restrict` references from records outside that set.
 */
export function referencesTo(name: ResourceName): readonly IncomingReference[] {
  return resourceList.flatMap((resource) =>
    resource.references
      .filter((reference) => reference.resource === name)
      .map((reference) => ({ from: resource.name, reference })),
  );
}

/** Resources deleted with a record of `name` (its cascade children). */
export function cascadeChildren(name: ResourceName): readonly IncomingReference[] {
  return referencesTo(name).filter(({ reference }) => reference.onDelete === 'cascade');
}

type WriteKind = 'create' | 'patch' | 'patchItem';

/** The shape of an object schema, looking through optional, nullable and pipe wrappers. */
function objectShape(schema: unknown): Readonly<Record<string, unknown>> | undefined {
  let current = schema as { _zod?: { def: Record<string, unknown> } } | undefined;
  for (let depth = 0; current?._zod && depth < 8; depth += 1) {
    const def = current._zod.def;
    if (def.type === 'object') return def.shape as Record<string, unknown>;
    current = (def.innerType ?? def.in) as typeof current;
  }
  return undefined;
}

function readOnlyPaths(read: unknown, write: unknown, prefix: string, into: Set<string>): void {
  const readShape = objectShape(read) ?? {};
  const writeShape = objectShape(write) ?? {};
  for (const [key, readField] of Object.entries(readShape)) {
    if (!(key in writeShape)) into.add(`${prefix}${key}`);
    else if (objectShape(readField) && objectShape(writeShape[key])) {
      readOnlyPaths(readField, writeShape[key], `${prefix}${key}.`, into);
    }
  }
}

/**
 * Fields that a write body may not carry because they are read-only: the fields of the read
 * schema that the write schema lacks, as dotted paths (`pid`, `address.pid`). Used to word the
 * error of an unknown key ("read-only" rather than "not allowed").
 */
export function readOnlyFields(name: ResourceName, kind: WriteKind): ReadonlySet<string> {
  const resource: Resource = resources[name];
  const write = resource.schemas[kind];
  const result = new Set<string>();
  if (write) readOnlyPaths(resource.schemas.read, write, '', result);
  return result;
}
