/**
 * Tools can load the contract: tools that dereference the document (Prism, code generators,
 * documentation renderers) replace every `$ref` by its target, which never ends on a reference
 * cycle and takes memory in proportion to the expanded size. So the document has no reference
 * cycle, and no schema grows past a bound once expanded.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadContract } from './response-validator';

/**
 * Schema objects a component may expand to, every `$ref` replaced by its target. The largest
 * today (the filters of a ticket list, through one relation step) expands to under 1,900.
 */
const EXPANSION_BOUND = 2500;

type Schemas = Record<string, unknown>;

const COMPONENT_REF = /^#\/components\/schemas\/(.+)$/;

function refsOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) refsOf(item, found);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const target = key === '$ref' && typeof value === 'string' ? COMPONENT_REF.exec(value)?.[1] : undefined;
      if (target !== undefined) found.add(decodeURIComponent(target));
      else refsOf(value, found);
    }
  }
  return found;
}

/** The first reference cycle among the components, as the names along it, or undefined. */
function findCycle(schemas: Schemas): string[] | undefined {
  const edges = new Map(Object.entries(schemas).map(([name, schema]) => [name, [...refsOf(schema)]]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (name: string): string[] | undefined => {
    state.set(name, 'open');
    stack.push(name);
    for (const next of edges.get(name) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(name, 'done');
    return undefined;
  };
  for (const name of edges.keys()) {
    if (state.has(name)) continue;
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return undefined;
}

/**
 * The number of schema objects of each component once every `$ref` is expanded (objects in the
 * tree, with `properties` maps counted as one). Call on an acyclic document only.
 */
function expandedSizes(schemas: Schemas): Map<string, number> {
  const sizes = new Map<string, number>();
  const component = (name: string): number => {
    let size = sizes.get(name);
    if (size === undefined) {
      size = count(schemas[name]);
      sizes.set(name, size);
    }
    return size;
  };
  const count = (node: unknown): number => {
    if (Array.isArray(node)) return node.reduce((sum: number, item) => sum + count(item), 0);
    if (node === null || typeof node !== 'object') return 0;
    const ref = (node as { $ref?: unknown }).$ref;
    const target = typeof ref === 'string' ? COMPONENT_REF.exec(ref)?.[1] : undefined;
    if (target !== undefined) return component(decodeURIComponent(target));
    return 1 + Object.values(node).reduce((sum: number, value) => sum + count(value), 0);
  };
  for (const name of Object.keys(schemas)) component(name);
  return sizes;
}

const schemas = loadContract().components.schemas as Schemas;

describe('structure of the contract', () => {
  it('finds a reference cycle where there is one', () => {
    const cyclic = {
      ShowFilters: { properties: { event: { anyOf: [{ $ref: '#/components/schemas/EventFilters' }] } } },
      EventFilters: { properties: { shows: { $ref: '#/components/schemas/ShowFilters' } } },
      Event: { type: 'object' },
    };
    assert.deepEqual(findCycle(cyclic), ['ShowFilters', 'EventFilters', 'ShowFilters']);
    assert.deepEqual(findCycle({ A: { patternProperties: { x: { $ref: '#/components/schemas/A' } } } }), [
      'A',
      'A',
    ]);
    assert.equal(findCycle({ A: { $ref: '#/components/schemas/B' }, B: { type: 'string' } }), undefined);
  });

  it('has no reference cycle among its schemas', () => {
    assert.equal(findCycle(schemas), undefined);
  });

  it(`expands no schema past ${EXPANSION_BOUND} schema objects`, () => {
    const sizes = expandedSizes(schemas);
    const over = [...sizes]
      .filter(([, size]) => size > EXPANSION_BOUND)
      .map(([name, size]) => `${name}: ${size}`);
    assert.deepEqual(over, []);
    assert.ok((sizes.get('ShowFilters') ?? 0) > 100, 'the filters of a show list their relations');
  });

  it('documents one relation step of filters with the related record’s fields', () => {
    const show = schemas.ShowFilters as { properties: Record<string, { anyOf?: { $ref: string }[] }> };
    assert.deepEqual(
      show.properties.event?.anyOf?.map((item) => item.$ref),
      ['#/components/schemas/FieldFilter', '#/components/schemas/EventRelationFilters'],
    );
    const event = schemas.EventRelationFilters as { properties: Record<string, unknown> };
    assert.ok('name' in event.properties, 'filters[event][name] is documented');
  });
});
