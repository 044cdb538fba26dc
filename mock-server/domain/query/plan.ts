/**
 * Chooses where a list starts. An `eq` on a plain field that must hold for every result — the only
 * condition, or a member of the top-level AND — can start from the store's secondary index for
 * that field (`filters[show]=X`, `filters[booking]=Y`); the rest of the filter then runs only on
 * those candidates. Conditions inside an OR never narrow the start: a record failing them may
 * still match.
 */
import type { Predicate } from './access';
import type { CompiledFilter, CompiledQuery } from './compile';
import type { IndexKey } from './types';

interface IndexProbe {
  readonly field: string;
  readonly key: IndexKey;
  /** What candidates from this index must still pass; null when the probe is the whole filter. */
  readonly residual: Predicate | null;
}

export interface QueryPlan {
  /** The whole filter, for a full scan; null when every record matches. */
  readonly predicate: Predicate | null;
  /** Index probes in filter order; the runner takes the narrowest the store can answer. */
  readonly probes: readonly IndexProbe[];
}

export function planQuery(compiled: CompiledQuery): QueryPlan {
  const filter = compiled.filter;
  const predicate = compiled.predicate;
  if (!filter) return { predicate, probes: [] };
  if (filter.kind === 'condition') {
    return { predicate, probes: filter.index ? [{ ...filter.index, residual: null }] : [] };
  }
  if (filter.logic !== 'AND') return { predicate, probes: [] };

  const conjuncts = filter.children;
  const probes: IndexProbe[] = [];
  conjuncts.forEach((child, i) => {
    if (child.kind !== 'condition' || !child.index) return;
    probes.push({ ...child.index, residual: allOf(conjuncts.filter((_, j) => j !== i)) });
  });
  return { predicate, probes };
}

function allOf(nodes: readonly CompiledFilter[]): Predicate | null {
  const preds = nodes.map((n) => n.predicate);
  if (preds.length === 0) return null;
  if (preds.length === 1) return preds[0]!;
  if (preds.length === 2) {
    const [a, b] = preds as [Predicate, Predicate];
    return (r) => a(r) && b(r);
  }
  return (r) => {
    for (const p of preds) if (!p(r)) return false;
    return true;
  };
}
