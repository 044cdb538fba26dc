/// <reference types="mocha" />
import { expect } from 'chai';
import { html, render, type ReactiveElement } from 'lit';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { createEvent } from './catalogue.js';
import { pickShow, reserveTickets, start } from './journey.js';
import { Chain } from './mock-chain.js';
import { atStep, mount, one, until } from './widget.js';

describe('<ticket-booking>', () => {
  describe('properties', () => {
    it('resumes a stored booking where the buyer left it, without taking the focus', async () => {
      const chain = new Chain();
      const cat = await createEvent(chain, { options: false });
      await chain.open([cat.event]);
      const saved = new Map<string, string>();
      const storage = {
        getItem: (key: string) => saved.get(key) ?? null,
        setItem: (key: string, value: string) => void saved.set(key, value),
        removeItem: (key: string) => void saved.delete(key),
      } as Storage;
      const el = await mount(chain, cat.event, { options: { storage } });
      await atStep(el, 'shows');
      await pickShow(el);
      await reserveTickets(el, { 'Child, Parkett': 1 });
      const booking = el.state!.reservation!.booking;
      el.remove();
      const ready: { resumed: boolean }[] = [];
      document.addEventListener('tb-ready', (event) => ready.push(event.detail), { once: true });
      const again = await mount(chain, cat.event, { options: { storage } });
      await atStep(again, 'questions');
      expect(ready).to.deep.equal([{ event: cat.event, shows: 2, resumed: true }]);
      expect(again.state!.reservation!.booking).to.equal(booking);
      expect(one(again, '[part~="timer"]')).to.not.equal(null);
      expect(again.matches(':focus-within')).to.equal(false);
    });

    it('loads another event when the event attribute changes', async () => {
      const chain = new Chain();
      const first = await createEvent(chain);
      const second = await createEvent(chain, { name: 'Carmen', shows: ['2027-02-01 20:00:00'] });
      await chain.open([first.event, second.event]);
      const el = await mount(chain, first.event);
      await until('two shows', () => el.state?.shows.length === 2);
      el.setAttribute('event', second.event);
      await until('the other event', () => el.state?.event?.name === 'Carmen');
      expect(el.state!.shows).to.have.length(1);
    });

    it('keeps the booking when a parent re-renders equal options, and starts again on different ones', async () => {
      const chain = new Chain();
      const cat = await createEvent(chain);
      await chain.open([cat.event]);
      const parent = document.createElement('div');
      document.body.append(parent);
      let ready = 0;
      parent.addEventListener('tb-ready', () => ready++);
      // A parent's template: every render passes a new object literal.
      const view = (maxTickets: number) =>
        html`<ticket-booking
          event=${cat.event}
          api-base=${chain.apiBase}
          lang="en"
          .options=${{ storage: null, now: chain.now, retry: { retries: 0 }, maxTickets }}
        ></ticket-booking>`;
      try {
        render(view(4), parent);
        const el = parent.querySelector<TicketBooking>('ticket-booking')!;
        await atStep(el, 'shows');
        await pickShow(el);
        const state = el.state;
        render(view(4), parent);
        await el.updateComplete;
        expect(el.state, 'the same flow and state').to.equal(state);
        expect(ready).to.equal(1);
        render(view(5), parent);
        await atStep(el, 'shows');
        expect(ready).to.equal(2);
        expect(el.state!.maxTickets).to.equal(5);
      } finally {
        parent.remove();
      }
    });

    it('starts again from the new api-base when it changes', async () => {
      const { chain, el, cat } = await start();
      el.setAttribute('api-base', `${location.origin}/nowhere`);
      await until('fallback', () => el.shadowRoot!.querySelector('slot'));
      el.setAttribute('api-base', chain.apiBase);
      await atStep(el, 'shows');
      expect(el.state!.event?.pid).to.equal(cat.event);
    });

    it('lets go of its timers and listeners when removed', async () => {
      // The flow's checks run on the test's schedule: none runs unless the test runs it.
      const scheduled: { run: () => void; cancelled: boolean }[] = [];
      const schedule = (run: () => void) => {
        const timer = { run, cancelled: false };
        scheduled.push(timer);
        return () => void (timer.cancelled = true);
      };
      const { chain, el } = await start({ questions: false, options: false }, { options: { schedule } });
      await pickShow(el);
      await reserveTickets(el, { 'Adult, Parkett': 1 }, 'buyer');
      const countdown = one<ReactiveElement>(el, 'tb-reservation-timer');
      expect(scheduled.length, 'the deadline is scheduled').to.be.above(0);
      let expired = 0;
      el.addEventListener('tb-reservation-expire', () => expired++);
      el.remove();
      expect(
        scheduled.every((timer) => timer.cancelled),
        'every scheduled check is cancelled',
      ).to.equal(true);
      await chain.admin('POST', '/clock', { advance: '31m' });
      // The deadline has passed: the countdown's next second comes, and so does any check left.
      for (const timer of scheduled.filter((t) => !t.cancelled)) timer.run();
      countdown.requestUpdate();
      await countdown.updateComplete;
      expect(expired).to.equal(0);
    });
  });
});
