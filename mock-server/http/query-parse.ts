/**
 * Parses the query parameters of a list request (interface description §4.3, §4.4) into a
 * {@link ListQuery}. Only syntax is checked here; fields and value types are checked against the
 * data model by `compileQuery`.
 *
 * Grammar of a filter key, `filters` followed by bracketed segments:
 * - a name moves to a field (through relations when names follow one another):
 *   `filters[customer][lastname]=Muster`;
 * - an index (`[0]`, `[1]`, …) opens a sub-group on the same field, holding a value or a
 *   comparison: `filters[start][0][_comp]=gte&filters[start][0][_value]=…`;
 * - `_logic` (AND or OR; default AND) combines the parts at its level: at `filters[_logic]` the
 *   fields, at `filters[f][_logic]` the alternatives of f. So `filters[f][0]=a&filters[f][1]=b` alone
 *   requires both (as written, AND); add `filters[f][_logic]=OR` for either;
 * - `_comp` (default eq) and `_value` give one comparison; `isNull` and `isNotNull` need no value;
 * - as an extension, indexes at the top level group whole filters:
 *   `filters[_logic]=OR&filters[0][a]=1&filters[0][b]=2&filters[1][a]=3` is (a=1 AND b=2) OR a=3.
 *
 * Keys may arrive with brackets percent-encoded (`filters%5Bx%5D`). Plain parameters the service
 * does not know (a cache buster, `_=…`) are ignored, as most services do; a bracketed key of an
 * unknown family (`filter[x]`, a typo that would silently return everything) and a known name in
 * the wrong case (`maxresults`) are errors. A key given twice is an error. Every error names its
 * parameter; all errors of a query are reported together.
 */
import { Issues } from '../domain/query/errors';
import {
  COMPARISONS,
  NULL_CHECKS,
  QUERY_LIMITS,
  type Comparison,
  type FilterCondition,
  type FilterNode,
  type ListQuery,
  type Logic,
  type OrderTerm,
} from '../domain/query/types';

const FAMILIES = ['filters', 'properties', 'orderBy', 'page', 'maxResults'] as const;
type Family = (typeof FAMILIES)[number];

const BRACKETS = /^(?:\[[^[\]]*\])*$/;
const NAME = /^[A-Za-z0-9_]+$/;
const INDEX = /^(?:0|[1-9]\d{0,3})$/;
const COUNT = /^\d{1,16}$/;
const OPERATORS = ['_logic', '_comp', '_value'];

interface KeyNode {
  readonly prefix: string;
  readonly field: readonly string[];
  readonly fieldAt: readonly string[];
  readonly indexes: Map<number, KeyNode>;
  readonly names: Map<string, KeyNode>;
  logic?: Logic;
  direct?: { value: string; key: string };
  comp?: { comp: Comparison; key: string };
  value?: { value: string; key: string };
  /** An operator on this node was rejected; its other errors would only repeat that one. */
  broken?: boolean;
}

/** Distinct query strings whose parse is kept (the oldest is dropped first). */
const KEPT_SEARCHES = 256;
const kept = new Map<string, ListQuery>();

/**
 * `parseListQuery` of a URL's query string (`?…`, or empty), kept per string: clients ask the same
 * lists again and again (a page polled, the next page of the same filter), and the parse is a
 * pure function of the string. The answer is frozen, shared by every request with that string.
 * A query with errors is not kept: it throws again each time.
 */
