/// <reference types="mocha" />
import { expect } from 'chai';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { createEvent } from './catalogue.js';
import { axeViolations } from './helpers.js';
import { addTickets, pickShow } from './journey.js';
import { Chain } from './mock-chain.js';
import { atStep, button, mount, one, text, until } from './widget.js';

describe('<ticket-booking> waiting room', () => {
  it('waits in the pre-queue with a polite status, creates nothing meanwhile, and reserves once admitted', async () => {
    const chain = new Chain();
    const cat = await createEvent(chain);
    await chain.open([cat.event], {
      waitingRoom: { opensAt: { [cat.event]: Date.now() + 2500 }, pollMs: 500 },
    });
    const el: TicketBooking = await mount(chain, cat.event);
    const events: string[] = [];
    for (const name of ['tb-queue-join', 'tb-queue-update', 'tb-queue-admit', 'tb-queue-close'] as const)
      el.addEventListener(name, (event) => events.push(`${event.type} ${event.detail.event === cat.event}`));
    await atStep(el, 'shows');
    await pickShow(el);
    await addTickets(el, 'Adult, Parkett', 1);
    button(el, 'Reserve tickets').click();
    await until('the place in line', () => el.shadowRoot!.querySelector('[part~="queue"]'));
    const box = one(el, '[part~="queue"]');
    // The page styles it as the element's part.
    const style = document.createElement('style');
    style.textContent = 'ticket-booking::part(queue) { outline-offset: 13px; }';
    document.head.append(style);
    expect(getComputedStyle(box).outlineOffset).to.equal('13px');
    style.remove();
    expect(text(box)).to.contain('You are in line');
    expect(text(box)).to.contain('The sale has not opened yet.');
    // When it opens, in the buyer's language.
    expect(text(box)).to.match(/The sale opens on \w+ \d+, \d{4} at \d+:\d{2}/);
    // The polite status region of the widget (there from the start) says where the buyer stands.
    expect(text(one(el, '.base > [role="status"]'))).to.contain('The sale has not opened yet.');
    expect(await axeViolations(el)).to.deep.equal([]);
    expect(
      chain.requests.filter((r) => /^POST \/(persons|bookings|tickets)\//.test(r) && !r.includes('queue')),
      'no record before the line: the sale is marked queueing from the start of its configured opening',
    ).to.deep.equal([]);

    await atStep(el, 'questions');
    expect(el.shadowRoot!.querySelector('[part~="queue"]'), 'the line is gone').to.equal(null);
    expect(chain.requests.some((r) => r.startsWith('GET /queue/'))).to.equal(true);
    // Typed DOM events on the element, for this event: a place taken first, the turn last.
    expect(events[0]).to.equal('tb-queue-join true');
    expect(events.at(-1)).to.equal('tb-queue-admit true');
    expect(events.filter((line) => !/^tb-queue-(join|update|admit) true$/.test(line))).to.deep.equal([]);
  });
});
