/**
 * What one rush is given and what it reports (see buyers.ts), and the percentile used for it.
 */
import type { GatewayOptions } from '../../../src/gateway/index';
import type { MachineWindow } from './machine';

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The requests of a rush's arrival and wait that request-cost measures one kind at a time. */
export type RequestKind = 'shows read' | 'event read' | 'queue join' | 'queue poll';
export const REQUEST_KINDS: readonly RequestKind[] = ['shows read', 'event read', 'queue join', 'queue poll'];

export interface RushOptions {
  name: string;
  buyers: number;
  instances: number;
  seats: number;
  arriveMs: number;
  opensInMs: number;
  redisPort: number;
  keyPrefix: string;
  room: GatewayOptions['waitingRoom'] | null;
  kill: boolean;
  /** ioredis' auto pipelining in the gateway processes. */
  autoPipelining: boolean;
  /** Whether the gateway processes time the poll's own code (async hooks: see gateway-process.ts). */
  ownCode: boolean;
  /** Whether buyers act on the mark (false: they read, but create first, as the widget did before). */
  queueMark: boolean;
  /**
   * Whether each buyer first reads the event's shows and the event, as the widget's first render
   * does, and joins the line at once when the answer marks the sale as queueing (`X-Queueing`),
   * as the widget does (`--first-reads false`: no reads, a person create first, as before).
   */
  firstReads: boolean;
  /**
   * Requests of the arrival's kinds each gateway process is sent before the rush, for an event of
   * the warm-up's own (0: none, the gateways start cold; see warm-up.ts).
   */
  warm: number;
  /** Called after the warm-up, before the rush's figures start (run.ts takes Redis's CPU then). */
  warmedUp?: () => Promise<void>;
  /** The gateways reach Redis over this Unix socket (`--redis unix`); TCP on `redisPort` without. */
  redisSocket?: string;
}

export interface GatewayStats {
  requests: number;
  polls: number;
  pollTimes: number[];
  pollOwnTimes: number[];
  pollOwnCpuTimes: number[];
  /** When each poll began (epoch ms) and how long it took (ms). */
  pollTimeline?: Array<[number, number, number]>;
  redisCommandsPerPoll: number;
  cpuSeconds: number;
  /** The main thread's seconds on a CPU and waiting for one, and its turns on a CPU (Linux). */
  scheduled?: { running: number; waiting: number; turns: number } | null;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
}

export interface Rush {
  name: string;
  buyers: number;
  served: number;
  sold: number;
  held: number;
  capacity: number;
  oversold: number;
  recountOk: boolean;
  doubleBookings: number;
  creates: { persons: number; bookings: number };
  /** Creates the buyers were answered 201 for (a replay of a repeat counted once). */
  answeredCreates: { persons: number; bookings: number };
  /** Buyers admitted (a pass, or straight in) who got no tickets: the place was gone. */
  admittedEmpty: number;
  serviceRequests: number;
  /** The most buyers active at once as the service saw them (an upper bound, see service-process.ts). */
  serviceMaxActive: number;
  scripted: number;
  /** By the time each join was recorded at the gateway (the time it gave the room). */
  unfair: number | null;
  /** By the time each buyer asked to join (client side: queueing on the way and retries in it). */
  unfairAsked: number | null;
  /** By the asking time, among buyers whose join was not retried after the kill. */
  unfairNotRetried: number | null;
  joinsRetried: number;
  lostPlaces: number | null;
  movedBack: number | null;
  failedRequests: number;
  /** Repeats of a write answered `idempotency_in_progress` (asked again after `Retry-After`). */
  repeatsInProgress: number;
  /** Buyers who took a place in line at once (marked `X-Queueing`), and who were refused a person create first. */
  joins: { direct: number; afterRefusal: number };
  /** Buyers still in line 3 minutes after the last arrival, who stopped waiting. */
  gaveUp: number;
  /** Queue polls timed inside the gateway processes, and as the buyers saw them (ms). */
  pollMs: { p50: number; p99: number; max: number; count: number } | null;
  /** The same, for polls that began while buyers were arriving, and after the last arrival. */
  pollWhileArriving: Summary | null;
  pollAfterArrivals: Summary | null;
  /** Polls the store answered, and those the instance answered from its look (local-line.ts). */
  pollFromStore: Summary | null;
  pollFromLook: Summary | null;
  /**
   * Polls over the goal (10 ms), and when the last 2-s window whose p99 passes it ends (s after
   * the first arrival): from then on the gateways kept up.
   */
  pollsOverGoal: { count: number; settledSeconds: number } | null;
  /** The machine while buyers arrived (the first `arriveMs`) and over the whole rush. */
  machine: { arriving: MachineWindow; whole: MachineWindow };
  /** The poll's own code (its synchronous steps) inside the gateway processes (ms). */
  pollOwnMs: { p50: number; p99: number; max: number } | null;
  pollOwnCpuMs: { p50: number; p99: number; max: number } | null;
  /** Why buyers who created records got no tickets: the last answer's code, counted. */
  emptyBecause: Record<string, number>;
  pollRoundTripMs: { p50: number; p99: number } | null;
  redisCommandsPerPoll: number | null;
  eventLoopDelayP99Ms: number[];
  eventLoopDelayP50Ms: number[];
  /** CPU seconds of each process during the rush. */
  cpu: { gateways: number[]; service: number; buyers: number; redis?: number };
  /**
   * Requests the simulated buyers sent during the rush (each attempt counts), by kind, and their
   * process's CPU per request (ms), all of it and the part in the kernel (system time).
   */
  buyersRequests: number;
  buyersRequestsByKind: Record<string, number>;
  buyersCpuMsPerRequest: number;
  buyersSystemCpuMsPerRequest: number;
  /** The same until the last arrival (and the requests sent until then), and after it. */
  buyersCpuMsPerRequestArriving: number;
  buyersCpuMsPerRequestAfter: number;
  buyersRequestsArriving: number;
  /** Per gateway: its main thread's seconds on a CPU / waiting for one, and the mean wait per turn (ms). */
  scheduled: Array<{ running: number; waiting: number; waitPerTurnMs: number }>;
  /** The warm-up before the rush (`--warm`), or null: the gateways started cold. */
  warmUp: { requests: number[]; failed: number; seconds: number } | null;
  /** Gateway CPU time per request handled, all kinds (ms). */
  gatewayCpuMsPerRequest: number;
  /**
   * The same until the last arrival (and the requests handled until then), and after it: after
   * it, the polls of those still in line reach each gateway one by one, each at a higher cost
   * (request-cost.md, "The rush against the sum of its requests").
   */
  gatewayCpuMsPerRequestArriving: number;
  gatewayCpuMsPerRequestAfter: number;
  gatewayRequestsArriving: number;
  seconds: number;
  lastArrivalSeconds: number;
}

export interface Summary {
  p50: number;
  p99: number;
  max: number;
  count: number;
}
