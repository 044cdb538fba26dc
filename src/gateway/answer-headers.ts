/**
 * The headers of the gateway's text answers (text-answers.ts): a `Headers` kept in a map of the
 * lower-case names. A Fetch `Headers` (Node's, undici's) checks each name and value through its
 * WebIDL conversions on every call, which cost a text answer's few headers (the gateway sets
 * seven or eight on every answer) more than the rest of writing it; this one checks them with a
 * pattern. It behaves as a Fetch `Headers` of a response does: names match whatever their case,
 * values lose leading and trailing whitespace, repeated values are combined with `, ` except
 * Set-Cookie's (each its own, `getSetCookie()`), and iteration gives the lower-case names in
 * order with Set-Cookie once per value. Anything that takes a `HeadersInit` takes it (it is
 * iterable). Web APIs only: the gateway also runs in browsers.
 */

/** An HTTP token (RFC 9110): what a header name may be. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** What a header value may not hold, once trimmed. */
const FORBIDDEN_VALUE = /[\0\r\n]|[^\0-\u00ff]/;
const SET_COOKIE = 'set-cookie';

function checkedName(name: string): string {
  if (!TOKEN.test(name)) throw new TypeError(`Invalid header name: ${name}`);
  return name.toLowerCase();
}

const white = (code: number) => code === 9 || code === 10 || code === 13 || code === 32;

function checkedValue(value: string): string {
  const text = String(value);
  const trimmed =
    white(text.charCodeAt(0)) || white(text.charCodeAt(text.length - 1))
      ? text.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '')
      : text;
  if (FORBIDDEN_VALUE.test(trimmed)) throw new TypeError(`Invalid header value: ${trimmed}`);
  return trimmed;
}

export class AnswerHeaders implements Headers {
  /** Lower-case name → value (combined), Set-Cookie's aside. */
  readonly #values = new Map<string, string>();
  readonly #cookies: string[] = [];

  constructor(init?: HeadersInit) {
    if (init === undefined) return;
    if (Array.isArray(init) || Symbol.iterator in init) {
      for (const pair of init as Iterable<readonly string[]>) {
        if (pair.length !== 2) throw new TypeError('A header is a pair of a name and a value.');
        this.append(pair[0]!, pair[1]!);
      }
      return;
    }
    for (const [name, value] of Object.entries(init)) this.append(name, value);
  }

  append(name: string, value: string): void {
    const key = checkedName(name);
    const checked = checkedValue(value);
    if (key === SET_COOKIE) {
      this.#cookies.push(checked);
      return;
    }
    const before = this.#values.get(key);
    this.#values.set(key, before === undefined ? checked : `${before}, ${checked}`);
  }

  set(name: string, value: string): void {
    const key = checkedName(name);
    const checked = checkedValue(value);
    if (key === SET_COOKIE) this.#cookies.splice(0, this.#cookies.length, checked);
    else this.#values.set(key, checked);
  }

  delete(name: string): void {
    const key = checkedName(name);
    if (key === SET_COOKIE) this.#cookies.length = 0;
    else this.#values.delete(key);
  }

  get(name: string): string | null {
    const key = checkedName(name);
    if (key === SET_COOKIE) return this.#cookies.length === 0 ? null : this.#cookies.join(', ');
    return this.#values.get(key) ?? null;
  }

  has(name: string): boolean {
    const key = checkedName(name);
    return key === SET_COOKIE ? this.#cookies.length > 0 : this.#values.has(key);
  }

  getSetCookie(): string[] {
    return [...this.#cookies];
  }

  /**
   * The headers as a record of lower-case names (Set-Cookie's values as a list), in the order
   * they were first set: what Node's `writeHead` takes, without sorting them first.
   */
  toRecord(): Record<string, string | string[]> {
    const record: Record<string, string | string[]> = Object.fromEntries(this.#values);
    if (this.#cookies.length > 0) record[SET_COOKIE] = [...this.#cookies];
    return record;
  }

  /** The headers in order: lower-case names sorted, Set-Cookie once per value. */
  #sorted(): [string, string][] {
    const names = [...this.#values.keys()];
    if (this.#cookies.length > 0) names.push(SET_COOKIE);
    names.sort();
    const pairs: [string, string][] = [];
    for (const name of names) {
      if (name === SET_COOKIE) for (const cookie of this.#cookies) pairs.push([name, cookie]);
      else pairs.push([name, this.#values.get(name)!]);
    }
    return pairs;
  }

  entries(): HeadersIterator<[string, string]> {
    return this.#sorted().values();
  }

  keys(): HeadersIterator<string> {
    return this.#sorted()
      .map(([name]) => name)
      .values();
  }

  values(): HeadersIterator<string> {
    return this.#sorted()
      .map(([, value]) => value)
      .values();
  }

  forEach(callback: (value: string, key: string, parent: Headers) => void, thisArg?: unknown): void {
    for (const [name, value] of this.#sorted()) callback.call(thisArg, value, name, this);
  }

  [Symbol.iterator](): HeadersIterator<[string, string]> {
    return this.entries();
  }
}
