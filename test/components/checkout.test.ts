/// <reference types="mocha" />
import { expect } from 'chai';
import type { TbBookingConfirmEvent } from '../../src/components/events.js';
import { axeViolations } from './helpers.js';
import {
  ADDRESS,
  ANNA,
  answerQuestions,
  enterBuyer,
  fill,
  pickShow,
  reserveTickets,
  skipOptions,
  start,
  toCheckout,
  type Journey,
} from './journey.js';
import { all, atStep, button, control, one, text, until } from './widget.js';

/** The checkout of two adult tickets (Meat), a parking place and two programmes; by e-mail or post. */
async function checkout(theme = 'light', delivery: 'e-mail' | 'post' = 'e-mail'): Promise<Journey> {
  const journey = await start({}, { theme });
  const { el } = journey;
  await pickShow(el);
  await reserveTickets(el);
  await answerQuestions(el);
  control(el, 'Parking').click();
  button(el, 'More: Programme').click();
  button(el, 'More: Programme').click();
  button(el, 'Continue').click();
  await atStep(el, 'buyer');
  if (delivery === 'post') {
    control(el, 'By post').click();
    await until('address', () => all(el, '#f-address1')[0]);
    await enterBuyer(el, { ...ANNA, ...ADDRESS });
  } else await enterBuyer(el);
  return journey;
}

const rows = (el: Element) => all(el, '[part~="summary"] tr').map(text);

