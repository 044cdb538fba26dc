/**
 * Turns zod issues into the `errors` of a problem response: one `{property_path, message}` per
 * offending field, with paths such as `name`, `address.country`, `[2].price` or
 * `options[0].quantity` (the path of a whole-body problem is empty).
 */
import type { z } from '@hono/zod-openapi';
import type { FieldError } from '../../src/problem/field-error';
import { propertyPath } from '../../src/problem/property-path';

/** A field at fault and why (`src/problem/field-error.ts`, the shape every problem shares). */
export type Violation = FieldError;

type Issue = z.core.$ZodIssue;
type PathSegment = PropertyKey;

export interface ViolationOptions {
  /**
   * Dotted paths of read-only fields (array indices left out: `pid`, `address.pid`), so that
   * such a key is reported as read-only rather than as not allowed. See `readOnlyFields`.
   */
  readonly readOnly?: ReadonlySet<string>;
}

function withoutIndices(path: readonly PathSegment[]): string {
  return path.filter((segment) => typeof segment !== 'number').join('.');
}

/** A union branch that failed only because the value has another type altogether. */
function isTypeMismatch(branch: readonly Issue[]): boolean {
  return branch.every((issue) => issue.code === 'invalid_type' && issue.path.length === 0);
}

function collect(
  issues: readonly Issue[],
  prefix: readonly PathSegment[],
  options: ViolationOptions,
  into: Violation[],
): void {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const keyPath = [...path, key];
        const readOnly = options.readOnly?.has(withoutIndices(keyPath)) ?? false;
        into.push({
          property_path: propertyPath(keyPath),
          message: readOnly ? 'This field is read-only.' : 'This field is not allowed.',
        });
      }
    } else if (issue.code === 'invalid_union') {
      // Report the branch that matches the value's type (an object against the object branch
      // of "object or array"), instead of every branch's complaint.
      const candidates = issue.errors.filter((branch) => !isTypeMismatch(branch));
      if (candidates.length === 1) collect(candidates[0] ?? [], path, options, into);
      else into.push({ property_path: propertyPath(path), message: 'This value is not valid here.' });
    } else {
      into.push({ property_path: propertyPath(path), message: issue.message });
    }
  }
}

/** The violations of a failed parse, in the order zod found them, without duplicates. */
export function toViolations(
  error: z.ZodError | readonly Issue[],
  options: ViolationOptions = {},
): Violation[] {
  const issues = Array.isArray(error) ? (error as readonly Issue[]) : (error as z.ZodError).issues;
  const found: Violation[] = [];
  collect(issues, [], options, found);
  const seen = new Set<string>();
  return found.filter((violation) => {
    const key = `${violation.property_path}\u0000${violation.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
