/** Types shared by the routes of the Hono app. */
import type { Context } from 'hono';
import type { Actor } from '../domain/access';

/** Why a request was refused, kept for the journal. */
export interface Rejection {
  readonly code: string;
  readonly detail: string;
}

export interface AppEnv {
  Variables: {
    /** The authenticated user (set by the bearer check). */
    actor: Actor;
    rejection: Rejection | undefined;
  };
}

export type AppContext = Context<AppEnv>;

/** `<origin><basePath>`: the base address of the service as the client reached it. */
export function baseUrl(c: AppContext, basePath: string): string {
  return `${new URL(c.req.url).origin}${basePath}`;
}
