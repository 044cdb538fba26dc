/**
 * The property path of a field error (`property_path` of a problem's `errors`), as the service
 * writes it and the gateway repeats it: `['options', 0, 'quantity']` → `options[0].quantity`,
 * `[2, 'price']` → `[2].price`, `[]` → `` (the whole body). Shared by the gateway's and the
 * mock's validation, so both name a field alike.
 */
export function propertyPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}
