/**
 * Which token of a session may write. A booking create and a confirmation issue the session's
 * next token (its `generation` one higher) and record that generation in the store; a token of
 * an older generation may still read the session's records, but any write with it answers 403
 * `session_superseded`. So the token a page held before it created its booking, or before it
 * confirmed it, can no longer change the customer, open more bookings or send e-mails.
 */
import { GatewayError } from './problem.js';
import type { Session } from './session.js';
import type { GatewayStore } from './store.js';

const key = (session: Session) => `generation:${session.id}`;

export interface Generations {
  /** Throws 403 `session_superseded` when a newer token of the session was issued. */
  current(session: Session | null): Promise<void>;
  /** The session's next token, recorded as the only one that may write. */
  renew(session: Session): Promise<Session>;
}

export function createGenerations(store: GatewayStore, now: () => number): Generations {
  return {
    async current(session) {
      if (!session) return;
      const stored = Number((await store.get(key(session))) ?? 0);
      if (stored > session.generation) {
        throw new GatewayError(
          'session_superseded',
          'A newer token of this session was issued with the booking or its confirmation; send that one.',
        );
      }
    },
    async renew(session) {
      const next = { ...session, generation: session.generation + 1 };
      await store.set(key(session), String(next.generation), Math.max(1, session.expires - now()));
      return next;
    },
  };
}
