/**
 * What the widget's polite status says of the buyer's place in the sale's line: a change of
 * situation at once, a move in line only when the coarse place changed and the last
 * announcement is old enough, so a screen reader is not told every poll.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BookingState, QueuePlace } from '../../../src/booking/types';
import { ANNOUNCE_EVERY_MS, createQueueView } from '../../../src/components/ticket-booking/queue-view';
import { translator } from '../../../src/i18n/translate';

const t = translator({ lang: 'en', tag: 'en' } as Parameters<typeof translator>[0]);
const place = (patch: Partial<QueuePlace>): Readonly<BookingState> =>
  ({
    queue: {
      state: 'waiting',
      position: 1,
      ahead: 0,
      waiting: 1,
      estimatedWaitSeconds: null,
      opensAt: null,
      allHeld: false,
      ...patch,
    },
  }) as unknown as BookingState;

describe('the waiting room’s announcements', () => {
  test('say a coarse place, at most once per interval, and a change of situation at once', () => {
    let now = 0;
    const view = createQueueView(() => now);
    assert.equal(
      view.announce(t, place({ state: 'pre-queue', position: null, ahead: null })),
      t.text('queue.preQueue'),
    );
    // The sale opens: said at once.
    now = 1000;
    assert.equal(view.announce(t, place({ ahead: 437 })), 'In line: 400 ahead of you.');
    // Every poll moves the place; the status stays until the interval has passed.
    for (const ahead of [420, 390, 350, 310]) {
      now += 2000;
      assert.equal(view.announce(t, place({ ahead })), 'In line: 400 ahead of you.');
    }
    now = 1000 + ANNOUNCE_EVERY_MS;
    assert.equal(view.announce(t, place({ ahead: 287 })), 'In line: 200 ahead of you.');
    // The same coarse place later is no new announcement either.
    now += ANNOUNCE_EVERY_MS;
    assert.equal(view.announce(t, place({ ahead: 250 })), 'In line: 200 ahead of you.');
    // Every seat held: said at once, and again at once when places come back.
    now += 1;
    assert.equal(view.announce(t, place({ ahead: 240, allHeld: true })), t.text('queue.allHeld'));
    now += 1;
    assert.equal(view.announce(t, place({ ahead: 7 })), 'In line: 7 ahead of you.');
    // Out of line: nothing, and the next line starts afresh.
    assert.equal(view.announce(t, { queue: null } as unknown as BookingState), null);
    assert.equal(view.announce(t, place({ ahead: 3 })), 'In line: 3 ahead of you.');
  });
});
