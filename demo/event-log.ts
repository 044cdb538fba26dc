/**
 * The entries of the demo pages' logs of the widget's events (the events page, the on-sale
 * page): each names the event, the time it fired and its `detail`, styled by `.event-log` in
 * site.css.
 */

const clock = new Intl.DateTimeFormat('de-CH', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** A time of day as the logs show it (`14:03:27`). */
export const timeOfDay = (date: Date): string => clock.format(date);

/** An entry for `event`, fired now, with its `detail` as `detail` text. */
export function logEntry(event: Event, detail: string): HTMLLIElement {
  const item = document.createElement('li');
  const type = document.createElement('span');
  type.className = 'type';
  type.textContent = event.type;
  const at = document.createElement('time');
  const now = new Date();
  at.dateTime = now.toISOString();
  at.textContent = timeOfDay(now);
  const text = document.createElement('pre');
  text.textContent = detail;
  item.append(type, at, text);
  return item;
}
