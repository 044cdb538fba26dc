/**
 * The machine around a rush: how many of its cores were busy (all processes, from `/proc/stat`
 * on Linux) and the load average, so the rush's timings can be read against what else ran. With
 * the CPU seconds of the rush's own processes, the rest is what other work took meanwhile.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

export interface Mark {
  readonly at: number;
  /** Jiffies of all cores: busy (not idle, not waiting for I/O), and in all. */
  readonly busy: number;
  readonly total: number;
  readonly load: string;
}

export interface MachineWindow {
  readonly seconds: number;
  readonly cores: number;
  /** Cores busy on average, all processes of the machine (null where /proc/stat is missing). */
  readonly busyCores: number | null;
  /** The 1-minute load average at the start and at the end. */
  readonly load: string;
}

/** The load average (1, 5, 15 min) as the benchmarks print it. */
export const loadNow = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export function mark(): Mark {
  let busy = 0;
  let total = 0;
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    total = fields.reduce((sum, n) => sum + n, 0);
    // user nice system idle iowait irq softirq steal …: idle and iowait are not busy.
    busy = total - (fields[3] ?? 0) - (fields[4] ?? 0);
  } catch {
    // Not Linux: the load average alone.
  }
  return { at: Date.now(), busy, total, load: loadNow() };
}

export function between(from: Mark, to: Mark): MachineWindow {
  const cores = availableParallelism();
  const jiffies = to.total - from.total;
  return {
    seconds: (to.at - from.at) / 1000,
    cores,
    busyCores: jiffies > 0 ? Number((((to.busy - from.busy) / jiffies) * cores).toFixed(2)) : null,
    load: `${from.load.split(' ')[0]} → ${to.load.split(' ')[0]}`,
  };
}
