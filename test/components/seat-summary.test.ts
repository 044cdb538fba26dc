/// <reference types="mocha" />
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { createEvent } from './catalogue.js';
import { axeViolations } from './helpers.js';
import { pickShow, reserveTickets } from './journey.js';
import { Chain } from './mock-chain.js';
import { all, atStep, button, focused, mount, one, text, until } from './widget.js';

/**
 * The widget with two adults reserved in a Parkett of two rows of six seats (and nothing else
 * seated), or of `perRow` seats a row.
 */
async function seatedReservation(theme = 'light', perRow = 6): Promise<TicketBooking> {
  const chain = new Chain();
  const cat = await createEvent(chain, { questions: false, options: false });
  const seats = Array.from({ length: 2 * perRow }, (_, i) => ({
    sector: cat.parkett,
    row: String(1 + Math.floor(i / perRow)),
    number: String(1 + (i % perRow)),
    x: 10 * (1 + (i % perRow)),
    y: 10 * (1 + Math.floor(i / perRow)),
  }));
  expect((await chain.backOffice('POST', '/seats/', seats)).status).to.equal(201);
  await chain.open([cat.event]);
  const el = await mount(chain, cat.event, { theme });
  await atStep(el, 'shows');
  await pickShow(el);
  await reserveTickets(el, { 'Adult, Parkett': 2 }, 'buyer');
  const together = perRow === 6 ? /Row 1, Seats 3–4/ : /Row 1, Seats \d+–\d+, together/;
  await until('the seats in words', () => together.test(text(one(el, '[part~="seats"]'))));
  return el;
}

/** The small plan's seats as "x y" (their places) with whether each is held. */
const overviewSeats = (el: TicketBooking) =>
  all<SVGGElement>(el, 'svg.overview g.cell').map((g) => ({
    at: g.getAttribute('transform'),
    held: g.classList.contains('held'),
  }));

