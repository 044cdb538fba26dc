/**
 * The event log: listens on the document for every `tb-*` event of the widget (they bubble out
 * of it) and writes each into the list as it fires, with its time and `detail`.
 */
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
const time = new Intl.DateTimeFormat('de-CH', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

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
  const item = document.createElement('li');
  item.dataset.type = event.type;
  const type = document.createElement('span');
  type.className = 'type';
  type.textContent = event.type;
  const at = document.createElement('time');
  const now = new Date();
  at.dateTime = now.toISOString();
  at.textContent = time.format(now);
  const detail = document.createElement('pre');
  detail.textContent = formatDetail(event.detail);
  item.append(type, at, detail);
  log.append(item);
}

for (const type of WIDGET_EVENTS) document.addEventListener(type, write as EventListener);
clear.addEventListener('click', () => log.replaceChildren());
