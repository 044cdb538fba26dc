/**
 * The seat map with a 2,000-seat plan in headless Chromium, CPU throttled (4× by default): its
 * first paint and a keyboard move to the next seat, and the gzip size of its chunk.
 *
 * The page loads the script-tag build (`dist/`, built by `measureSize`) from a route of the
 * browser context, then the seat map's chunk and the page's language, and defines
 * `<tb-seat-map>`. Each run is a fresh page (a cold JavaScript heap, as a buyer's first opening).
 *
 * - First paint: `performance.now()` from appending the element with its 2,000 seats in a modal
 *   `<dialog>` opened over the whole viewport (as the seat summary opens the map), through its
 *   first `updateComplete`, to the next `requestAnimationFrame` callback and a task after it (the
 *   frame's style, layout and paint done). Beside it the DevTools protocol's `ScriptDuration`
 *   (`Performance.getMetrics`) over the same span: the main thread's time in JavaScript, the
 *   goal's "scripting". Goal ≤ 100 ms scripting.
 * - Keyboard move: a focused seat, ArrowRight (Playwright's keyboard, a real input event):
 *   `performance.now()` from the keydown's capture listener on `window` to its bubble listener
 *   (the map has moved the focus, synchronously: the script's cost), and to the next
 *   `requestAnimationFrame` callback (the frame that shows it). Goal ≤ 16 ms to that frame.
 * - "Find seats together" (no goal of its own, beside the others): a click on its button to the
 *   list of free runs of two seats painted, `ScriptDuration` and `performance.now()`, once.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { PlanSeat, ReservedTicket, SectorInfo } from '../../../src/booking/types';
import { sector } from '../../fixtures/sectors';
import { median } from './report';
import type { FileSize } from './size';

export const SEAT_MAP_GOALS = { firstPaintScriptingMs: 100, keyMoveMs: 16 } as const;

export interface SeatMapResult {
  seats: number;
  cpu: number;
  runs: number;
  /** The seat map's chunk and the chunks it imports (the drawing it shares with the small plan). */
  chunk: { files: string[]; gzip: number; brotli: number };
  firstPaint: {
    /** `ScriptDuration` over mount → first frame, ms, median of the runs. */
    scriptingMs: number;
    /** `performance.now()`: mount → first `updateComplete`, ms, median. */
    updateMs: number;
    /** `performance.now()`: mount → first frame painted (rAF, then a task), ms, median. */
    frameMs: number;
    /** `ScriptDuration` of every run, ms. */
    runsScriptingMs: number[];
  };
  keyMove: {
    moves: number;
    /** keydown → the focus on the next seat (the map's handler done), ms: median and max. */
    handledMs: { median: number; max: number };
    /** keydown → the next `requestAnimationFrame` callback, ms: median and max. */
    frameMs: { median: number; max: number };
  };
  /** "Find seats together" opened once: scripting and click → painted frame, ms; the runs listed. */
  finder: { scriptingMs: number; frameMs: number; runs: number };
  /**
   * With the wheelchair filter on: ArrowDown and ArrowUp in turn, each to the nearest kept seat of
   * the next row that has wheelchair spaces (the faded rows between skipped).
   */
  filteredKeyMove: SeatMapResult['keyMove'];
  goal: { firstPaintScriptingMs: number; keyMoveMs: number; firstPaintMet: boolean; keyMoveMet: boolean };
}

const ORIGIN = 'http://seat-map.bench';
const CURRENCY = 'CHF';

/**
 * A plan of `count` seats in two sectors: the Parkett in front (rows of 40 with two aisles,
 * slightly curved, a wheelchair space at each row's ends every fifth row), the Balkon behind
 * (rows of 50). Every seventh seat sold, every eleventh reserved; two held by the booking.
 */
