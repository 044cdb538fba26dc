/// <reference types="mocha" />
import { expect } from 'chai';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { MemoryStorage } from '../fixtures/memory-storage.js';
import { axeViolations } from './helpers.js';
import {
  ADDRESS,
  ANNA,
  answerQuestions,
  fill,
  pickShow,
  reserveTickets,
  skipOptions,
  start,
  toCheckout,
  type Journey,
} from './journey.js';
import type { Chain } from './mock-chain.js';
import { all, atStep, button, control, mount, one, text, until } from './widget.js';

/** The page loaded again: the widget removed, a new one on the same tab's storage. */
async function reload(
  chain: Chain,
  event: string,
  el: TicketBooking,
  storage: Storage,
): Promise<TicketBooking> {
  el.parentElement!.remove();
  const again = await mount(chain, event, { options: { storage } });
  await atStep(again, 'done');
  return again;
}

async function confirmed(journey: Journey): Promise<void> {
  button(journey.el, 'Confirm booking').click();
  await atStep(journey.el, 'done');
  await until('e-mail', () => journey.el.state!.confirmation && !journey.el.state!.busy);
}

describe('<tb-confirmation> after a reload', () => {
  it('reads the receipt back and shows every line of it until a new booking starts', async () => {
    const storage = new MemoryStorage();
    const journey = await start({}, { options: { storage } });
    const { chain, cat } = journey;
    await toCheckout(journey.el);
    await confirmed(journey);
    const number = text(one(journey.el, '[part~="booking-number"]'));
    const before = all(journey.el, '[part~="tickets"] tr, .extras tr, .show').map(text);
    // Only the pid is kept; a forged copy of the rest changes nothing.
    const key = storage.key(0)!;
    const stored = JSON.parse(storage.getItem(key)!) as Record<string, unknown>;
    storage.setItem(key, JSON.stringify({ ...stored, buyer: { ...ANNA, email: 'forged@example.org' } }));

    chain.requests.length = 0;
    const el = await reload(chain, cat.event, journey.el, storage);
    expect(chain.requests.filter((r) => r.startsWith('GET /bookings/'))).to.have.length(1);
    expect(text(one(el, '[part~="booking-number"]'))).to.equal(number);
    expect(all(el, '[part~="tickets"] tr, .extras tr, .show').map(text)).to.deep.equal(before);
    const tickets = all(el, '[part~="tickets"] tbody tr').map(text);
    expect(tickets).to.have.length(2);
    for (const row of tickets) expect(row).to.match(/^[0-9A-F]{16} Adult, Parkett (.+ )?CHF 49\.50$/);
    expect(all(el, '.extras tbody tr').map(text)).to.deep.equal(['2 × Dinner: Meat CHF 30.00']);
    expect(text(one(el, '[part~="total"]'))).to.equal('Total CHF 129.00');
    expect(all(el, 'p').map(text)).to.include(`The confirmation has been sent to ${ANNA.email}.`);
    expect(await axeViolations(el)).to.deep.equal([]);

    button(el, 'Book more tickets').click();
    await atStep(el, 'shows');
    el.parentElement!.remove();
    const fresh = await mount(chain, cat.event, { options: { storage } });
    await atStep(fresh, 'shows');
    expect(fresh.state!.confirmation).to.equal(null);
  });

  it('states an e-mail failure once after the reload, and the retry keeps the receipt', async () => {
    const storage = new MemoryStorage();
    const journey = await start({}, { options: { storage } });
    const { chain, cat } = journey;
    await toCheckout(journey.el);
    await chain.admin('POST', '/faults', { method: 'POST', path: '/email/send', status: 503, count: 2 });
    await confirmed(journey);
    expect(journey.el.state!.confirmation!.emailSent).to.equal(false);

    const el = await reload(chain, cat.event, journey.el, storage);
    const failure = `Your booking is confirmed, but the e-mail with your tickets could not be sent to ${ANNA.email} yet. Keep this page open and send it again.`;
    expect(
      all(el, 'p')
        .map(text)
        .filter((t) => t.includes('e-mail')),
    ).to.deep.equal([failure]);
    button(el, 'Send the e-mail again').click();
    await until('sent', () => el.state!.confirmation!.emailSent && !el.state!.busy);
    expect(el.state!.step).to.equal('done');
    expect(all(el, 'p').map(text)).to.include(`The confirmation has been sent to ${ANNA.email}.`);
    expect(text(one(el, '[part~="booking-number"]'))).to.equal(el.state!.confirmation!.bookingNumber);
  });

  it('shows postal delivery with the address and the fee charged', async () => {
    const storage = new MemoryStorage();
    const journey = await start({}, { options: { storage } });
    const { chain, cat } = journey;
    await pickShow(journey.el);
    await reserveTickets(journey.el);
    await answerQuestions(journey.el);
    await skipOptions(journey.el);
    control(journey.el, 'By post').click();
    await until('fee', () => journey.el.state!.postage.status === 'known');
    fill(journey.el, { ...ANNA, ...ADDRESS });
    button(journey.el, 'Continue').click();
    await atStep(journey.el, 'checkout');
    await confirmed(journey);

    const el = await reload(chain, cat.event, journey.el, storage);
    expect(all(el, 'p').map(text)).to.include('Your tickets are sent by post.');
    expect(one(el, '.delivery address').innerText.split('\n')).to.deep.equal([
      'Anna Muster',
      'Bahnhofstrasse 1',
      '3011 Bern',
      'Switzerland',
    ]);
    const foot = all(el, '[part~="total"] tr').map(text);
    expect(foot).to.deep.equal(['Delivery CHF 5.00', 'Total CHF 134.00']);
  });
});
