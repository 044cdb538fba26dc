/**
 * Declarations of `ticket-booking/mock` (the built `mock-server/node.ts`), written by hand so that
 * they name no bundled part (Hono, zod). `test/types/package-mock.ts` checks under
 * `npm run typecheck` that the implementation still satisfies every declaration here.
 */
import type { HttpHandler } from 'msw';
import type { SetupServer } from 'msw/node';

export interface MockClockOptions {
  /** Start instant (epoch ms or ISO 8601); default: the seed's clock start. */
  readonly start?: number | string;
  /** Follow the system clock from the start (time passes); default: a fixed clock. */
  readonly follow?: boolean;
}

export interface MockHandlersOptions {
  /** Absolute base address of the API, e.g. `https://tickets.test/api`. */
  readonly baseUrl: string;
  /** Data set of the fresh mock: `empty` (default), `demo` or `large`. */
  readonly seed?: string;
  /** Clock of the fresh mock; default: fixed at the seed's start. */
  readonly clock?: MockClockOptions;
}

/** What a test controls in-process (the same as `/__admin/…` over HTTP). */
export interface MockControls {
  /** The seed loaded at creation and by `reset()` without a name. */
  readonly seed: string;
  /** Loads a seed again: every record, token, outbox mail and fault goes. */
  reset(seed?: string): void;
  /** Moves the mock clock; answers the new time and the bookings whose tickets were released. */
  moveClock(move: { advanceMs: number } | { set: number }): {
    readonly now: string;
    readonly epochMs: number;
    readonly following: boolean;
    readonly expired: unknown[];
  };
  /** The whole state as JSON-safe data, for `restore()` (the format of `GET /__admin/snapshot`). */
  snapshot(): unknown;
  restore(snapshot: unknown): void;
}

/** MSW handlers (one catch-all) that answer every request under `baseUrl` with a fresh mock. */
export function createMockHandlers(options: MockHandlersOptions): HttpHandler[];

/** A `setupServer` with the mock's handlers, and the mock to control. Call `server.listen()`. */
export function setupMockServer(options: MockHandlersOptions): { server: SetupServer; mock: MockControls };
