/**
 * The seat map's roving tabindex: one seat of the map is in the tab order (`active`), the keys
 * of the grid move it (`SeatGrid`), Enter and Space choose it (Escape is left to bubble: the
 * container closes the map). Moving
 * changes two `tabindex` attributes and the focus, without rendering the map again, so a key
 * press costs the same on a plan of 20 seats and of 2,000. With a filter on (`setFilter`), the
 * keys lead only to the seats it keeps, and the tab stop moves onto the nearest of them, so the
 * faded seats are never a key press in the way.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PlanSeat } from '../../booking/types.js';
import { SeatGrid } from './grid.js';

export interface SeatGridOptions {
  /** The element of a seat in the map, when rendered. */
  cell(pid: string): HTMLElement | SVGElement | null | undefined;
  choose(seat: PlanSeat): void;
}

/** Whether two plans have the same seats in the same places (states aside). */
function samePlaces(a: readonly PlanSeat[], b: readonly PlanSeat[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((x, i) => {
    const y = b[i]!;
    return (
      x.pid === y.pid &&
      x.x === y.x &&
      x.y === y.y &&
      x.row === y.row &&
      x.number === y.number &&
      x.sector === y.sector
    );
  });
}

/** The seat that takes the tab stop first: one of the booking's, else a free one, else the first. */
function initial(seats: readonly PlanSeat[]): string | null {
  return (
    seats.find((s) => s.status === 'held')?.pid ??
    seats.find((s) => s.status === 'free')?.pid ??
    seats[0]?.pid ??
    null
  );
}

export class SeatGridController implements ReactiveController {
  grid: SeatGrid<PlanSeat> = new SeatGrid([]);
  /** The seat in the tab order. */
  active: string | null = null;
  private index = new Map<string, number>();
  private seats: readonly PlanSeat[] = [];
  /** The sectors' pids in order, as the grid was built with. */
  private sectorOrder = '';
  /** The seats the keys lead to; null: all. */
  private filter: ((seat: PlanSeat) => boolean) | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: SeatGridOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /**
   * Takes the plan's seats, answering whether the grid was built anew. A refresh brings the same
   * seats with other states: the grid and its drawing stay. So does a new list of the same
   * sectors (the catalogue read again after a change of seat): the element with the focus must
   * stay in place. The active seat stays where it was.
   */
  take(seats: readonly PlanSeat[], sectorOrder: readonly string[]): boolean {
    const order = sectorOrder.join(' ');
    if (order === this.sectorOrder && (seats === this.seats || samePlaces(this.grid.seats, seats))) {
      this.seats = seats;
      return false;
    }
    this.sectorOrder = order;
    this.seats = seats;
    this.grid = new SeatGrid(seats, sectorOrder);
    this.index = new Map(seats.map((s, i) => [s.pid, i]));
    if (this.active === null || !this.index.has(this.active)) this.active = initial(seats);
    return true;
  }

  /** Makes `pid` the seat in the tab order and focuses it. */
  focus(pid: string): void {
    this.activate(pid)?.focus();
  }

  /** Makes `pid` the seat in the tab order, answering its element. */
  private activate(pid: string): HTMLElement | SVGElement | null | undefined {
    if (!this.index.has(pid)) return undefined;
    const before = this.active === null ? null : this.options.cell(this.active);
    if (before && this.active !== pid) before.setAttribute('tabindex', '-1');
    this.active = pid;
    const cell = this.options.cell(pid);
    cell?.setAttribute('tabindex', '0');
    return cell;
  }

  /**
   * The seats the keys lead to from now on (null: all). When the seat in the tab order is not one
   * of them, the nearest that is takes its place (the focus stays where it is).
   */
  setFilter(filter: ((seat: PlanSeat) => boolean) | null): void {
    this.filter = filter;
    const from = this.active === null ? undefined : this.index.get(this.active);
    if (!filter || from === undefined || filter(this.seats[from]!)) return;
    const to = this.grid.closest(from, (i) => filter(this.seats[i]!));
    if (to !== undefined) this.activate(this.seats[to]!.pid);
  }

  /** A seat got the focus some other way (a click): it becomes the active one. */
  handleFocusIn = (event: FocusEvent): void => {
    const pid = (event.target as Element | null)?.getAttribute?.('data-pid');
    if (pid && pid !== this.active) this.focus(pid);
  };

  handleKeydown = (event: KeyboardEvent): void => {
    const from = this.active === null ? undefined : this.index.get(this.active);
    if (from === undefined) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.options.choose(this.seats[from]!);
      return;
    }
    const filter = this.filter;
    const to = this.grid.move(
      from,
      event.key,
      event.ctrlKey || event.metaKey,
      filter ? (i) => filter(this.seats[i]!) : undefined,
    );
    if (to === null) return;
    event.preventDefault();
    this.focus(this.seats[to]!.pid);
  };
}
