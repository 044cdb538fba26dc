/**
 * OAuth 2.0 token manager for the ticketing service (password and refresh-token grants against
 * `POST /oauth/v2/token`).
 *
 * Refresh tokens rotate on every use, so two refreshes with the same token would leave one of
 * them holding a dead token: every grant is single-flight, and concurrent callers share the one
 * request in flight. The password is only ever sent to the token endpoint; the store sees
 * refresh tokens only. This runs where credentials may live (the gateway, Node tools), never in
 * a visitor's browser.
 */
import { AuthError, ResponseFormatError, toTransportError } from './errors.js';

/** Refresh the access token when it expires within this margin. */
export const REFRESH_MARGIN_MS = 30_000;

/** Where the refresh token is kept between runs. Methods may be sync or async. */
export interface RefreshTokenStore {
  get(): string | null | undefined | Promise<string | null | undefined>;
  set(refreshToken: string): void | Promise<void>;
  clear(): void | Promise<void>;
}

/** A store that keeps the refresh token in memory for the life of the process. */
export function memoryTokenStore(initial?: string): RefreshTokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => void (token = value),
    clear: () => void (token = undefined),
  };
}

export type TokenManagerOptions = (
  { baseUrl: string; tokenUrl?: undefined } | { tokenUrl: string; baseUrl?: undefined }
) & {
  clientId: string;
  clientSecret: string;
  username?: string;
  /** Used for the first grant, and again only when the refresh token is rejected. */
  password?: string;
  /** A refresh token to start with, when the store has none. */
  refreshToken?: string;
  store?: RefreshTokenStore;
  fetch?: (request: Request) => Promise<Response>;
  /** Clock in epoch ms; injectable for tests. */
  now?: () => number;
  /** Abort a token request after this many ms. */
  timeoutMs?: number;
};

export interface TokenManager {
  /** A valid access token, obtained or refreshed as needed (proactively within 30 s of expiry). */
  getAccessToken(): Promise<string>;
  /**
   * Called when a resource answered 401 to `rejectedToken`: drops that token unless it was
   * already replaced, and returns a fresh one. Many concurrent 401s cause one grant.
   */
  handleUnauthorized(rejectedToken: string): Promise<string>;
  /** Forgets the access token so the next call obtains a new one. */
  invalidate(): void;
  /** Signs out: forgets the access token and clears the stored refresh token. */
  clear(): Promise<void>;
}

interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
}

/** Assumed lifetime when a token response has no `expires_in`. */
const FALLBACK_LIFETIME_S = 60;

function basicAuth(clientId: string, clientSecret: string): string {
  // btoa takes Latin-1 only; encode as UTF-8 bytes first so any credential works.
  let binary = '';
  for (const byte of new TextEncoder().encode(`${clientId}:${clientSecret}`))
    binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createTokenManager(options: TokenManagerOptions): TokenManager {
  const tokenUrl = options.tokenUrl ?? `${options.baseUrl!.replace(/\/+$/, '')}/oauth/v2/token`;
  const store = options.store ?? memoryTokenStore();
  const now = options.now ?? Date.now;
  const authorization = basicAuth(options.clientId, options.clientSecret);
  let seed = options.refreshToken;
  let accessToken: string | undefined;
  let expiresAt = 0;
  let inflight: Promise<string> | undefined;
  // Bumped by clear(), so a grant that was in flight cannot bring the old session back.
  let epoch = 0;

  async function grant(fields: Record<string, string>): Promise<TokenResponse> {
    const request = new Request(tokenUrl, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: authorization,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields).toString(),
      signal: options.timeoutMs === undefined ? null : AbortSignal.timeout(options.timeoutMs),
    });
    let response: Response;
    try {
      response = await (options.fetch ?? globalThis.fetch)(request);
    } catch (error) {
      throw toTransportError(error, options.timeoutMs);
    }
    const body = await readJson(response);
    const fieldsOf = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (!response.ok) {
      const code = typeof fieldsOf.error === 'string' ? fieldsOf.error : `http_${response.status}`;
      const description =
        typeof fieldsOf.error_description === 'string' ? fieldsOf.error_description : undefined;
      throw new AuthError(code, description, response.status);
    }
    const token = fieldsOf as Partial<TokenResponse>;
    if (typeof token.access_token !== 'string' || !token.access_token) {
      throw new ResponseFormatError('The token response has no access_token');
    }
    return token as TokenResponse;
  }

  async function currentRefreshToken(): Promise<string | undefined> {
    return (await store.get()) || seed || undefined;
  }

  async function refreshOrLogIn(): Promise<TokenResponse> {
    const refreshToken = await currentRefreshToken();
    if (refreshToken) {
      try {
        return await grant({ grant_type: 'refresh_token', refresh_token: refreshToken });
      } catch (error) {
        // A rejected refresh token (expired, revoked, or rotated by another process) is dead:
        // forget it, and sign in again if a password allows it.
        if (!(error instanceof AuthError && error.code === 'invalid_grant')) throw error;
        seed = undefined;
        await store.clear();
        if (options.password === undefined) throw error;
      }
    }
    if (options.username !== undefined && options.password !== undefined) {
      return grant({ grant_type: 'password', username: options.username, password: options.password });
    }
    throw new AuthError('no_credentials', 'No refresh token or password to obtain an access token with');
  }

  async function obtain(): Promise<string> {
    const started = now();
    const startedEpoch = epoch;
    const token = await refreshOrLogIn();
    if (startedEpoch !== epoch) throw new AuthError('signed_out', 'The session was cleared during sign-in');
    if (token.refresh_token) {
      seed = undefined;
      await store.set(token.refresh_token);
    }
    const lifetime = typeof token.expires_in === 'number' ? token.expires_in : FALLBACK_LIFETIME_S;
    // Counted from when the request started, so network latency never makes a token look fresher.
    expiresAt = started + lifetime * 1000;
    accessToken = token.access_token;
    return accessToken;
  }

  function getAccessToken(): Promise<string> {
    if (accessToken && expiresAt - now() > REFRESH_MARGIN_MS) return Promise.resolve(accessToken);
    if (!inflight) {
      const pending = obtain().finally(() => {
        if (inflight === pending) inflight = undefined;
      });
      inflight = pending;
    }
    return inflight;
  }

  return {
    getAccessToken,
    handleUnauthorized(rejectedToken) {
      if (accessToken === rejectedToken) accessToken = undefined;
      return getAccessToken();
    },
    invalidate() {
      accessToken = undefined;
    },
    async clear() {
      epoch += 1;
      accessToken = undefined;
      seed = undefined;
      inflight = undefined;
      await store.clear();
    },
  };
}
