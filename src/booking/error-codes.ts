/**
 * The service's codes the later actions decide on (reserving, seats, the checkout). Apart from
 * `net.ts`, which the first render needs: a module in the first render keeps every export its
 * chunks use.
 */
import { ApiError } from '../api/errors.js';

/** The service's stable code of a failed request; undefined when it never answered. */
export const codeOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.code : undefined;

/** A ticket option or a booking option ran out. */
export const isLimitReached = (error: unknown): boolean =>
  codeOf(error) === 'ticket_option_limit_reached' || codeOf(error) === 'option_limit_reached';
