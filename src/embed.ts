// The script-tag entry (dist/ticket-booking.js): what the show list needs, and the elements
// registered on load. The later steps, the seat map and the languages are chunks beside the
// script, loaded when needed (see scripts/embed-chunks.ts).
//
// Module order is evaluation order: the page's language starts loading before Lit and the
// components are even evaluated.
import './embed-early.js';
import { TbShowPicker } from './components/show-picker/show-picker.js';
import { TicketBooking } from './components/ticket-booking/ticket-booking.js';
import { loadLaterMessages } from './i18n/catalogs.embed.js';
import { STEP_TAGS } from './step-tags.js';

// Every chunk is imported from here, so what they share with the show list stays in this file.
// The steps are defined once their messages are in too (the language chunks hold only what the
// show list says), so no step ever renders a message it does not have yet.
TicketBooking.loadSteps ??= () =>
  Promise.all([import('./define-steps.js'), loadLaterMessages()]).then(([steps]) =>
    steps.defineSteps(
      customElements,
      () => import('./components/seat-map/seat-map.js'),
      () => import('./components/seat-map/overview.js'),
    ),
  );
// Tags already defined (the script loaded twice, another copy of the widget) are skipped: the
// first definition wins.
if (!customElements.get('tb-show-picker')) customElements.define('tb-show-picker', TbShowPicker);
if (!customElements.get('ticket-booking')) customElements.define('ticket-booking', TicketBooking);

// A step's element used on its own in the page (a countdown, say) is defined as well.
const standalone = () => {
  if (document.querySelector(STEP_TAGS.join(','))) TicketBooking.loadSteps?.().catch(() => undefined);
};
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', standalone, { once: true });
else standalone();
