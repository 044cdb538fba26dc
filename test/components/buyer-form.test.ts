/// <reference types="mocha" />
import { expect } from 'chai';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { axeViolations } from './helpers.js';
import { ANNA, enterBuyer, fill, pickShow, reserveTickets, start, type Journey } from './journey.js';
import { all, atStep, button, control, focusName, one, press, text, until } from './widget.js';

/** The details step (an event without questions or options, one ticket reserved). */
async function details(spec = {}, theme = 'light'): Promise<Journey> {
  const journey = await start({ questions: false, options: false, ...spec }, { theme });
  await pickShow(journey.el);
  await reserveTickets(journey.el, { 'Adult, Parkett': 1 }, 'buyer');
  return journey;
}

const errorOf = (el: TicketBooking, label: RegExp) => {
  const input = control(el, label);
  const id = input.getAttribute('aria-describedby');
  return id
    ? text(
        input.getRootNode() instanceof ShadowRoot
          ? (input.getRootNode() as ShadowRoot).getElementById(id)
          : null,
      )
    : '';
};

describe('<tb-buyer-form>', () => {
  describe('defaults', () => {
    it('asks how the tickets travel first, then has native, labelled fields with autocomplete tokens', async () => {
      const { el } = await details();
      const delivery = one(el, '[part~="delivery"]');
      expect(text(delivery.querySelector('legend'))).to.equal('How would you like to receive your tickets?');
      expect(control(el, 'By e-mail').checked).to.equal(true);
      const fields = all<HTMLInputElement>(
        el,
        '[part~="form"] input:not([type="checkbox"]):not([type="radio"]), [part~="form"] select',
      );
      expect(fields.map((f) => [text(f.labels![0]), f.getAttribute('autocomplete')])).to.deep.equal([
        ['Salutation', 'honorific-prefix'],
        ['First name (required)', 'given-name'],
        ['Last name (required)', 'family-name'],
        ['Company (optional)', 'organization'],
        ['E-mail (required)', 'email'],
      ]);
      const first = all(el, '[part~="form"] > *')[0];
      expect(first, 'the delivery choice comes before the details').to.equal(delivery);
      expect(control(el, /^E-mail/).type).to.equal('email');
      expect(control(el, /^First name/).required).to.equal(true);
      expect(control(el, 'Send me the newsletter').type).to.equal('checkbox');
    });
  });

  describe('properties', () => {
    it('asks for the postal address only when the buyer chooses post, and requires it then', async () => {
      const { el } = await details();
      expect(all(el, '#f-address1')).to.have.length(0);
      control(el, 'By post').click();
      await until('address', () => all(el, '#f-address1')[0]);
      expect(text(one(el, '[part~="delivery"]'))).to.contain(
        'The delivery fee depends on the country of your address.',
      );
      const labels = ['Street and number', 'Address line 2', 'Postcode', 'City', 'Country'];
      expect(labels.map((label) => text(control(el, new RegExp(`^${label}`)).labels![0]))).to.deep.equal([
        'Street and number (required)',
        'Address line 2 (optional)',
        'Postcode (required)',
        'City (required)',
        'Country (required)',
      ]);
      expect(control<HTMLSelectElement>(el, /^Country/).value).to.equal('CH');
      control(el, 'By e-mail').click();
      await until('no address', () => all(el, '#f-address1').length === 0);
    });

    it('says, without asking, that an event sent by post only comes by post, and requires the address', async () => {
      const { el } = await details({ allowDigital: false });
      expect(all(el, 'input[type="radio"]')).to.have.length(0);
      expect(text(one(el, '[part~="delivery"]'))).to.equal('Tickets for this event are sent by post.');
      expect(text(control(el, /^Street and number/).labels![0])).to.equal('Street and number (required)');
      expect(control(el, /^Postcode/).required).to.equal(true);
    });
  });

  describe('events', () => {
    it('saves the details on the person and moves on to the checkout', async () => {
      const { el, chain } = await details();
      control<HTMLSelectElement>(el, 'Salutation').value = 'f';
      control(el, 'Salutation').dispatchEvent(new Event('change'));
      control(el, 'Send me the newsletter').click();
      await enterBuyer(el, { ...ANNA, company: 'Muster AG' });
      const person = (await (
        await chain.backOffice('GET', `/persons/${el.state!.reservation!.person}`)
      ).json()) as Record<string, unknown>;
      expect(person).to.deep.include({
        salutation: 'f',
        firstname: 'Anna',
        lastname: 'Muster',
        company: 'Muster AG',
        email: ANNA.email,
        newsletter: true,
        locale: 'en',
      });
    });
  });

  describe('error states', () => {
    it('checks a field once the buyer leaves it, and again as it changes', async () => {
      const { el } = await details();
      const email = control(el, /^E-mail/);
      email.focus();
      fill(el, { email: 'anna@' });
      email.blur();
      await until('error', () => email.getAttribute('aria-invalid') === 'true');
      expect(errorOf(el, /^E-mail/)).to.equal('Please enter an e-mail address such as name@example.com.');
      expect(control(el, /^First name/).getAttribute('aria-invalid'), 'untouched fields wait').to.equal(
        'false',
      );
      fill(el, { email: 'anna@example.ch' });
      await until('fixed', () => email.getAttribute('aria-invalid') === 'false');
      expect(email.hasAttribute('aria-describedby')).to.equal(false);
    });

    it('lists what to correct in a summary that takes the focus and links to the fields', async () => {
      const { el, chain } = await details();
      fill(el, { firstname: 'Anna', email: 'not an address' });
      const sent = chain.requests.length;
      button(el, 'Continue').click();
      const summary = await until('summary', () => all(el, '[part~="error-summary"]')[0]);
      await until('focus', () => focusName().startsWith('div'));
      expect(text(summary.querySelector('h3'))).to.equal('Please correct 2 fields:');
      expect([...summary.querySelectorAll('a')].map(text)).to.deep.equal([
        'Last name: Please fill in this field.',
        'E-mail: Please enter an e-mail address such as name@example.com.',
      ]);
      expect(chain.requests.length, 'nothing is saved').to.equal(sent);
      expect(text(all(el, '[part~="error"]')[0])).to.equal('');
      summary.querySelector<HTMLAnchorElement>('a[href="#f-email"]')!.click();
      expect(focusName()).to.equal('input[email] E-mail (required)');
      fill(el, { lastname: 'Muster', email: ANNA.email });
      await until('summary gone', () => all(el, '[part~="error-summary"]').length === 0);
      button(el, 'Continue').click();
      await atStep(el, 'checkout');
    });
  });

  describe('accessibility', () => {
    for (const theme of ['light', 'dark']) {
      it(`has no axe violations in the ${theme} theme, also with errors shown`, async () => {
        const { el } = await details({}, theme);
        expect(await axeViolations(el)).to.deep.equal([]);
        button(el, 'Continue').click();
        await until('summary', () => all(el, '[part~="error-summary"]')[0]);
        expect(await axeViolations(el)).to.deep.equal([]);
      });
    }

    it('submits with Enter from a field', async () => {
      const { el } = await details();
      fill(el, ANNA);
      control(el, /^E-mail/).focus();
      await press('Enter');
      await atStep(el, 'checkout');
      expect(text(one(el, '[part~="heading"]'))).to.equal('Check and confirm');
    });
  });
});
