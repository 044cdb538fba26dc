/**
 * The single-page app: it makes the widget itself and adds it to its outlet, then removes it
 * again, as a router does when the view changes. The panel shows how often that happened and
 * what the widget still holds (timers, listeners) and any error the page saw.
 */
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { connectWidget } from '../site.js';
import { installLeakMeter } from './leak-meter.js';

const meter = installLeakMeter();

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const outlet = $<HTMLDivElement>('outlet');
const eventSelect = $<HTMLSelectElement>('event-select');
const mountButton = $<HTMLButtonElement>('mount');
const unmountButton = $<HTMLButtonElement>('unmount');
const status = $<HTMLParagraphElement>('status');

let mounts = 0;
let unmounts = 0;
let errors = 0;
let current: TicketBooking | undefined;

const times = (count: number) => `${count}-mal`;

function render(): void {
  $('mounts').textContent = times(mounts);
  $('unmounts').textContent = times(unmounts);
  $('timers').textContent = String(meter.timers);
  $('listeners').textContent = String(meter.listeners);
  $('errors').textContent = String(errors);
  mountButton.disabled = current !== undefined;
  unmountButton.disabled = current === undefined;
  eventSelect.disabled = current !== undefined;
}

function mount(): void {
  if (current) return;
  const widget = connectWidget(document.createElement('ticket-booking'));
  widget.setAttribute('event', eventSelect.value);
  widget.setAttribute('api-base', '/widget-api');
  widget.setAttribute('lang', 'de-CH');
  widget.setAttribute('theme', 'light');
  const fallback = document.createElement('a');
  fallback.href = 'https://tickets.theater-am-seefeld.example/';
  fallback.textContent = 'Tickets im Webshop kaufen';
  widget.append(fallback);
  outlet.append(widget);
  current = widget;
  mounts++;
  status.textContent = `Widget für «${eventSelect.selectedOptions[0]?.textContent ?? ''}» eingeblendet.`;
  render();
}

function unmount(): void {
  if (!current) return;
  current.remove();
  current = undefined;
  unmounts++;
  status.textContent = 'Widget entfernt.';
  render();
  mountButton.focus();
}

mountButton.addEventListener('click', mount);
unmountButton.addEventListener('click', unmount);
window.addEventListener('error', () => {
  errors++;
  render();
});
window.addEventListener('unhandledrejection', (event) => {
  // Marked handled by the mock worker: MSW's failed service-worker update, no error of the page.
  if (event.defaultPrevented) return;
  errors++;
  render();
});
meter.onChange(() => queueMicrotask(render));
render();
