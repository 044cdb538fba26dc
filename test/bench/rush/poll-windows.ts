/**
 * When the rush's polls kept to their goal again: the polls' times cut into 2-s windows.
 */
import { percentile } from './rush-types';

/** The poll's goal in the gateway (ms), and the windows the timeline is cut into to say when it held again. */
const GOAL_MS = 10;
const WINDOW_MS = 2000;

/** Polls over the goal, and the end of the last 2-s window whose p99 passed it (s after `start`). */
export function overGoal(timeline: ReadonlyArray<readonly [number, number, ...number[]]>, start: number) {
  const windows = new Map<number, number[]>();
  for (const [at, ms] of timeline) {
    const window = Math.floor((at - start) / WINDOW_MS);
    const times = windows.get(window) ?? [];
    times.push(ms);
    windows.set(window, times);
  }
  let settled = 0;
  for (const [window, times] of windows) {
    if (
      percentile(
        [...times].sort((a, b) => a - b),
        99,
      ) > GOAL_MS
    ) {
      settled = Math.max(settled, ((window + 1) * WINDOW_MS) / 1000);
    }
  }
  return { count: timeline.filter(([, ms]) => ms > GOAL_MS).length, settledSeconds: settled };
}
