/**
 * The visitor's query string, checked against what a route allows and rebuilt from scratch:
 * only the accepted pairs are sent on, so nothing the gateway did not read reaches the service.
 *
 * A list read must be scoped: at least one scope filter (e.g. `filters[event]`) whose every value
 * is an allowed pid, written with equality only (`filters[event]=P`, `filters[event][_value]=P`,
 * or indexed alternatives `filters[event][0]=P&filters[event][1]=Q` with any `_logic`). Other
 * filters may only narrow that set: they must be on the resource's own plain fields (no relation
 * paths, which could ask questions about other records), and the top level may not switch to
 * `filters[_logic]=OR` nor use top-level groups. So every record returned lies in an allowed
 * scope, whatever else the query says.
 */
import { notFound } from './problem.js';
import type { Pair } from './upstream.js';

export interface Scope {
  /** Path of the filter, e.g. `['event']` or `['ticket_option_group', 'event']`. */
  readonly path: readonly string[];
  /** The normalized pid when `value` names an allowed record, else null. */
  readonly resolve: (value: string) => Promise<string | null> | string | null;
}

export interface QueryRule {
  /** `properties[<name>]` a visitor may ask for. */
  readonly properties: readonly string[];
  /** Own fields a visitor may filter on (lists only). */
  readonly fields?: readonly string[];
  /** Fields a visitor may sort by (lists only). */
  readonly orderBy?: readonly string[];
  /** Scope filters of a list; one of them must be given unless the path already scopes it. */
  readonly scopes?: readonly Scope[];
}

const KEY = /^([A-Za-z]+)((?:\[[A-Za-z0-9_]{1,64}\])*)$/;
const INDEX = /^(?:0|[1-9]\d{0,3})$/;
const FAMILIES = new Set(['filters', 'properties', 'orderBy', 'page', 'maxResults']);

const rejected = (key: string, why: string) =>
  notFound(`The query parameter ${key.slice(0, 100)} ${why} through this gateway.`);

/** The tail after a field: '', `[_comp]`, `[_value]`, `[_logic]`, `[i]`, `[i][_comp]`, `[i][_value]`. */
function tailForm(tail: readonly string[]): { node: string; op: string } | null {
  const [first, second] = tail;
  if (tail.length === 0) return { node: '', op: '' };
  if (tail.length === 1 && ['_comp', '_value', '_logic'].includes(first!)) return { node: '', op: first! };
  if (INDEX.test(first!)) {
    if (tail.length === 1) return { node: first!, op: '' };
    if (tail.length === 2 && (second === '_comp' || second === '_value')) return { node: first!, op: second };
  }
  return null;
}

interface ScopeNode {
  comp?: string;
  value?: boolean;
}

interface ScopeUse {
  values: number;
  nodes: Map<string, ScopeNode>;
}

/** Parses and checks the query of a record (`list: false`) or list read; returns the pairs to send. */
export async function checkQuery(
  params: URLSearchParams,
  rule: QueryRule,
  mode: { list: boolean; scoped: boolean },
): Promise<Pair[]> {
  const out: Pair[] = [];
  const seen = new Set<string>();
  const uses = new Map<Scope, ScopeUse>();
  const scopes = [...(rule.scopes ?? [])].sort((a, b) => b.path.length - a.path.length);

  for (const [key, value] of params) {
    const match = KEY.exec(key);
    if (!match) {
      if (/[[\]%]/.test(key)) throw rejected(key, 'is not available');
      continue; // Plain unknown parameters (a cache buster) are ignored, as the service does.
    }
    const family = match[1]!;
    if (!FAMILIES.has(family)) {
      if (match[2]) throw rejected(key, 'is not available');
      continue;
    }
    if (seen.has(key)) throw rejected(key, 'is given more than once and is not accepted');
    seen.add(key);
    const segments = match[2] ? match[2].slice(1, -1).split('][') : [];

    if (family === 'properties') {
      const flag = value.toLowerCase();
      if (segments.length !== 1 || !rule.properties.includes(segments[0]!)) {
        throw rejected(key, 'is not available');
      }
      if (!['1', 'true', '0', 'false'].includes(flag)) throw rejected(key, 'must be 1, true, 0 or false');
      if (flag === '1' || flag === 'true') out.push([key, '1']);
      continue;
    }
    if (!mode.list) throw rejected(key, 'is not available on a single record');

    if (family === 'page' || family === 'maxResults') {
      if (segments.length || !/^\d{1,9}$/.test(value)) throw rejected(key, 'must be a whole number');
      out.push([key, value]);
    } else if (family === 'orderBy') {
      const direction = value.toLowerCase();
      if (segments.length !== 1 || !rule.orderBy?.includes(segments[0]!))
        throw rejected(key, 'is not available');
      if (direction !== 'asc' && direction !== 'desc') throw rejected(key, 'must be asc or desc');
      out.push([key, direction]);
    } else {
      out.push(await filterPair(key, value, segments, rule, scopes, uses));
    }
  }

  if (mode.list && !mode.scoped) {
    const satisfied = [...uses.values()].some((use) => use.values > 0);
    if (!satisfied) {
      const names = scopes.map((scope) => `filters[${scope.path.join('][')}]`).join(' or ');
      throw notFound(`A list read through this gateway needs ${names} naming an event on sale.`);
    }
  }
  for (const use of uses.values()) {
    for (const node of use.nodes.values()) {
      // `_comp=eq` alone would be no condition at all; the service rejects it, and so does this.
      if (node.comp !== undefined && !node.value) throw notFound('A scope filter needs a value.');
    }
  }
  return out;
}

async function filterPair(
  key: string,
  value: string,
  segments: readonly string[],
  rule: QueryRule,
  scopes: readonly Scope[],
  uses: Map<Scope, ScopeUse>,
): Promise<Pair> {
  if (segments.length === 1 && segments[0] === '_logic') {
    if (value.toUpperCase() !== 'AND') throw rejected(key, 'may only be AND');
    return [key, 'AND'];
  }
  for (const scope of scopes) {
    const { path } = scope;
    if (path.some((name, i) => segments[i] !== name)) continue;
    const form = tailForm(segments.slice(path.length));
    if (!form) continue;
    let use = uses.get(scope);
    if (!use) uses.set(scope, (use = { values: 0, nodes: new Map() }));
    let node = use.nodes.get(form.node);
    if (!node) use.nodes.set(form.node, (node = {}));
    if (form.op === '_logic') {
      const logic = value.toUpperCase();
      if (logic !== 'AND' && logic !== 'OR') throw rejected(key, 'must be AND or OR');
      return [key, logic];
    }
    if (form.op === '_comp') {
      if (value.toLowerCase() !== 'eq') throw rejected(key, 'may only be eq');
      node.comp = 'eq';
      return [key, 'eq'];
    }
    const pid = await scope.resolve(value);
    if (pid === null) throw notFound(`${key.slice(0, 100)} does not name a record available here.`);
    node.value = true;
    use.values += 1;
    return [key, pid];
  }
  const [field, ...tail] = segments;
  if (!field || !rule.fields?.includes(field) || !tailForm(tail)) throw rejected(key, 'is not available');
  return [key, value];
}
