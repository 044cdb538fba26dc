/**
 * Domain errors: one class with a stable string `code` and a sentence a QA engineer can act
 * on ("Could not reserve 3 tickets: sector Balcony has 2 left for show …"). The HTTP layer maps
 * codes to statuses in one place (`mock-server/http/errors.ts`); nothing here knows HTTP.
 *
 * The codes are the contract's problem codes (`PROBLEM_CODES` in `schemas/problem.ts`) plus the
 * few that only the transport can cause (a wrong content type or verb, an unexpected fault).
 */
import { PROBLEM_CODES, type ProblemCode } from '../schemas/problem';
import type { Violation } from '../schemas/violations';

/** The field at fault (`options[0].quantity`; empty for the whole body) and why. */
export type PropertyError = Violation;

/** Codes that are not about the data: the transport or an unexpected fault. */
const TRANSPORT_CODES = ['unsupported_media_type', 'method_not_allowed', 'internal_error'] as const;

export type ErrorCode = ProblemCode | (typeof TRANSPORT_CODES)[number];

export const ERROR_CODES: readonly ErrorCode[] = [
  ...(Object.keys(PROBLEM_CODES) as ProblemCode[]),
  ...TRANSPORT_CODES,
];

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors: PropertyError[] = [],
  ) {
    super(message);
  }
}

/** "The request body is not valid: name: Too small; [2].price: …" — the violations in one sentence. */
export function describeViolations(prefix: string, errors: readonly PropertyError[]): string {
  const shown = errors
    .slice(0, 5)
    .map((e) => (e.property_path ? `${e.property_path}: ${e.message}` : e.message));
  const more = errors.length > 5 ? `; and ${errors.length - 5} more` : '';
  return `${prefix}: ${shown.join('; ')}${more}`;
}
