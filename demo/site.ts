/**
 * What every page of the demo site loads before the widget's script tag: the ticketing service
 * running in the page (`./mock.js`), the mock inspector, and the link between the two.
 *
 * A site owner's page needs none of this: there the gateway is a server and time is real time.
 * Here the service lives in the page, so each `<ticket-booking>`
 *
 * - waits for it before its first request (the service worker answers only once started), and
 * - reads the time from the mock's clock, which the inspector can move on ("+30 minutes" lets a
 *   reservation run out in front of you), and
 * - shows an "I am human" checkbox before reserving and confirming while the inspector's human
 *   check is on (`human-check.ts`).
 *
 * This module runs before the widget's script defines the element (module scripts run in
 * document order), so the widgets in the markup are connected before their first update.
 * Widgets made later (a single-page app) are connected with `connectWidget()`.
 */
import type { TicketBooking } from '../src/components/ticket-booking/ticket-booking.js';
import { humanCheck } from './human-check.js';
import './inspector.js';
import { mockReady } from './mock.js';
import type { MockWorker } from '../mock-server/browser.js';

let service: MockWorker | undefined;
void mockReady.then((started) => {
  service = started;
  // For scripts and tests that talk to the service themselves: it answers from now on.
  document.documentElement.dataset.mockService = 'ready';
});

/** The mock's time, or the page's until the mock has started. */
const now = (): number => service?.mock.clock.now() ?? Date.now();

/** Sends the widget's requests once the in-page service answers. */
const fetchWhenReady = async (request: Request): Promise<Response> => {
  await mockReady;
  return fetch(request);
};

/** The mock's test provider of human checks is switched on (the inspector's "Faults" tab). */
const checking = (): boolean => service?.mock.config.visitorCheck === true;

/** Connects a widget to the in-page service; call it before the widget is added to the page. */
export function connectWidget(widget: TicketBooking): TicketBooking {
  widget.options = {
    ...widget.options,
    fetch: fetchWhenReady,
    now,
    visitorToken: humanCheck(widget, checking),
  };
  return widget;
}

for (const widget of document.querySelectorAll('ticket-booking')) connectWidget(widget);
