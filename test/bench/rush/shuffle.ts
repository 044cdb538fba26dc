/**
 * A simple test of the pre-queue's shuffle: four buyers join before the opening, in the same
 * order, many times; at the opening each of the 24 orders should come up equally often. Answers
 * the chi-square statistic over the 24 orders (23 degrees of freedom: above 49.7 would be
 * unlikely at p = 0.001) and the least and most frequent counts.
 */
import { memoryRooms } from '../../../src/gateway/waiting-room/memory-rooms';
import { createWaitingRoom } from '../../../src/gateway/waiting-room/room';

export async function shuffleUniformity(
  trials: number,
): Promise<{ chiSquare: number; critical001: number; min: number; max: number }> {
  let now = 0;
  const opensAt = 1000;
  const counts = new Map<string, number>();
  const room = createWaitingRoom({
    backend: memoryRooms({ maxRooms: 10 }),
    secret: 'a-secret-for-the-shuffle-test-of-32-chars',
    // Nobody is admitted: the positions at the opening show the order.
    settings: () => ({
      opensAt,
      maxActive: 1,
      admitPerMinute: null,
      passMs: 1000,
      activeMs: 1000,
      abandonMs: 60_000,
    }),
    pollMs: 1000,
    now: () => now,
  });
  const members = ['a', 'b', 'c', 'd'];
  for (let i = 0; i < trials; i += 1) {
    const name = `trial-${i}`;
    now = 0;
    for (const member of members) await room.join(name, member, null);
    now = opensAt;
    const order: string[] = [];
    // The first poll admits the head of the line (maxActive 1); the rest keep their places.
    for (const member of members) {
      const view = (await room.poll(name, member))!;
      order[view.state === 'admitted' ? 0 : view.position!] = member;
    }
    const key = order.join('');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const expected = trials / 24;
  const observed = [...counts.values()];
  while (observed.length < 24) observed.push(0);
  const chiSquare = observed.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
  return {
    chiSquare: Number(chiSquare.toFixed(1)),
    critical001: 49.7,
    min: Math.min(...observed),
    max: Math.max(...observed),
  };
}
