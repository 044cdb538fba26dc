/** The benchmark's report: text tables for the terminal and the same figures as JSON. */
import { arch, cpus, freemem, loadavg, platform, release, totalmem } from 'node:os';
import type { Collection } from './dataset';
import type { InProcessResult } from './in-process';
import type { LoadResult, LoadSettings } from './load';
import type { ProfileSummary } from './profile';
import type { Scenario } from './scenarios';

/** The mock should answer at least this many times json-server's requests per second. */
export const GOAL_RATIO = 3;
/** The list should run at this share of the bare node:http ceiling at least, and ≥ 1× WireMock. */
export const LIST_CEILING_SHARE = 0.35;

export interface Machine {
  cpus: number;
  cpuModel: string;
  node: string;
  platform: string;
  memoryGiB: number;
  freeMemoryGiB: number;
  /** 1-minute load average when the run started and when it ended: other work on the machine. */
  loadAverage: { start: number; end?: number };
}

export interface ScenarioResult {
  id: Scenario['id'];
  title: string;
  mockRequest: string;
  jsonServerRequest: string;
  mock: LoadResult;
  jsonServer: LoadResult;
  /** json-server's own app with the same records in memory (no file rewritten on a write). */
  jsonServerInMemory: LoadResult;
  /** WireMock answering the mock's recorded answers; absent when it could not be started. */
  wireMock?: LoadResult;
  /** A bare node:http server repeating the mock's answer: the ceiling of machine and load generator. */
  reference: LoadResult;
  /** Requests per second, mock / json-server. */
  ratio: number;
  goalMet: boolean;
  /** Requests per second, mock / json-server in memory, and mock / WireMock. */
  ratioInMemory: number;
  ratioWireMock?: number;
  /** Requests per second, mock / the node:http ceiling. */
  ceilingShare: number;
}

export interface Report {
  generatedAt: string;
  machine: Machine;
  versions: Record<string, string>;
  settings: LoadSettings;
  dataset: { counts: Record<Collection, number>; loadSeconds: number; jsonServerDbBytes: number };
  goal: { ratio: number; met: boolean; notMetIn: Scenario['id'][] };
  /** Why WireMock has no row, when it has none. */
  wireMockSkipped?: string;
  scenarios: ScenarioResult[];
  inProcess: InProcessResult[];
  profile?: Record<string, ProfileSummary>;
}

