/// <reference types="mocha" />
import { expect } from 'chai';
import type { TbSeatMap } from '../../src/components/seat-map/seat-map.js';
import { defineSeatMap } from '../../src/define.js';
import {
  BALKON,
  cells,
  focused,
  PARKETT,
  pid,
  plain,
  plan,
  press,
  root,
  seatMap,
  status,
} from './seat-map-fixture.js';

before(() => defineSeatMap());
beforeEach(() => localStorage.removeItem('tb-seat-map-view'));

/**
 * The test plan with three wheelchair spaces: Parkett row 1 seat 6 (companion seat 5), row 3
 * seat 1 (companion seat 2) and Balkon seat 4 (companion seat 3). Row 2 has none; the booking
 * holds Parkett row 1 seats 3 and 4.
 */
async function mapWithSpaces() {
  const spaces = new Set([pid(PARKETT, '1', '6'), pid(PARKETT, '3', '1'), pid(BALKON, 'A', '4')]);
  const seats = plan().map((seat) => ({ ...seat, accessible: spaces.has(seat.pid) }));
  return seatMap({ seats });
}

const filterButton = (el: TbSeatMap) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('[part~="toolbar"] > button')].find(
    (button) => plain(button.textContent) === 'Wheelchair spaces',
  )!;

const tabStops = (el: TbSeatMap) =>
  cells(el)
    .filter((c) => c.getAttribute('tabindex') === '0')
    .map((c) => c.getAttribute('data-pid'));

describe('<tb-seat-map> keys under the wheelchair filter', () => {
  it('lead only to wheelchair spaces and companion seats, skipping the faded seats and rows', async () => {
    const el = await mapWithSpaces();
    expect(tabStops(el)).to.deep.equal([pid(PARKETT, '1', '3')]);
    filterButton(el).click();
    await el.updateComplete;
    expect(status(el)).to.equal(
      'Wheelchair spaces: 3, free: 3. Companion seats are beside them. The arrow keys now move between these seats only.',
    );
    // The tab stop leaves the faded held seat for the nearest seat the filter keeps.
    expect(tabStops(el), 'one tab stop, on a seat the filter keeps').to.deep.equal([pid(PARKETT, '1', '5')]);
    el.focus();
    expect(focused(el)).to.equal(pid(PARKETT, '1', '5'));

    await press(el, 'ArrowLeft');
    expect(focused(el), 'seats 4 to 1 are faded: the key stays').to.equal(pid(PARKETT, '1', '5'));
    await press(el, 'ArrowRight');
    expect(focused(el)).to.equal(pid(PARKETT, '1', '6'));
    await press(el, 'ArrowDown');
    expect(focused(el), 'row 2 has none: on to row 3, its nearest kept seat').to.equal(
      pid(PARKETT, '3', '2'),
    );
    await press(el, 'Home');
    expect(focused(el)).to.equal(pid(PARKETT, '3', '1'));
    await press(el, 'End');
    expect(focused(el), 'the row’s last kept seat, not seat 6').to.equal(pid(PARKETT, '3', '2'));
    await press(el, 'ArrowDown');
    expect(focused(el), 'Balkon: the companion seat, not the nearer faded seats').to.equal(
      pid(BALKON, 'A', '3'),
    );
    await press(el, 'ArrowUp');
    expect(focused(el)).to.equal(pid(PARKETT, '3', '2'));
    await press(el, 'ArrowUp');
    expect(focused(el), 'over row 2').to.equal(pid(PARKETT, '1', '5'));
    await press(el, 'PageDown');
    expect(focused(el)).to.equal(pid(BALKON, 'A', '4'));
    await press(el, 'PageUp');
    expect(focused(el), 'the Parkett’s first row with a kept seat').to.equal(pid(PARKETT, '1', '5'));
    await press(el, 'Control+End');
    expect(focused(el)).to.equal(pid(BALKON, 'A', '4'));
    await press(el, 'Control+Home');
    expect(focused(el), 'the plan’s first kept seat').to.equal(pid(PARKETT, '1', '5'));
    expect(tabStops(el)).to.deep.equal([pid(PARKETT, '1', '5')]);

    // Without the filter every seat is a key press away again.
    filterButton(el).click();
    await el.updateComplete;
    el.focus();
    await press(el, 'ArrowLeft');
    expect(focused(el)).to.equal(pid(PARKETT, '1', '4'));
  });
});
