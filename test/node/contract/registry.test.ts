import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { z } from '@hono/zod-openapi';
import {
  cascadeChildren,
  getResource,
  isResourceName,
  readOnlyFields,
  referencesTo,
  resourceList,
  resourceNames,
  resources,
} from '../../../mock-server/schemas';
import type {
  CreateOf,
  PatchOf,
  PidOf,
  ReadOf,
  RecordOf,
  Resource,
  ResourceName,
} from '../../../mock-server/schemas';

/** True exactly when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

function shapeKeys(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  assert.ok(shape, 'expected an object schema');
  return Object.keys(shape);
}

function isOptional(schema: z.ZodType, key: string): boolean {
  const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  const field = shape[key];
  assert.ok(field, `no field ${key}`);
  return field.safeParse(undefined).success;
}

/** Follows a child relation's `via` path from the child resource to the resource it ends at. */
function resolveVia(start: Resource, via: readonly string[]): ResourceName {
  let current = start;
  via.forEach((step, index) => {
    const relation = current.relations[step];
    assert.ok(relation && relation.kind !== 'embedded', `${current.name} has no relation ${step}`);
    if (index < via.length - 1 || relation.kind === 'reference') current = resources[relation.resource];
  });
  return current.name;
}

describe('resource registry', () => {
  it('lists the sixteen resources by collection name', () => {
    assert.deepEqual(Object.keys(resources).sort(), [...resourceNames].sort());
    assert.equal(resourceList.length, 16);
    for (const name of resourceNames) {
      assert.equal(getResource(name).name, name);
      assert.equal(isResourceName(name), true);
    }
    assert.equal(isResourceName('rows'), false);
  });

  it('gives bookings and tickets their own pid kinds and every other resource UUIDs', () => {
    for (const resource of resourceList) {
      const expected =
        resource.name === 'bookings' ? 'booking' : resource.name === 'tickets' ? 'ticket' : 'uuid';
      assert.equal(resource.pidKind, expected, resource.name);
    }
  });

  it('reads every record with pid, created and updated', () => {
    for (const resource of resourceList) {
      const keys = shapeKeys(resource.schemas.record);
      for (const key of ['pid', 'created', 'updated'])
        assert.ok(keys.includes(key), `${resource.name}.${key}`);
    }
  });

  it('has write schemas exactly for the verbs a resource offers', () => {
    for (const { name, verbs, schemas } of resourceList) {
      assert.equal(Boolean(schemas.create), verbs.create, `${name} create`);
      assert.equal(Boolean(schemas.patch && schemas.patchItem), verbs.update, `${name} update`);
    }
    assert.deepEqual(resources.deliveries.verbs, { create: false, update: false, delete: false });
    assert.deepEqual(resources.hosts.verbs, { create: false, update: true, delete: false });
  });

  it('makes every edit field optional and requires pid in array edit items', () => {
    for (const { name, schemas } of resourceList) {
      if (!schemas.patch || !schemas.patchItem) continue;
      for (const key of shapeKeys(schemas.patch)) assert.ok(isOptional(schemas.patch, key), `${name}.${key}`);
      assert.equal(isOptional(schemas.patchItem, 'pid'), false, name);
      assert.deepEqual(
        shapeKeys(schemas.patchItem).sort(),
        ['pid', ...shapeKeys(schemas.patch)].sort(),
        name,
      );
    }
  });

  it('declares filterable fields that the record has', () => {
    for (const resource of resourceList) {
      const keys = shapeKeys(resource.schemas.record);
      for (const [field, spec] of Object.entries(resource.fields)) {
        assert.ok(keys.includes(field), `${resource.name}.${field} is not a record field`);
        if (spec.kind === 'reference' || spec.kind === 'references') assert.ok(spec.references, field);
        if (spec.kind === 'enum') assert.ok(spec.values && spec.values.length > 0, field);
      }
    }
  });

  it('declares references on record fields, to existing resources', () => {
    for (const resource of resourceList) {
      const keys = shapeKeys(resource.schemas.record);
      for (const reference of resource.references) {
        assert.ok(keys.includes(reference.field), `${resource.name}.${reference.field}`);
        assert.ok(isResourceName(reference.resource));
        const relation = resource.relations[reference.field];
        if (!reference.itemKey)
          assert.equal(relation?.kind, 'reference', `${resource.name}.${reference.field}`);
      }
    }
  });

  it('resolves every child relation back to its parent', () => {
    for (const parent of resourceList) {
      for (const [name, relation] of Object.entries(parent.relations)) {
        if (relation.kind !== 'children') continue;
        assert.equal(
          resolveVia(resources[relation.resource], relation.via),
          parent.name,
          `${parent.name}.${name}`,
        );
      }
      for (const name of parent.childCollections)
        assert.equal(parent.relations[name]?.kind, 'children', name);
    }
  });

  it('deletes child records with their parent, as the contract lists them', () => {
    const children = (name: ResourceName) =>
      [...new Set(cascadeChildren(name).map(({ from }) => from))].sort();
    assert.deepEqual(children('events'), ['options', 'prices', 'shows', 'ticketoptiongroups']);
    assert.deepEqual(children('ticketoptiongroups'), ['ticketoptions']);
    assert.deepEqual(children('ticketoptions'), ['ticketoptionlimitations']);
    assert.deepEqual(children('venues'), ['sectors']);
    assert.deepEqual(children('bookings'), ['deliveries', 'tickets']);
    assert.deepEqual(children('persons'), ['bookings']);
    assert.deepEqual(children('hosts'), ['bookings', 'deliveryrates', 'events', 'persons', 'venues']);
    assert.deepEqual(children('shows'), ['tickets']);
  });

  it('keeps records that other records still need', () => {
    const restricting = (name: ResourceName) =>
      referencesTo(name)
        .filter(({ reference }) => reference.onDelete === 'restrict')
        .map(({ from, reference }) => `${from}.${reference.field}`)
        .sort();
    assert.deepEqual(restricting('venues'), ['shows.venue']);
    assert.deepEqual(restricting('prices'), ['tickets.price']);
    assert.deepEqual(restricting('sectors'), ['tickets.sector']);
    assert.deepEqual(restricting('options'), ['bookings.options']);
  });

  it('serves every cascade child as a child collection', () => {
    for (const parent of resourceList) {
      for (const { from, reference } of cascadeChildren(parent.name)) {
        const served = parent.childCollections.some((name) => {
          const relation = parent.relations[name];
          return (
            relation?.kind === 'children' && relation.resource === from && relation.via[0] === reference.field
          );
        });
        assert.ok(served, `${parent.name} → ${from}`);
      }
    }
  });

  it('describes every expansion as an optional property of the read schema', () => {
    for (const resource of resourceList) {
      const recordKeys = shapeKeys(resource.schemas.record);
      for (const [name, expansion] of Object.entries(resource.expand)) {
        assert.ok(shapeKeys(resource.schemas.read).includes(name), `${resource.name}.${name}`);
        if (expansion.kind === 'reference') {
          assert.equal(expansion.field, name);
          assert.ok(recordKeys.includes(name));
        } else {
          assert.equal(isOptional(resource.schemas.read, name), true, `${resource.name}.${name}`);
        }
        if (expansion.kind === 'children')
          assert.equal(resource.relations[expansion.relation]?.kind, 'children');
      }
    }
    assert.deepEqual(Object.keys(resources.bookings.expand).sort(), ['customer', 'deliveries', 'tickets']);
    assert.deepEqual(Object.keys(resources.shows.expand).sort(), ['capacity', 'event', 'tickets', 'venue']);
  });

  it('derives read-only fields from the read and write schemas', () => {
    const bookingCreate = readOnlyFields('bookings', 'create');
    for (const key of [
      'pid',
      'pid_readable',
      'confirmation',
      'delivery_method',
      'expires',
      'released',
      'host',
      'tickets',
    ]) {
      assert.ok(bookingCreate.has(key), key);
    }
    assert.equal(bookingCreate.has('customer'), false);
    assert.equal(readOnlyFields('tickets', 'create').has('denormalized_event_name'), true);
    assert.deepEqual([...readOnlyFields('hosts', 'patch')].sort(), [
      'bookings',
      'created',
      'deliveryrates',
      'events',
      'persons',
      'pid',
      'timezone',
      'updated',
      'venues',
    ]);
  });

  it('infers the record, write and pid types of each resource', () => {
    // Compile-time checks: a wrong inference fails the type check of this file.
    const inferred: [
      Equal<PidOf<'bookings'>, number>,
      Equal<PidOf<'tickets'>, string>,
      Equal<CreateOf<'tickets'>['booking'], number>,
      Equal<RecordOf<'persons'>['address']['country'], string | null>,
      Equal<PatchOf<'hosts'>, { name?: string | undefined; locale?: 'de' | 'fr' | 'it' | 'en' | undefined }>,
      Equal<CreateOf<'deliveries'>, never>,
    ] = [true, true, true, true, true, true];
    assert.ok(inferred.every(Boolean));
    const ticket: CreateOf<'tickets'> = resources.tickets.schemas.create.parse({
      booking: '1234-5678-9012',
      show: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      price: 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D',
      sector: 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D',
    });
    assert.equal(ticket.booking, 123456789012);
    assert.equal(ticket.show, 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D');
    const customer: ReadOf<'bookings'>['customer'] = ticket.show;
    assert.equal(typeof customer, 'string');
  });
});
