/// <reference types="mocha" />
import { expect } from 'chai';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { createEvent } from './catalogue.js';
import { pickShow, reserveTickets, start, type Journey } from './journey.js';
import { Chain } from './mock-chain.js';
import { all, atStep, button, mount, until } from './widget.js';

interface Entry {
  event: string;
  step: string;
  steps: Record<string, string>;
  depth?: number;
}

const entry = (): Entry | undefined => (history.state as { 'tb-booking'?: Entry } | null)?.['tb-booking'];

/** The browser's Back (or Forward), and the widget at `step` after it. */
async function browser(el: TicketBooking, move: 'back' | 'forward', step?: string): Promise<void> {
  const before = entry();
  history[move]();
  await until(`the ${move} entry`, () => entry() !== before);
  if (step) await atStep(el, step as never);
}

/** Turns `history` on, and waits for the widget to write the step on screen (its controller comes in a chunk of its own). */
async function on(el: TicketBooking): Promise<void> {
  el.history = true;
  await until('the widget in the history entry', () => entry()?.steps[el.event!] !== undefined);
  await el.updateComplete;
}

/** Tickets held, and the browser's Back from the tickets to the dates: the widget asks first. */
async function askedToRelease(): Promise<Journey> {
  const journey = await start();
  const { el } = journey;
  await on(el);
  await pickShow(el);
  await reserveTickets(el);
  await browser(el, 'back', 'tickets');
  await browser(el, 'back');
  await until('the question', () => all(el, '.release').length === 1);
  return journey;
}

describe('<ticket-booking> history', () => {
  it('writes no history entry when off (the default)', async () => {
    history.replaceState(null, '');
    const length = history.length;
    const { el } = await start();
    expect(el.history).to.equal(false);
    await pickShow(el);
    await reserveTickets(el);
    expect(history.length).to.equal(length);
    expect(entry()).to.equal(undefined);
  });

  it('adds an entry per step forward, and Back and Forward move between the steps', async () => {
    const { el, cat } = await start();
    await on(el);
    expect(entry()).to.deep.include({ event: cat.event, step: 'shows', steps: { [cat.event]: 'shows' } });
    const length = history.length;
    await pickShow(el);
    await reserveTickets(el);
    expect(history.length).to.equal(length + 2);
    expect(entry()).to.deep.include({ event: cat.event, step: 'questions' });
    await browser(el, 'back', 'tickets');
    expect(el.state!.reservation!.tickets, 'the tickets stay held').to.have.length(2);
    await browser(el, 'forward', 'questions');
    button(el, 'Continue').click();
    await until('the unanswered question marked', () => all(el, '[aria-invalid="true"]').length > 0);
    // Forward goes only where the step's own button goes: not past an unanswered question.
    await browser(el, 'back', 'tickets');
    await browser(el, 'forward', 'questions');
    expect(el.state!.step).to.equal('questions');
  });

  it('asks before giving held tickets back on Back to the dates, and restores the entry when kept', async () => {
    const { el, cat } = await askedToRelease();
    expect(el.state!.step).to.equal('tickets');
    button(el, 'Keep my tickets').click();
    await until('the entry restored', () => entry()?.step === 'tickets');
    expect(entry()).to.deep.include({ event: cat.event, step: 'tickets' });
    expect(el.state!.reservation!.tickets).to.have.length(2);
    await browser(el, 'back');
    await until('the question', () => all(el, '.release').length === 1);
    button(el, 'Release and choose another date').click();
    await atStep(el, 'shows');
    expect(el.state!.reservation?.tickets ?? []).to.have.length(0);
  });

  it('goes Forward from the dates once their list is read again, even when the read is slow', async () => {
    const { el, chain } = await askedToRelease();
    // The dates read the shows' availability again when shown: that read is still under way.
    await chain.admin('POST', '/faults', { method: 'GET', path: '/shows', delayMs: 1000, count: 1 });
    button(el, 'Release and choose another date').click();
    await until('the dates, reading', () => el.state?.step === 'shows' && el.state.busy);
    history.forward();
    (await chain.delays.next()).release();
    await atStep(el, 'tickets');
    expect(entry()).to.deep.include({ step: 'tickets' });
  });

  it("goes back in the history on the widget's own Back, so the browser's Back goes on from the step before", async () => {
    const { el } = await start();
    await on(el);
    await pickShow(el);
    await reserveTickets(el);
    const questions = entry()!.depth!;
    button(el, 'Back').click();
    await atStep(el, 'tickets');
    // The entry of the tickets, before the questions' one (which is now ahead, for Forward).
    await until('the entry before', () => entry()?.step === 'tickets');
    expect(entry()!.depth).to.equal(questions - 1);
    await browser(el, 'back');
    await until('the question', () => all(el, '.release').length === 1);
    expect(el.state!.step).to.equal('tickets');
  });

  it('keeps two widgets on one page apart: Back moves only the widget whose step it was', async () => {
    const chain = new Chain();
    const first = await createEvent(chain, { name: 'First', questions: false, options: false });
    const second = await createEvent(chain, { name: 'Second', questions: false, options: false });
    await chain.open([first.event, second.event]);
    const a = await mount(chain, first.event);
    const b = await mount(chain, second.event);
    await atStep(a, 'shows');
    await atStep(b, 'shows');
    await on(a);
    await on(b);
    await pickShow(a);
    await pickShow(b);
    expect(entry()!.steps).to.deep.equal({ [first.event]: 'tickets', [second.event]: 'tickets' });
    await browser(b, 'back', 'shows');
    expect(a.state!.step, 'the other widget stays').to.equal('tickets');
    await browser(a, 'back', 'shows');
    expect(b.state!.step).to.equal('shows');
    await browser(a, 'forward', 'tickets');
    expect(b.state!.step).to.equal('shows');
  });
});