export function generatePlan(count = 2000): {
  seats: PlanSeat[];
  sectors: SectorInfo[];
  tickets: ReservedTicket[];
} {
  const sectors: SectorInfo[] = [
    sector(
      'S0000000-0000-4000-8000-000000000001',
      'Parkett',
      [
        ['P0000000-0000-4000-8000-000000000001', 'Adult', 8900],
        ['P0000000-0000-4000-8000-000000000002', 'Child', 4500],
      ],
      { available: 0 },
    ),
    sector(
      'S0000000-0000-4000-8000-000000000002',
      'Balkon',
      [['P0000000-0000-4000-8000-000000000003', 'Balcony', 6900]],
      { available: 0 },
    ),
  ];
  const seats: PlanSeat[] = [];
  const half = Math.floor(count / 2);
  const add = (sector: SectorInfo, rowIndex: number, perRow: number, y0: number) => {
    const row = String(rowIndex + 1);
    for (let n = 0; n < perRow; n += 1) {
      const aisles = Math.floor((n * 3) / perRow);
      const x = n + aisles * 1.5;
      const centre = (perRow + 3) / 2;
      seats.push({
        pid: `${sector.name[0]}-${row}-${n + 1}`,
        sector: sector.pid,
        row,
        number: String(n + 1),
        x,
        y: y0 + rowIndex + Math.abs(x - centre) * 0.03,
        accessible: rowIndex % 5 === 0 && (n === 0 || n === perRow - 1),
        status: seats.length % 7 === 3 ? 'sold' : seats.length % 11 === 5 ? 'reserved' : 'free',
      });
    }
  };
  for (let r = 0; seats.length < half; r += 1) add(sectors[0]!, r, Math.min(40, half - seats.length), 0);
  const front = seats.length;
  for (let r = 0; seats.length < count; r += 1)
    add(sectors[1]!, r, Math.min(50, count - seats.length), Math.ceil(front / 40) + 4);
  // The booking holds seats 10 and 11 of the Parkett's row 12.
  const held = seats.filter((s) => s.sector === sectors[0]!.pid && s.row === '12').slice(9, 11);
  const tickets = held.map((seat, i): ReservedTicket => {
    seat.status = 'held';
    return {
      pid: `t${i + 1}`,
      code: `T${i + 1}`,
      sector: seat.sector,
      price: sectors[0]!.prices[0]!.pid,
      seatString: '',
      seat: seat.pid,
      row: seat.row,
      number: seat.number,
    };
  });
  return { seats, sectors, tickets };
}

/** The chunk files the seat map's chunk imports (statically), itself first. */
async function chunkFiles(dist: string, file: string): Promise<string[]> {
  const code = await readFile(join(dist, file), 'utf8');
  const imported = [...code.matchAll(/from\s*["']\.\/(ticket-booking\.[^"']+\.js)["']/g)].map((m) => m[1]!);
  return [file, ...new Set(imported.filter((f) => f !== 'ticket-booking.js'))];
}

async function openPage(browser: Browser, dist: string, cpu: number): Promise<Page> {
  const context = await browser.newContext();
  await context.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') {
      await route.fulfill({
        contentType: 'text/html; charset=utf-8',
        // A widget in the page, as on a site: it loads the page's language (English).
        body: '<!doctype html><html lang="en"><head><script src="/ticket-booking.js"></script></head><body><ticket-booking hidden></ticket-booking></body></html>',
      });
      return;
    }
    const body = await readFile(join(dist, path.slice(1))).catch(() => null);
    if (!body) await route.fulfill({ status: 404, body: '' });
    else await route.fulfill({ contentType: 'text/javascript; charset=utf-8', body });
  });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return page;
}

/**
 * Opens the seat map `runs` times, each in a fresh page, and moves the focus `moves` seats along
 * a row in the last. `dist` holds the script-tag build; `chunks` its files' sizes.
 */
