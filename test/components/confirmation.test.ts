/// <reference types="mocha" />
import { expect } from 'chai';
import { axeViolations } from './helpers.js';
import { ANNA, start, toCheckout, type Journey } from './journey.js';
import { all, atStep, button, focusName, one, text, until } from './widget.js';

/** A confirmed booking of two tickets, on the success screen. */
async function confirmed(theme = 'light'): Promise<Journey> {
  const journey = await start({}, { theme });
  await toCheckout(journey.el);
  one(journey.el, 'button.primary').focus();
  button(journey.el, 'Confirm booking').click();
  await atStep(journey.el, 'done');
  await until('e-mail', () => journey.el.state!.confirmation!.emailSent);
  return journey;
}

describe('<tb-confirmation>', () => {
  describe('defaults', () => {
    it('shows the booking number, the tickets with code and seat, and the total', async () => {
      const { el } = await confirmed();
      expect(focusName()).to.equal('h2 Thank you for your booking');
      expect(text(one(el, '[part~="booking-number"]'))).to.match(/^\d{4}-\d{4}-\d{4}$/);
      expect(text(one(el, '[part~="booking-number"]'))).to.equal(el.state!.confirmation!.bookingNumber);
      const tickets = all(el, '[part~="tickets"] tbody tr').map(text);
      expect(tickets).to.have.length(2);
      for (const row of tickets) expect(row).to.match(/^[0-9A-F]{16} Adult, Parkett \S+/);
      // A ticket without a seat: the service's location is the sector's name, said once.
      for (const row of tickets) expect(row, 'the sector said once').not.to.match(/Parkett.*Parkett/);
      expect(text(one(el, '[part~="total"]'))).to.equal('Total CHF 129.00');
      expect(all(el, '[part~="progress"], [part~="timer"]')).to.have.length(0);
    });

    it('says where the confirmation e-mail went', async () => {
      const { el } = await confirmed();
      expect(all(el, 'p').map(text)).to.include(`The confirmation has been sent to ${ANNA.email}.`);
      expect(all(el, 'p').map(text)).to.include('Your tickets are sent by e-mail.');
    });
  });

  describe('receipt', () => {
    it('names the event, its date and venue, the options bought, and offers the show for the calendar', async () => {
      const { el } = await confirmed();
      const show = one(el, '.show').innerText.split('\n');
      expect(show[0]).to.equal(el.state!.event!.name);
      expect(show[2]).to.match(/\S+, \S+/);
      expect(all(el, '.extras tbody tr').map(text)).to.deep.equal(['2 × Dinner: Meat CHF 30.00']);
      // The total sums up everything above it: it comes after the options and extras.
      const [extras, total] = [one(el, '.extras'), one(el, '[part~="total"]')];
      expect(extras.compareDocumentPosition(total) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
      const link = one<HTMLAnchorElement>(el, 'a.calendar');
      expect(text(link)).to.equal('Add to calendar');
      expect(link.download).to.equal(`booking-${el.state!.confirmation!.bookingNumber}.ics`);
      const ics = decodeURIComponent(link.href.slice(link.href.indexOf(',') + 1)).replace(/\r\n /g, '');
      const lines = ics.split('\r\n');
      const start = el.state!.shows.find((s) => s.pid === el.state!.show)!;
      expect(lines).to.include(`SUMMARY:${el.state!.event!.name.replace(/[,;]/g, (c) => `\\${c}`)}`);
      expect(lines).to.include(`TZID:${start.venue.timeZone}`);
      expect(lines.some((line) => line.startsWith(`DTSTART;TZID=${start.venue.timeZone}:`))).to.equal(true);
      expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).to.contain(
        el.state!.confirmation!.bookingNumber,
      );
      // The service gives no end: none is made up.
      expect(lines.filter((line) => line.startsWith('DTEND'))).to.deep.equal([]);
      // The site owner's show length gives one, in the venue's zone.
      el.showMinutes = 150;
      await el.updateComplete;
      await until('the calendar file with an end', () =>
        one<HTMLAnchorElement>(el, 'a.calendar').href.includes('DTEND'),
      );
      const ended = decodeURIComponent(one<HTMLAnchorElement>(el, 'a.calendar').href.split(',')[1]!).split(
        '\r\n',
      );
      const wall = (name: string) => {
        const value = ended
          .find((line) => line.startsWith(`${name};TZID=${start.venue.timeZone}:`))!
          .split(':')[1]!;
        const [, y, mo, d, h, mi] = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)/.exec(value)!.map(Number);
        return Date.UTC(y!, mo! - 1, d!, h!, mi!);
      };
      expect((wall('DTEND') - wall('DTSTART')) / 60_000).to.equal(150);
    });

    it('says once that the e-mail failed, and sends it again keeping the receipt', async () => {
      const journey = await start();
      const { el, chain } = journey;
      await toCheckout(el);
      await chain.admin('POST', '/faults', { method: 'POST', path: '/email/send', status: 503, count: 2 });
      button(el, 'Confirm booking').click();
      await atStep(el, 'done');
      expect(el.state!.confirmation!.emailSent).to.equal(false);
      const texts = all(el, 'p').map(text);
      expect(texts.filter((t) => t.includes('e-mail'))).to.deep.equal([
        `Your booking is confirmed, but the e-mail with your tickets could not be sent to ${ANNA.email} yet. Keep this page open and send it again.`,
      ]);
      button(el, 'Send the e-mail again').click();
      await until('sent', () => el.state!.confirmation!.emailSent && !el.state!.busy);
      expect(text(one(el, '[part~="booking-number"]'))).to.equal(el.state!.confirmation!.bookingNumber);
      expect(all(el, 'p').map(text)).to.include(`The confirmation has been sent to ${ANNA.email}.`);
    });
  });

  describe('a confirmation whose answer was lost', () => {
    it('reads the booking, and sends the e-mail the service has not sent, saying nothing of a failure', async () => {
      const journey = await start();
      const { el, chain } = journey;
      await toCheckout(el);
      // The confirmation lands at the service, and its answer never reaches the widget.
      await chain.admin('POST', '/faults', {
        method: 'PATCH',
        path: '/bookings/*',
        networkError: true,
        landed: true,
        count: 1,
      });
      button(el, 'Confirm booking').click();
      await atStep(el, 'done');
      await until('the e-mail sent', () => el.state!.confirmation!.emailSent && !el.state!.busy);
      const outbox = (await chain.admin('GET', '/outbox')) as { to: string }[];
      expect(outbox.map((mail) => mail.to)).to.deep.equal([ANNA.email]);
      const texts = all(el, 'p').map(text);
      expect(texts.filter((t) => t.includes('sent to'))).to.deep.equal([
        `The confirmation has been sent to ${ANNA.email}.`,
      ]);
      expect(el.state!.error).to.equal(null);
    });

    it('reads the booking before saying anything of the e-mail the gateway sent with it', async () => {
      const journey = await start();
      const { el, chain } = journey;
      await toCheckout(el);
      // The gateway confirms and sends the e-mail; its answer never reaches the widget.
      chain.loseAnswerOf.push('PATCH /bookings/');
      const said: string[] = [];
      const watch = setInterval(() => {
        for (const p of all(el, 'p').map(text)) if (p.includes('e-mail') && !said.includes(p)) said.push(p);
      }, 5);
      try {
        button(el, 'Confirm booking').click();
        await atStep(el, 'done');
        await until('settled', () => !el.state!.busy && el.state!.confirmation!.emailSent);
      } finally {
        clearInterval(watch);
      }
      const outbox = (await chain.admin('GET', '/outbox')) as { to: string }[];
      expect(outbox.length, 'the e-mail went out').to.be.at.least(1);
      expect(
        said.filter((t) => /could not|not yet|pas pu/.test(t)),
        'no failure said',
      ).to.deep.equal([]);
      expect(el.state!.error).to.equal(null);
    });
  });

  describe('events', () => {
    it('sends the e-mail again on request and says so', async () => {
      const { el, chain } = await confirmed();
      button(el, 'Send the e-mail again').click();
      await until(
        'status',
        () => text(one(el, '[role="status"].status')) === 'The e-mail has been sent again.',
      );
      const outbox = (await chain.admin('GET', '/outbox')) as { to: string }[];
      expect(outbox.map((mail) => mail.to)).to.deep.equal([ANNA.email, ANNA.email]);
    });

    it('starts a new booking on request', async () => {
      const { el } = await confirmed();
      button(el, 'Book more tickets').click();
      await atStep(el, 'shows');
      expect(el.state!.confirmation).to.equal(null);
    });
  });

  describe('accessibility', () => {
    for (const theme of ['light', 'dark']) {
      it(`has no axe violations in the ${theme} theme`, async () => {
        const { el } = await confirmed(theme);
        expect(await axeViolations(el)).to.deep.equal([]);
      });
    }
  });
});
