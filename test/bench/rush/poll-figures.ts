/**
 * What the rush reports of its queue polls, from the gateways' figures: the time in the gateway
 * (all, while buyers arrived and after, answered by the store or from the instance's look), the
 * windows over the goal, the poll's own code, the round trip as buyers saw it and the Redis
 * commands per poll. With `RUSH_TIMELINE=<file>`, every poll's start (ms after the first
 * arrival), its time in the gateway and 1 when the store answered it.
 */
import { writeFileSync } from 'node:fs';
import { overGoal } from './poll-windows';
import { percentile, type GatewayStats, type Rush, type Summary } from './rush-types';

type PollFigures = Pick<
  Rush,
  | 'pollMs'
  | 'pollWhileArriving'
  | 'pollAfterArrivals'
  | 'pollFromStore'
  | 'pollFromLook'
  | 'pollsOverGoal'
  | 'pollOwnMs'
  | 'pollOwnCpuMs'
  | 'pollRoundTripMs'
  | 'redisCommandsPerPoll'
>;

const summary = (sorted: number[]) => ({
  p50: percentile(sorted, 50),
  p99: percentile(sorted, 99),
  max: sorted.at(-1) ?? 0,
});
const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);

/** The polls' figures of a rush with a room (`stats` of its gateways); all null without one. */
export function pollFigures(
  stats: GatewayStats[] | null,
  run: { start: number; arrivedAt: number; ownCode: boolean; roundTrips: number[] },
): PollFigures {
  if (stats === null) {
    return {
      pollMs: null,
      pollWhileArriving: null,
      pollAfterArrivals: null,
      pollFromStore: null,
      pollFromLook: null,
      pollsOverGoal: null,
      pollOwnMs: null,
      pollOwnCpuMs: null,
      pollRoundTripMs: null,
      redisCommandsPerPoll: null,
    };
  }
  const { start, arrivedAt } = run;
  const pollTimes = sortedOf(stats.flatMap((s) => s.pollTimes));
  const timeline = stats.flatMap((s) => s.pollTimeline ?? []);
  if (process.env.RUSH_TIMELINE) {
    const lines = timeline
      .map(([at, ms, fromStore]) => `${at - start} ${ms} ${fromStore ?? ''}`)
      .sort((a, b) => parseFloat(a) - parseFloat(b));
    writeFileSync(process.env.RUSH_TIMELINE, `${lines.join('\n')}\n`);
  }
  const pollsWhen = (keep: (at: number, fromStore: number) => boolean): Summary => {
    const sorted = sortedOf(timeline.filter(([at, , fromStore]) => keep(at, fromStore)).map(([, ms]) => ms));
    return { ...summary(sorted), count: sorted.length };
  };
  const roundTrips = sortedOf(run.roundTrips);
  const polls = pollTimes.length;
  return {
    pollMs: { ...summary(pollTimes), count: polls },
    pollWhileArriving: pollsWhen((at) => at < arrivedAt),
    pollAfterArrivals: pollsWhen((at) => at >= arrivedAt),
    pollFromStore: pollsWhen((_, fromStore) => fromStore === 1),
    pollFromLook: pollsWhen((_, fromStore) => fromStore === 0),
    pollsOverGoal: overGoal(timeline, start),
    pollOwnMs: run.ownCode ? summary(sortedOf(stats.flatMap((s) => s.pollOwnTimes ?? []))) : null,
    pollOwnCpuMs: run.ownCode ? summary(sortedOf(stats.flatMap((s) => s.pollOwnCpuTimes ?? []))) : null,
    pollRoundTripMs: { p50: percentile(roundTrips, 50), p99: percentile(roundTrips, 99) },
    redisCommandsPerPoll:
      stats.reduce((sum, s) => sum + s.redisCommandsPerPoll * s.polls, 0) / Math.max(1, polls),
  };
}
