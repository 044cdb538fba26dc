/** What every case of the waiting room's behaviour gets: its clock, settings and back ends. */
import assert from 'node:assert/strict';
import type { Place, PollInput, RoomBackend, RoomSettings } from '../../../src/gateway/waiting-room/types';

export const T0 = Date.parse('2026-06-01T08:00:00Z');

export const SETTINGS: RoomSettings = {
  opensAt: null,
  maxActive: 2,
  admitPerMinute: null,
  passMs: 60_000,
  activeMs: 600_000,
  abandonMs: 120_000,
};

/** A back end whose polls answer a place (the tests that count budgets look at the refusals). */
function placesOnly(backend: RoomBackend) {
  return {
    ...backend,
    async poll(room: string, input: PollInput): Promise<Place> {
      const place = await backend.poll(room, input);
      assert.notEqual(place.state, 'over-budget');
      return place as Place;
    },
  };
}

let rooms = 0;

/** What every case gets: the back ends, a room of its own, and settings changed from `SETTINGS`. */
export interface RoomKit {
  /** The back ends as opened, polls answering budgets' refusals too. */
  open: () => RoomBackend[];
  /** The n-th call goes to instance n mod count; polls without a budget answer a place. */
  instances: () => () => ReturnType<typeof placesOnly>;
  /** A room of its own for each test, so a shared server needs no flushing. */
  freshRoom: () => string;
  settings: (changes?: Partial<RoomSettings>) => RoomSettings;
}

export function roomKit(open: () => RoomBackend[]): RoomKit {
  return {
    open,
    instances() {
      const backends = open().map(placesOnly);
      let n = 0;
      return () => backends[(n += 1) % backends.length]!;
    },
    freshRoom: () => `R${(rooms += 1)}-${Math.random().toString(36).slice(2, 8)}`,
    settings: (changes = {}) => ({ ...SETTINGS, ...changes }),
  };
}
