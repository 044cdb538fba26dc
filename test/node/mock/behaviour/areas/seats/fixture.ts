import assert from 'node:assert/strict';
import { setUpEvent, type EventSetup } from '../../catalogue';
import { type Api, type JsonObject } from '../../harness';

/**
 * A seated Loge (price category 2, the balcony price applies) of three rows; each row has seats
 * 1–5 left and 6–10 right of an aisle (a gap of one seat width in `x`). Row 1 is nearest the
 * stage (smallest `y`); seat 1 of row 3 is a wheelchair space.
 */
export interface Seated extends EventSetup {
  loge: string;
  /** `seats[row][number]`, rows and numbers from 1. */
  seats: Record<string, Record<string, string>>;
  anna: string;
  booking: number;
}

export const ROWS = 3;
export const PER_ROW = 10;
export const SEAT_FIELDS = ['accessible', 'created', 'number', 'pid', 'row', 'sector', 'updated', 'x', 'y'];

function seatBodies(sector: string) {
  const bodies = [];
  for (let row = 1; row <= ROWS; row++) {
    for (let number = 1; number <= PER_ROW; number++) {
      bodies.push({
        sector,
        row: String(row),
        number: String(number),
        x: number + (number > 5 ? 1 : 0),
        y: row * 1.2,
        ...(row === 3 && number === 1 ? { accessible: true } : {}),
      });
    }
  }
  return bodies;
}

export function setUpSeated(api: Api): Promise<Seated> {
  return api.fixture('seated', async () => {
    const setup = await setUpEvent(api);
    const loge = (await api.create('sectors', {
      host: setup.venue,
      name: 'Loge',
      price_category: 2,
      capacity: 0,
    })) as string;
    const pids = (await api.createMany('seats', seatBodies(loge))) as string[];
    const seats: Record<string, Record<string, string>> = {};
    pids.forEach((pid, i) => {
      const row = String(Math.floor(i / PER_ROW) + 1);
      (seats[row] ??= {})[String((i % PER_ROW) + 1)] = pid;
    });
    const anna = (await api.create('persons', {
      firstname: 'Anna',
      lastname: 'Muster',
      email: 'anna@example.ch',
      locale: 'fr',
    })) as string;
    const booking = (await api.create('bookings', { customer: anna })) as number;
    return { ...setup, loge, seats, anna, booking };
  });
}

export const seat = (s: Seated, row: number, number: number): string =>
  s.seats[String(row)]![String(number)]!;

/** A balcony-price ticket of the first show: by `seat` when `extra` names one, else best available in the Loge. */
export function byLoge(s: Seated, extra: Record<string, unknown> = {}, show = s.shows[0]) {
  const place = 'seat' in extra || 'sector' in extra ? {} : { sector: s.loge };
  return { booking: s.booking, show, price: s.balconyPrice, ...place, ...extra };
}

export async function ticketsOf(api: Api, booking: number): Promise<JsonObject[]> {
  return (await api.list(`/bookings/${booking}/tickets/`)).items;
}

export async function statuses(api: Api, show: string, extra = ''): Promise<Map<string, string>> {
  const { items } = await api.list(`/shows/${show}/seats/${extra}`);
  return new Map(items.map((item) => [`${String(item.row)}/${String(item.number)}`, String(item.status)]));
}

/** The seats a list of tickets holds, as `row/number`. */
export async function heldSeats(
  api: Api,
  tickets: readonly JsonObject[],
): Promise<{ row: string; number: number; x: number }[]> {
  const held = [];
  for (const ticket of tickets) {
    assert.equal(typeof ticket.seat, 'string', `ticket ${String(ticket.pid)} holds a seat`);
    const record = await api.read('seats', ticket.seat as string);
    held.push({ row: String(record.row), number: Number(record.number), x: Number(record.x) });
  }
  return held;
}
