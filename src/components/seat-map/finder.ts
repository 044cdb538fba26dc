/**
 * "Find seats together": a button that opens the list of free runs of the booking's seat count
 * (`freeRuns`), the best available first, then by sector, row from the stage and block. The list
 * is one tab stop: ArrowUp/ArrowDown, Home/End move through it, Enter or Space takes a run (all
 * the booking's seats move there at once). It opens at the runs of the row the map's focus is
 * in, or the next row back that has one.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Translator } from '../../i18n/translate.js';
import type { SeatRun } from './runs.js';

export interface FinderInput {
  t: Translator;
  open: boolean;
  runs: readonly SeatRun[];
  best: SeatRun | undefined;
  /** The booking's seat count. */
  size: number;
  /** Only runs with a wheelchair space (and a companion seat beside it). */
  wheelchair: boolean;
  sectorName(pid: string): string;
  toggle(): void;
  /** Closes the list, the focus back on its button. */
  close(): void;
  take(run: SeatRun): void;
}

/** "Parkett, Reihe 5, Platz 6–7: mittlerer Block, 5. Reihe ab Bühne". */
function runName(t: Translator, run: SeatRun, sector: string): string {
  const first = run.seats[0]!.number;
  const last = run.seats.at(-1)!.number;
  const where = [
    t.text(`seatmap.place.${run.place.where}`),
    t.text('seatmap.fromStage', { count: run.place.fromStage }),
  ];
  return t.text(run.seats.length > 1 ? 'seatmap.run' : 'seatmap.runOne', {
    sector,
    row: run.row,
    first,
    last,
    where: where.join(', '),
  });
}

/** The entry the list opens at: the first run in row `row` (grid index) or behind it, else the first. */
export function startEntry(runs: readonly SeatRun[], row: number, x: number): number {
  const inRow = runs.filter((run) => run.rowIndex === row);
  if (inRow.length > 0) {
    const nearest = inRow.reduce((a, b) =>
      Math.abs(a.seats[0]!.x - x) <= Math.abs(b.seats[0]!.x - x) ? a : b,
    );
    return runs.indexOf(nearest);
  }
  const behind = runs.findIndex((run) => run.rowIndex > row);
  return behind < 0 ? 0 : behind;
}

/**
 * Arrow keys, Home and End move the focus through the list's buttons (one tab stop); Escape
 * closes the list (not the map).
 */
function handleKeydown(event: KeyboardEvent, close: () => void): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    close();
    return;
  }
  const list = event.currentTarget as HTMLElement;
  const buttons = [...list.querySelectorAll<HTMLButtonElement>('button')];
  const from = buttons.indexOf(event.target as HTMLButtonElement);
  if (from < 0) return;
  const to =
    event.key === 'ArrowDown'
      ? Math.min(buttons.length - 1, from + 1)
      : event.key === 'ArrowUp'
        ? Math.max(0, from - 1)
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? buttons.length - 1
            : null;
  if (to === null) return;
  event.preventDefault();
  buttons[from]!.tabIndex = -1;
  buttons[to]!.tabIndex = 0;
  buttons[to]!.focus();
}

export function renderFinder(input: FinderInput, start: number): TemplateResult {
  const { t, open, runs, best, size } = input;
  const entry = (run: SeatRun, label: string, first: boolean) =>
    html`<li>
      <button
        type="button"
        part="button run"
        class="run"
        tabindex=${first ? 0 : -1}
        @click=${() => input.take(run)}
      >
        ${label}
      </button>
    </li>`;
  const name = (run: SeatRun) => runName(t, run, input.sectorName(run.sector));
  return html`<div class="finder">
    <button
      id="together"
      type="button"
      part="button"
      class="button"
      aria-expanded=${open ? 'true' : 'false'}
      aria-controls="runs"
      @click=${() => input.toggle()}
    >
      ${t.plural('seatmap.together', size)}
    </button>
    ${
      open
        ? html`<p id="runs-help" class="help">
              ${
                runs.length
                  ? t.plural('seatmap.runsFound', runs.length, { size })
                  : t.plural(input.wheelchair ? 'seatmap.noWheelchairRuns' : 'seatmap.noRuns', size)
              }
            </p>
            ${
              runs.length
                ? html`<ul
                    id="runs"
                    class="runs"
                    aria-describedby="runs-help"
                    @keydown=${(event: KeyboardEvent) => handleKeydown(event, input.close)}
                  >
                    ${best ? entry(best, t.text('seatmap.best', { run: name(best) }), false) : nothing}
                    ${runs.map((run, i) => entry(run, name(run), i === start))}
                  </ul>`
                : nothing
            }`
        : nothing
    }
  </div>`;
}
