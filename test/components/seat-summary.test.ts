/// <reference types="mocha" />
import { expect } from 'chai';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { createEvent } from './catalogue.js';
import { pickShow, reserveTickets } from './journey.js';
import { Chain } from './mock-chain.js';
import { atStep, button, focused, mount, one, text, until } from './widget.js';

/** The widget with two adults reserved in a Parkett of two rows of six seats (and nothing else seated). */
async function seatedReservation(): Promise<TicketBooking> {
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
  const el = await mount(chain, cat.event);
  await atStep(el, 'shows');
  await pickShow(el);
  await reserveTickets(el, { 'Adult, Parkett': 2 }, 'buyer');
  await until('the seats in words', () => text(one(el, '[part~="seats"]')).includes('Row 1, Seats 3–4'));
  return el;
}

describe('<tb-seat-summary>', () => {
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