export async function benchSeatMap(
  browser: Browser,
  options: { dist: string; chunks: FileSize[]; cpu: number; runs: number; moves?: number; seats?: number },
): Promise<SeatMapResult> {
  const { dist, cpu, runs } = options;
  const moves = options.moves ?? 20;
  const plan = generatePlan(options.seats ?? 2000);
  const seatMapChunk = options.chunks.find((c) => /^dist\/ticket-booking\.seat-map-/.test(c.file));
  const enChunk = options.chunks.find((c) => /^dist\/ticket-booking\.en\.js$/.test(c.file));
  if (!seatMapChunk || !enChunk) throw new Error('The build has no seat map or English chunk');
  const files = await chunkFiles(dist, seatMapChunk.file.slice('dist/'.length));
  const sizes = files.map((f) => options.chunks.find((c) => c.file === `dist/${f}`));
  if (sizes.some((s) => !s)) throw new Error(`Sizes missing for ${files.join(', ')}`);

  const paints: { scriptingMs: number; updateMs: number; frameMs: number }[] = [];
  let keyMove: SeatMapResult['keyMove'] | null = null;
  let filteredKeyMove: SeatMapResult['keyMove'] | null = null;
  let finder: SeatMapResult['finder'] | null = null;
  for (let run = 0; run < runs; run += 1) {
    const page = await openPage(browser, dist, cpu);
    try {
      await page.evaluate(
        async ({ seatMap, en }) => {
          // The same URLs as the script's own imports: one module instance each.
          const base = document.baseURI;
          await import(new URL(en, base).href);
          // The seat map's messages come with the later steps, as when a buyer reaches them.
          const root = customElements.get('ticket-booking') as unknown as { loadSteps(): Promise<unknown> };
          await root.loadSteps();
          const { TbSeatMap } = (await import(new URL(seatMap, base).href)) as {
            TbSeatMap: CustomElementConstructor;
          };
          if (!customElements.get('tb-seat-map')) customElements.define('tb-seat-map', TbSeatMap);
          // The catalogue is taken in a promise's callback after the module's evaluation.
          await new Promise((resolve) => setTimeout(resolve, 50));
        },
        { seatMap: files[0]!, en: enChunk.file.slice('dist/'.length) },
      );
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      const scriptDuration = async () => {
        const { metrics } = (await cdp.send('Performance.getMetrics')) as {
          metrics: { name: string; value: number }[];
        };
        return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN) * 1000;
      };
      // The plan goes over first, so its transfer is not timed.
      await page.evaluate((data) => {
        (window as unknown as { __plan: unknown }).__plan = data;
      }, plan);
      const before = await scriptDuration();
      const timed = await page.evaluate(async (currency) => {
        const data = (window as unknown as { __plan: ReturnType<typeof generatePlan> }).__plan;
        const t0 = performance.now();
        const map = document.createElement('tb-seat-map') as HTMLElement & {
          seats: unknown;
          sectors: unknown;
          tickets: unknown;
          currency: string;
          updateComplete: Promise<unknown>;
        };
        map.setAttribute('lang', 'en');
        map.seats = data.seats;
        map.sectors = data.sectors;
        map.tickets = data.tickets;
        map.currency = currency;
        // Opened as the seat summary opens it where the widget is narrower than the plan needs:
        // in a modal dialog over the whole viewport.
        const dialog = document.createElement('dialog');
        dialog.style.inlineSize = '100%';
        dialog.style.blockSize = '100%';
        dialog.style.maxInlineSize = 'none';
        dialog.style.maxBlockSize = 'none';
        dialog.append(map);
        document.body.append(dialog);
        dialog.showModal();
        await map.updateComplete;
        const t1 = performance.now();
        await new Promise((resolve) => requestAnimationFrame(resolve));
        // A task after the frame's callbacks: its style, layout and paint are done.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const t2 = performance.now();
        return { updateMs: t1 - t0, frameMs: t2 - t0 };
      }, CURRENCY);
      const scriptingMs = (await scriptDuration()) - before;
      const drawn = await page.evaluate(
        () => document.querySelector('tb-seat-map')!.shadowRoot!.querySelectorAll('[role="gridcell"]').length,
      );
      if (drawn !== plan.seats.length) throw new Error(`The map drew ${drawn} of ${plan.seats.length} seats`);
      const name = await page.evaluate(
        () =>
          document
            .querySelector('tb-seat-map')!
            .shadowRoot!.querySelector('[role="gridcell"]')!
            .getAttribute('aria-label') ?? '',
      );
      if (!/^Parkett, Row 1, Seat 1, /.test(name)) throw new Error(`A seat is named "${name}"`);
      paints.push({ scriptingMs, ...timed });
      if (run === runs - 1) {
        keyMove = await timeMoves(page, moves);
        const scriptingBefore = await scriptDuration();
        const opened = await timeFinder(page);
        finder = { ...opened, scriptingMs: (await scriptDuration()) - scriptingBefore };
        await page.evaluate(() => {
          const map = document.querySelector('tb-seat-map')!;
          // The toolbar's first button: "Wheelchair spaces".
          map.shadowRoot!.querySelector<HTMLButtonElement>('[part~="toolbar"] > button')!.click();
        });
        filteredKeyMove = await timeMoves(page, moves, ['ArrowDown', 'ArrowUp']);
      }
    } finally {
      await page.context().close();
    }
  }
  const firstPaint = {
    scriptingMs: median(paints.map((p) => p.scriptingMs)),
    updateMs: median(paints.map((p) => p.updateMs)),
    frameMs: median(paints.map((p) => p.frameMs)),
    runsScriptingMs: paints.map((p) => p.scriptingMs),
  };
  return {
    seats: plan.seats.length,
    cpu,
    runs,
    chunk: {
      files,
      gzip: sizes.reduce((sum, s) => sum + s!.gzip, 0),
      brotli: sizes.reduce((sum, s) => sum + s!.brotli, 0),
    },
    firstPaint,
    keyMove: keyMove!,
    finder: finder!,
    filteredKeyMove: filteredKeyMove!,
    goal: {
      ...SEAT_MAP_GOALS,
      firstPaintMet: firstPaint.scriptingMs <= SEAT_MAP_GOALS.firstPaintScriptingMs,
      keyMoveMet:
        keyMove!.frameMs.median <= SEAT_MAP_GOALS.keyMoveMs &&
        filteredKeyMove!.frameMs.median <= SEAT_MAP_GOALS.keyMoveMs,
    },
  };
}

