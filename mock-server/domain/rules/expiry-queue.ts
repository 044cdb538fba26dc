/**
 * Which unconfirmed bookings expire next: a binary min-heap of `[expires, booking pid]`, so that
 * bringing the release up to date costs nothing while nothing is due, whatever the number of
 * bookings. It is a hint, not the truth: an entry may be stale (its booking was confirmed,
 * deleted, or its creation rolled back), so whoever pops an entry checks the booking in the
 * store. Every unconfirmed booking gets an entry when it is created (it never gets a later
 * `expires`), and the queue is rebuilt from the store whenever the store's content is replaced.
 */
import type { Pid } from '../model';
import type { Store } from '../store';

type Entry = readonly [expires: number, booking: Pid];

export class ExpiryQueue {
  private readonly heap: Entry[] = [];

  /** The queue of every booking of `store` that still waits for confirmation. */
  static of(store: Store): ExpiryQueue {
    const queue = new ExpiryQueue();
    for (const booking of store.all('bookings')) {
      if (booking.confirmation !== true && booking.released !== true && typeof booking.expires === 'number') {
        queue.push(booking.expires, booking.pid);
      }
    }
    return queue;
  }

  get size(): number {
    return this.heap.length;
  }

  push(expires: number, booking: Pid): void {
    const heap = this.heap;
    heap.push([expires, booking]);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent]![0] <= heap[i]![0]) break;
      [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
      i = parent;
    }
  }

  /** Whether an entry is due at `now` (what `popDue` would take). */
  hasDue(now: number): boolean {
    return this.heap.length > 0 && this.heap[0]![0] <= now;
  }

  /** Removes and answers the entries due at `now` (`expires <= now`), earliest first. */
  popDue(now: number): Entry[] {
    const due: Entry[] = [];
    while (this.heap.length > 0 && this.heap[0]![0] <= now) due.push(this.pop());
    return due;
  }

  private pop(): Entry {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < heap.length && heap[left]![0] < heap[least]![0]) least = left;
        if (right < heap.length && heap[right]![0] < heap[least]![0]) least = right;
        if (least === i) break;
        [heap[least], heap[i]] = [heap[i]!, heap[least]!];
        i = least;
      }
    }
    return top;
  }
}
