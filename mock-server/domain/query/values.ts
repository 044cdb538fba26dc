import type { FieldType, QueryField } from './types';
import { parseWallDateTime } from './zoned-time';

/** How a stored value compares: numbers (also datetimes, money, integer pids), strings or booleans. */
type ValueKind = 'number' | 'string' | 'boolean';

/** A filter value turned into the form records store. */
export interface FilterValue {
  readonly kind: ValueKind;
  readonly value: number | string | boolean;
  /**
   * A digit-only pid of a string-pid resource also matches a record that stores it as a number, so
   * `filters[booking]=123456789012` works however a store keeps booking pids.
   */
  readonly alt?: number;
}

const INTEGER = /^[-+]?\d{1,16}$/;
const DECIMAL = /^[-+]?\d{1,20}(?:\.\d{1,20})?$/;
const MONEY = /^([-+]?)(\d{1,13})(?:\.(\d{1,2}))?$/;
const DIGITS = /^\d{1,15}$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TICKET_PID = /^[0-9a-f]{16}$/i;

/**
 * A pid in the case the store keeps it: UUIDs in upper case, ticket pids in lower case (a
 * ticket's `code`, its pid in upper case, names the same ticket). Paths and bodies read pids
 * case-insensitively; filters do the same, so `filters[event]=<pid in lower case>` and
 * `filters[pid]=<ticket code>` match.
 */
function canonicalPid(raw: string): string {
  if (UUID.test(raw)) return raw.toUpperCase();
  if (TICKET_PID.test(raw)) return raw.toLowerCase();
  return raw;
}

/** The type a value of `field` has, with a reference taking the type of its target's pid. */
export function valueType(field: QueryField, targetPid: QueryField | undefined): FieldType {
  if (field.reference !== undefined) return targetPid?.type === 'integer' ? 'integer' : 'pid';
  return field.type;
}

/** Reads a filter value for a field, or returns the message of why it does not fit. */
export function readFilterValue(
  type: FieldType,
  field: QueryField,
  raw: string,
  timeZone: string,
): FilterValue | string {
  switch (type) {
    case 'string':
      return { kind: 'string', value: field.upperCase ? raw.toUpperCase() : raw };
    case 'enum':
      if (field.values && !field.values.includes(raw)) {
        return `must be one of ${field.values.join(', ')}`;
      }
      return { kind: 'string', value: raw };
    case 'pid':
      return DIGITS.test(raw)
        ? { kind: 'string', value: raw, alt: Number(raw) }
        : { kind: 'string', value: canonicalPid(raw) };
    case 'integer': {
      const n = INTEGER.test(raw) ? Number(raw) : NaN;
      return Number.isSafeInteger(n)
        ? { kind: 'number', value: n }
        : `must be an integer from ${-Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}, e.g. 42`;
    }
    case 'number':
      return DECIMAL.test(raw)
        ? { kind: 'number', value: Number(raw) }
        : 'must be a decimal number, e.g. 12.5';
    case 'money': {
      const m = MONEY.exec(raw);
      if (!m) return 'must be an amount with at most two decimals, e.g. 12.50';
      const minor = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
      return { kind: 'number', value: m[1] === '-' ? -minor : minor };
    }
    case 'boolean': {
      const lower = raw.toLowerCase();
      if (lower === '1' || lower === 'true') return { kind: 'boolean', value: true };
      if (lower === '0' || lower === 'false') return { kind: 'boolean', value: false };
      return 'must be 1, 0, true or false';
    }
    case 'datetime': {
      const t = parseWallDateTime(raw, timeZone);
      return t === undefined
        ? 'must be a date-time as YYYY-MM-DD HH:MM:SS or a date as YYYY-MM-DD (midnight)'
        : { kind: 'number', value: t };
    }
  }
}

/** Orders stored values: null first, then numbers, booleans and strings by their natural order. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull ? (bNull ? 0 : -1) : 1;
  const ta = typeof a;
  const tb = typeof b;
  if (ta !== tb) return ta < tb ? -1 : 1;
  if (ta === 'number' || ta === 'string' || ta === 'boolean' || ta === 'bigint') {
    return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
  }
  return 0;
}
