/// <reference types="mocha" />
import { expect } from 'chai';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { createEvent } from './catalogue.js';
import { axeViolations } from './helpers.js';
import { pickShow, reserveTickets } from './journey.js';
import { Chain } from './mock-chain.js';
import { all, atStep, button, focused, mount, one, text, until } from './widget.js';

/** The widget with two adults reserved in a Parkett of two rows of six seats (and nothing else seated). */
async function seatedReservation(theme = 'light'): Promise<TicketBooking> {
  const chain = new Chain();
  const cat = await createEvent(chain, { questions: false, options: false });
  const seats = Array.from({ length: 12 }, (_, i) => ({
    sector: cat.parkett,
    row: String(1 + Math.floor(i / 6)),
    number: String(1 + (i % 6)),
    x: 10 * (1 + (i % 6)),
    y: 10 * (1 + Math.floor(i / 6)),
  }));
  expect((await chain.backOffice('POST', '/seats/', seats)).status).to.equal(201);
  await chain.open([cat.event]);
  const el = await mount(chain, cat.event, { theme });
  await atStep(el, 'shows');
  await pickShow(el);
  await reserveTickets(el, { 'Adult, Parkett': 2 }, 'buyer');
  await until('the seats in words', () => text(one(el, '[part~="seats"]')).includes('Row 1, Seats 3–4'));
  return el;
}

/** The small plan's seats as "x y" (their places) with whether each is held. */
const overviewSeats = (el: TicketBooking) =>
  all<SVGGElement>(el, 'svg.overview g.cell').map((g) => ({
    at: g.getAttribute('transform'),
    held: g.classList.contains('held'),
  }));

describe('<tb-seat-summary>', () => {
  it('shows the held seats on a small plan of their sector beside the words, as a picture only', async () => {
    const el = await seatedReservation();
    await until('the small plan', () => all(el, 'svg.overview').length === 1);
    const overview = one(el, 'svg.overview');
    expect(overview.getAttribute('aria-hidden')).to.equal('true');
    expect(overview.closest('[part~="seats"]')).to.not.equal(null);
    const drawn = overviewSeats(el);
    expect(drawn).to.have.length(12);
    expect(drawn.filter((s) => s.held).map((s) => s.at)).to.deep.equal([
      'translate(30 10)',
      'translate(40 10)',
    ]);
    expect(all(el, 'svg.overview [role], svg.overview [tabindex]')).to.deep.equal([]);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('draws the small plan in the dark theme, axe-clean, and fits a 320 px wide widget', async () => {
    const el = await seatedReservation('dark');
    await until('the small plan', () => all(el, 'svg.overview').length === 1);
    const held = one(el, 'svg.overview g.held .shape');
    const free = one(el, 'svg.overview g.free .shape');
    expect(getComputedStyle(held).fill).to.not.equal(getComputedStyle(free).fill);
    expect(await axeViolations(el)).to.deep.equal([]);
    el.style.inlineSize = '320px';
    await el.updateComplete;
    const box = one(el, '[part~="seats"]').getBoundingClientRect();
    expect(box.width).to.be.at.most(320);
    expect(one(el, 'svg.overview').getBoundingClientRect().right).to.be.at.most(box.right);
  });

  it('follows a ticket moved to another seat', async () => {
    const el = await seatedReservation();
    await until('the small plan', () => all(el, 'svg.overview').length === 1);
    const state = el.state!;
    const target = state.seatPlan!.seats.find((s) => s.row === '2' && s.number === '6')!;
    const ticket = state.reservation!.tickets[0]!;
    await one<HTMLElement & { flow: { moveTicket(t: string, s: string): Promise<void> } }>(
      el,
      'tb-seat-summary',
    ).flow.moveTicket(ticket.pid, target.pid);
    await until('the moved seat on the small plan', () =>
      overviewSeats(el).some((s) => s.held && s.at === 'translate(60 20)'),
    );
    expect(overviewSeats(el).filter((s) => s.held)).to.have.length(2);
  });

  it('puts the focus on a held seat when "Choose other seats" opens the map', async () => {
    const el = await seatedReservation();
    button(el, 'Choose other seats').click();
    const seat = await until('the focus on a seat', () => {
      const active = focused();
      return active?.getAttribute('role') === 'gridcell' ? active : null;
    });
    expect(seat.getAttribute('aria-label')).to.match(/^Parkett, Row 1, Seat [34], .*, your seat$/);
  });
});
