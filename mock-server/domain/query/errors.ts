import type { Violation } from '../../schemas/violations';
import { QUERY_LIMITS } from './types';

/** The query parameter at fault, decoded (`filters[start][0][_comp]`, `page`, `orderBy[name]`), and why. */
export type QueryIssue = Violation;

/** A list query that cannot be run as sent. Maps to the `validation_failed` problem response. */
export class QueryError extends Error {
  readonly code = 'validation_failed';
  readonly errors: readonly QueryIssue[];

  constructor(errors: readonly QueryIssue[]) {
    super(
      errors.length === 1
        ? `Could not run the query: ${describe(errors[0]!)}`
        : `Could not run the query: ${errors.length} errors: ${errors.map(describe).join('; ')}`,
    );
    this.name = 'QueryError';
    this.errors = errors;
  }
}

function describe(issue: QueryIssue): string {
  return `${issue.property_path} ${issue.message}`;
}

/** Collects issues so that one response reports every fault of a query, up to a bound. */
export class Issues {
  private readonly list: QueryIssue[] = [];
  private dropped = 0;

  add(property_path: string, message: string): void {
    if (this.list.length < QUERY_LIMITS.issues) this.list.push({ property_path, message });
    else this.dropped++;
  }

  get count(): number {
    return this.list.length + this.dropped;
  }

  throwIfAny(): void {
    if (this.count === 0) return;
    const errors = [...this.list];
    if (this.dropped > 0) errors.push({ property_path: '', message: `and ${this.dropped} more errors` });
    throw new QueryError(errors);
  }
}
