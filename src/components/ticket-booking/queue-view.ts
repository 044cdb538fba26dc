// The buyer's place in the sale's waiting room, drawn by `<ticket-booking>` in place of the step
// while the flow waits in line. A module of its own, imported when a sale first queues: most
// pages never show it, so the script-tag build keeps it (and its messages) out of the first render.
import { html, nothing, type TemplateResult } from 'lit';
import type { BookingState, QueuePlace } from '../../booking/types.js';
import type { Translator } from '../../i18n/translate.js';

/** The shortest time between two announcements of a changed place (ms). */
export const ANNOUNCE_EVERY_MS = 30_000;

/** Buyers ahead as a screen reader hears them: exact in the last ten, then by tens, then by hundreds. */
const coarseAhead = (ahead: number): number =>
  ahead < 10 ? ahead : ahead < 100 ? Math.floor(ahead / 10) * 10 : Math.floor(ahead / 100) * 100;

/** The estimated wait in whole minutes (at least one), or null while it cannot be told. */
const minutesOf = (queue: QueuePlace): number | null =>
  queue.estimatedWaitSeconds === null ? null : Math.max(1, Math.ceil(queue.estimatedWaitSeconds / 60));

export interface QueueView {
  /** The place in line (heading, place and number ahead, estimated wait, all seats held). */
  render(t: Translator, state: Readonly<BookingState>): TemplateResult | typeof nothing;
  /**
   * What the widget's polite status says of the place, or null without one. It changes when the
   * buyer's situation does (the sale opens, every seat becomes held, or free again), and for a
   * move in line only when the coarse place changed and the last announcement is at least
   * `ANNOUNCE_EVERY_MS` old: a screen reader is not told every small move, nor every poll.
   */
  announce(t: Translator, state: Readonly<BookingState>): string | null;
}

/** The waiting room's view; `now` is the page's clock (the widget's `options.now`). */
export function createQueueView(now: () => number): QueueView {
  let said: { kind: string; ahead: number; at: number } | null = null;
  return {
    render(t, state) {
      const queue = state.queue;
      if (!queue) return nothing;
      const ahead = queue.ahead ?? 0;
      const minutes = minutesOf(queue);
      const place =
        queue.state === 'pre-queue'
          ? t.text('queue.preQueue')
          : t.text('queue.place', { position: queue.position ?? 0, ahead });
      const opens =
        queue.state === 'pre-queue' && queue.opensAt
          ? new Intl.DateTimeFormat(t.locale.tag, { dateStyle: 'long', timeStyle: 'short' }).format(
              queue.opensAt,
            )
          : null;
      return html`<div part="queue" class="challenge" role="group" aria-labelledby="queue-heading">
        <h2 id="queue-heading" part="heading">${t.text('queue.heading')}</h2>
        ${opens === null ? nothing : html`<p>${t.text('queue.opens', { time: opens })}</p>`}
        <p>${place}</p>
        ${minutes === null ? nothing : html`<p>${t.text('queue.wait', { minutes })}</p>`}
        ${queue.allHeld ? html`<p>${t.text('queue.allHeld')}</p>` : nothing}
      </div>`;
    },
    announce(t, state) {
      const queue = state.queue;
      if (!queue) {
        said = null;
        return null;
      }
      const kind = queue.state === 'pre-queue' ? 'pre-queue' : queue.allHeld ? 'all-held' : 'waiting';
      const ahead = coarseAhead(queue.ahead ?? 0);
      const at = now();
      if (!said || said.kind !== kind || (said.ahead !== ahead && at - said.at >= ANNOUNCE_EVERY_MS))
        said = { kind, ahead, at };
      if (said.kind === 'pre-queue') return t.text('queue.preQueue');
      if (said.kind === 'all-held') return t.text('queue.allHeld');
      return t.text('queue.announce', { ahead: said.ahead });
    },
  };
}
