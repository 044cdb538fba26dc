/// <reference types="mocha" />
import { expect } from 'chai';
import { html } from 'lit';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { createEvent } from './catalogue.js';
import { fixture } from './helpers.js';
import { pickShow, reserveTickets, start, toCheckout } from './journey.js';
import { Chain } from './mock-chain.js';
import { all, atStep, button, one, text, until } from './widget.js';

const heading = (el: TicketBooking) => text(one(el, '[part~="heading"]'));
const visible = (node: Element) => node.checkVisibility();

describe('<ticket-booking>', () => {
  describe('defaults', () => {
    it('shows its children as fallback content while it has no event to load', async () => {
      const el = await fixture<TicketBooking>(
        html`<ticket-booking><a href="/box-office">Tickets at the box office</a></ticket-booking>`,
      );
      const link = el.querySelector('a')!;
      expect(link.assignedSlot, 'slotted').to.not.equal(null);
      expect(visible(link)).to.equal(true);
    });

    it('loads the shows, hides the fallback content and fires tb-ready', async () => {
      const chain = new Chain();
      const cat = await createEvent(chain);
      await chain.open([cat.event]);
      const ready: CustomEvent[] = [];
      document.addEventListener('tb-ready', (event) => ready.push(event as unknown as CustomEvent), {
        once: true,
      });
      const el = await fixture<TicketBooking>(
        html`<ticket-booking
          event=${cat.event}
          api-base=${chain.apiBase}
          lang="en"
          .options=${{ storage: null, now: chain.now }}
          ><a href="/box-office">Tickets at the box office</a></ticket-booking
        >`,
      );
      await atStep(el, 'shows');
      expect(visible(el.querySelector('a')!)).to.equal(false);
      expect(heading(el)).to.equal('Choose a date');
      expect(ready).to.have.length(1);
      expect(ready[0]!.detail).to.deep.equal({ event: cat.event, shows: 2, resumed: false });
      expect(ready[0]!.composed).to.equal(true);
    });

    it('renders inside its own element and keeps the page children in place', async () => {
      const { el } = await start();
      const parent = el.parentElement!;
      await pickShow(el);
      expect(parent.firstElementChild).to.equal(el);
      expect(el.isConnected).to.equal(true);
    });

    it('lists the steps that apply, marking the current one', async () => {
      const { el } = await start({ options: false });
      // Known before a show is picked: the event is read alongside its shows.
      await until('the questions step listed', () =>
        all(el, '[part~="progress"] li').some((item) => text(item) === 'Questions'),
      );
      expect(all(el, '[part~="progress"] li').map(text)).to.deep.equal([
        'Date',
        'Tickets',
        'Questions',
        'Your details',
        'Checkout',
      ]);
      expect(all(el, '[part~="progress"] li')[0]!.getAttribute('aria-current')).to.equal('step');
      await pickShow(el);
      const items = all(el, '[part~="progress"] li');
      expect(items.map(text)).to.deep.equal([
        'Date (done)',
        'Tickets',
        'Questions',
        'Your details',
        'Checkout',
      ]);
      expect(items.map((item) => item.getAttribute('aria-current'))).to.deep.equal([
        'false',
        'step',
        'false',
        'false',
        'false',
      ]);
    });
  });

  describe('events', () => {
    it('fires show-select, tickets-reserve and booking-confirm, composed, with their details', async () => {
      const { el, cat, chain } = await start();
      const seen: Record<string, unknown> = {};
      for (const name of ['tb-show-select', 'tb-tickets-reserve', 'tb-booking-confirm'] as const) {
        document.addEventListener(name, (event) => (seen[name] = event.detail), { once: true });
      }
      await toCheckout(el);
      button(el, 'Confirm booking').click();
      await atStep(el, 'done');
      const show = seen['tb-show-select'] as { show: string; start: Date };
      expect(show.show).to.equal(cat.shows[0]);
      expect(show.start.toISOString()).to.equal('2026-12-31T18:30:00.000Z');
      const reserve = seen['tb-tickets-reserve'] as { tickets: number; expires: Date; bookingNumber: string };
      expect(reserve.tickets).to.equal(2);
      expect(reserve.expires.getTime()).to.equal(chain.now() + 30 * 60_000);
      expect(reserve.bookingNumber).to.match(/^\d{4}-\d{4}-\d{4}$/);
      expect(seen['tb-booking-confirm']).to.deep.include({
        bookingNumber: reserve.bookingNumber,
        tickets: 2,
        total: 2 * 4950 + 2 * 1500,
        currency: 'CHF',
        deliveryMethod: 'digital',
      });
    });

    it('fires tb-error with the service code when a request fails', async () => {
      const { el, chain } = await start();
      const errors: { key: string; code: string; retryable: boolean }[] = [];
      el.addEventListener('tb-error', (event) => errors.push(event.detail));
      await pickShow(el);
      chain.dropNext = 1;
      await reserveTickets(el, { 'Adult, Parkett': 1 }, 'tickets');
      expect(errors).to.have.length(1);
      expect(errors[0]).to.include({ key: 'error.network', retryable: true });
    });
  });
});