/** Opens "find seats together" with a click: click → the list painted, and how many runs it lists. */
async function timeFinder(page: Page): Promise<{ frameMs: number; runs: number }> {
  const timed = await page.evaluate(async () => {
    const map = document.querySelector('tb-seat-map') as HTMLElement & { updateComplete: Promise<unknown> };
    const button = map.shadowRoot!.querySelector<HTMLButtonElement>('#together')!;
    const t0 = performance.now();
    button.click();
    await map.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { frameMs: performance.now() - t0, runs: map.shadowRoot!.querySelectorAll('.runs li').length - 1 };
  });
  if (timed.runs < 1) throw new Error('"Find seats together" listed no run');
  return timed;
}

/** Focuses the map (its active seat) and presses `keys` in turn `moves` times, timing each. */
async function timeMoves(
  page: Page,
  moves: number,
  keys: readonly string[] = ['ArrowRight'],
): Promise<SeatMapResult['keyMove']> {
  await page.evaluate(async () => {
    const map = document.querySelector('tb-seat-map') as HTMLElement;
    map.focus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  const handled: number[] = [];
  const frame: number[] = [];
  for (let i = 0; i < moves; i += 1) {
    const before = await page.evaluate(
      () =>
        document.querySelector('tb-seat-map')!.shadowRoot!.activeElement?.getAttribute('data-pid') ?? null,
    );
    await page.evaluate(() => {
      const bench = { t0: 0, handled: 0, frame: 0, done: null as Promise<void> | null };
      (window as unknown as { __move: typeof bench }).__move = bench;
      addEventListener(
        'keydown',
        () => {
          bench.t0 = performance.now();
        },
        { capture: true, once: true },
      );
      bench.done = new Promise((resolve) =>
        addEventListener(
          'keydown',
          () => {
            bench.handled = performance.now();
            requestAnimationFrame(() => {
              bench.frame = performance.now();
              resolve();
            });
          },
          { once: true },
        ),
      );
    });
    const key = keys[i % keys.length]!;
    await page.keyboard.press(key);
    const timing = await page.evaluate(async () => {
      const bench = (
        window as unknown as { __move: { t0: number; handled: number; frame: number; done: Promise<void> } }
      ).__move;
      await bench.done;
      const after = document
        .querySelector('tb-seat-map')!
        .shadowRoot!.activeElement?.getAttribute('data-pid');
      return { handled: bench.handled - bench.t0, frame: bench.frame - bench.t0, after: after ?? null };
    });
    if (!timing.after || timing.after === before)
      throw new Error(`${key} did not move the focus from ${before ?? 'nothing'}`);
    handled.push(timing.handled);
    frame.push(timing.frame);
  }
  return {
    moves,
    handledMs: { median: median(handled), max: Math.max(...handled) },
    frameMs: { median: median(frame), max: Math.max(...frame) },
  };
}
