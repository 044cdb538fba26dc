/// <reference types="mocha" />
import { expect } from 'chai';
import { axeViolations } from './helpers.js';
import { answerQuestions, pickShow, reserveTickets, start, type Journey } from './journey.js';
import { all, atStep, button, control, focusName, press, tabTo, text } from './widget.js';

/** The options step, two tickets reserved and answered. */
async function options(theme = 'light', fewLeft?: number): Promise<Journey> {
  const journey = await start({}, { theme, ...(fewLeft === undefined ? {} : { options: { fewLeft } }) });
  await pickShow(journey.el);
  await reserveTickets(journey.el);
  await answerQuestions(journey.el);
  return journey;
}

describe('<tb-booking-options>', () => {
  describe('defaults', () => {
    it('offers an option of one per booking as a checkbox and others as a quantity, with prices', async () => {
      const { el } = await options();
      const rows = all(el, '[part~="option"]');
      expect(rows.map(text)).to.deep.equal(['Parking CHF 10.00', 'Programme CHF 5.00 Quantity: Programme']);
      expect(control(el, 'Parking').type).to.equal('checkbox');
      expect(control(el, 'Parking').checked).to.equal(false);
      expect(control(el, 'Quantity: Programme').value).to.equal('0');
    });

    it('says what is left of an option only when few are (fewLeft)', async () => {
      const { el } = await options('light', 100);
      expect(all(el, '[part~="option"]').map(text)).to.include(
        'Programme CHF 5.00 100 left Quantity: Programme',
      );
    });
  });

  describe('properties', () => {
    it('bounds a quantity by the per-booking maximum', async () => {
      const { el } = await options();
      for (let i = 0; i < 7; i++) {
        button(el, 'More: Programme').click();
        await el.updateComplete;
      }
      expect(control(el, 'Quantity: Programme').value).to.equal('5');
      expect(button(el, 'More: Programme').getAttribute('aria-disabled')).to.equal('true');
      button(el, 'Fewer: Programme').click();
      await el.updateComplete;
      expect(control(el, 'Quantity: Programme').value).to.equal('4');
    });
  });

  describe('events', () => {
    it('keeps the choices for the booking and moves on', async () => {
      const { el, cat } = await options();
      control(el, 'Parking').click();
      button(el, 'More: Programme').click();
      button(el, 'Continue').click();
      await atStep(el, 'buyer');
      expect(el.state!.options).to.deep.equal({ [cat.parking!]: 1, [cat.booklet!]: 1 });
      expect(el.state!.totals.options).to.equal(1500);
    });

    it('goes back to the questions with the answers kept', async () => {
      const { el } = await options();
      const answers = el.state!.answers;
      button(el, 'Back').click();
      await atStep(el, 'questions');
      expect(el.state!.answers).to.deep.equal(answers);
    });
  });

  describe('accessibility', () => {
    for (const theme of ['light', 'dark']) {
      it(`has no axe violations in the ${theme} theme`, async () => {
        const { el } = await options(theme);
        expect(await axeViolations(el)).to.deep.equal([]);
      });
    }

    it('works by keyboard: Space checks, the stepper follows in tab order', async () => {
      const { el } = await options();
      (document.activeElement as HTMLElement | null)?.blur();
      await tabTo('input[checkbox] Parking');
      await press('Space');
      expect(control(el, 'Parking').checked).to.equal(true);
      await press('Tab');
      expect(focusName()).to.equal('button Fewer: Programme');
      await press('Tab');
      await press('Tab');
      await press('Enter');
      expect(control(el, 'Quantity: Programme').value).to.equal('1');
    });
  });
});
