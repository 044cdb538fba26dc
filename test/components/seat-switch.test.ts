/// <reference types="mocha" />
import { expect } from 'chai';
import type { TbSeatsMoveEvent } from '../../src/components/events.js';
import type { TbSeatMap } from '../../src/components/seat-map/seat-map.js';
import { defineSeatMap } from '../../src/define.js';
import { sector } from '../fixtures/sectors.js';
import { axeViolations } from './helpers.js';
import {
  ADULT,
  BALCONY,
  BALKON,
  focused,
  PARKETT,
  pid,
  plain,
  press,
  root,
  seatMap,
  SECTORS,
  status,
} from './seat-map-fixture.js';

before(() => defineSeatMap());
beforeEach(() => localStorage.removeItem('tb-seat-map-view'));

function moves(el: HTMLElement): TbSeatsMoveEvent['detail']['moves'][] {
  const seen: TbSeatsMoveEvent['detail']['moves'][] = [];
  el.addEventListener('tb-seats-move', (event) => seen.push(event.detail.moves));
  return seen;
}

const offer = (el: Element) => plain(root(el).querySelector('.switch p')?.textContent);
const active = (el: Element) => plain(root(el).activeElement?.textContent);

/** From the first held seat to the Balkon's first seat (free, another price category). */
async function toBalkon(el: TbSeatMap): Promise<string> {
  el.focus();
  await press(el, 'PageDown');
  await press(el, 'Home');
  expect(focused(el)).to.equal(pid(BALKON, 'A', '1'));
  return pid(BALKON, 'A', '1');
}

describe('<tb-seat-map> a seat of another price category', () => {
  it('says the price there and the new total before anything changes, and takes it at that price', async () => {
    const el = await seatMap({ total: 20000 });
    const seen = moves(el);
    const seat = await toBalkon(el);
    await press(el, 'Enter');
    expect(offer(el)).to.equal(
      'Row A, seat 1 (Balkon) is in another price category: your ticket “Adult” costs Balcony CHF 69.00 there instead of CHF 89.00. New total: CHF 180.00.',
    );
    expect(seen, 'nothing changes yet').to.deep.equal([]);
    expect(active(el)).to.equal('Change to this price');
    expect(await axeViolations(el)).to.deep.equal([]);
    await press(el, 'Enter');
    expect(seen).to.deep.equal([[{ ticket: 't1', seat, price: BALCONY }]]);
    expect(root(el).querySelector('.switch')).to.equal(null);
    expect(focused(el), 'the focus is back on the seat').to.equal(seat);
  });

  it('without a total, counts the tickets’ prices; Escape or “Do not change” keeps the seat', async () => {
    const el = await seatMap();
    const seen = moves(el);
    const seat = await toBalkon(el);
    await press(el, 'Enter');
    expect(offer(el)).to.match(/ New total: CHF 158\.00\.$/);
    let escaped = false;
    el.addEventListener('keydown', (event) => (escaped ||= event.key === 'Escape'));
    await press(el, 'Escape');
    expect(escaped, 'Escape stays with the question, the map stays open').to.equal(false);
    expect(root(el).querySelector('.switch')).to.equal(null);
    expect(focused(el)).to.equal(seat);
    await press(el, 'Enter');
    [...root(el).querySelectorAll<HTMLButtonElement>('.switch button')].at(-1)!.click();
    await el.updateComplete;
    expect(root(el).querySelector('.switch')).to.equal(null);
    expect(seen).to.deep.equal([]);
  });

  it('says plainly why not when the category has no price for the ticket, and sends nothing', async () => {
    const sectors = [
      sector(
        PARKETT,
        'Parkett',
        [
          [ADULT, 'Adult', 8900],
          ['D0000000-0000-4000-8000-000000000005', 'Child', 4500],
        ],
        { available: 10 },
      ),
      SECTORS[1]!,
    ];
    const el = await seatMap({ sectors });
    const seen = moves(el);
    await toBalkon(el);
    await press(el, 'Enter');
    expect(root(el).querySelector('.switch')).to.equal(null);
    expect(status(el)).to.equal(
      'Row A, seat 1 (Balkon) is in another price category, and there is no “Adult” price there. Change your tickets for it.',
    );
    expect(seen).to.deep.equal([]);
  });
});
