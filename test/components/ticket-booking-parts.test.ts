/// <reference types="mocha" />
import { expect } from 'chai';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { createEvent } from './catalogue.js';
import { ANNA, answerQuestions, fill, pickShow, reserveTickets, skipOptions, start } from './journey.js';
import { Chain } from './mock-chain.js';
import { all, atStep, button, control, mount, one, text, until } from './widget.js';

const heading = (el: TicketBooking) => text(one(el, '[part~="heading"]'));

describe('<ticket-booking>', () => {
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
        // Only while the buyer pays in the page's own payment form: payment-slot.test.ts.
        'payment-form',
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
  });
});
