/**
 * The gateway's waiting room, as the flow meets it. A write answered 429 `queue_required` takes
 * a place in the event's line (`POST /queue/<event>`; the place belongs to the session, which
 * survives a reload), asks where it stands at the interval the gateway says, with ±20 % jitter
 * so a crowd does not ask in step, and once admitted holds the pass for the next write, which
 * the flow then repeats. Meanwhile `state.queue` says where the buyer stands. A sale that sells
 * out while the buyer waits ends the wait with `sold_out`.
 */
import { ApiError } from '../api/errors.js';
import type { FlowCore, Settings } from './flow-core.js';
import type { QueuePlace } from './types.js';

/** What the gateway answers about a place (`GET|POST /queue/<event>`). */
export interface QueueAnswer {
  state: string;
  position: number | null;
  ahead: number | null;
  waiting: number;
  estimated_wait_seconds: number | null;
  poll_after_ms: number | null;
  opens_at: string | null;
  all_held: boolean;
  pass: string | null;
}

const WAITING = new Set(['pre-queue', 'waiting']);
/** The most a wait between two questions may be (a gateway's answer is bounded by this). */
const MOST_WAIT_MS = 60_000;

const placeOf = (answer: QueueAnswer): QueuePlace => ({
  state: answer.state === 'pre-queue' ? 'pre-queue' : 'waiting',
  position: answer.position,
  ahead: answer.ahead,
  waiting: answer.waiting,
  estimatedWaitSeconds: answer.estimated_wait_seconds,
  opensAt: answer.opens_at ? new Date(answer.opens_at) : null,
  allHeld: answer.all_held,
});

/** Waits `ms` on `schedule`; rejects with the signal's reason once it is aborted. */
function pause(schedule: Settings['schedule'], ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    signal.throwIfAborted();
    const stop = () => {
      cancel();
      reject(signal.reason as Error);
    };
    const cancel = schedule(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

const soldOut = () => ApiError.from({ status: 409, statusText: '' }, { code: 'sold_out', status: 409 });

/** Waits in the event's line until admitted (then the pass is held for the next write). */
export async function waitInLine(ctx: FlowCore, random: () => number = Math.random): Promise<void> {
  const { api, store, settings } = ctx;
  const event = settings.event;
  let answer = await api.queue('POST', event);
  ctx.emit('tb-queue-join', { event, position: answer.position });
  try {
    for (;;) {
      if (answer.state === 'admitted' && answer.pass) {
        api.queuePass.hold(answer.pass);
        ctx.emit('tb-queue-admit', { event });
        return;
      }
      // Already let in (a place taken with a pass used, or a room that went free): no wait.
      if (answer.state === 'inside') return;
      if (answer.state === 'closed') {
        ctx.emit('tb-queue-close', { event });
        throw soldOut();
      }
      if (!WAITING.has(answer.state)) {
        // The place lapsed (or the pass went unused): a new one, never a better one.
        answer = await api.queue('POST', event);
        continue;
      }
      const before = store.get().queue;
      const place = placeOf(answer);
      store.change.queuePlaced(place);
      if (before?.position !== place.position || before?.allHeld !== place.allHeld) {
        ctx.emit('tb-queue-update', {
          event,
          position: place.position,
          ahead: place.ahead,
          estimatedWaitSeconds: place.estimatedWaitSeconds,
          allHeld: place.allHeld,
        });
      }
      const base = Math.min(Math.max(answer.poll_after_ms ?? 5_000, 250), MOST_WAIT_MS);
      await pause(settings.schedule, base * (0.8 + 0.4 * random()), settings.lifetime);
      answer = await api.queue('GET', event);
    }
  } finally {
    // A disposed flow (the widget removed) keeps its stored place: the next one waits on there.
    if (!settings.lifetime.aborted) store.change.queuePlaced(null);
  }
}
