/**
 * A buyer's steps through the widget on a demo page, by mouse: each clicks the rendered controls
 * by their accessible names (in German, as the pages show them) and waits for the next step.
 */
import type { Locator } from '@playwright/test';
import { expect } from './fixtures.js';

export const HEADINGS = {
  shows: 'Datum wählen',
  tickets: 'Tickets wählen',
  questions: 'Fragen zu Ihren Tickets',
  options: 'Extras',
  buyer: 'Ihre Angaben',
  checkout: 'Prüfen und bestätigen',
  done: 'Vielen Dank für Ihre Buchung',
  expired: 'Ihre Reservierung ist abgelaufen',
} as const;

export type Step = keyof typeof HEADINGS;

/** The widget's step heading, once it shows `step`. */
export async function atStep(booking: Locator, step: Step): Promise<void> {
  await expect(booking.getByRole('heading', { name: HEADINGS[step], level: 2 })).toBeVisible();
}

/** Clicks the `index`-th bookable show of the day on display. */
export async function pickShow(booking: Locator, index = 0): Promise<void> {
  await booking.locator('button[part~="show"]:enabled').nth(index).click();
  await atStep(booking, 'tickets');
}

/** Presses "Mehr: <name>" `count` times, waiting for each to count. */
export async function addTickets(booking: Locator, name: string, count: number): Promise<void> {
  // Exact: "Stehplatz" is also the start of "Stehplatz ermäßigt (…)".
  const input = booking.getByRole('spinbutton', { name: `Anzahl: ${name}`, exact: true });
  const start = Number(await input.inputValue());
  for (let i = 1; i <= count; i++) {
    await booking.getByRole('button', { name: `Mehr: ${name}`, exact: true }).click();
    await expect(input).toHaveValue(String(start + i));
  }
}

/** Reserves what is chosen and waits for `next`. */
export async function reserve(booking: Locator, next: Step = 'buyer'): Promise<void> {
  await booking.getByRole('button', { name: 'Tickets reservieren' }).click();
  await atStep(booking, next);
}

export const ANNA = { firstname: 'Anna', lastname: 'Muster', email: 'anna.muster@example.ch' };

/** Fills the buyer's details and continues to the checkout. */
export async function enterBuyer(booking: Locator, buyer = ANNA): Promise<void> {
  await booking.getByRole('textbox', { name: /^Vorname/ }).fill(buyer.firstname);
  await booking.getByRole('textbox', { name: /^Nachname/ }).fill(buyer.lastname);
  await booking.getByRole('textbox', { name: /^E-Mail/ }).fill(buyer.email);
  await booking.getByRole('button', { name: 'Weiter' }).click();
  await atStep(booking, 'checkout');
}

/** Accepts the venue's terms where the page sets them, confirms, and answers the booking number shown. */
export async function confirm(booking: Locator): Promise<string> {
  const terms = booking.getByRole('checkbox', {
    name: /^Ich akzeptiere die Allgemeinen Geschäftsbedingungen/,
  });
  if ((await terms.count()) > 0) await terms.check();
  await booking.getByRole('button', { name: 'Buchung bestätigen' }).click();
  await atStep(booking, 'done');
  const number = (await booking.locator('[part~="booking-number"]').innerText()).match(/\d{4}-\d{4}-\d{4}/);
  expect(number, 'a booking number').not.toBeNull();
  return number![0];
}

/** The reservation countdown ("29:58"), as seconds. */
export async function secondsLeft(booking: Locator): Promise<number> {
  const text = await booking.getByRole('timer').innerText();
  const [minutes, seconds] = text.trim().split(':').map(Number);
  return minutes! * 60 + seconds!;
}
