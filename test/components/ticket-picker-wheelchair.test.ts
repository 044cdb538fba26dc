/// <reference types="mocha" />
import { expect } from 'chai';
import { axeViolations } from './helpers.js';
import { addTickets, pickShow, start, type Journey } from './journey.js';
import { atStep, button, control, focusName, one, press, text, until } from './widget.js';

const LABEL = 'Wheelchair space with the companion seat beside it';

/**
 * A journey whose Parkett has seats: three rows of six, row 1 nearest the stage, its seat 1 a
 * wheelchair space whose neighbour (seat 2) another buyer holds; row 2 seat 6 a wheelchair
 * space with seat 5 free beside it. The Balkon stays without seats.
 */
async function seatedJourney(): Promise<Journey & { seats: Map<string, string> }> {
  const journey = await start();
  const seats = new Map<string, string>();
  for (let row = 1; row <= 3; row += 1) {
    for (let n = 1; n <= 6; n += 1) {
      const accessible = (row === 1 && n === 1) || (row === 2 && n === 6);
      const pid = await journey.chain.create('seats', {
        sector: journey.cat.parkett,
        row: String(row),
        number: String(n),
        x: n,
        y: row,
        accessible,
      });
      seats.set(`${row}-${n}`, pid);
    }
  }
  const customer = await journey.chain.create('persons', { firstname: 'Other' });
  const booking = Number(await journey.chain.create('bookings', { customer }));
  await journey.chain.create('tickets', {
    booking,
    show: journey.cat.shows[0],
    price: journey.cat.adult,
    seat: seats.get('1-2'),
  });
  return { ...journey, seats };
}

describe('<tb-ticket-picker> wheelchair space at the first reservation', () => {
  it('is offered as one checkbox, keyboard-operable and axe-clean, and once ticked says where the spaces are', async () => {
    const { el, chain } = await seatedJourney();
    await pickShow(el);
    const box = control(el, LABEL);
    const hint = one(el, `#${box.getAttribute('aria-describedby')}`);
    expect(hint.getAttribute('role')).to.equal('status');
    expect(text(hint)).to.equal(
      'Your first ticket is for a wheelchair space, your second for the companion seat beside it: the best ones free.',
    );
    const sent = chain.requests.length;
    box.focus();
    expect(focusName()).to.equal(`input[checkbox] ${LABEL}`);
    await press('Space');
    await until('where the spaces are', () => text(hint).startsWith('Wheelchair spaces are in: Parkett.'));
    expect(box.checked).to.equal(true);
    expect(el.state!.wheelchair).to.equal(true);
    expect(chain.requests.slice(sent).filter((r) => r.includes('/seats/'))).to.have.length(1);
    expect(await axeViolations(el)).to.deep.equal([]);
    await press('Space');
    await el.updateComplete;
    expect(el.state!.wheelchair).to.equal(false);
  });

  it('says plainly that a show without seats has no wheelchair spaces', async () => {
    const { el } = await start();
    await pickShow(el);
    control(el, LABEL).click();
    await until(
      'the answer',
      () => text(one(el, '#wheelchair-hint')) === 'This performance has no wheelchair spaces.',
    );
  });

  it('reserves the best free wheelchair space and the free seat beside it for the first two tickets', async () => {
    const { el, chain, seats } = await seatedJourney();
    await pickShow(el);
    await addTickets(el, 'Adult, Parkett', 2);
    control(el, LABEL).click();
    await until('where the spaces are', () => el.state!.wheelchairSectors !== null);
    button(el, 'Reserve tickets').click();
    await atStep(el, 'questions');
    const booking = el.state!.reservation!.booking;
    const read = (await (
      await chain.backOffice('GET', `/bookings/${booking}?properties[tickets]=1`)
    ).json()) as { tickets: { seat: string }[] };
    const held = read.tickets.map((ticket) => ticket.seat);
    // Row 1's space has no free companion: row 2's, with seat 5 beside it.
    expect(held.toSorted()).to.deep.equal([seats.get('2-6')!, seats.get('2-5')!].toSorted());
    const records = await Promise.all(
      held.map(
        async (pid) =>
          (await (await chain.backOffice('GET', `/seats/${pid}`)).json()) as { accessible: boolean },
      ),
    );
    expect(records.map((seat) => seat.accessible).toSorted()).to.deep.equal([false, true]);
  });

  it('says plainly when no wheelchair space with a free companion seat is left, and reserves nothing', async () => {
    const { el, chain, seats, cat } = await seatedJourney();
    const customer = await chain.create('persons', { firstname: 'Third' });
    const booking = Number(await chain.create('bookings', { customer }));
    await chain.create('tickets', { booking, show: cat.shows[0], price: cat.adult, seat: seats.get('2-5') });
    await pickShow(el);
    await addTickets(el, 'Adult, Parkett', 2);
    control(el, LABEL).click();
    await until('where the spaces are', () => el.state!.wheelchairSectors !== null);
    button(el, 'Reserve tickets').click();
    await until('the error', () => el.state!.error?.key === 'error.noWheelchair');
    await el.updateComplete;
    expect(el.state!.step).to.equal('tickets');
    expect(el.state!.reservation).to.equal(null);
    expect(text(el.shadowRoot!.querySelector('[role="alert"]') ?? el)).to.contain(
      'No wheelchair space with a free companion seat beside it is left in the area of your tickets.',
    );
  });
});
