/**
 * Session isolation for parallel QA runs: a request with `X-Mock-Session: <name>` is served by a
 * mock of its own, made on first use from the same seed as the main one, so runs never see each
 * other's data, outbox, webhooks, faults, clock or settings. At most `limit` sessions live at
 * once; the least recently used one is dropped to make room (it starts afresh if used again).
 * A `SessionKeeper` (the `--state` database, the browser's IndexedDB) keeps them across restarts:
 * it gives each session its mock, hears when one is dropped, and names those of an earlier run.
 */
import { DomainError } from './errors';
import type { Mock } from './mock';

export const SESSION_HEADER = 'X-Mock-Session';
export const DEFAULT_SESSION_LIMIT = 50;

export const SESSION_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** The session a request asks for: undefined for none; throws `validation_failed` for a bad name. */
export function sessionName(header: string | undefined): string | undefined {
  const name = header?.trim();
  if (!name) return undefined;
  if (SESSION_NAME_PATTERN.test(name)) return name;
  throw new DomainError(
    'validation_failed',
    `The ${SESSION_HEADER} header is not valid: expected 1 to 64 letters, digits, ".", "_", ":" or "-".`,
    [{ property_path: SESSION_HEADER, message: 'Expected 1 to 64 letters, digits, ".", "_", ":" or "-".' }],
  );
}

/** Keeps sessions' state elsewhere, so they survive a restart. */
export interface SessionKeeper {
  /** The sessions kept from an earlier run, the least recently used first. */
  names(): string[];
  /** The session's mock: the kept one, else `fork()`; followed and saved from now on. */
  open(name: string, fork: () => Mock): Mock;
  /** The session was dropped (deleted, or the least recently used one beyond the limit). */
  drop(name: string): void;
}

export class Sessions<T> {
  /** In order of use, the least recently used first. */
  private readonly entries = new Map<string, T>();

  constructor(
    private readonly create: (name: string) => T,
    readonly limit = DEFAULT_SESSION_LIMIT,
    private readonly dispose: (value: T, name: string) => void = () => {},
  ) {}

  /** The session's value, made on first use; marks it as the most recently used. */
  get(name: string): T {
    let value = this.entries.get(name);
    if (value !== undefined) {
      this.entries.delete(name);
    } else {
      value = this.create(name);
      while (this.entries.size >= this.limit) {
        const [oldest, dropped] = this.entries.entries().next().value as [string, T];
        this.entries.delete(oldest);
        this.dispose(dropped, oldest);
      }
    }
    this.entries.set(name, value);
    return value;
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The live sessions, the least recently used first. */
  names(): string[] {
    return [...this.entries.keys()];
  }

  delete(name: string): boolean {
    const value = this.entries.get(name);
    if (value === undefined) return false;
    this.entries.delete(name);
    this.dispose(value, name);
    return true;
  }

  clear(): void {
    for (const name of this.names()) this.delete(name);
  }
}
