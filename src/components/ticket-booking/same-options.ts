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
