/**
 * Telling the inspector's own entries in the mock's journal from everyone else's, so its log
 * shows what the page did. The journal records no headers and the inspector talks HTTP only (it
 * may inspect a mock on localhost), so it counts what it sent instead: each request leaves one
 * entry with its method and path, and a token request the mock grants leaves a login (`auth`)
 * entry besides, which names the user for a password grant and nobody for a refresh.
 *
 * Each expected entry is claimed by the first entry that matches it. Two entries alike in every
 * field (the inspector and the page's gateway both log in as `demo`) may be claimed the wrong
 * way round, which leaves the log the same.
 */
import type { MockJournalEntry } from './types.js';

const TOKEN_PATH = /\/oauth\/v2\/token$/;

/** The key of the entry a request leaves, as the journal records its method and path. */
function requestKey(request: Request): string {
  const url = new URL(request.url);
  return `${request.method.toUpperCase()} ${url.pathname}${url.search}`;
}

/** The key of the login entry a token request leaves once granted; none for other requests. */
async function loginKey(request: Request): Promise<string | undefined> {
  if (request.method !== 'POST' || !TOKEN_PATH.test(new URL(request.url).pathname)) return undefined;
  const form = new URLSearchParams(await request.clone().text());
  return `auth ${form.get('grant_type') === 'password' ? (form.get('username') ?? '') : ''}`;
}

function entryKey(entry: MockJournalEntry): string | undefined {
  if (entry.kind === 'auth') return `auth ${entry.session ?? ''}`;
  return entry.method && entry.path ? `${entry.method} ${entry.path}` : undefined;
}

export class OwnTraffic {
  /** Entries expected and not yet seen, counted by key. */
  private readonly pending = new Map<string, number>();

  /** Sends `request` through `fetch`, expecting the entries it will leave as the inspector's own. */
  async send(request: Request, fetch: (request: Request) => Promise<Response>): Promise<Response> {
    const sent = requestKey(request);
    // Read before sending: the entries may be in a journal read that answers before this does.
    const login = await loginKey(request);
    this.expect(sent, login);
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      // A failed fetch leaves no entry to match.
      this.forget(sent, login);
      throw error;
    }
    // A refused login leaves only its request's entry.
    if (!response.ok) this.forget(login);
    return response;
  }

  /** Whether `entry` is one the inspector expected; each expected entry is claimed once. */
  claim(entry: MockJournalEntry): boolean {
    const key = entryKey(entry);
    if (key === undefined || !this.pending.has(key)) return false;
    this.forget(key);
    return true;
  }

  private expect(...keys: (string | undefined)[]): void {
    for (const key of keys) if (key !== undefined) this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  private forget(...keys: (string | undefined)[]): void {
    for (const key of keys) {
      if (key === undefined) continue;
      const count = (this.pending.get(key) ?? 0) - 1;
      if (count > 0) this.pending.set(key, count);
      else this.pending.delete(key);
    }
  }
}
