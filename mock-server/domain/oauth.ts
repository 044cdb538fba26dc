/**
 * OAuth 2.0 as the service exposes it (interface description §5, DESIGN.md §4): password and
 * refresh-token grants for registered clients, access tokens that expire after `expires_in`
 * seconds of mock time, refresh tokens that live 30 days and rotate on every use (a rotated
 * refresh token is rejected). Users belong to hosts; the token carries the user, and through it
 * the hosts whose records the bearer may see.
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

interface AccessGrant {
  username: string;
  clientId: string;
  expiresAt: number;
}

interface RefreshGrant extends AccessGrant {
  /** Set once the token was used; a rotated token is kept only to say why it is rejected. */
  rotatedAt?: number;
}

export interface OAuthState {
  clients: OAuthClient[];
  users: User[];
  access: [string, AccessGrant][];
  refresh: [string, RefreshGrant][];
}

export interface OAuthSettings {
  /** Access token lifetime in seconds (`expires_in`). */
  accessTokenTtl: number;
  /** Refresh token lifetime in seconds. */
  refreshTokenTtl: number;
}

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

export class OAuthService {
  private readonly access = new Map<string, AccessGrant>();
  private readonly refresh = new Map<string, RefreshGrant>();

  constructor(
    private readonly clock: Clock,
    private readonly settings: () => OAuthSettings,
    private clients: OAuthClient[] = [],
    private users: User[] = [],
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
    const grant = this.refresh.get(refreshToken);
    const now = this.clock.now();
    if (!grant || grant.clientId !== clientId) {
      throw new OAuthError('invalid_grant', 'Invalid refresh token.');
    }
    if (grant.rotatedAt !== undefined) {
      throw new OAuthError('invalid_grant', 'Refresh token has already been used; refresh tokens rotate.');
    }
    if (grant.expiresAt <= now) throw new OAuthError('invalid_grant', 'Refresh token has expired.');
    if (!this.user(grant.username))
      throw new OAuthError('invalid_grant', 'The user of the refresh token no longer exists.');
    grant.rotatedAt = now;
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

  /** Replaces the clients and users and forgets every token (a reset to a seed). */
  setup(clients: OAuthClient[], users: User[]): void {
    this.restore({ clients, users, access: [], refresh: [] });
  }

  snapshot(): OAuthState {
    return {
      clients: structuredClone(this.clients),
      users: structuredClone(this.users),
      access: [...this.access].map(([k, v]) => [k, { ...v }]),
      refresh: [...this.refresh].map(([k, v]) => [k, { ...v }]),
    };
  }

  restore(state: OAuthState): void {
    this.clients = structuredClone(state.clients);
    this.users = structuredClone(state.users);
    this.access.clear();
    this.refresh.clear();
    for (const [k, v] of state.access) this.access.set(k, { ...v });
    for (const [k, v] of state.refresh) this.refresh.set(k, { ...v });
  }

  private issue(clientId: string, username: string): TokenResponse {
    const now = this.clock.now();
    const { accessTokenTtl, refreshTokenTtl } = this.settings();
    this.prune(now);
    const access_token = randomToken();
    const refresh_token = randomToken();
    this.access.set(access_token, { username, clientId, expiresAt: now + accessTokenTtl * 1000 });
    this.refresh.set(refresh_token, { username, clientId, expiresAt: now + refreshTokenTtl * 1000 });
    return { access_token, refresh_token, expires_in: accessTokenTtl, token_type: 'bearer', scope: null };
  }

  /**
   * Drops grants that can no longer matter, so token churn in a soak test stays bounded. A
   * rotated refresh token is kept for a day, to say "already used" rather than "unknown".
   */
  private prune(now: number): void {
    for (const [token, grant] of this.access) if (grant.expiresAt <= now) this.access.delete(token);
    for (const [token, grant] of this.refresh) {
      const rotatedLongAgo = grant.rotatedAt !== undefined && grant.rotatedAt + ROTATED_KEPT_MS <= now;
      if (grant.expiresAt <= now || rotatedLongAgo) this.refresh.delete(token);
    }
  }
}