describe('<tb-checkout>', () => {
  describe('defaults', () => {
    it('sums up tickets, ticket options, extras, delivery and the total', async () => {
      const { el } = await checkout();
      expect(rows(el)).to.deep.equal([
        'Tickets',
        '2 × Adult, Parkett CHF 99.00',
        'Ticket options',
        '2 × Dinner: Meat CHF 30.00',
        'Extras',
        '1 × Parking CHF 10.00',
        '2 × Programme CHF 10.00',
        'Delivery Free',
        'Total CHF 149.00',
      ]);
      expect(one(el, '[part~="buyer"]').innerText.split('\n')).to.deep.equal([
        'Buyer',
        'Anna Muster',
        ANNA.email,
      ]);
      expect(text(one(el, '[part~="delivery"]'))).to.contain(`By e-mail to ${ANNA.email}`);
      expect(all(el, '[part~="delivery"] input'), 'chosen with the details, not asked again').to.have.length(
        0,
      );
    });
  });

  describe('properties', () => {
    it('shows the postal address and fee before confirming, and the fee shown is the fee charged', async () => {
      const { el, chain } = await checkout('light', 'post');
      await until('the fee', () => el.state!.postage.status === 'known');
      await el.updateComplete;
      expect(rows(el).slice(-2)).to.deep.equal(['Delivery CHF 5.00', 'Total CHF 154.00']);
      const delivery = one(el, '[part~="delivery"]');
      expect(delivery.querySelector('address')!.innerText.split('\n')).to.deep.equal([
        'Anna Muster',
        ADDRESS.address1,
        `${ADDRESS.zip} ${ADDRESS.city}`,
        'Switzerland',
      ]);
      expect(text(delivery)).to.contain('By post to:');
      expect(all(el, '.notice')).to.have.length(0);
      const shown = rows(el).find((row) => row.startsWith('Delivery'));
      expect(shown).to.equal('Delivery CHF 5.00');
      button(el, 'Confirm booking').click();
      await atStep(el, 'done');
      expect(el.state!.confirmation!.deliveryMethod).to.equal('postal');
      expect(all(el, '[part~="total"] tr').map(text)).to.deep.equal([shown, 'Total CHF 154.00']);
      const booking = (await (
        await chain.backOffice('GET', `/bookings/${el.state!.confirmation!.booking}?properties[deliveries]=1`)
      ).json()) as { deliveries: { price: string }[] };
      expect(booking.deliveries.map((d) => `Delivery CHF ${d.price}`)).to.deep.equal([shown]);
    });

    it('shows the postal fee of an event sold in EUR in euros, inside the one total, and tells the page', async () => {
      const { el, chain } = await start({
        currency: 'EUR',
        rateCurrency: 'EUR',
        questions: false,
        options: false,
      });
      const confirmed: TbBookingConfirmEvent[] = [];
      el.addEventListener('tb-booking-confirm', (event) => confirmed.push(event));
      await pickShow(el);
      await reserveTickets(el, { 'Adult, Parkett': 1 }, 'buyer');
      control(el, 'By post').click();
      await until('address', () => all(el, '#f-address1')[0]);
      await enterBuyer(el, { ...ANNA, ...ADDRESS });
      await until('the fee', () => el.state!.postage.status === 'known');
      await el.updateComplete;
      expect(rows(el)).to.deep.equal([
        'Tickets',
        '1 × Adult, Parkett €49.50',
        'Delivery €5.00',
        'Total €54.50',
      ]);
      expect(all(el, '[part~="delivery-apart"]')).to.have.length(0);
      expect(await axeViolations(el)).to.deep.equal([]);
      button(el, 'Confirm booking').click();
      await atStep(el, 'done');
      expect(all(el, '[part~="total"] tr').map(text)).to.deep.equal(['Delivery €5.00', 'Total €54.50']);
      expect(all(el, '[part~="delivery-apart"]')).to.have.length(0);
      expect(confirmed).to.have.length(1);
      expect(confirmed[0]!.detail).to.deep.include({
        total: 5450,
        currency: 'EUR',
        deliveryMethod: 'postal',
        delivery: 500,
        deliveryCurrency: 'EUR',
      });
      const booking = (await (
        await chain.backOffice('GET', `/bookings/${el.state!.confirmation!.booking}?properties[deliveries]=1`)
      ).json()) as { deliveries: { price: string; currency: string }[] };
      expect(booking.deliveries.map((d) => [d.price, d.currency])).to.deep.equal([['5.00', 'EUR']]);
    });

    it('says plainly that tickets in EUR cannot go by post when every rate is in CHF, with no CHF line', async () => {
      const { el } = await start({ currency: 'EUR', questions: false, options: false });
      await pickShow(el);
      await reserveTickets(el, { 'Adult, Parkett': 1 }, 'buyer');
      control(el, 'By post').click();
      await until('address', () => all(el, '#f-address1')[0]);
      await enterBuyer(el, { ...ANNA, ...ADDRESS });
      await until('the rates', () => el.state!.postage.status === 'unavailable');
      await el.updateComplete;
      expect(el.state!.postage.reason).to.equal('currency');
      expect(rows(el)).to.deep.equal([
        'Tickets',
        '1 × Adult, Parkett €49.50',
        'Delivery Not available',
        'Total €49.50',
      ]);
      expect(all(el, '[part~="delivery-apart"]')).to.have.length(0);
      expect(rows(el).join(' ')).not.to.contain('CHF');
      expect(text(one(el, '[part~="delivery"] .notice'))).to.equal(
        'Tickets sold in EUR cannot be sent by post: the venue has no postal delivery fee in EUR.',
      );
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('says "Calculating…" and holds the confirmation while the fee is read', async () => {
      const { el, chain } = await start();
      await pickShow(el);
      await reserveTickets(el);
      await answerQuestions(el);
      await skipOptions(el);
      await chain.admin('POST', '/faults', {
        method: 'GET',
        // Read from the moment post is chosen with the details: still reading at the checkout.
        path: '/deliveryrates',
        delayMs: 2500,
        count: 1,
      });
      control(el, 'By post').click();
      await until('address', () => all(el, '#f-address1')[0]);
      await enterBuyer(el, { ...ANNA, ...ADDRESS });
      await until('reading', () => el.state!.postage.status === 'loading');
      await el.updateComplete;
      expect(rows(el)).to.include('Delivery Calculating…');
      const confirm = button(el, 'Confirm booking');
      expect(confirm.getAttribute('aria-disabled')).to.equal('true');
      confirm.click();
      (await chain.delays.next()).release();
      await until('the fee', () => el.state!.postage.status === 'known');
      await el.updateComplete;
      expect(el.state!.step, 'a click while reading confirms nothing').to.equal('checkout');
      expect(rows(el)).to.include('Delivery CHF 5.00');
      expect(button(el, 'Confirm booking').getAttribute('aria-disabled')).to.equal('false');
    });

    it('says when tickets cannot be sent by post to the country of the address', async () => {
      const { el } = await checkout('light', 'post');
      await until('the fee', () => el.state!.postage.status === 'known');
      await el.updateComplete;
      button(el, 'Change delivery or details').click();
      await atStep(el, 'buyer');
      fill(el, { ...ADDRESS, zip: '10115', city: 'Berlin' });
      const country = control<HTMLSelectElement>(el, /^Country/);
      country.value = 'DE';
      country.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
      button(el, 'Continue').click();
      await atStep(el, 'checkout');
      expect(el.state!.postage.status).to.equal('unavailable');
      expect(rows(el)).to.include('Delivery Not available');
      expect(text(one(el, '.notice'))).to.contain(
        'Tickets cannot be sent by post to this country (Germany).',
      );
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('confirms by post, with the address shown, where the event does not allow e-mail', async () => {
      const { el } = await start({ allowDigital: false, questions: false, options: false });
      await pickShow(el);
      await reserveTickets(el, { 'Adult, Parkett': 1 }, 'buyer');
      await enterBuyer(el, { ...ANNA, ...ADDRESS });
      expect(text(one(el, '[part~="delivery"]'))).to.contain('By post to:');
      button(el, 'Confirm booking').click();
      await atStep(el, 'done');
      expect(el.state!.confirmation!.deliveryMethod).to.equal('postal');
    });
  });

  describe('events', () => {
    it('confirms the booking with its options and delivery method', async () => {
      const { el, chain, cat } = await checkout();
      button(el, 'Confirm booking').click();
      await atStep(el, 'done');
      const booking = (await (
        await chain.backOffice('GET', `/bookings/${el.state!.confirmation!.booking}`)
      ).json()) as {
        confirmation: boolean;
        delivery_method: string;
        options: { option: string; quantity: number }[];
      };
      expect(booking.confirmation).to.equal(true);
      expect(booking.delivery_method).to.equal('digital');
      expect(booking.options).to.have.deep.members([
        { option: cat.parking, quantity: 1 },
        { option: cat.booklet, quantity: 2 },
      ]);
    });
  });

  describe('error states', () => {
    it('shows why confirming failed and confirms on "Try again"', async () => {
      const { el, chain } = await start();
      await toCheckout(el);
      await chain.admin('POST', '/faults', { method: 'PATCH', path: '/bookings/*', status: 503, count: 1 });
      button(el, 'Confirm booking').click();
      await until('error', () => el.state!.error && !el.state!.busy);
      expect(text(one(el, '[part~="error"]'))).to.equal(
        'The ticket service is not answering right now. Please try again. Try again',
      );
      button(el, 'Try again').click();
      await atStep(el, 'done');
    });
  });

  describe('accessibility', () => {
    for (const theme of ['light', 'dark']) {
      it(`has no axe violations in the ${theme} theme, by e-mail and by post`, async () => {
        const { el } = await checkout(theme);
        expect(await axeViolations(el)).to.deep.equal([]);
        button(el, 'Change delivery or details').click();
        await atStep(el, 'buyer');
        control(el, 'By post').click();
        await until('address', () => all(el, '#f-address1')[0]);
        fill(el, ADDRESS);
        button(el, 'Continue').click();
        await atStep(el, 'checkout');
        await until('the fee', () => el.state!.postage.status === 'known');
        expect(await axeViolations(el)).to.deep.equal([]);
      });
    }
  });
});
