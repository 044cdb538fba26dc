/** Walks a flow through its steps the way a buyer would, for the tests of later steps. */
import assert from 'node:assert/strict';
import type { Buyer, BookingFlow } from '../../../src/booking/types';
import type { World } from './support';

export const ANNA: Partial<Buyer> = {
  salutation: 'f',
  firstname: 'Anna',
  lastname: 'Muster',
  email: 'anna.muster@example.ch',
  address1: 'Bahnhofstrasse 1',
  zip: '3011',
  city: 'Bern',
  country: 'CH',
};

/** Started, first show picked, `adults` adult tickets in the Parkett (and `children`) chosen. */
export async function chosen(world: World, flow: BookingFlow, adults = 2, children = 0): Promise<void> {
  const { shows, parkett, adult, child } = world.catalogue;
  await flow.start();
  await flow.selectShow(shows[0]);
  assert.equal(flow.state.error, null);
  flow.setQuantity(parkett, adult, adults);
  if (children) flow.setQuantity(parkett, child, children);
}

/** Reserved, and at the questions step. */
export async function reserved(world: World, flow: BookingFlow, adults = 2): Promise<void> {
  await chosen(world, flow, adults);
  await flow.reserve();
  assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
  assert.equal(flow.state.step, 'questions');
}

/** Every ticket answered with the meat menu, saved; at the options step. */
export async function answered(world: World, flow: BookingFlow, adults = 2): Promise<void> {
  await reserved(world, flow, adults);
  for (let i = 0; i < adults; i += 1) flow.answer(i, world.catalogue.menu, world.catalogue.meat);
  await flow.next();
  assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
  assert.equal(flow.state.step, 'options');
}

/** Details entered and saved; at checkout. */
export async function detailed(world: World, flow: BookingFlow, adults = 2): Promise<void> {
  await answered(world, flow, adults);
  await flow.next();
  assert.equal(flow.state.step, 'buyer');
  flow.setBuyer(ANNA);
  await flow.next();
  assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
  assert.equal(flow.state.step, 'checkout');
}

/** Picks the first show and price with tickets left, `count` tickets, and reserves them. */
export async function reserveFirst(flow: BookingFlow, count: number): Promise<void> {
  await flow.start();
  const show = flow.state.shows.find((s) => s.availability !== 'soldOut')!;
  await flow.selectShow(show.pid);
  const sector = flow.state.catalogue!.sectors.find((s) => (s.available ?? 0) >= count)!;
  assert.equal(flow.setQuantity(sector.pid, sector.prices[0]!.pid, count), count);
  await flow.reserve();
  assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
}

/**
 * From the options step (or the buyer's when there are no extras): `buyer` entered, the booking
 * confirmed, and the confirmation e-mail sent.
 */
export async function confirmAs(flow: BookingFlow, buyer: Partial<Buyer> = ANNA): Promise<void> {
  if (flow.state.step === 'options') await flow.next();
  flow.setBuyer(buyer);
  await flow.next();
  await flow.confirm();
  assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
  assert.equal(flow.state.step, 'done');
  assert.equal(flow.state.confirmation?.emailSent, true);
}

/** Answers every group of every ticket with the first option still available. */
export function answerAll(flow: BookingFlow): void {
  const tickets = flow.state.reservation!.tickets.length;
  for (let i = 0; i < tickets; i += 1) {
    for (const group of flow.state.catalogue!.groups) {
      const choice = flow.choices(i, group.pid).find((c) => !c.disabled);
      if (choice) flow.answer(i, group.pid, choice.pid);
    }
  }
}

/** Collects the flow's events by name. */
export function recordEvents(flow: BookingFlow): Record<string, unknown[]> {
  const seen: Record<string, unknown[]> = {};
  const names = [
    'tb-ready',
    'tb-show-select',
    'tb-tickets-reserve',
    'tb-reservation-expire',
    'tb-booking-confirm',
    'tb-error',
  ] as const;
  for (const name of names) flow.on(name, (detail) => (seen[name] ??= []).push(detail));
  return seen;
}

/** The tickets the service holds for a booking. */
export function ticketsOf(world: World, booking: number): { pid: string; ticket_options: string[] }[] {
  return world.list('tickets', { booking });
}
