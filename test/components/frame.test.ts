/// <reference types="mocha" />
import { expect } from 'chai';
import type { TbBookingConfirmEvent } from '../../src/components/events.js';
import { axeViolations } from './helpers.js';
import { answerQuestions, pickShow, reserveTickets, skipOptions, start, toCheckout } from './journey.js';
import { all, atStep, button, control, focused, one, press, text, until } from './widget.js';

const TERMS = 'https://venue.example/terms';
const PRIVACY = 'https://venue.example/privacy';
const NOTE = 'Payment at the box office, up to 30 minutes before the show.';

/** The payment note's heading and text, as shown (one per line). */
const paymentNote = (el: Element): string[] => one(el, '[part~="payment-note"]').innerText.split('\n');

describe('the venue’s frame', () => {
  describe('terms', () => {
    it('are a required checkbox at checkout: confirming is refused with a message until it is ticked', async () => {
      const { el, chain } = await start({}, { options: { termsUrl: TERMS } });
      await toCheckout(el);
      const box = control(el, 'I accept the terms and conditions (opens in a new tab).');
      expect(box.required).to.equal(true);
      expect(box.checked).to.equal(false);
      const link = one<HTMLAnchorElement>(el, '[part~="terms"] a');
      expect([link.href, link.target, link.rel]).to.deep.equal([TERMS, '_blank', 'noopener']);

      const sent = chain.requests.length;
      button(el, 'Confirm booking').click();
      await until('refusal', () => el.state!.error?.key === 'error.terms');
      await until('focus', () => focused() === box);
      expect(chain.requests.slice(sent)).to.deep.equal([]);
      expect(el.state!.step).to.equal('checkout');
      const message = one(el, '#terms-error');
      expect(text(message)).to.equal('Please accept the terms and conditions to confirm your booking.');
      expect(box.getAttribute('aria-invalid')).to.equal('true');
      expect(box.getAttribute('aria-describedby')).to.equal('terms-error');
      expect(text(one(el, '[part~="error"]')), 'said once, at the checkbox').to.equal('');
      expect(await axeViolations(el)).to.deep.equal([]);

      await press('Space');
      await until('accepted', () => el.state!.termsAccepted);
      expect(el.state!.error).to.equal(null);
      button(el, 'Confirm booking').click();
      await atStep(el, 'done');
    });

    it('are not asked when the site owner set none', async () => {
      const { el } = await start();
      await toCheckout(el);
      expect(all(el, '[part~="terms"]')).to.have.length(0);
      button(el, 'Confirm booking').click();
      await atStep(el, 'done');
    });
  });

  describe('privacy', () => {
    it('links the privacy policy beside the personal data and the newsletter box', async () => {
      const { el } = await start();
      el.setAttribute('privacy-url', PRIVACY);
      await pickShow(el);
      await reserveTickets(el);
      await answerQuestions(el);
      await skipOptions(el);
      const note = one(el, '[part~="privacy"]');
      expect(text(note)).to.equal(
        'We use your details to handle this booking and, if you tick the box, to send you the newsletter. Privacy policy (opens in a new tab)',
      );
      const link = note.querySelector('a')!;
      expect([link.href, link.target]).to.deep.equal([PRIVACY, '_blank']);
      const newsletter = control(el, 'Send me the newsletter');
      expect(newsletter.getAttribute('aria-describedby')).to.equal(note.id);
      expect(await axeViolations(el)).to.deep.equal([]);
    });
  });

  describe('payment note', () => {
    it('shows at checkout, on the receipt and in the tb-booking-confirm detail', async () => {
      const { el } = await start({}, { theme: 'dark' });
      el.setAttribute('payment-note', NOTE);
      const confirmed: TbBookingConfirmEvent[] = [];
      el.addEventListener('tb-booking-confirm', (event) => confirmed.push(event));
      await toCheckout(el);
      expect(paymentNote(el)).to.deep.equal(['Payment', NOTE]);
      button(el, 'Confirm booking').click();
      await atStep(el, 'done');
      expect(paymentNote(el)).to.deep.equal(['Payment', NOTE]);
      expect(confirmed.map((e) => e.detail.paymentNote)).to.deep.equal([NOTE]);
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('takes the attribute over options, without starting the booking again', async () => {
      const { el } = await start({}, { options: { paymentNote: 'Invoice by e-mail' } });
      await toCheckout(el);
      const booking = el.state!.reservation!.booking;
      expect(paymentNote(el)).to.deep.equal(['Payment', 'Invoice by e-mail']);
      el.setAttribute('payment-note', NOTE);
      await until('note', () => paymentNote(el)[1] === NOTE);
      el.removeAttribute('payment-note');
      await until('back', () => paymentNote(el)[1] === 'Invoice by e-mail');
      expect([el.state!.step, el.state!.reservation!.booking]).to.deep.equal(['checkout', booking]);
    });
  });
});
