/// <reference types="mocha" />
import { expect } from 'chai';
import { axeViolations } from './helpers.js';
import { pickShow, reserveTickets, start, type Journey } from './journey.js';
import { all, atStep, button, focused, focusName, one, press, text, until } from './widget.js';

/** The questions step with two adult tickets and one balcony ticket reserved. */
async function questions(theme = 'light'): Promise<Journey> {
  const journey = await start({}, { theme });
  await pickShow(journey.el);
  await reserveTickets(journey.el, { 'Adult, Parkett': 2, 'Balcony, Balkon': 1 });
  return journey;
}

const radio = (el: Element, ticket: number, label: string) => {
  const inputs = all<HTMLFieldSetElement>(el, '[part~="ticket"]')[ticket]!.querySelectorAll<HTMLInputElement>(
    'input',
  );
  const found = [...inputs].find((input) => text(input.labels![0]).startsWith(label));
  if (!found) throw new Error(`No answer ${label} for ticket ${ticket}`);
  return found;
};

describe('<tb-ticket-questions>', () => {
  describe('defaults', () => {
    it('asks every question of every ticket in fieldsets with legends', async () => {
      const { el } = await questions();
      expect(all(el, '[part~="ticket"] > legend').map(text)).to.deep.equal([
        'Ticket 1 – Adult, Parkett',
        'Ticket 2 – Adult, Parkett',
        'Ticket 3 – Balcony, Balkon',
      ]);
      const groups = all(el, '[part~="group"]');
      expect(groups).to.have.length(6);
      expect(groups.slice(0, 2).map((g) => text(g.querySelector('legend')))).to.deep.equal([
        'Dinner (required)',
        'Wheelchair space',
      ]);
      expect(groups[0]!.getAttribute('role')).to.equal('radiogroup');
      expect(groups[0]!.getAttribute('aria-required')).to.equal('true');
      expect(groups[1]!.getAttribute('aria-required')).to.equal('false');
    });

    it('shows surcharges and what is left of limited answers; optional questions start at "No answer"', async () => {
      const { el } = await questions();
      expect(text(radio(el, 0, 'Meat').labels![0])).to.equal('Meat +CHF 15.00');
      expect(text(radio(el, 0, 'Veggie').labels![0])).to.equal('Veggie +CHF 15.00 1 left');
      expect(radio(el, 0, 'No answer').checked).to.equal(true);
      expect(radio(el, 0, 'Meat').checked).to.equal(false);
    });
  });

  describe('properties', () => {
    it('disables a limited answer for the other tickets once none is left', async () => {
      const { el } = await questions();
      radio(el, 0, 'Veggie').click();
      await el.updateComplete;
      await until('render', () => radio(el, 1, 'Veggie').disabled);
      expect(text(radio(el, 1, 'Veggie').labels![0])).to.equal('Veggie +CHF 15.00 0 left');
      expect(radio(el, 0, 'Veggie').disabled, 'the own pick stays').to.equal(false);
      radio(el, 0, 'Meat').click();
      await until('free again', () => !radio(el, 1, 'Veggie').disabled);
    });
  });

  describe('events', () => {
    it('saves the answers on the tickets and moves on', async () => {
      const { el, chain, cat } = await questions();
      for (const ticket of [0, 1, 2]) radio(el, ticket, ticket === 1 ? 'Veggie' : 'Meat').click();
      radio(el, 2, 'Yes').click();
      button(el, 'Continue').click();
      await atStep(el, 'options');
      const booking = el.state!.reservation!.booking;
      const tickets = (await (await chain.backOffice('GET', `/bookings/${booking}/tickets/`)).json()) as {
        ticket_options: string[];
      }[];
      expect(tickets.map((t) => t.ticket_options.sort())).to.deep.equal([
        [cat.menu!.meat],
        [cat.menu!.veggie],
        [cat.menu!.meat, cat.wheelchair!.yes].sort(),
      ]);
    });
  });

  describe('error states', () => {
    it('enforces required questions: marks each unanswered one and focuses the first', async () => {
      const { el, chain } = await questions();
      radio(el, 0, 'Meat').click();
      const sent = chain.requests.length;
      button(el, 'Continue').click();
      await until('errors', () => all(el, '[part~="group"][aria-invalid="true"]').length === 2);
      expect(el.state!.step).to.equal('questions');
      expect(chain.requests.length, 'nothing is sent').to.equal(sent);
      const invalid = all(el, '[part~="group"][aria-invalid="true"]');
      expect(text(invalid[0]!.querySelector('.error'))).to.equal('Please answer this question.');
      expect(focusName()).to.equal('input[radio] Meat +CHF 15.00');
      expect(all(el, '[part~="ticket"]')[1]!.contains(invalid[0]!)).to.equal(true);
      expect(radio(el, 1, 'Meat').getAttribute('aria-describedby')).to.equal(
        invalid[0]!.querySelector('.error')!.id,
      );
    });
  });

  describe('accessibility', () => {
    for (const theme of ['light', 'dark']) {
      it(`has no axe violations in the ${theme} theme, also with unanswered questions marked`, async () => {
        const { el } = await questions(theme);
        expect(await axeViolations(el)).to.deep.equal([]);
        button(el, 'Continue').click();
        await until('errors', () => all(el, '[part~="group"][aria-invalid="true"]').length > 0);
        expect(await axeViolations(el)).to.deep.equal([]);
      });
    }

    it('moves within a radio group with the arrow keys and to the next group with Tab', async () => {
      const { el } = await questions();
      one(el, '[part~="heading"]').focus();
      await press('Tab');
      expect(focusName()).to.equal('input[radio] Meat +CHF 15.00');
      await press('ArrowDown');
      expect(focusName()).to.equal('input[radio] Veggie +CHF 15.00 1 left');
      expect(radio(el, 0, 'Veggie').checked).to.equal(true);
      await press('Tab');
      expect(focusName(), 'the checked "No answer" is the group tab stop').to.equal('input[radio] No answer');
      await press('ArrowDown');
      expect(radio(el, 0, 'Yes').checked).to.equal(true);
      await press('Tab');
      expect(focusName()).to.equal('input[radio] Meat +CHF 15.00');
      expect(all(el, '[part~="ticket"]')[1]!.contains(focused())).to.equal(true);
    });
  });
});
