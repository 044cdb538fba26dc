/// <reference types="mocha" />
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { TbSeatsMoveEvent } from '../../src/components/events.js';
import { defineSeatMap } from '../../src/define.js';
import { axeViolations } from './helpers.js';
import { focused, PARKETT, pid, plain, plan, root, seatMap, status, ticket } from './seat-map-fixture.js';

before(() => defineSeatMap());
beforeEach(() => localStorage.removeItem('tb-seat-map-view'));

const active = (el: Element) => plain(root(el).activeElement?.textContent);
const entries = (el: Element) =>
  [...root(el).querySelectorAll('.runs button')].map((b) => plain(b.textContent));

/** Presses keys one by one and counts them. */
async function keys(el: { updateComplete: Promise<unknown> }, ...pressed: string[]): Promise<number> {
  for (const key of pressed) {
    await sendKeys({ press: key });
    await el.updateComplete;
  }
  return pressed.length;
}

function moves(el: HTMLElement): TbSeatsMoveEvent['detail']['moves'][] {
  const seen: TbSeatsMoveEvent['detail']['moves'][] = [];
  el.addEventListener('tb-seats-move', (event) => seen.push(event.detail.moves));
  return seen;
}

describe('<tb-seat-map> find seats together', () => {
  it('lists the free runs of the booking’s seat count by row and block, the best first', async () => {
    const el = await seatMap();
    el.focus();
    await keys(el, 'Tab');
    expect(active(el)).to.equal('Find 2 seats together');
    await keys(el, 'Enter');
    // Row 1 seats 3 and 4 are held; row 2 seat 5 is sold; the Balkon has no price for the tickets.
    expect(entries(el)).to.deep.equal([
      'Best free seats: Parkett, Row 1, Seats 1–2: left block, row 1 from the stage',
      'Parkett, Row 1, Seats 1–2: left block, row 1 from the stage',
      'Parkett, Row 1, Seats 5–6: right block, row 1 from the stage',
      'Parkett, Row 2, Seats 2–3: left block, row 2 from the stage',
      'Parkett, Row 3, Seats 2–3: left block, row 3 from the stage',
      'Parkett, Row 3, Seats 4–5: right block, row 3 from the stage',
    ]);
    expect(plain(root(el).querySelector('#runs-help')?.textContent)).to.equal(
      '5 places with 2 free seats side by side. Arrow keys move, Enter takes the seats.',
    );
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('moves both held seats to a run in another row in four key presses from the map’s first focus', async () => {
    const el = await seatMap();
    const seen = moves(el);
    el.focus();
    expect(focused(el)).to.equal(pid(PARKETT, '1', '3'));
    // Back one row on the map; the list opens at that row's runs; Enter takes one.
    const count = await keys(el, 'ArrowDown', 'Tab', 'Enter');
    expect(active(el)).to.equal('Parkett, Row 2, Seats 2–3: left block, row 2 from the stage');
    const total = count + (await keys(el, 'Enter'));
    expect(total).to.equal(4);
    expect(seen).to.deep.equal([
      [
        { ticket: 't1', seat: pid(PARKETT, '2', '2') },
        { ticket: 't2', seat: pid(PARKETT, '2', '3') },
      ],
    ]);
    expect(root(el).querySelector('.runs'), 'the list closes').to.equal(null);
    expect(focused(el), 'the focus is on the run on the map').to.equal(pid(PARKETT, '2', '2'));
    // The flow moved them: the live region says so.
    el.tickets = [ticket(1, pid(PARKETT, '2', '2')), ticket(2, pid(PARKETT, '2', '3'))];
    el.seats = plan({
      [pid(PARKETT, '1', '3')]: 'free',
      [pid(PARKETT, '1', '4')]: 'free',
      [pid(PARKETT, '2', '2')]: 'held',
      [pid(PARKETT, '2', '3')]: 'held',
    });
    await el.updateComplete;
    expect(status(el)).to.equal('Moved to row 2, seats 2–3, side by side.');
    expect(focused(el)).to.equal(pid(PARKETT, '2', '2'));
  });

  it('is one tab stop moved with the arrow keys; Escape closes the list and not the map', async () => {
    const el = await seatMap();
    el.focus();
    await keys(el, 'Tab', 'Enter');
    expect(active(el)).to.equal('Parkett, Row 1, Seats 1–2: left block, row 1 from the stage');
    await keys(el, 'ArrowDown');
    expect(active(el)).to.equal('Parkett, Row 1, Seats 5–6: right block, row 1 from the stage');
    await keys(el, 'Home');
    expect(active(el)).to.match(/^Best free seats: /);
    await keys(el, 'End');
    expect(active(el)).to.equal('Parkett, Row 3, Seats 4–5: right block, row 3 from the stage');
    let escaped = false;
    el.addEventListener('keydown', (event) => (escaped ||= event.key === 'Escape'));
    await keys(el, 'Escape');
    expect(escaped, 'Escape stays in the list').to.equal(false);
    expect(root(el).querySelector('.runs')).to.equal(null);
    expect(active(el)).to.equal('Find 2 seats together');
  });

  it('with the wheelchair filter, offers only a wheelchair space with its companion seat beside it', async () => {
    const el = await seatMap();
    const seen = moves(el);
    const button = (name: string) =>
      [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => plain(b.textContent) === name)!;
    button('Wheelchair spaces').click();
    await el.updateComplete;
    button('Find 2 seats together').click();
    await el.updateComplete;
    expect(entries(el)).to.deep.equal([
      'Best free seats: Parkett, Row 3, Seats 1–2: left block, row 3 from the stage',
      'Parkett, Row 3, Seats 1–2: left block, row 3 from the stage',
    ]);
    (root(el).querySelector('.runs button') as HTMLButtonElement).click();
    expect(seen).to.deep.equal([
      [
        { ticket: 't1', seat: pid(PARKETT, '3', '1') },
        { ticket: 't2', seat: pid(PARKETT, '3', '2') },
      ],
    ]);
    // The companion seat taken: no such run is left, and the list says so.
    el.seats = plan({ [pid(PARKETT, '3', '2')]: 'reserved' });
    await el.updateComplete;
    button('Find 2 seats together').click();
    await el.updateComplete;
    expect(entries(el)).to.deep.equal([]);
    expect(plain(root(el).querySelector('#runs-help')?.textContent)).to.equal(
      'No free wheelchair space with a companion seat beside it among 2 free seats side by side.',
    );
  });
});
