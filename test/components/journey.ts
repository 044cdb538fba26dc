/**
 * A buyer's way through the widget, step by step, with clicks and typing on the rendered
 * controls (never by calling the flow), so every test drives the real flow, gateway and mock.
 */
import type { StepName } from '../../src/booking/types.js';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { createEvent, type Catalogue, type EventSpec } from './catalogue.js';
import { Chain } from './mock-chain.js';
import { all, atStep, button, control, mount, type MountOptions } from './widget.js';

export interface Journey {
  chain: Chain;
  cat: Catalogue;
  el: TicketBooking;
}

/** A fresh mock with an event, its gateway, and the widget showing the event's shows. */
export async function start(spec: EventSpec = {}, options: MountOptions = {}): Promise<Journey> {
  const chain = new Chain();
  const cat = await createEvent(chain, spec);
  await chain.open([cat.event]);
  const el = await mount(chain, cat.event, options);
  await atStep(el, 'shows');
  return { chain, cat, el };
}

/** Clicks the `index`-th selectable show. */
export async function pickShow(el: TicketBooking, index = 0): Promise<void> {
  const shows = all<HTMLButtonElement>(el, 'button[part~="show"]').filter((b) => !b.disabled);
  shows[index]!.click();
  await atStep(el, 'tickets');
}

/** Presses "More" `count` times for the price named `name` ("Adult, Parkett"). */
export async function addTickets(el: TicketBooking, name: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    button(el, `More: ${name}`).click();
    await el.updateComplete;
  }
}

/** Adds the tickets and reserves; waits for the step after. */
export async function reserveTickets(
  el: TicketBooking,
  tickets: Record<string, number> = { 'Adult, Parkett': 2 },
  next: StepName = 'questions',
): Promise<void> {
  for (const [name, count] of Object.entries(tickets)) await addTickets(el, name, count);
  button(el, 'Reserve tickets').click();
  await atStep(el, next);
}

/** Answers "Meat" for every ticket and continues. */
export async function answerQuestions(el: TicketBooking): Promise<void> {
  for (const radio of all<HTMLInputElement>(el, 'input[type="radio"]')) {
    if (radio.labels?.[0]?.textContent?.includes('Meat')) radio.click();
  }
  button(el, 'Continue').click();
  await atStep(el, 'options');
}

export async function skipOptions(el: TicketBooking): Promise<void> {
  button(el, 'Continue').click();
  await atStep(el, 'buyer');
}

export const ANNA = { firstname: 'Anna', lastname: 'Muster', email: 'anna@example.ch' };
export const ADDRESS = { address1: 'Bahnhofstrasse 1', zip: '3011', city: 'Bern' };

/** Types into the fields labelled like the keys (`First name (required)` → "First name"). */
export function fill(el: TicketBooking, fields: Record<string, string>): void {
  const labels: Record<string, RegExp> = {
    firstname: /^First name/,
    lastname: /^Last name/,
    email: /^E-mail/,
    company: /^Company/,
    address1: /^Street and number/,
    zip: /^Postcode/,
    city: /^City/,
  };
  for (const [field, value] of Object.entries(fields)) {
    const input = control(el, labels[field]!);
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }
}

export async function enterBuyer(el: TicketBooking, fields: Record<string, string> = ANNA): Promise<void> {
  fill(el, fields);
  button(el, 'Continue').click();
  await atStep(el, 'checkout');
}

/** From the shows to the checkout of two adult tickets with every question answered. */
export async function toCheckout(el: TicketBooking): Promise<void> {
  await pickShow(el);
  await reserveTickets(el);
  await answerQuestions(el);
  await skipOptions(el);
  await enterBuyer(el);
}
