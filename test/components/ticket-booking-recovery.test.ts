/// <reference types="mocha" />
import { expect } from 'chai';
import { html } from 'lit';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { createEvent } from './catalogue.js';
import { fixture } from './helpers.js';
import { answerQuestions, pickShow, reserveTickets, skipOptions, start } from './journey.js';
import { Chain } from './mock-chain.js';
import { all, atStep, button, focusName, mount, one, stateOf, text, until } from './widget.js';

const errorText = (el: TicketBooking) => text(el.shadowRoot!.querySelector('[part~="error"]'));
const visible = (node: Element) => node.checkVisibility();

describe('<ticket-booking> recovery', () => {
  describe('error states', () => {
    it('shows the fallback content and a retry when the shows cannot be loaded', async () => {
      const chain = new Chain();
      const cat = await createEvent(chain);
      await chain.open([cat.event]);
      await chain.admin('POST', '/faults', { method: 'GET', path: '/shows', status: 503, count: 1 });
      const el = await fixture<TicketBooking>(
        html`<ticket-booking
          event=${cat.event}
          api-base=${chain.apiBase}
          lang="en"
          .options=${{ storage: null, now: chain.now, retry: { retries: 0 } }}
          ><a href="/box-office">Tickets at the box office</a></ticket-booking
        >`,
      );
      await until('fallback', () => el.shadowRoot!.querySelector('slot') && !el.state?.busy);
      expect(visible(el.querySelector('a')!)).to.equal(true);
      expect(text(el.shadowRoot!.querySelector('[part~="base"]'))).to.contain(
        'The ticket booking could not be loaded.',
      );
      expect(el.shadowRoot!.querySelector('[role="alert"]')).to.not.equal(null);
      button(el, 'Try again').click();
      await atStep(el, 'shows');
      expect(visible(el.querySelector('a')!)).to.equal(false);
    });

    it('says when the event is not on sale, with the fallback content and no retry', async () => {
      const { chain, el } = await start();
      el.setAttribute('event', 'F00D0000-0000-4000-8000-000000000000');
      await until('fallback', () => el.shadowRoot!.querySelector('slot') && !el.state?.busy);
      expect(errorText(el)).to.equal('This event is not available.');
      expect(all(el, '[part~="error"] button')).to.have.length(0);
      expect(chain.requests.at(-1)).to.match(/^GET \/shows\//);
    });

    it('explains a lost connection and repeats the reservation on "Try again" without booking twice', async () => {
      const { el, chain } = await start();
      await pickShow(el);
      await chain.admin('POST', '/faults', {
        method: 'POST',
        path: '/tickets',
        networkError: true,
        count: 1,
      });
      await reserveTickets(el, { 'Adult, Parkett': 2 }, 'tickets');
      expect(errorText(el)).to.contain('The ticket service is not answering right now.');
      button(el, 'Try again').click();
      await atStep(el, 'questions');
      expect(errorText(el)).to.equal('');
      const booking = el.state!.reservation!.booking;
      const tickets = (await (
        await chain.backOffice('GET', `/bookings/${booking}/tickets/`)
      ).json()) as unknown[];
      expect(tickets).to.have.length(2);
    });

    it('says the reservation expired and reserves again with every answer kept', async () => {
      const { el, chain } = await start();
      await pickShow(el);
      await reserveTickets(el);
      await answerQuestions(el);
      await skipOptions(el);
      let expired = 0;
      document.addEventListener('tb-reservation-expire', () => expired++);
      const answers = el.state!.answers;
      await chain.admin('POST', '/clock', { advance: '31m' });
      const panel = await until('expiry message', () => el.shadowRoot!.querySelector('[part~="expired"]'));
      expect(text(panel)).to.contain('Your reservation has expired');
      expect(el.shadowRoot!.querySelector('tb-reservation-timer')).to.equal(null);
      expect(all(el, '[part~="expired"] button').map(text)).to.deep.equal([
        'Reserve again',
        'Choose another date',
      ]);
      button(el, 'Reserve again').click();
      await atStep(el, 'buyer');
      expect(expired, 'tb-reservation-expire reaches the page once').to.equal(1);
      expect(el.state!.reservation!.expired).to.equal(false);
      expect(el.state!.answers).to.deep.equal(answers);
      const timer = one(el, '[part~="timer"]');
      await until('timer', () => text(timer.shadowRoot!.querySelector('[role="timer"]')) === '30:00');
    });
  });

  describe('countdown', () => {
    const timerOf = (el: TicketBooking) => el.shadowRoot!.querySelector('tb-reservation-timer');
    const countdown = (el: TicketBooking) =>
      text(timerOf(el)?.shadowRoot?.querySelector('[role="timer"]') ?? null);

    it('shows a countdown only while tickets are held, and asks before giving them back for another date', async () => {
      const { el, chain } = await start();
      expect(timerOf(el)).to.equal(null);
      await pickShow(el);
      expect(timerOf(el)).to.equal(null);
      await reserveTickets(el);
      expect(timerOf(el)).to.not.equal(null);
      button(el, 'Back').click();
      await atStep(el, 'tickets');
      expect(timerOf(el), 'still held at the tickets').to.not.equal(null);
      button(el, 'Back').click();
      await el.updateComplete;
      const ask = await until('question', () =>
        all(el, '.release').find((node) => node.textContent?.includes('gives back 2 reserved tickets')),
      );
      expect(focusName()).to.equal('button Release and choose another date');
      button(el, 'Keep my tickets').click();
      await until('question gone', () => !ask.isConnected);
      expect(stateOf(el).step).to.equal('tickets');
      button(el, 'Back').click();
      await until('question', () => all(el, '.release').length === 1);
      button(el, 'Release and choose another date').click();
      await atStep(el, 'shows');
      expect(timerOf(el)).to.equal(null);
      const booking = stateOf(el).reservation!.booking;
      const held = (await (
        await chain.backOffice('GET', `/bookings/${booking}/tickets/`)
      ).json()) as unknown[];
      expect(held).to.deep.equal([]);
    });

    it('counts down by the service’s clock when the device clock is ten minutes slow', async () => {
      const chain = new Chain();
      const cat = await createEvent(chain, {});
      await chain.open([cat.event]);
      const el = await mount(chain, cat.event, { options: { now: () => chain.now() - 10 * 60_000 } });
      await atStep(el, 'shows');
      await pickShow(el);
      await reserveTickets(el);
      await until('timer at 30:00', () => countdown(el) === '30:00' || countdown(el) === '29:59');
    });

    it('stays in sight at the top in a narrow container, and in the flow in a wide one', async () => {
      const { el } = await start();
      await pickShow(el);
      await reserveTickets(el);
      el.style.inlineSize = '20rem';
      await until('sticky', () => getComputedStyle(timerOf(el)!).position === 'sticky');
      el.style.inlineSize = '60rem';
      await until('static', () => getComputedStyle(timerOf(el)!).position === 'static');
    });
  });
});
