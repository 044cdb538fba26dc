/**
 * OAuth 2.0 as the service exposes it (interface description §5, DESIGN.md §4): password and
 * refresh-token grants for registered clients, access tokens that expire after `expires_in`
 * seconds of mock time, refresh tokens that live 30 days and rotate on every use (a rotated
 * refresh token is rejected). Users belong to hosts; the token carries the user, and through it
 * the hosts whose records the bearer may see.
 *
 * Tokens are kept in maps by token (lookup costs the same however many exist) in the order they
 * were issued, which is the order they expire in while the token lifetime stays the same. Each
 * grant prunes from the oldest end: expired tokens (by the mock clock), rotated refresh tokens a
 * day after their use, and whatever is beyond the caps (`TOKEN_LIMITS`: the oldest go first),
 * so a soak test with a standing clock keeps a bounded number of tokens and each grant does
 * constant work on average.
 */
import type { Clock } from './clock';

export interface OAuthClient {
  id: string;
  secret: string;
}

export interface User {
  username: string;
  password: string;
  /** pids of the hosts this back-office user administers. */
  hosts: string[];
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'bearer';
  scope: null;
}

export type OAuthErrorCode =
  'invalid_client' | 'invalid_grant' | 'invalid_request' | 'unsupported_grant_type';

export class OAuthError extends Error {
  override readonly name = 'OAuthError';
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
  }
}

export interface AccessGrant {
  username: string;
  clientId: string;
  expiresAt: number;
}

export interface RefreshGrant extends AccessGrant {
  /** Set once the token was used; a rotated token is kept only to say why it is rejected. */
  rotatedAt?: number;
}

export interface OAuthState {
  clients: OAuthClient[];
  users: User[];
  access: [string, AccessGrant][];
  refresh: [string, RefreshGrant][];
}

/** One token as kept (for a copy of the state elsewhere: the `--state` database). */
export type TokenEntry =
  | { readonly kind: 'access'; readonly grant: AccessGrant }
  | { readonly kind: 'refresh'; readonly grant: RefreshGrant };

/** Hears of every token added, changed or dropped, and of `setup`/`restore` replacing them all. */
export interface TokenObserver {
  token(token: string): void;
  replaced(): void;
}

export interface OAuthSettings {
  /** Access token lifetime in seconds (`expires_in`). */
  accessTokenTtl: number;
  /** Refresh token lifetime in seconds. */
  refreshTokenTtl: number;
}

/**
 * How many tokens are kept at most: past these, the oldest are dropped at the next grant (a
 * dropped token reads as unknown). Rotated refresh tokens are kept a day of mock time, and at
 * most `rotated` of them, only to answer "already used" rather than "invalid".
 */
export const TOKEN_LIMITS = { access: 10_000, refresh: 10_000, rotated: 1_000 } as const;

const ROTATED_KEPT_MS = 86_400_000;

export const DEFAULT_OAUTH_SETTINGS: OAuthSettings = { accessTokenTtl: 600, refreshTokenTtl: 30 * 86_400 };

/** Unguessable tokens even though the rest of the mock is deterministic: tokens are secrets. */
function randomToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** Drops entries from the oldest end of `map` while `drop` says so; reports each one dropped. */
function pruneOldest<T>(
  map: Map<string, T>,
  drop: (value: T, size: number) => boolean,
  dropped: (token: string) => void,
): void {
  for (const [token, value] of map) {
    if (!drop(value, map.size)) return;
    map.delete(token);
    dropped(token);
  }
}

export class OAuthService {
  private readonly access = new Map<string, AccessGrant>();
  /** Refresh tokens not yet used. */
  private readonly refresh = new Map<string, RefreshGrant>();
  /** Used refresh tokens, in the order of their use. */
  private readonly rotated = new Map<string, RefreshGrant & { rotatedAt: number }>();
  private readonly observers = new Set<TokenObserver>();

  constructor(
    private readonly clock: Clock,
    private readonly settings: () => OAuthSettings,
    private clients: OAuthClient[] = [],
    private users: User[] = [],
    private readonly limits: { access: number; refresh: number; rotated: number } = TOKEN_LIMITS,
  ) {}

  user(username: string): User | undefined {
    return this.users.find((u) => u.username === username);
  }

  /** Checks the client credentials of the Basic header. */
  authenticateClient(clientId: string, secret: string): void {
    const client = this.clients.find((c) => c.id === clientId);
    if (!client || client.secret !== secret) {
      throw new OAuthError('invalid_client', 'The client credentials are invalid.');
    }
  }

  passwordGrant(clientId: string, username: string, password: string): TokenResponse {
    const user = this.user(username);
    if (!user || user.password !== password) {
      throw new OAuthError('invalid_grant', 'Invalid username and password combination.');
    }
    return this.issue(clientId, username);
  }

