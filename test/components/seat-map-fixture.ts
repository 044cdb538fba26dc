/** The seat map's test plan: a Parkett of three rows with an aisle, a Balkon behind, two seats held. */
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit';
import type { PlanSeat, ReservedTicket, SectorInfo } from '../../src/booking/types.js';
import type { TbSeatMap } from '../../src/components/seat-map/seat-map.js';
import { sector } from '../fixtures/sectors.js';
import { fixture } from './helpers.js';

export const PARKETT = 'P0000000-0000-4000-8000-000000000001';
export const BALKON = 'B0000000-0000-4000-8000-000000000002';
export const ADULT = 'A0000000-0000-4000-8000-000000000003';
export const BALCONY = 'C0000000-0000-4000-8000-000000000004';

export const SECTORS: SectorInfo[] = [
  sector(PARKETT, 'Parkett', [[ADULT, 'Adult', 8900]], { available: 10 }),
  sector(BALKON, 'Balkon', [[BALCONY, 'Balcony', 6900]], { available: 4, availability: 'few' }),
];

export const pid = (sector: string, row: string, number: string) =>
  `${sector === PARKETT ? 'p' : 'b'}-${row}-${number}`;

/**
 * Parkett: rows 1–3 of six seats with an aisle after seat 3 (row 3 slightly curved, its seat 1 a
 * wheelchair space); Balkon: one row of four behind. Row 2 seat 5 and Balkon seat 2 are taken.
 */
export function plan(overrides: Record<string, PlanSeat['status']> = {}): PlanSeat[] {
  const seats: PlanSeat[] = [];
  for (const row of ['1', '2', '3']) {
    for (let n = 1; n <= 6; n += 1) {
      const x = n + (n > 3 ? 1.5 : 0);
      const y = Number(row) + (row === '3' ? Math.abs(x - 4.25) * 0.1 : 0);
      seats.push({
        pid: pid(PARKETT, row, String(n)),
        sector: PARKETT,
        row,
        number: String(n),
        x,
        y,
        accessible: row === '3' && n === 1,
        status: 'free',
      });
    }
  }
  for (let n = 1; n <= 4; n += 1) {
    seats.push({
      pid: pid(BALKON, 'A', String(n)),
      sector: BALKON,
      row: 'A',
      number: String(n),
      x: n + 1.5,
      y: 6,
      accessible: false,
      status: 'free',
    });
  }
  const taken: Record<string, PlanSeat['status']> = {
    [pid(PARKETT, '2', '5')]: 'sold',
    [pid(BALKON, 'A', '2')]: 'reserved',
  };
  const held: Record<string, PlanSeat['status']> = {
    [pid(PARKETT, '1', '3')]: 'held',
    [pid(PARKETT, '1', '4')]: 'held',
  };
  const status = { ...taken, ...held, ...overrides };
  return seats.map((s) => (status[s.pid] ? { ...s, status: status[s.pid]! } : s));
}

/** The plan's zoom, of its width `max(<zoom>%, <least width>px)`. */
export const zoomOf = (plan: Element) =>
  /^max\((\d+%), \d+px\)$/.exec((plan as SVGElement).style.inlineSize)?.[1];

export const ticket = (n: number, seat: string): ReservedTicket => ({
  pid: `t${n}`,
  code: `T${n}`,
  sector: PARKETT,
  price: ADULT,
  seatString: '',
  seat,
  row: seat.split('-')[1]!,
  number: seat.split('-')[2]!,
});

export const TICKETS = [ticket(1, pid(PARKETT, '1', '3')), ticket(2, pid(PARKETT, '1', '4'))];

export interface SeatMapSetup {
  theme?: string;
  /** Default: the test plan. */
  seats?: PlanSeat[];
  /** Default: `SECTORS`. */
  sectors?: SectorInfo[];
  /** The booking's total (default none: the sum of its tickets' prices). */
  total?: number | null;
}

/** The seat map in English, in CHF, on the test plan with its two held seats (`TICKETS`). */
export async function seatMap(setup: SeatMapSetup = {}) {
  const { theme = 'light', seats = plan(), sectors = SECTORS, total = null } = setup;
  return fixture<TbSeatMap>(
    html`<tb-seat-map
      lang="en"
      theme=${theme}
      currency="CHF"
      .seats=${seats}
      .sectors=${sectors}
      .tickets=${TICKETS}
      .total=${total}
    ></tb-seat-map>`,
  );
}

/** Intl puts no-break spaces in amounts ("CHF 89.00"); compare with plain ones. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
export const label = (element: Element) => plain(element.getAttribute('aria-label'));
export const root = (el: Element) => el.shadowRoot!;
export const cells = (el: Element) => [...root(el).querySelectorAll('[role="gridcell"]')];
export const cell = (el: Element, id: string) => root(el).querySelector(`[data-pid="${id}"]`)!;
export const focused = (el: Element) => root(el).activeElement?.getAttribute('data-pid');
export const status = (el: Element) => plain(root(el).querySelector('[role="status"]')!.textContent);
export const press = async (el: TbSeatMap, key: string) => {
  await sendKeys({ press: key });
  await el.updateComplete;
};
