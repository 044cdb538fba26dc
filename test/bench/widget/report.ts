/** The widget benchmark's report: the figures as JSON and as text for the terminal. */
import type { Journey, LoadRun, Throttle } from './browser';
import type { SeatMapResult } from './seat-map';
import type { SizeResult } from './size';

export interface Report {
  generatedAt: string;
  /** 1-minute load average at the start and the end: other work on the machine. */
  machine: { loadAverage: { start: number; end?: number } };
  size: SizeResult;
  load?: {
    event: string;
    latencyMs: number;
    /** CPU and network throttling of the visits (null: none). */
    throttling: Throttle | null;
    /** Whether the page preloads the widget's first reads (`<link rel="preload">`). */
    preload: boolean;
    runs: number;
    /** The first visit: the gateway signs in and reads its catalogue. */
    cold: LoadRun;
    median: Omit<LoadRun, 'requests'>;
    /** Script start → show list, ms, of every measured visit. */
    runsMs: number[];
    requests: string[];
    goal: { roundTrips: number; met: boolean };
  };
  bookings?: { goal: { requests: number; behindCold: number; met: boolean }; journeys: Journey[] };
  /**
   * The theatre booking paid online, beside the same booking without payment (`plain`
   * requests), on the page with its preload links and without them; the festival's by redirect.
   */
  payment?: { preload: boolean; inPage?: boolean; journey: Journey; plain: number; added: number }[];
  /** The 2,000-seat map, with the 1-minute load average when it was measured. */
  seatMap?: SeatMapResult & { loadAverage: number };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows
    .map((r) =>
      r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '),
    )
    .join('\n');
}

export function formatReport(report: Report): string {
  const { size, load, bookings } = report;
  const out: string[] = [];
  out.push('Widget bundle (dist/ticket-booking.js and its chunks, built with `vite build --mode embed`)');
  out.push(
    table([
      ['', 'bytes', 'gzip -6', 'gzip -9', 'brotli -11'],
      ['ticket-booking.js (the script)', kB(size.bytes), kB(size.gzip), kB(size.gzip9), kB(size.brotli)],
      ...size.chunks.map((c) => [
        `  ${c.file.replace(/^dist\//, '')}`,
        kB(c.bytes),
        kB(c.gzip),
        '',
        kB(c.brotli),
      ]),
      [
        `before the show list (${size.firstRender.lang})`,
        '',
        kB(size.firstRender.gzip),
        '',
        kB(size.firstRender.brotli),
      ],
      [size.peer.name, '', kB(size.peer.gzipBytes), '', ''],
    ]),
  );
  out.push(`  Before the show list: ${size.firstRender.files.join(' + ')}.`);
  out.push(
    `  ${size.peer.name}: ${kB(size.peer.gzipBytes)} gzip (${size.peer.source}).` +
      ` Ours is ${size.peer.ratio.toFixed(2)}× its size before the show list.`,
  );
  out.push(
    `  Goal ≤ ${kB(size.goal.gzipBytes)} gzip and ≤ ${kB(size.goal.brotliBytes)} brotli before the show list: ` +
      `${met(size.goal.met)} (${kB(size.firstRender.gzip)}, ${kB(size.firstRender.brotli)}).`,
  );
  out.push('');
  out.push('The script by package or folder (minified bytes)');
  out.push(
    table([['group', 'bytes', 'share'], ...size.groups.map((g) => [g.group, String(g.bytes), pct(g.share)])]),
  );
  out.push('');
  out.push(`The script's largest ${size.modules.length} modules (minified bytes; gzip of the module alone)`);
  out.push(
    table([
      ['module', 'bytes', 'share', 'gzip alone'],
      ...size.modules.map((m) => [m.module, String(m.bytes), pct(m.share), String(m.gzipAlone)]),
    ]),
  );
  if (load) {
    out.push('');
    out.push(
      `Show list in headless Chromium (${load.event}; ${
        load.throttling
          ? `CPU ${load.throttling.cpu}× slower, ${load.throttling.rttMs} ms RTT, ${load.throttling.downKbps} kbit/s down, ${load.throttling.upKbps} kbit/s up, compressed; `
          : 'unthrottled, compressed; '
      }${load.latencyMs} ms before every answer; ${
        load.preload ? 'first reads and language preloaded' : 'no preload'
      }; median of ${load.runs} visits, fresh context each)`,
    );
    const row = (name: string, r: Omit<LoadRun, 'requests'>) => [
      name,
      ms(r.scriptToShows),
      ms(r.navigationToShows),
      ms(r.scriptFetch),
      ms(r.scriptEval),
      String(r.gatewayRequests),
      String(r.roundTrips),
    ];
    out.push(
      table([
        ['', 'script→shows', 'page→shows', 'script fetch', 'script eval', 'gateway req.', 'round trips'],
        row('median', load.median),
        row('cold gateway', load.cold),
      ]),
    );
    out.push(`  Every visit, script→shows: ${load.runsMs.map((v) => v.toFixed(0)).join(', ')} ms`);
    out.push(`  Requests before the list (the script file not counted): ${load.requests.join('; ')}`);
    out.push(`  Goal: one round trip to the gateway before the show list: ${met(load.goal.met)}.`);
  }
  if (bookings) {
    out.push('');
    out.push('Gateway requests of a whole booking (driven through the rendered widget, demo seed)');
    for (const journey of bookings.journeys) {
      const goal = met(journey.total <= bookings.goal.requests);
      out.push(
        `  ${journey.name}: ${journey.total} requests (goal ${goal}), ${ms(journey.ms)}, total ${journey.totalPaid}`,
      );
      out.push(table(journey.byPath.map((p) => [`    ${p.request}`, `${p.count}×`])));
      const behind = journey.behind;
      if (behind) {
        out.push(
          `    behind the gateway (its requests to the service): ${behind.cold.total} cold (goal ${met(behind.cold.total <= bookings.goal.behindCold)}), ${behind.warm.total} warm`,
        );
        const warm = new Map(behind.warm.byPath.map((p) => [p.request, p.count]));
        const kinds = [...new Set([...behind.cold.byPath.map((p) => p.request), ...warm.keys()])];
        const cold = new Map(behind.cold.byPath.map((p) => [p.request, p.count]));
        out.push(
          table([
            ['      request', 'cold', 'warm'],
            ...kinds.map((k) => [`      ${k}`, `${cold.get(k) ?? 0}×`, `${warm.get(k) ?? 0}×`]),
          ]),
        );
      }
    }
    out.push(
      `  Goal ≤ ${bookings.goal.requests} requests per booking, and ≤ ${bookings.goal.behindCold} behind a cold gateway: ${met(bookings.goal.met)}.`,
    );
  }
  if (report.payment?.length) {
    out.push('');
    out.push(
      'Gateway requests of a booking paid online (the theatre booking, and the festival’s with its extras; Stripe Checkout by redirect, or the Payment Element in the page)',
    );
    for (const { preload, inPage, journey, plain, added } of report.payment) {
      const away = journey.beforeProvider ?? journey.total;
      const paying = journey.requests.filter((r) => r.includes('/payment'));
      const where = inPage
        ? `${away} before the buyer paid in the page, ${journey.total - away} after (no page load).`
        : `${away} before the buyer left for the provider, ${journey.total - away} after the return (the page loads again).`;
      out.push(
        `  ${journey.name.slice(0, journey.name.indexOf(':'))}: ` +
          `${inPage ? 'paid in the page (Payment Element), ' : 'by redirect, '}` +
          `${preload ? 'the page with its preload links' : 'the page without preload links'}: ` +
          `${journey.total} requests paid online, ${plain} without payment: ${added} more. ${where}`,
      );
      out.push(table(journey.byPath.map((p) => [`    ${p.request}`, `${p.count}×`])));
      out.push(
        `    The payment's own requests: ${paying.length} (${paying.join('; ')}). ` +
          `Goal: payment adds at most 2 requests to a booking: ${met(added <= 2)}.`,
      );
    }
  }
  if (report.seatMap) {
    out.push('');
    out.push(formatSeatMap(report.seatMap, report.seatMap.loadAverage));
  }
  const { start, end } = report.machine.loadAverage;
  out.push('');
  out.push(`Load average (1 min): ${start.toFixed(2)} at start, ${end?.toFixed(2) ?? '?'} at end.`);
  return out.join('\n');
}

