/// <reference types="mocha" />
import { expect } from 'chai';
import { html, render, type ReactiveElement } from 'lit';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { createEvent } from './catalogue.js';
import { axeViolations, fixture } from './helpers.js';
import {
  ANNA,
  answerQuestions,
  fill,
  pickShow,
  reserveTickets,
  skipOptions,
  start,
  toCheckout,
} from './journey.js';
import { Chain } from './mock-chain.js';
import {
  all,
  atStep,
  button,
  control,
  focusName,
  focused,
  mount,
  one,
  press,
  tabTo,
  text,
  type,
  until,
} from './widget.js';

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

  describe('properties', () => {
    it('speaks the language of lang and follows changes, telling the flow', async () => {
      const { el } = await start();
      el.setAttribute('lang', 'de');
      await until('German', () => heading(el) === 'Datum wählen');
      expect(el.state!.lang).to.equal('de');
      el.setAttribute('lang', 'fr');
      await until('French', () => heading(el) === 'Choisissez une date');
    });

    it('follows the theme attribute and lets page tokens win', async () => {
      const { el } = await start();
      const base = el.shadowRoot!.querySelector('[part~="base"]')!;
      expect(getComputedStyle(base).backgroundColor).to.equal('rgb(255, 255, 255)');
      el.setAttribute('theme', 'dark');
      await el.updateComplete;
      expect(getComputedStyle(base).backgroundColor).to.equal('rgb(28, 28, 33)');
      expect(getComputedStyle(one(el, '[part~="show"]')).backgroundColor, 'steps follow').to.equal(
        'rgb(28, 28, 33)',
      );
      el.style.setProperty('--tb-color-surface', 'rgb(1, 2, 3)');
      expect(getComputedStyle(base).backgroundColor).to.equal('rgb(1, 2, 3)');
    });

    it('lets the page style the steps through their parts', async () => {
      const { el } = await start();
      const style = document.createElement('style');
      style.textContent = 'ticket-booking::part(show) { border-color: rgb(200, 0, 100); }';
      document.head.append(style);
      try {
        expect(getComputedStyle(one(el, '[part~="show"]')).borderTopColor).to.equal('rgb(200, 0, 100)');
      } finally {
        style.remove();
      }
    });

    it('exports every documented part to the page, at the steps that render it', async () => {
      const manifest = (await (await fetch('/custom-elements.json')).json()) as {
        modules: { declarations?: { tagName?: string; cssParts?: { name: string }[] }[] }[];
      };
      const documented = manifest.modules
        .flatMap((module) => module.declarations ?? [])
        .find((declaration) => declaration.tagName === 'ticket-booking')!
        .cssParts!.map((part) => part.name);
      // Rendered only in states this journey does not reach; tested with those states.
      const elsewhere = [
        'error-button',
        // Only while the page's visitor token is awaited: challenge.test.ts.
        'challenge',
        'expired',
        // Only while a sale's waiting room holds the buyer in line: queue.test.ts.
        'queue',
        // Seated reservations only: the next test.
        'seats',
        'seat-overview',
        'seat-notice',
        'seat-map',
        'seat',
        'legend',
        'calendar',
        'calendar-day',
        'shortfall',
        'error-summary',
      ];
      const style = document.createElement('style');
      document.head.append(style);
      const reached = new Set<string>();
      const deep = (root: ShadowRoot): Element[] =>
        [...root.querySelectorAll('*')].flatMap((node) => [
          node,
          ...(node.shadowRoot ? deep(node.shadowRoot) : []),
        ]);
      const probe = (el: TicketBooking) => {
        for (const name of documented) {
          style.textContent = `ticket-booking::part(${name}) { outline-offset: 13px; }`;
          if (deep(el.shadowRoot!).some((node) => getComputedStyle(node).outlineOffset === '13px'))
            reached.add(name);
        }
      };
      try {
        // The venue's frame set, so its parts (terms, privacy, payment note) are on the way too.
        const { el } = await start(
          {},
          {
            options: {
              termsUrl: 'https://venue.example/terms',
              privacyUrl: 'https://venue.example/privacy',
              paymentNote: 'Payment at the box office.',
            },
          },
        );
        probe(el);
        await pickShow(el);
        probe(el);
        await reserveTickets(el);
        probe(el);
        await answerQuestions(el);
        probe(el);
        await skipOptions(el);
        probe(el);
        fill(el, ANNA);
        probe(el);
        button(el, 'Continue').click();
        await atStep(el, 'checkout');
        probe(el);
        control(el, 'I accept the terms and conditions (opens in a new tab).').click();
        await until('terms accepted', () => el.state!.termsAccepted);
        button(el, 'Confirm booking').click();
        await atStep(el, 'done');
        probe(el);
      } finally {
        style.remove();
      }
      expect(documented).to.include.members(['primary', 'back', 'event', 'show', 'heading']);
      expect(documented.filter((name) => !reached.has(name))).to.deep.equal(elsewhere);
    });

    it('exports the seat parts to the page in a seated reservation', async () => {
      const chain = new Chain();
      const cat = await createEvent(chain, { questions: false, options: false });
      const seats = Array.from({ length: 12 }, (_, i) => ({
        sector: cat.parkett,
        row: String(1 + Math.floor(i / 6)),
        number: String(1 + (i % 6)),
        x: 1 + (i % 6),
        y: 1 + Math.floor(i / 6),
      }));
      expect((await chain.backOffice('POST', '/seats/', seats)).status).to.equal(201);
      await chain.open([cat.event]);
      const el = await mount(chain, cat.event);
      await atStep(el, 'shows');
      await pickShow(el);
      await reserveTickets(el, { 'Adult, Parkett': 2 }, 'buyer');
      const style = document.createElement('style');
      document.head.append(style);
      const reaches = (name: string) => {
        style.textContent = `ticket-booking::part(${name}) { outline-offset: 13px; }`;
        return all(el, `[part~="${name}"]`).some((node) => getComputedStyle(node).outlineOffset === '13px');
      };
      try {
        await until('the seats in words', () =>
          text(one(el, '[part~="seats"]')).includes('Row 1, Seats 3–4'),
        );
        expect(reaches('seats')).to.equal(true);
        expect(reaches('seat-notice')).to.equal(true);
        await until('the small plan', () => all(el, '[part~="seat-overview"]').length > 0);
        expect(reaches('seat-overview')).to.equal(true);
        button(el, 'Choose other seats').click();
        await until('the seat map', () => all(el, '[part~="seat-map"]').length > 0);
        expect(reaches('seat-map')).to.equal(true);
        expect(reaches('legend')).to.equal(true);
        button(el, 'List').click();
        await until('the list view', () => all(el, '[part~="seat"]').length > 0);
        expect(reaches('seat')).to.equal(true);
      } finally {
        style.remove();
        localStorage.removeItem('tb-seat-map-view');
      }
    });

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
