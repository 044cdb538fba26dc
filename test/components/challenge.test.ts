/// <reference types="mocha" />
import { expect } from 'chai';
import type { VisitorAction } from '../../src/booking/types.js';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { createEvent } from './catalogue.js';
import { axeViolations } from './helpers.js';
import { addTickets, pickShow } from './journey.js';
import { Chain } from './mock-chain.js';
import { atStep, button, mount, one, text, until } from './widget.js';

describe('<ticket-booking> challenge slot', () => {
  it('shows the site owner’s challenge with a line of text while it waits for the token, and hides it after', async () => {
    const chain = new Chain();
    const cat = await createEvent(chain);
    const checked: (string | null)[] = [];
    await chain.open([cat.event], {
      verifyVisitor: ({ token }) => (checked.push(token), token === 'human-ok'),
    });
    const box = document.createElement('label');
    box.slot = 'challenge';
    box.append(Object.assign(document.createElement('input'), { type: 'checkbox' }), 'I am human');
    const asked: VisitorAction[] = [];
    let answer!: (token: string) => void;
    /** Whether the slot was on screen once the element rendered after asking (as a Turnstile page waits). */
    let slotted: boolean | undefined;
    const el: TicketBooking = await mount(chain, cat.event, {
      options: {
        visitorToken: async (action) => {
          asked.push(action);
          await el.updateComplete;
          slotted = box.assignedSlot !== null && box.checkVisibility();
          return new Promise<string>((resolve) => (answer = resolve));
        },
      },
    });
    el.append(box);
    await atStep(el, 'shows');
    expect(box.assignedSlot, 'hidden before').to.equal(null);
    expect(box.checkVisibility()).to.equal(false);

    await pickShow(el);
    await addTickets(el, 'Adult, Parkett', 1);
    button(el, 'Reserve tickets').click();
    await until('the challenge slot', () => box.assignedSlot);
    expect(box.checkVisibility()).to.equal(true);
    expect(text(one(el, '[part~="challenge"]'))).to.contain('Please complete this check to continue.');
    expect(asked).to.deep.equal(['reserve']);
    await until('the page to have been asked', () => slotted !== undefined);
    expect(slotted, 'the slot is rendered by the time the page renders its challenge').to.equal(true);
    expect(
      chain.requests.filter((r) => /^(POST|PATCH|DELETE) /.test(r)),
      'no write yet',
    ).to.deep.equal([]);
    expect(await axeViolations(el)).to.deep.equal([]);

    answer('human-ok');
    await atStep(el, 'questions');
    expect(box.assignedSlot, 'hidden after').to.equal(null);
    expect(box.checkVisibility()).to.equal(false);
    expect(el.shadowRoot!.querySelector('[part~="challenge"]')).to.equal(null);
    expect(checked).to.deep.equal(['human-ok']);
  });
});
