/**
 * What a page sets on `<ticket-booking>` (its attributes and its `options` property), turned into
 * the booking flow's settings. No Lit here: plain functions of the values the element holds.
 */
import { showMinutes } from '../../booking/state.js';
import type { BookingFlowOptions, VenueFrame } from '../../booking/types.js';

/**
 * Flow settings a page may pass (`options` property); `event`, `api-base` and `lang` are
 * attributes. `termsUrl`, `privacyUrl`, `paymentNote` and `showMinutes` may be set either way (the
 * attribute wins).
 */
export type TicketBookingOptions = Omit<BookingFlowOptions, 'event' | 'apiBase' | 'lang' | 'onEvent'>;

/** The venue's frame as the element's attributes give it (unset or empty: not given). */
export interface FrameAttributes {
  readonly termsUrl?: string | undefined;
  readonly privacyUrl?: string | undefined;
  readonly paymentNote?: string | undefined;
  readonly showMinutes?: number | undefined;
}

/** The venue's frame: the attributes, else the same settings in `options`. */
export function venueFrame(attributes: FrameAttributes, options: TicketBookingOptions): VenueFrame {
  return {
    termsUrl: attributes.termsUrl || options.termsUrl || null,
    privacyUrl: attributes.privacyUrl || options.privacyUrl || null,
    paymentNote: attributes.paymentNote || options.paymentNote || null,
    showMinutes: showMinutes(attributes.showMinutes ?? options.showMinutes),
  };
}

/** `options`, with the `few-left` attribute's count where `options` does not say. */
export function flowSettings(options: TicketBookingOptions, fewLeftAttribute?: number): TicketBookingOptions {
  const fewLeft = options.fewLeft ?? fewLeftAttribute;
  return fewLeft === undefined || !Number.isFinite(fewLeft) ? options : { ...options, fewLeft };
}

/** Lit's `hasChanged` of `options`: only a different value starts the widget again. */
export const optionsChanged = (value: unknown, old: unknown): boolean => !sameOptions(value, old);

/**
 * Whether two `options` objects of `<ticket-booking>` say the same: the same keys with the same
 * values, plain objects and arrays compared by their contents (`retry: { retries: 0 }` written
 * anew on every render of a parent is the same setting), anything else (functions, `storage`,
 * `fetch`) by identity. A parent that re-renders `.options=${{ … }}` with equal values so
 * keeps the running booking; a changed value starts the widget again.
 */
export function sameOptions(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((value, i) => sameOptions(value, b[i]))
    );
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameOptions(a[key], b[key]))
  );
}

/** An object literal (not a class instance such as `Storage`, a `Map` or a `Date`). */
function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