export function parseListSearch(search: string): ListQuery {
  const hit = kept.get(search);
  if (hit !== undefined) return hit;
  const query = deepFreeze(parseListQuery(new URLSearchParams(search)));
  if (kept.size >= KEPT_SEARCHES) kept.delete(kept.keys().next().value!);
  kept.set(search, query);
  return query;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export function parseListQuery(params: URLSearchParams): ListQuery {
  const issues = new Issues();
  const root = keyNode('filters', [], []);
  const properties: string[] = [];
  const orderBy: OrderTerm[] = [];
  let page = 0;
  let maxResults: number | null = null;
  const seen = new Set<string>();

  for (const [rawKey, value] of params) {
    const key = rawKey.includes('%') ? rawKey.replace(/%5B/gi, '[').replace(/%5D/gi, ']') : rawKey;
    const open = key.indexOf('[');
    const family = open < 0 ? key : key.slice(0, open);
    if (!isFamily(family)) {
      const hint = FAMILIES.find((f) => f.toLowerCase() === family.toLowerCase());
      if (hint) issues.add(key, `is not a known parameter: did you mean ${hint}?`);
      else if (/[[\]]/.test(key)) issues.add(key, `is not a known parameter: use ${FAMILIES.join(', ')}`);
      continue;
    }
    if (seen.has(key)) {
      issues.add(key, 'is given more than once');
      continue;
    }
    seen.add(key);
    const segments = splitSegments(key.slice(family.length));
    if (typeof segments === 'string') {
      issues.add(key, segments);
      continue;
    }

    switch (family) {
      case 'page':
      case 'maxResults': {
        const min = family === 'page' ? 0 : 1;
        const n = COUNT.test(value) ? Number(value) : NaN;
        if (segments.length > 0) issues.add(key, 'takes no brackets');
        else if (!Number.isSafeInteger(n) || n < min) {
          issues.add(key, `must be an integer from ${min} to ${Number.MAX_SAFE_INTEGER}`);
        } else if (family === 'page') page = n;
        else maxResults = n;
        break;
      }
      case 'properties': {
        const flag = value.toLowerCase();
        if (segments.length !== 1) issues.add(key, 'must be written properties[<name>]=1');
        else if (flag === '1' || flag === 'true') properties.push(segments[0]!);
        else if (flag !== '0' && flag !== 'false') issues.add(key, 'must be 1, true, 0 or false');
        break;
      }
      case 'orderBy': {
        const direction = value.toLowerCase();
        if (segments.length === 0) issues.add(key, 'must be written orderBy[<field>]=asc|desc');
        else if (segments.length > QUERY_LIMITS.depth) issues.add(key, tooDeep());
        else if (direction !== 'asc' && direction !== 'desc') issues.add(key, 'must be asc or desc');
        else if (orderBy.length === QUERY_LIMITS.orderTerms) {
          issues.add(key, `exceeds the limit of ${QUERY_LIMITS.orderTerms} sort keys`);
        } else orderBy.push({ field: segments.join('.'), direction });
        break;
      }
      case 'filters':
        addFilterKey(root, key, segments, value, issues);
        break;
    }
  }

  const filter = buildFilter(root, issues);
  issues.throwIfAny();
  return { filter, properties, orderBy, page, maxResults };
}

function isFamily(name: string): name is Family {
  return (FAMILIES as readonly string[]).includes(name);
}

function tooDeep(): string {
  return `nests deeper than ${QUERY_LIMITS.depth} brackets`;
}

/** `[a][0][_comp]` → ['a', '0', '_comp'], or the message of what is wrong with it. */
function splitSegments(rest: string): string[] | string {
  if (!BRACKETS.test(rest)) return 'has malformed brackets: write each name as [name]';
  if (rest === '') return [];
  const segments = rest.slice(1, -1).split('][');
  for (const s of segments) {
    if (s === '') return 'has empty brackets: number alternatives explicitly, [0], [1], …';
    if (!NAME.test(s)) return `has an invalid name "${s}": names are letters, digits and _`;
  }
  return segments;
}

function keyNode(prefix: string, field: readonly string[], fieldAt: readonly string[]): KeyNode {
  return { prefix, field, fieldAt, indexes: new Map(), names: new Map() };
}

function addFilterKey(root: KeyNode, key: string, segments: string[], value: string, issues: Issues): void {
  if (segments.length === 0) {
    issues.add(key, 'needs a field name: filters[<field>]=<value>');
    return;
  }
  const last = segments[segments.length - 1]!;
  const op = last.startsWith('_') ? last : undefined;
  const path = op === undefined ? segments : segments.slice(0, -1);
  if (path.length > QUERY_LIMITS.depth) {
    issues.add(key, tooDeep());
    return;
  }

  for (const seg of path) {
    if (seg.startsWith('_')) {
      issues.add(key, OPERATORS.includes(seg) ? `has ${seg} before its last bracket` : unknownOperator(seg));
      return;
    }
    if (/^\d+$/.test(seg) && !INDEX.test(seg)) {
      issues.add(key, `has the index ${seg}: indexes are 0 to 9999, without leading zeros`);
      return;
    }
  }

  let node = root;
  for (const seg of path) {
    const prefix = `${node.prefix}[${seg}]`;
    if (INDEX.test(seg)) {
      const index = Number(seg);
      let child = node.indexes.get(index);
      if (!child) node.indexes.set(index, (child = keyNode(prefix, node.field, node.fieldAt)));
      node = child;
    } else {
      let child = node.names.get(seg);
      if (!child)
        node.names.set(seg, (child = keyNode(prefix, [...node.field, seg], [...node.fieldAt, prefix])));
      node = child;
    }
  }

  if (op === undefined) {
    node.direct = { value, key };
  } else if (op === '_logic') {
    const logic = value.toUpperCase();
    if (logic === 'AND' || logic === 'OR') node.logic = logic;
    else fail(node, issues, key, 'must be AND or OR');
  } else if (op === '_comp') {
    const comp = COMPARISONS.find((c) => c.toLowerCase() === value.toLowerCase());
    if (comp) node.comp = { comp, key };
    else fail(node, issues, key, `must be one of ${COMPARISONS.join(', ')}`);
  } else if (op === '_value') {
    node.value = { value, key };
  } else {
    fail(node, issues, key, unknownOperator(op));
  }
}

function unknownOperator(seg: string): string {
  return `has the unknown operator ${seg}: use ${OPERATORS.join(', ')}`;
}

function fail(node: KeyNode, issues: Issues, key: string, message: string): void {
  node.broken = true;
  issues.add(key, message);
}

/** What building a filter tree counts and reports across its nodes. */
interface BuildState {
  readonly root: KeyNode;
  readonly issues: Issues;
  conditions: number;
}

// The builders are module functions rather than closures: a query is parsed on every list
// request, and closures made per call cost time (and more so under tsx, which names each one).
function buildFilter(root: KeyNode, issues: Issues): FilterNode | null {
  return buildNode({ root, issues, conditions: 0 }, root);
}

function condition(
  state: BuildState,
  node: KeyNode,
  comp: Comparison,
  value: string | null,
  compAt: string,
  valueAt: string,
): FilterCondition | null {
  if (node.field.length === 0) {
    state.issues.add(
      comp === 'eq' && value !== null ? valueAt : compAt,
      'needs a field name: filters[<field>]',
    );
    return null;
  }
  if (++state.conditions === QUERY_LIMITS.conditions + 1) {
    state.issues.add('filters', `has more than ${QUERY_LIMITS.conditions} conditions`);
  }
  return {
    kind: 'condition',
    field: node.field,
    comp,
    value,
    at: { fields: node.fieldAt, comp: compAt, value: valueAt },
  };
}

function byIndex(a: [number, KeyNode], b: [number, KeyNode]): number {
  return a[0] - b[0];
}

function buildNode(state: BuildState, node: KeyNode): FilterNode | null {
  const { issues } = state;
  const parts: FilterNode[] = [];
  let part: FilterNode | null = null;
  if (node.direct && (node.comp || node.value)) {
    issues.add(node.direct.key, 'cannot be given together with [_comp] or [_value]');
  } else if (node.direct) {
    part = condition(state, node, 'eq', node.direct.value, node.direct.key, node.direct.key);
  } else if (node.comp || node.value) {
    const comp = node.comp?.comp ?? 'eq';
    const compAt = node.comp?.key ?? `${node.prefix}[_comp]`;
    const valueAt = node.value?.key ?? `${node.prefix}[_value]`;
    if (NULL_CHECKS.includes(comp)) part = condition(state, node, comp, null, compAt, valueAt);
    else if (node.value) part = condition(state, node, comp, node.value.value, compAt, valueAt);
    else issues.add(valueAt, `is required with _comp=${comp}`);
  }
  if (part) parts.push(part);
  if (node.indexes.size > 0) {
    for (const [, child] of [...node.indexes].sort(byIndex)) {
      const built = buildNode(state, child);
      if (built) parts.push(built);
    }
  }
  for (const child of node.names.values()) {
    const built = buildNode(state, child);
    if (built) parts.push(built);
  }

  const empty = !node.direct && !node.comp && !node.value && node.indexes.size + node.names.size === 0;
  if (empty && node !== state.root && !node.broken) {
    issues.add(node.prefix, 'has no condition: give a value, [_comp] with [_value], or indexed conditions');
  }
  if (parts.length <= 1) return parts[0] ?? null;
  const logic = node.logic ?? 'AND';
  // Nested groups of the same logic flatten, so the planner sees one top-level AND.
  const children: FilterNode[] = [];
  for (const p of parts) {
    if (p.kind === 'group' && p.logic === logic) children.push(...p.children);
    else children.push(p);
  }
  return { kind: 'group', logic, children };
}