const ms1 = (value: number) => `${value.toFixed(1)} ms`;

/** The seat map's figures for the terminal, with the load average at the time they were taken. */
function formatSeatMap(result: SeatMapResult, loadAverage: number): string {
  const { firstPaint: paint, keyMove: move, finder, filteredKeyMove: filtered } = result;
  return [
    `Seat map, ${result.seats.toLocaleString('en')} seats, headless Chromium, CPU ${result.cpu}× slower (load average ${loadAverage.toFixed(2)})`,
    `  Chunk: ${result.chunk.files.join(' + ')}: ${(result.chunk.gzip / 1000).toFixed(2)} kB gzip, ${(result.chunk.brotli / 1000).toFixed(2)} kB brotli`,
    `  First paint, median of ${result.runs} fresh pages: ${ms1(paint.scriptingMs)} scripting (DevTools ScriptDuration, mount → painted frame); performance.now(): ${ms1(paint.updateMs)} to the first updateComplete, ${ms1(paint.frameMs)} to the painted frame`,
    `    scripting of every run: ${paint.runsScriptingMs.map((v) => v.toFixed(0)).join(', ')} ms`,
    `  Keyboard move to the next seat (ArrowRight, ${move.moves} moves, performance.now()): keydown → focus moved ${ms1(move.handledMs.median)} median (max ${ms1(move.handledMs.max)}); keydown → next animation frame ${ms1(move.frameMs.median)} median (max ${ms1(move.frameMs.max)})`,
    `  Keyboard move with the wheelchair filter on (ArrowDown/ArrowUp in turn over the faded rows, ${filtered.moves} moves): keydown → focus moved ${ms1(filtered.handledMs.median)} median (max ${ms1(filtered.handledMs.max)}); keydown → next animation frame ${ms1(filtered.frameMs.median)} median (max ${ms1(filtered.frameMs.max)})`,
    `  "Find seats together" opened (click → painted list of ${finder.runs} runs of 2): ${ms1(finder.scriptingMs)} scripting, ${ms1(finder.frameMs)} performance.now()`,
    `  Goals: first paint ≤ ${result.goal.firstPaintScriptingMs} ms scripting: ${met(result.goal.firstPaintMet)}; keyboard move ≤ ${result.goal.keyMoveMs} ms to the frame: ${met(result.goal.keyMoveMet)}.`,
  ].join('\n');
}
