/// <reference types="mocha" />
/**
 * Drives `<ticket-booking>` in tests: mount it against the in-page chain, find things inside
 * its nested shadow roots, wait for the flow, and operate it with real key presses.
 */
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit';
import type { BookingState, StepName } from '../../src/booking/types.js';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import type { TicketBookingOptions } from '../../src/components/ticket-booking/settings.js';
import type { TbStepElement } from '../../src/components/shared/step-element.js';
import { fixture } from './helpers.js';
import type { Chain } from './mock-chain.js';

export interface MountOptions {
  lang?: string;
  theme?: string;
  options?: TicketBookingOptions;
}

/** The widget on `event`, through the chain's gateway, on the mock clock; no storage, no read retries. */
export async function mount(chain: Chain, event: string, mount: MountOptions = {}): Promise<TicketBooking> {
  const options: TicketBookingOptions = {
    storage: null,
    now: chain.now,
    retry: { retries: 0 },
    ...mount.options,
  };
  return fixture<TicketBooking>(
    html`<ticket-booking
      event=${event}
      api-base=${chain.apiBase}
      lang=${mount.lang ?? 'en'}
      theme=${mount.theme ?? 'light'}
      .options=${options}
    ></ticket-booking>`,
  );
}

/** Waits until `check` answers something other than undefined/false/null, or fails naming `what`. */
export async function until<T>(
  what: string,
  check: () => T | undefined | false | null,
  timeoutMs = 4000,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false && value !== null) return value;
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const stateOf = (el: TicketBooking): Readonly<BookingState> => el.state!;

/** Waits for the flow to be idle at `step`, and for the step element to have rendered. */
export async function atStep(el: TicketBooking, step: StepName): Promise<TbStepElement> {
  const found = await until(`step ${step} (at ${el.state?.step}, error ${el.state?.error?.code})`, () => {
    const state = el.state;
    const current = stepElement(el);
    return state?.step === step && !state.busy && current?.state?.step === step && current;
  });
  await found.updateComplete;
  return found;
}

/** The element of the current step. */
export function stepElement(el: TicketBooking): TbStepElement | null {
  return el.shadowRoot!.querySelector<TbStepElement>('[part~="step"] > *');
}

/** Every element matching `selector` in the widget and its steps' shadow roots. */
export function all<T extends Element = HTMLElement>(el: Element, selector: string): T[] {
  const found: T[] = [];
  const visit = (root: ParentNode) => {
    found.push(...root.querySelectorAll<T>(selector));
    for (const child of root.querySelectorAll('*')) if (child.shadowRoot) visit(child.shadowRoot);
  };
  visit(el.shadowRoot!);
  return found;
}

export function one<T extends Element = HTMLElement>(el: Element, selector: string): T {
  const [first] = all<T>(el, selector);
  if (!first) throw new Error(`Nothing matches ${selector}`);
  return first;
}

/** Visible text, whitespace collapsed. */
export const text = (node: Element | null | undefined): string =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The button (or link) whose text or label is `name`. */
export function button(el: Element, name: string | RegExp): HTMLElement {
  const match = (b: HTMLElement) => {
    const label = b.getAttribute('aria-label') ?? text(b);
    return typeof name === 'string' ? label === name : name.test(label);
  };
  const found = all<HTMLElement>(el, 'button, a[href]').find(match);
  if (!found) throw new Error(`No button named ${String(name)}`);
  return found;
}

/** The form control labelled `name` (by its `<label>`, `aria-label`, or its wrapping label). */
export function control<T extends HTMLElement = HTMLInputElement>(el: Element, name: string | RegExp): T {
  const matches = (label: string) => (typeof name === 'string' ? label === name : name.test(label));
  const found = all<T>(el, 'input, select, textarea').find((input) => {
    const labels = [...((input as unknown as HTMLInputElement).labels ?? [])].map(text);
    return [input.getAttribute('aria-label') ?? '', ...labels].some(matches);
  });
  if (!found) throw new Error(`No control labelled ${String(name)}`);
  return found;
}

/** The element that has the keyboard focus, inside shadow roots too. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** A readable name of the focused element, for focus-order checks. */
export function focusName(): string {
  const active = focused() as HTMLInputElement | null;
  if (!active) return '';
  const label = active.getAttribute('aria-label') ?? [...(active.labels ?? [])].map(text)[0] ?? text(active);
  const kind = active.localName === 'input' ? `[${active.type}]` : '';
  return `${active.localName}${kind} ${label}`.trim();
}

export const press = (key: string) => sendKeys({ press: key });
export const type = (value: string) => sendKeys({ type: value });

/** Presses Tab until the focused element's name matches; fails after `max` presses. */
export async function tabTo(name: string | RegExp, max = 40): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await press('Tab');
    const current = focusName();
    seen.push(current);
    if (typeof name === 'string' ? current.endsWith(name) : name.test(current)) return seen;
  }
  throw new Error(`Tab never reached ${String(name)}; focus went through:\n${seen.join('\n')}`);
}