  refreshGrant(clientId: string, refreshToken: string): TokenResponse {
    const now = this.clock.now();
    const used = this.rotated.get(refreshToken);
    if (used && used.clientId === clientId) {
      throw new OAuthError('invalid_grant', 'Refresh token has already been used; refresh tokens rotate.');
    }
    const grant = this.refresh.get(refreshToken);
    if (!grant || grant.clientId !== clientId) {
      throw new OAuthError('invalid_grant', 'Invalid refresh token.');
    }
    if (grant.expiresAt <= now) throw new OAuthError('invalid_grant', 'Refresh token has expired.');
    if (!this.user(grant.username))
      throw new OAuthError('invalid_grant', 'The user of the refresh token no longer exists.');
    this.refresh.delete(refreshToken);
    this.rotated.set(refreshToken, { ...grant, rotatedAt: now });
    this.changed(refreshToken);
    return this.issue(clientId, grant.username);
  }

  /** The user behind a bearer token, or `undefined` when it is unknown or expired. */
  authenticate(accessToken: string): User | undefined {
    const result = this.inspect(accessToken);
    return 'user' in result ? result.user : undefined;
  }

  /** The user behind a bearer token, or why it is refused (for `WWW-Authenticate`). */
  inspect(accessToken: string): { user: User } | { reason: string } {
    const grant = this.access.get(accessToken);
    if (!grant) return { reason: 'The access token is unknown.' };
    if (grant.expiresAt <= this.clock.now()) return { reason: 'The access token expired.' };
    const user = this.user(grant.username);
    return user ? { user } : { reason: 'The user of the access token no longer exists.' };
  }

  /** How many tokens are kept: live and expired-but-not-yet-pruned ones, and rotated ones. */
  tokenCounts(): { access: number; refresh: number; rotated: number } {
    return { access: this.access.size, refresh: this.refresh.size, rotated: this.rotated.size };
  }

  /** One token as kept, or undefined when there is none (for a copy of the state elsewhere). */
  token(token: string): TokenEntry | undefined {
    const access = this.access.get(token);
    if (access) return { kind: 'access', grant: { ...access } };
    const refresh = this.refresh.get(token) ?? this.rotated.get(token);
    return refresh ? { kind: 'refresh', grant: { ...refresh } } : undefined;
  }

  /** The clients and users (without the tokens). */
  accounts(): { clients: OAuthClient[]; users: User[] } {
    return { clients: structuredClone(this.clients), users: structuredClone(this.users) };
  }

  /** Calls `observer` for every token change from now on; returns the way to stop. */
  observe(observer: TokenObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /** Replaces the clients and users and forgets every token (a reset to a seed). */
  setup(clients: OAuthClient[], users: User[]): void {
    this.restore({ clients, users, access: [], refresh: [] });
  }

  snapshot(): OAuthState {
    return {
      clients: structuredClone(this.clients),
      users: structuredClone(this.users),
      access: [...this.access].map(([k, v]) => [k, { ...v }]),
      refresh: [...this.refresh, ...this.rotated].map(([k, v]) => [k, { ...v }]),
    };
  }

  restore(state: OAuthState): void {
    this.clients = structuredClone(state.clients);
    this.users = structuredClone(state.users);
    this.access.clear();
    this.refresh.clear();
    this.rotated.clear();
    for (const [k, v] of state.access) this.access.set(k, { ...v });
    const rotated: [string, RefreshGrant & { rotatedAt: number }][] = [];
    for (const [k, v] of state.refresh) {
      if (v.rotatedAt === undefined) this.refresh.set(k, { ...v });
      else rotated.push([k, { ...v, rotatedAt: v.rotatedAt }]);
    }
    for (const [k, v] of rotated.sort((a, b) => a[1].rotatedAt - b[1].rotatedAt)) this.rotated.set(k, v);
    for (const observer of this.observers) observer.replaced();
  }

  private issue(clientId: string, username: string): TokenResponse {
    const now = this.clock.now();
    const { accessTokenTtl, refreshTokenTtl } = this.settings();
    const access_token = randomToken();
    const refresh_token = randomToken();
    this.access.set(access_token, { username, clientId, expiresAt: now + accessTokenTtl * 1000 });
    this.refresh.set(refresh_token, { username, clientId, expiresAt: now + refreshTokenTtl * 1000 });
    this.changed(access_token);
    this.changed(refresh_token);
    this.prune(now);
    return { access_token, refresh_token, expires_in: accessTokenTtl, token_type: 'bearer', scope: null };
  }

  /**
   * Drops grants that can no longer matter, from the oldest end of each map: constant work per
   * grant on average, however many tokens exist. A token issued later but expiring sooner (after
   * the lifetime was shortened, or the clock set back) waits for the ones before it or for the cap.
   */
  private prune(now: number): void {
    const gone = (token: string) => this.changed(token);
    pruneOldest(this.access, (grant, size) => grant.expiresAt <= now || size > this.limits.access, gone);
    pruneOldest(this.refresh, (grant, size) => grant.expiresAt <= now || size > this.limits.refresh, gone);
    pruneOldest(
      this.rotated,
      (grant, size) =>
        grant.rotatedAt + ROTATED_KEPT_MS <= now || grant.expiresAt <= now || size > this.limits.rotated,
      gone,
    );
  }

  private changed(token: string): void {
    for (const observer of this.observers) observer.token(token);
  }
}
