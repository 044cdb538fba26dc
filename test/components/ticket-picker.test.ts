/// <reference types="mocha" />
import { expect } from 'chai';
import { reserve } from './catalogue.js';
import { axeViolations } from './helpers.js';
import { addTickets, pickShow, start, type Journey } from './journey.js';
import { all, atStep, button, control, focusName, one, press, text, until } from './widget.js';

const total = (el: Element) => text(one(el, '[part~="total"]'));
const quantity = (el: Element, name: string) => control(el, `Quantity: ${name}`).value;

/** The tickets step of a fresh journey. */
async function tickets(...args: Parameters<typeof start>): Promise<Journey> {
  const journey = await start(...args);
  await pickShow(journey.el);
  return journey;
}

/** Another buyer holds `count` balcony places of the first show meanwhile. */
const loseRace = (j: Journey, count: number) =>
  reserve(j.chain, j.cat.shows[0]!, j.cat.balkon, j.cat.balcony, count);

describe('<tb-ticket-picker>', () => {
  describe('defaults', () => {
    it("lists each sector with the prices of its category, at zero, and the show's date and venue", async () => {
      const { el } = await tickets();
      expect(all(el, '[part~="sector"] h3').map(text)).to.deep.equal(['Parkett', 'Balkon 3 left']);
      expect(
        all(el, '[part~="price"]').map(
          (row) => `${text(row.querySelector('.name'))} ${text(row.querySelector('.amount'))}`,
        ),
      ).to.deep.equal(['Adult CHF 49.50', 'Child CHF 20.00', 'Balcony CHF 30.00']);
      expect(quantity(el, 'Adult, Parkett')).to.equal('0');
      expect(total(el)).to.equal('Total 0 tickets CHF 0.00');
      expect(text(one(el, '[part~="show"]'))).to.contain('Stadttheater, Bern');
    });

    it('asks for a ticket when "Reserve tickets" is pressed with none chosen', async () => {
      const { el, chain } = await tickets();
      const sent = chain.requests.length;
      button(el, 'Reserve tickets').click();
      await until('hint', () => all(el, '[role="alert"].error')[0]);
      expect(text(one(el, 'p.error'))).to.equal('Choose at least one ticket.');
      expect(chain.requests.length, 'nothing is sent').to.equal(sent);
    });
  });

  describe('properties', () => {
    it('keeps a running total in the event currency, formatted for the language', async () => {
      const { el } = await tickets({}, { lang: 'de-CH' });
      for (const name of ['Adult', 'Adult', 'Child']) {
        button(el, `Mehr: ${name}, Parkett`).click();
        await el.updateComplete;
      }
      expect(total(el)).to.equal('Total 3 Tickets CHF 119.00');
    });

    it('bounds a quantity by what the sector has left', async () => {
      const { el } = await tickets();
      await addTickets(el, 'Balcony, Balkon', 5);
      expect(quantity(el, 'Balcony, Balkon')).to.equal('3');
      expect(button(el, 'More: Balcony, Balkon').getAttribute('aria-disabled')).to.equal('true');
      const input = control(el, 'Quantity: Balcony, Balkon');
      input.value = '9';
      input.dispatchEvent(new Event('change'));
      expect(input.value, 'a typed number is bounded too').to.equal('3');
      const status = (input.getRootNode() as ShadowRoot).getElementById(
        input.getAttribute('aria-describedby')!,
      )!;
      expect(status.getAttribute('role')).to.equal('status');
      expect(text(status), 'and the buyer is told').to.equal('Only 3 possible: Balcony, Balkon set to 3.');
      button(el, 'Fewer: Balcony, Balkon').click();
      expect(text(status), 'until the next change').to.equal('');
    });

    it('bounds the tickets of one booking by the per-booking maximum', async () => {
      const { el } = await tickets({}, { options: { maxTickets: 4 } });
      await addTickets(el, 'Adult, Parkett', 3);
      await addTickets(el, 'Child, Parkett', 3);
      expect(quantity(el, 'Child, Parkett')).to.equal('1');
      expect(all(el, 'p').map(text)).to.include('At most 4 tickets per booking.');
      expect(button(el, 'More: Adult, Parkett').getAttribute('aria-disabled')).to.equal('true');
    });
  });

  describe('events', () => {
    it('reserves the chosen tickets and moves on', async () => {
      const { el } = await tickets();
      await addTickets(el, 'Adult, Parkett', 1);
      await addTickets(el, 'Balcony, Balkon', 1);
      button(el, 'Reserve tickets').click();
      await atStep(el, 'questions');
      expect(el.state!.reservation!.tickets).to.have.length(2);
      expect(text(one(el, '[part~="timer"]').shadowRoot!.querySelector('[role="timer"]'))).to.equal('30:00');
    });
  });

  describe('error states', () => {
    it('explains a lost race and takes what is left on request', async () => {
      const journey = await tickets();
      const { el } = journey;
      await addTickets(el, 'Balcony, Balkon', 3);
      await loseRace(journey, 1);
      button(el, 'Reserve tickets').click();
      const box = await until('shortfall', () => all(el, '[part~="shortfall"]')[0]);
      await until('idle', () => !el.state!.busy);
      expect(text(box)).to.contain('Not all tickets could be held');
      expect(text(box)).to.contain('2 of 3 tickets could be held.');
      expect(focusName()).to.equal('h3 Not all tickets could be held');
      expect(all(el, '[part~="shortfall"] button').map(text)).to.deep.equal([
        'Choose again',
        'Take 2 tickets',
      ]);
      button(el, 'Take 2 tickets').click();
      await atStep(el, 'questions');
      expect(el.state!.reservation!.tickets).to.have.length(2);
    });

    it('lets the buyer choose again within what is left after a lost race', async () => {
      const journey = await tickets();
      const { el } = journey;
      await addTickets(el, 'Balcony, Balkon', 2);
      await addTickets(el, 'Adult, Parkett', 1);
      await loseRace(journey, 2);
      button(el, 'Reserve tickets').click();
      await until('shortfall', () => all(el, '[part~="shortfall"]')[0] && !el.state!.busy);
      expect(text(one(el, '[part~="shortfall"] p'))).to.equal('2 of 3 tickets could be held.');
      button(el, 'Choose again').click();
      await until('no shortfall', () => all(el, '[part~="shortfall"]').length === 0);
      expect(quantity(el, 'Balcony, Balkon')).to.equal('1');
      expect(text(one(el, '[part~="sector"]:nth-of-type(2) h3'))).to.equal('Balkon 1 left');
      expect(button(el, 'More: Balcony, Balkon').getAttribute('aria-disabled')).to.equal('true');
    });
  });

  describe('accessibility', () => {
    for (const theme of ['light', 'dark']) {
      it(`has no axe violations in the ${theme} theme, also with a lost race shown`, async () => {
        const journey = await tickets({}, { theme });
        const { el } = journey;
        await addTickets(el, 'Balcony, Balkon', 2);
        expect(await axeViolations(el)).to.deep.equal([]);
        await loseRace(journey, 2);
        button(el, 'Reserve tickets').click();
        await until('shortfall', () => all(el, '[part~="shortfall"]')[0] && !el.state!.busy);
        expect(await axeViolations(el)).to.deep.equal([]);
      });
    }

    it('keeps the focus on a + button that reaches its bound, and labels every control', async () => {
      const { el } = await tickets();
      button(el, 'More: Balcony, Balkon').focus();
      for (let i = 0; i < 4; i++) await press('Enter');
      expect(focusName()).to.equal('button More: Balcony, Balkon');
      expect(quantity(el, 'Balcony, Balkon')).to.equal('3');
      await press('Shift+Tab');
      expect(focusName()).to.equal('input[number] Quantity: Balcony, Balkon');
      await press('ArrowDown');
      await until('2', () => quantity(el, 'Balcony, Balkon') === '2');
      const target = button(el, 'More: Balcony, Balkon').getBoundingClientRect();
      expect(Math.min(target.width, target.height), 'target size').to.be.at.least(44);
    });
  });
});
