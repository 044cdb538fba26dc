/**
 * Which events' sales queue right now, as this instance last saw them: the mark the gateway puts
 * on its answers (`X-Queueing`), so the widget of such an event takes a place in line at once
 * instead of first being refused a person create. It is read from what the room answered this
 * instance (a refused create or reservation, a buyer's place with others in line), never from a
 * cached body, and it fades `pollMs` after the last such answer, or at once when a create finds
 * every room free. A sale with a configured opening (`openings`) is marked from the start until
 * `fadeMs` after it, on every instance, before anything was seen: until its opening its room
 * queues every buyer (the pre-queue). A mark that is out of date costs one request either way: a
 * buyer marked while the room went free joins and is let in at once; one not marked is refused
 * and joins.
 */
export interface QueueingMarks {
  /** The event's sale queues (seen now). */
  queueing(event: string): void;
  /** Every room was free for a create (seen now). */
  free(): void;
  /** The events whose sale queues, as last seen within `fadeMs`. */
  current(): string[];
}

/** At most this many events are named (a gateway with more queueing sales names the latest). */
const MOST_EVENTS = 20;

export function queueingMarks(
  fadeMs: number,
  now: () => number,
  openings: ReadonlyMap<string, number> = new Map(),
): QueueingMarks {
  const seen = new Map<string, number>();
  /** The configured openings, soonest first. */
  const scheduled = [...openings].sort(([, a], [, b]) => a - b);
  return {
    queueing(event) {
      seen.delete(event);
      seen.set(event, now());
      if (seen.size > MOST_EVENTS) seen.delete(seen.keys().next().value!);
    },
    free() {
      seen.clear();
    },
    current() {
      const at = now();
      const events: string[] = [];
      for (const [event, when] of seen) {
        if (at - when < fadeMs) events.push(event);
        else seen.delete(event);
      }
      for (const [event, opening] of scheduled) {
        if (events.length >= MOST_EVENTS) break;
        if (at < opening + fadeMs && !seen.has(event)) events.push(event);
      }
      return events;
    },
  };
}