describe('<tb-seat-summary>', () => {
  it('shows the held seats on a small plan of their sector beside the words, as a picture only', async () => {
    const el = await seatedReservation();
    await until('the small plan', () => all(el, 'svg.overview').length === 1);
    const overview = one(el, 'svg.overview');
    expect(overview.getAttribute('aria-hidden')).to.equal('true');
    expect(overview.closest('[part~="seats"]')).to.not.equal(null);
    const drawn = overviewSeats(el);
    expect(drawn).to.have.length(12);
    expect(drawn.filter((s) => s.held).map((s) => s.at)).to.deep.equal([
      'translate(30 10)',
      'translate(40 10)',
    ]);
    expect(all(el, 'svg.overview [role], svg.overview [tabindex]')).to.deep.equal([]);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('draws the small plan in the dark theme, axe-clean, and fits a 320 px wide widget', async () => {
    const el = await seatedReservation('dark');
    await until('the small plan', () => all(el, 'svg.overview').length === 1);
    const held = one(el, 'svg.overview g.held .shape');
    const free = one(el, 'svg.overview g.free .shape');
    expect(getComputedStyle(held).fill).to.not.equal(getComputedStyle(free).fill);
    expect(await axeViolations(el)).to.deep.equal([]);
    el.style.inlineSize = '320px';
    await el.updateComplete;
    const box = one(el, '[part~="seats"]').getBoundingClientRect();
    expect(box.width).to.be.at.most(320);
    expect(one(el, 'svg.overview').getBoundingClientRect().right).to.be.at.most(box.right);
  });

  it('follows a ticket moved to another seat', async () => {
    const el = await seatedReservation();
    await until('the small plan', () => all(el, 'svg.overview').length === 1);
    const state = el.state!;
    const target = state.seatPlan!.seats.find((s) => s.row === '2' && s.number === '6')!;
    const ticket = state.reservation!.tickets[0]!;
    await one<HTMLElement & { flow: { moveTicket(t: string, s: string): Promise<void> } }>(
      el,
      'tb-seat-summary',
    ).flow.moveTicket(ticket.pid, target.pid);
    await until('the moved seat on the small plan', () =>
      overviewSeats(el).some((s) => s.held && s.at === 'translate(60 20)'),
    );
    expect(overviewSeats(el).filter((s) => s.held)).to.have.length(2);
  });

  it('puts the focus on a held seat when "Choose other seats" opens the map', async () => {
    const el = await seatedReservation();
    button(el, 'Choose other seats').click();
    const seat = await until('the focus on a seat', () => {
      const active = focused();
      return active?.getAttribute('role') === 'gridcell' ? active : null;
    });
    expect(seat.getAttribute('aria-label')).to.match(/^Parkett, Row 1, Seat [34], .*, your seat$/);
  });

  it("lets none of the page's text settings reach the summary, the small plan or the map", async () => {
    const sheet = document.createElement('style');
    sheet.textContent =
      'body { text-align: center; letter-spacing: 0.3em; word-spacing: 0.5em; text-transform: uppercase; }';
    document.head.append(sheet);
    try {
      const el = await seatedReservation('light', 30);
      el.style.inlineSize = '380px';
      button(el, 'Choose other seats').click();
      await until('the focus on a seat', () =>
        focused()?.getAttribute('role') === 'gridcell' ? true : null,
      );
      const settings = () =>
        all(el, '*').map((node) => {
          const style = getComputedStyle(node);
          return `${node.localName}.${node.getAttribute('class') ?? ''} ${style.letterSpacing} ${style.wordSpacing} ${style.textAlign} ${style.textTransform}`;
        });
      const onPage = settings();
      sheet.disabled = true;
      const alone = settings();
      expect(onPage.filter((line, i) => line !== alone[i])).to.deep.equal([]);
      await sendKeys({ press: 'Escape' });
      await until('the history entry of the dialog gone', () =>
        (history.state as Record<string, unknown> | null)?.['tb-seat-map'] === undefined ? true : null,
      );
    } finally {
      sheet.remove();
    }
  });

  describe('the map at full size', () => {
    /** A 380 px wide widget whose plan (rows of 30) needs about 850 px at full size. */
    async function narrow(): Promise<TicketBooking> {
      const el = await seatedReservation('light', 30);
      el.style.inlineSize = '380px';
      await el.updateComplete;
      return el;
    }

    const dialogOf = (el: TicketBooking) => all<HTMLDialogElement>(el, 'dialog')[0];
    /** Whether `node` is inside `dialog`, across shadow roots. */
    const within = (dialog: Element, node: Node | null): boolean => {
      for (let at = node; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null)
        if (at === dialog) return true;
      return false;
    };
    const noMapEntry = () =>
      (history.state as Record<string, unknown> | null)?.['tb-seat-map'] === undefined ? true : null;
    const focusedSeat = () => {
      const active = focused();
      return active?.getAttribute('role') === 'gridcell' ? active : null;
    };

    it('opens the map in place when the widget is wide enough for it', async () => {
      const el = await seatedReservation();
      button(el, 'Choose other seats').click();
      await until('the focus on a seat', focusedSeat);
      expect(all(el, 'dialog')).to.deep.equal([]);
    });

    it('opens a modal dialog in a narrow widget, keeps the focus inside, and Escape returns it', async () => {
      const el = await narrow();
      const open = button(el, 'Choose other seats');
      open.focus();
      open.click();
      const seat = await until('the focus on a seat', focusedSeat);
      const dialog = dialogOf(el)!;
      expect(dialog.open).to.equal(true);
      expect(dialog.matches(':modal')).to.equal(true);
      expect(within(dialog, seat)).to.equal(true);
      expect(dialog.getAttribute('aria-labelledby')).to.equal('map-heading');
      expect(text(one(el, '#map-heading'))).to.equal('Choose other seats');
      // Tab and Shift+Tab go round the dialog's own controls, never to the page behind it.
      const inside: string[] = [];
      for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(12).fill('Shift+Tab')]) {
        await sendKeys({ press: key });
        const active = focused();
        if (within(dialog, active)) inside.push(key);
      }
      expect(inside, 'every focus stop inside the dialog').to.have.length(24);
      await sendKeys({ press: 'Escape' });
      await until('the dialog closed', () => !dialogOf(el));
      await until('the focus back on the button', () => focused() === open);
      expect(open.getAttribute('aria-expanded')).to.equal('false');
      await until("the dialog's entry gone from the history", noMapEntry);
    });

    it('shows the reservation countdown inside the dialog, in view at the top', async () => {
      const el = await narrow();
      button(el, 'Choose other seats').click();
      await until('the focus on a seat', focusedSeat);
      const dialog = dialogOf(el)!;
      const timers = all<HTMLElement>(el, 'tb-reservation-timer');
      const inside = timers.filter((timer) => within(dialog, timer));
      expect(inside).to.have.length(1);
      const timer = inside[0]!;
      await until('the countdown running', () =>
        /\d+:\d\d/.test(text(timer.shadowRoot!.querySelector('[role="timer"]'))),
      );
      const box = timer.getBoundingClientRect();
      expect(box.height).to.be.greaterThan(0);
      expect(box.top).to.be.at.least(0);
      expect(box.bottom).to.be.at.most(window.innerHeight);
      expect(await axeViolations(el)).to.deep.equal([]);
      await sendKeys({ press: 'Escape' });
      await until("the dialog's entry gone from the history", noMapEntry);
    });

    it("closes on the browser's Back, returning the focus, and leaves no entry behind when closed by Done", async () => {
      const el = await narrow();
      const open = button(el, 'Choose other seats');
      open.click();
      await until('the focus on a seat', focusedSeat);
      expect((history.state as Record<string, unknown>)['tb-seat-map'], 'an entry of its own').to.be.a(
        'string',
      );
      history.back();
      await until('the dialog closed by Back', () => !dialogOf(el));
      await until('the focus back on the button', () => focused() === open);
      expect((history.state as Record<string, unknown> | null)?.['tb-seat-map']).to.equal(undefined);

      open.click();
      await until('the focus on a seat', focusedSeat);
      const entry = (history.state as Record<string, unknown>)['tb-seat-map'];
      expect(entry).to.be.a('string');
      const done = [...dialogOf(el)!.querySelectorAll('button')].find((b) => text(b) === 'Done')!;
      done.click();
      await until('the dialog closed by Done', () => !dialogOf(el));
      await until("the dialog's entry gone from the history", () =>
        (history.state as Record<string, unknown> | null)?.['tb-seat-map'] === undefined ? true : null,
      );
      await until('the focus back on the button', () => focused() === open);
    });

    it('draws the seats at least 24 px apart in the dialog of a phone-sized widget, axe-clean', async () => {
      const el = await narrow();
      button(el, 'Choose other seats').click();
      const seat = await until('the focus on a seat', focusedSeat);
      const drawn = seat.querySelector('.shape')!.getBoundingClientRect();
      const target = seat.getBoundingClientRect();
      expect(drawn.width).to.be.at.least(16);
      expect(target.width).to.be.at.least(24);
      expect(target.height).to.be.at.least(24);
      expect(await axeViolations(el)).to.deep.equal([]);
    });
  });
});
