/// <reference types="mocha" />
import { expect } from 'chai';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { axeViolations } from './helpers.js';
import { enterBuyer, pickShow, reserveTickets, skipOptions, start, type Journey } from './journey.js';
import { all, atStep, button, control, focused, focusName, one, press, text, until } from './widget.js';

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

/** Continues to the booking options, and comes back to the questions with their Back button. */
async function onAndBack(el: TicketBooking): Promise<void> {
  button(el, 'Continue').click();
  await atStep(el, 'options');
  button(el, 'Back').click();
  await atStep(el, 'questions');
}

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

  describe('same answers for every ticket', () => {
    const same = (el: Element) => control<HTMLInputElement>(el, 'Same answers for every ticket');

    it("gives the first ticket's answers to every ticket and keeps them alike while ticked", async () => {
      const { el, cat } = await questions();
      radio(el, 0, 'Meat').click();
      radio(el, 0, 'Yes').click();
      radio(el, 1, 'Veggie').click();
      same(el).click();
      await el.updateComplete;
      const both = { [cat.menu!.group]: cat.menu!.meat, [cat.wheelchair!.group]: cat.wheelchair!.yes };
      expect(el.state!.answers).to.deep.equal([both, both, both]);
      expect(all(el, '[part~="ticket"] > legend').map(text), 'one set of questions for all').to.deep.equal([
        'All 3 tickets',
      ]);
      expect(text(radio(el, 0, 'Veggie').labels![0])).to.equal('Veggie +CHF 15.00 1 left');
      expect(radio(el, 0, 'Veggie').disabled, 'one left is not enough for three tickets').to.equal(true);
      radio(el, 0, 'No answer').click();
      await el.updateComplete;
      const meat = { [cat.menu!.group]: cat.menu!.meat };
      expect(el.state!.answers).to.deep.equal([meat, meat, meat]);
      same(el).click();
      await el.updateComplete;
      expect(all(el, '[part~="ticket"]')).to.have.length(3);
      for (const ticket of [0, 1, 2]) expect(radio(el, ticket, 'Meat').checked).to.equal(true);
      radio(el, 2, 'Veggie').click();
      await el.updateComplete;
      expect(el.state!.answers[0], 'unticked, each ticket is answered on its own').to.deep.equal(meat);
    });

    it('drops an answer not left for every ticket with a word why, and marks it when continuing', async () => {
      const { el, chain } = await questions();
      radio(el, 0, 'Veggie').click();
      same(el).click();
      await el.updateComplete;
      expect(el.state!.answers.slice(0, 3).every((a) => Object.keys(a).length === 0)).to.equal(true);
      const group = one(el, '[part~="group"]');
      expect(text(group.querySelector('.error'))).to.equal(
        'Not enough of “Veggie” left for every ticket: please choose again.',
      );
      const sent = chain.requests.length;
      button(el, 'Continue').click();
      await until('marked', () => group.getAttribute('aria-invalid') === 'true');
      expect(chain.requests.length).to.equal(sent);
      expect(focusName(), 'the error is in the one set shown').to.equal('input[radio] Meat +CHF 15.00');
      expect(await axeViolations(el)).to.deep.equal([]);
      radio(el, 0, 'Meat').click();
      await el.updateComplete;
      expect(group.querySelector('.error')).to.equal(null);
    });

    it('is ticked again back at the questions when every ticket has the same answers, and not otherwise', async () => {
      const { el } = await questions();
      same(el).click();
      await el.updateComplete;
      radio(el, 0, 'Meat').click();
      radio(el, 0, 'Yes').click();
      await onAndBack(el);
      expect(same(el).checked).to.equal(true);
      expect(all(el, '[part~="ticket"] > legend').map(text)).to.deep.equal(['All 3 tickets']);
      same(el).click();
      await el.updateComplete;
      radio(el, 2, 'No answer').click();
      await onAndBack(el);
      expect(same(el).checked).to.equal(false);
      expect(all(el, '[part~="ticket"]')).to.have.length(3);
    });

    it('is not offered for a single ticket', async () => {
      const { el } = await start();
      await pickShow(el);
      await reserveTickets(el, { 'Adult, Parkett': 1 });
      expect(all(el, '[part~="same"]')).to.have.length(0);
    });

    it('books every ticket with the answers after confirmation', async () => {
      const { el, chain, cat } = await questions();
      same(el).click();
      await el.updateComplete;
      radio(el, 0, 'Meat').click();
      radio(el, 0, 'Yes').click();
      button(el, 'Continue').click();
      await atStep(el, 'options');
      await skipOptions(el);
      await enterBuyer(el);
      button(el, 'Confirm booking').click();
      await atStep(el, 'done');
      const booking = el.state!.confirmation!.booking;
      const tickets = (await (await chain.backOffice('GET', `/bookings/${booking}/tickets/`)).json()) as {
        ticket_options: string[];
      }[];
      const both = [cat.menu!.meat, cat.wheelchair!.yes].sort();
      expect(tickets.map((t) => t.ticket_options.sort())).to.deep.equal([both, both, both]);
      expect(all(el, '.extras tbody tr').map(text)).to.deep.equal([
        '3 × Dinner: Meat CHF 45.00',
        '3 × Wheelchair space: Yes Free',
      ]);
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
      expect(focusName()).to.equal('input[checkbox] Same answers for every ticket');
      await press('Tab');
      expect(focusName()).to.equal('input[radio] Meat +CHF 15.00');
      expect(all(el, '[part~="ticket"]')[1]!.contains(focused())).to.equal(true);
    });
  });
});
