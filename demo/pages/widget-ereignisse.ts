/**
 * The event log: listens on the document for every `tb-*` event of the widget (they bubble out
 * of it) and writes each into the list as it fires, with its time and `detail`.
 */
import { logEntry } from '../event-log.js';

/** The events of `<ticket-booking>`, in the order a booking usually sends them. */
export const WIDGET_EVENTS = [
  'tb-ready',
  'tb-show-select',
  'tb-tickets-reserve',
  'tb-reservation-expire',
  'tb-booking-confirm',
  'tb-error',
] as const satisfies readonly (keyof GlobalEventHandlersEventMap)[];

const log = document.getElementById('log') as HTMLOListElement;
const clear = document.getElementById('clear-log') as HTMLButtonElement;

/** `detail` as readable JSON: dates as ISO 8601, long lists shortened. */
function formatDetail(detail: unknown): string {
  return JSON.stringify(
    detail,
    (_key, value: unknown) => {
      if (Array.isArray(value) && value.length > 3)
        return [...value.slice(0, 3), `… ${value.length - 3} more`];
      return value;
    },
    2,
  );
}

function write(event: CustomEvent<unknown>): void {
  const item = logEntry(event, formatDetail(event.detail));
  item.dataset.type = event.type;
  log.append(item);
}

for (const type of WIDGET_EVENTS) document.addEventListener(type, write as EventListener);
clear.addEventListener('click', () => log.replaceChildren());
