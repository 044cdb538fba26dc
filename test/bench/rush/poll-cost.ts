/**
 * What one queue poll costs a gateway process, away from the rush: one gateway process (Redis
 * store, waiting room with `maxActive` 1) in front of the mock's HTTP server, `waiting` buyers in
 * line, then polls one at a time and then `concurrency` at once. Timed inside the gateway process
 * (request to response), the poll's own code alone (its synchronous steps), with its CPU time per
 * poll and the Redis commands each poll sent.
 */
import { httpClient, startGateway, startService } from '../../integration/gateway/rush/processes';
import { percentile } from './buyers';

interface Stats {
  polls: number;
  pollTimes: number[];
  pollOwnTimes: number[];
  pollOwnCpuTimes: number[];
  redisCommandsPerPoll: number;
  cpuSeconds: number;
  eventLoopDelayMs: { p50: number; p99: number };
}

export interface PollCost {
  waiting: number;
  sequential: Summary;
  concurrent: Summary & { concurrency: number };
}

interface Summary {
  polls: number;
  p50: number;
  p99: number;
  /** The poll's own code (its synchronous steps), p50 / p99 (ms). */
  ownP50: number;
  ownP99: number;
  /** The same as the process's CPU time. */
  ownCpuP50: number;
  ownCpuP99: number;
  cpuMsPerPoll: number;
  redisCommandsPerPoll: number;
  eventLoopDelayP99Ms: number;
}

export async function pollCost(
  redisPort: number,
  autoPipelining = false,
  ownCode = true,
  redisSocket: string | undefined = undefined,
  waiting = 1000,
  concurrency = 16,
): Promise<PollCost> {
  const service = await startService(10);
  const gateway = await startGateway({
    redisPort,
    serviceUrl: `${service.url}/api`,
    event: service.event,
    keyPrefix: `poll-cost-${Date.now()}`,
    waitingRoom: { maxActive: 1, pollMs: 2000 },
    // Alone on its process: the CPU time of every poll's own code.
    cpuSample: 1,
    autoPipelining,
    ownCode,
    ...(redisSocket ? { redisSocket } : {}),
  });
  const http = httpClient(concurrency);
  const base = `${gateway.url}/tickets`;
  const address = (i: number) => `198.18.${i >> 8}.${i & 255}`;
  try {
    const sessions: string[] = [];
    for (let i = 0; i < waiting + 1; i += 1) {
      const joined = await http.send(`${base}/queue/${service.event}`, 'POST', {
        'X-Forwarded-For': address(i),
      });
      if (joined.status !== 200) throw new Error(`join answered ${joined.status}`);
      sessions.push(String(joined.headers['x-session']));
    }
    const poll = (k: number) =>
      http.send(`${base}/queue/${service.event}`, 'GET', {
        'X-Forwarded-For': address(k),
        'X-Session': sessions[k]!,
      });
    const measure = async (run: () => Promise<void>): Promise<Summary> => {
      await http.send(`${gateway.url}/__bench/reset`, 'POST');
      await run();
      const stats = (await http.send(`${gateway.url}/__bench/stats`, 'GET')).json as unknown as Stats;
      const sorted = stats.pollTimes;
      return {
        polls: stats.polls,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        ownP50: percentile(stats.pollOwnTimes, 50),
        ownP99: percentile(stats.pollOwnTimes, 99),
        ownCpuP50: percentile(stats.pollOwnCpuTimes, 50),
        ownCpuP99: percentile(stats.pollOwnCpuTimes, 99),
        cpuMsPerPoll: Number(((stats.cpuSeconds * 1000) / Math.max(1, stats.polls)).toFixed(3)),
        redisCommandsPerPoll: stats.redisCommandsPerPoll,
        eventLoopDelayP99Ms: Number(stats.eventLoopDelayMs.p99.toFixed(1)),
      };
    };
    // Warm-up: not counted.
    for (let k = 1; k <= 200; k += 1) await poll(k);
    const sequential = await measure(async () => {
      for (let n = 0; n < 2000; n += 1) await poll(1 + ((n * 7919) % waiting));
    });
    let next = 0;
    const concurrent = await measure(async () => {
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < 4000) await poll(1 + ((next++ * 7919) % waiting));
        }),
      );
    });
    return { waiting, sequential, concurrent: { ...concurrent, concurrency } };
  } finally {
    http.close();
    await Promise.all([gateway.stop(), service.stop()]);
  }
}
