/**
 * Human verification before the writes a site owner's gateway checks (`verifyVisitor`): the
 * site owner's `visitorToken` function is asked for a token before the write is sent, so a
 * visitor may take as long as a challenge needs without a request timing out meanwhile. While a
 * promised token is awaited, `state.challenge` names the action, and `<ticket-booking>` shows
 * the site owner's challenge (its `challenge` slot).
 *
 * A function that fails, or answers no token, lets the write go without one: the gateway
 * decides, and a refusal (403 `visitor_unverified`) is worded for the buyer, whose retry asks
 * for a new token.
 */
import type { FlowCore } from './flow-core.js';
import type { VisitorAction } from './types.js';

const isPromise = <T>(value: T | PromiseLike<T>): value is PromiseLike<T> =>
  typeof (value as PromiseLike<T> | null)?.then === 'function';

/**
 * Obtains and holds the token for the next write of `action` (`confirm`: the confirmation of
 * `booking`), unless no token is configured or the gateway is known not to need one now.
 */
export async function verifyVisitor(
  ctx: FlowCore,
  action: VisitorAction,
  booking: number | null = null,
): Promise<void> {
  const { store, api } = ctx;
  const source = ctx.settings.visitorToken;
  if (source === undefined || !api.visitor.needed(action, booking)) return;
  let token: string | null | undefined = null;
  if (typeof source === 'string') token = source;
  else {
    // Set before the call, so a function that awaits the element's next render finds the slot on
    // screen; a token answered at once clears it again before anything is rendered.
    store.change.challengeShown(action);
    try {
      const answer = source(action);
      token = isPromise(answer) ? await answer : answer;
    } catch {
      // The site owner's check failed to give a token: the gateway will say so.
    } finally {
      store.change.challengeShown(null);
    }
  }
  api.visitor.hold(action, typeof token === 'string' && token !== '' ? token : null, booking);
}
