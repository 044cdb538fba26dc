/// <reference types="mocha" />
import { expect } from 'chai';
import { createEvent } from './catalogue.js';
import { axeViolations } from './helpers.js';
import { ANNA, pickShow, start } from './journey.js';
import { Chain } from './mock-chain.js';
import { atStep, focusName, focused, mount, one, press, tabTo, type, until } from './widget.js';

describe('<ticket-booking>', () => {
  describe('accessibility', () => {
    for (const theme of ['light', 'dark']) {
      it(`has no axe violations in the ${theme} theme, loading and loaded`, async () => {
        const chain = new Chain();
        const cat = await createEvent(chain, { soldOutShow: true });
        await chain.open([cat.event]);
        const el = await mount(chain, cat.event, { theme });
        expect(await axeViolations(el)).to.deep.equal([]);
        await atStep(el, 'shows');
        expect(await axeViolations(el)).to.deep.equal([]);
      });
    }

    it('moves the focus to the heading of each new step', async () => {
      const { el } = await start();
      one(el, 'button[part~="show"]').focus();
      await pickShow(el);
      expect(focusName()).to.equal('h2 Choose your tickets');
    });

    it('does not take the focus when it loads', async () => {
      const outside = document.createElement('button');
      document.body.append(outside);
      outside.focus();
      try {
        await start();
        expect(document.activeElement).to.equal(outside);
      } finally {
        outside.remove();
      }
    });

    it('completes a whole booking by keyboard alone', async () => {
      const { el, cat } = await start();
      (document.activeElement as HTMLElement | null)?.blur();
      // Shows: the first show is the first tab stop.
      await tabTo(/button .*7:30 PM/);
      expect(focused()!.matches(':focus-visible')).to.equal(true);
      await press('Enter');
      await atStep(el, 'tickets');
      expect(focusName()).to.equal('h2 Choose your tickets');
      // Tickets: the stepper's + button, then arrow keys in its input.
      expect(await tabTo('More: Adult, Parkett')).to.deep.equal([
        'button Fewer: Adult, Parkett',
        'input[number] Quantity: Adult, Parkett',
        'button More: Adult, Parkett',
      ]);
      await press('Space');
      await press('Shift+Tab');
      await press('ArrowUp');
      await until('2 tickets', () => el.state!.lines[0]?.quantity === 2);
      await tabTo('Reserve tickets');
      await press('Enter');
      await atStep(el, 'questions');
      // Questions: arrow keys move within a radio group; Space picks.
      await tabTo(/radio\] Meat/);
      await press('ArrowDown');
      expect(focusName()).to.match(/Veggie/);
      expect(Object.values(el.state!.answers[0]!)).to.deep.equal([cat.menu!.veggie]);
      await press('ArrowUp');
      expect(Object.values(el.state!.answers[0]!)).to.deep.equal([cat.menu!.meat]);
      await tabTo(/radio\] Meat/);
      await press('Space');
      expect(Object.values(el.state!.answers[1]!)).to.deep.equal([cat.menu!.meat]);
      await tabTo('button Continue');
      await press('Enter');
      await atStep(el, 'options');
      // Options: a checkbox.
      await tabTo(/checkbox\] Parking/);
      await press('Space');
      await tabTo('button Continue');
      await press('Enter');
      await atStep(el, 'buyer');
      // Details: type, and Enter in a field submits.
      await tabTo(/First name/);
      await type(ANNA.firstname);
      await press('Tab');
      await type(ANNA.lastname);
      await tabTo(/E-mail/);
      await type(ANNA.email);
      await press('Enter');
      await atStep(el, 'checkout');
      await tabTo('button Confirm booking');
      await press('Enter');
      await atStep(el, 'done');
      expect(focusName()).to.equal('h2 Thank you for your booking');
      expect(el.state!.options).to.deep.include({ [Object.keys(el.state!.options)[0]!]: 1 });
    });
  });
});