export function machine(): Machine {
  const cores = cpus();
  return {
    cpus: cores.length,
    cpuModel: cores[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${platform()} ${arch()} ${release()}`,
    memoryGiB: totalmem() / 2 ** 30,
    freeMemoryGiB: freemem() / 2 ** 30,
    loadAverage: { start: loadavg()[0]! },
  };
}

export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const fixed = (n: number, digits: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

export function table(head: string[], rows: string[][], alignLeft = 1): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < alignLeft ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < alignLeft ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}

function failures(result: LoadResult): string {
  const non2xx = Object.entries(result.non2xx)
    .map(([status, n]) => `${int(n)}×${status}`)
    .join(' ');
  return (
    [
      non2xx,
      result.errors ? `${int(result.errors)} errors` : '',
      result.timeouts ? `${int(result.timeouts)} timeouts` : '',
    ]
      .filter(Boolean)
      .join(', ') || '0'
  );
}

/** The machine, its load average at start and end, and the versions compared: the head of a report. */
export function machineLines(m: Machine, versions: Record<string, string>): string[] {
  const load = m.loadAverage;
  return [
    `Machine: ${m.cpus} × ${m.cpuModel}; ${fixed(m.memoryGiB, 1)} GiB; ${m.platform}; Node ${m.node}`,
    `Load average (1 min) at start ${fixed(load.start, 2)}${load.end === undefined ? '' : `, at end ${fixed(load.end, 2)}`}` +
      (Math.max(load.start, load.end ?? 0) > m.cpus / 2
        ? ' — other work shared the machine; the figures are noisier than on an idle one.'
        : ''),
    `Versions: ${Object.entries(versions)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}`,
  ];
}

/** A load run as a table row: name, requests/s, p50, p99 and mean latency, 2xx answers, failures. */
export function loadRow(name: string, x: LoadResult): string[] {
  return [
    name,
    int(x.requestsPerSecond),
    fixed(x.latencyMs.p50, 2),
    fixed(x.latencyMs.p99, 2),
    fixed(x.latencyMs.mean, 2),
    int(x.ok),
    failures(x),
  ];
}

export function formatReport(report: Report): string {
  const { machine: m, settings: s, dataset: d } = report;
  const out: string[] = [];
  out.push('# The mock service against json-server and WireMock: HTTP throughput, same data, same load', '');
  out.push(...machineLines(m, report.versions));
  out.push(
    `Load: autocannon, ${s.connections} connections, ${s.warmupSeconds} s warm-up (dropped), ` +
      `${s.seconds} s measured in ${s.rounds} rounds, the servers taking turns (WireMock warmed up 3× as long, for its JIT), or ${int(s.maxRequests)} ` +
      'requests, whichever comes first; each server in its own process on 127.0.0.1, one loaded at a time.',
  );
  out.push(
    `Data (the same records on both sides): ${Object.entries(d.counts)
      .map(([collection, n]) => `${int(n)} ${collection}`)
      .join(', ')}; created through the mock's API in ${fixed(d.loadSeconds, 1)} s; ` +
      `json-server's db.json ${fixed(d.jsonServerDbBytes / 2 ** 20, 1)} MiB.`,
  );
  out.push(
    'The mock is called with a bearer token, as a client calls it; json-server has no authentication; ' +
      "WireMock matches method, URL and the token and repeats the mock's answer recorded for that request.",
    '',
  );

  for (const [i, r] of report.scenarios.entries()) {
    out.push(`## (${String.fromCharCode(97 + i)}) ${r.title}`);
    out.push(`mock: ${r.mockRequest}    json-server: ${r.jsonServerRequest}`, '');
    const row = loadRow;
    out.push(
      table(
        ['server', 'requests/s', 'p50 ms', 'p99 ms', 'mean ms', 'answered 2xx', 'other'],
        [
          row('mock', r.mock),
          row('json-server', r.jsonServer),
          row('json-server, in memory', r.jsonServerInMemory),
          ...(r.wireMock
            ? [row(`WireMock ${report.versions.WireMock ?? ''}, recorded answers`, r.wireMock)]
            : []),
          row('node:http, fixed answer', r.reference),
        ],
      ),
    );
    out.push(
      '',
      `mock / json-server: ${fixed(r.ratio, 2)}× the throughput — goal ≥ ${GOAL_RATIO}×: ${r.goalMet ? 'met' : 'NOT met'}`,
      `mock / json-server in memory: ${fixed(r.ratioInMemory, 2)}×` +
        (r.id === 'create' ? ` — goal ≥ 1×: ${r.ratioInMemory >= 1 ? 'met' : 'NOT met'}` : ''),
      r.ratioWireMock === undefined
        ? `mock / WireMock: not measured (${report.wireMockSkipped ?? 'skipped'})`
        : `mock / WireMock: ${fixed(r.ratioWireMock, 2)}×` +
            (r.id === 'list' ? ` — goal ≥ 1×: ${r.ratioWireMock >= 1 ? 'met' : 'NOT met'}` : ''),
      `mock / node:http ceiling: ${pct(r.ceilingShare)}` +
        (r.id === 'list'
          ? ` — goal ≥ ${pct(LIST_CEILING_SHARE)}: ${r.ceilingShare >= LIST_CEILING_SHARE ? 'met' : 'NOT met'}`
          : ''),
      '',
    );
  }

  out.push('## In-process: app.fetch(new Request(…)), body read, one request at a time', '');
  out.push(
    table(
      ['scenario', 'iterations', 'mean µs', 'p50 µs', 'p99 µs', 'requests/s (1 core)', 'non-2xx'],
      report.inProcess.map((x) => [
        x.scenario,
        int(x.iterations),
        fixed(x.meanUs, 1),
        fixed(x.p50Us, 1),
        fixed(x.p99Us, 1),
        int(x.perSecond),
        int(x.failures),
      ]),
    ),
    '',
  );

  for (const [scenario, p] of Object.entries(report.profile ?? {})) {
    out.push(`## Profile of the mock's server process under load: ${scenario}`);
    out.push(
      `${fixed(p.totalMs / 1000, 1)} s sampled, ${pct(p.idleShare)} idle; shares below are of the busy time.`,
      '',
    );
    out.push('Self time by file or package:', '');
    out.push(
      table(
        ['file / package', 'ms', 'share'],
        p.selfByFile.slice(0, 15).map((x) => [x.name, int(x.ms), pct(x.share)]),
      ),
      '',
    );
    out.push('Self time by function:', '');
    out.push(
      table(
        ['function', 'ms', 'share'],
        p.selfByFunction.slice(0, 20).map((x) => [x.name, int(x.ms), pct(x.share)]),
      ),
      '',
    );
    out.push("Inclusive time of the mock's own functions:", '');
    out.push(
      table(
        ['function', 'ms', 'share'],
        p.inclusiveMock.slice(0, 20).map((x) => [x.name, int(x.ms), pct(x.share)]),
      ),
      '',
    );
  }

  const g = report.goal;
  out.push(
    `Goal: the mock answers ≥ ${g.ratio}× json-server's requests per second in every scenario — ` +
      (g.met ? 'MET' : `NOT MET (in: ${g.notMetIn.join(', ')})`),
  );
  return out.join('\n');
}
