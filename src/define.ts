import { TbReservationTimer } from './components/reservation-timer/reservation-timer.js';

/** Tag name → element class, for every element the widget registers. */
export const elements = {
  'tb-reservation-timer': TbReservationTimer,
} as const satisfies Record<string, CustomElementConstructor>;

/**
 * Registers every widget element in `registry` (the page's by default), skipping tags already
 * defined there, so a page that loads the script twice, or another copy of the widget, does not
 * throw. The first definition wins.
 */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, element] of Object.entries(elements)) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tb-reservation-timer': TbReservationTimer;
  }
}
