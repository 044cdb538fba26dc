import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { InspectorEvent } from './events.js';
import { formatCountdown, formatShort, shortPid } from './format.js';
import { panelStyles } from './styles.js';
import type { BookingRecord, EventRecord, Listed, ShowRecord, TicketRecord } from './view-types.js';

type BookingState = 'confirmed' | 'released' | 'unconfirmed';

function bookingState(booking: BookingRecord): BookingState {
  if (booking.confirmation) return 'confirmed';
  return booking.released ? 'released' : 'unconfirmed';
}

const BADGE: Record<BookingState, string> = {
  confirmed: 'success',
  released: 'muted',
  unconfirmed: 'warning',
};

/** `showing 50 of 120` when a list was cut short. */
function more(list: Listed<unknown>) {
  return list.total > list.items.length
    ? html`<p class="muted">Showing ${list.items.length} of ${list.total}.</p>`
    : nothing;
}

/**
 * The records of the demo host, as the API shows them: events, shows with their availability,
 * the newest bookings with their state and the time left before release, and the tickets of
 * the booking picked.
 *
 * @event tb-inspector-booking-select - Show the tickets of booking `detail.pid` (undefined: none).
 * @event tb-inspector-countdown-end - A booking's time ran out; read the bookings again.
 */
export class TbInspectorRecords extends LitElement {
  static override styles = panelStyles;

  @property({ attribute: false }) events?: Listed<EventRecord>;
  @property({ attribute: false }) shows?: Listed<ShowRecord>;
  /** Whether the shows carry `capacity`; false: this mock does not compute it. */
  @property({ attribute: false }) capacity?: boolean;
  @property({ attribute: false }) bookings?: Listed<BookingRecord>;
  @property({ attribute: false }) selectedBooking?: string;
  @property({ attribute: false }) tickets?: readonly TicketRecord[];
  /** The mock's time, epoch ms, for the countdowns. */
  @property({ type: Number }) now = Date.now();
  /** Record reads wait while a fault would answer them. */
  @property({ type: Boolean, attribute: 'reads-held' }) readsHeld = false;

  /** Bookings whose countdown end was reported, so it is reported once. */
  private readonly ended = new Set<string>();

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('now') && !changed.has('bookings')) return;
    const due = (this.bookings?.items ?? []).filter(
      (booking) =>
        bookingState(booking) === 'unconfirmed' &&
        booking.expires !== null &&
        Date.parse(booking.expires) <= this.now &&
        !this.ended.has(String(booking.pid)),
    );
    due.forEach((booking) => this.ended.add(String(booking.pid)));
    if (due.length > 0) this.dispatchEvent(new InspectorEvent('tb-inspector-countdown-end', {}));
  }

  private handleSelect(pid: string): void {
    const next = this.selectedBooking === pid ? undefined : pid;
    this.dispatchEvent(new InspectorEvent('tb-inspector-booking-select', { pid: next }));
  }

  private renderEvents() {
    const events = this.events;
    if (!events) return html`<p class="muted">Reading events…</p>`;
    if (events.items.length === 0) return html`<p class="muted">No events.</p>`;
    return html`<table part="events">
        <caption>
          Events
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Currency</th>
            <th scope="col">Pid</th>
          </tr>
        </thead>
        <tbody>
          ${events.items.map(
            (event) =>
              html`<tr>
                <td>${event.name}</td>
                <td>${event.currency}</td>
                <td class="mono" title=${event.pid}>${shortPid(event.pid)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      ${more(events)}`;
  }

  private renderAvailability(show: ShowRecord) {
    if (this.capacity === false) return html`<td class="number" colspan="3">n/a</td>`;
    const total = show.capacity?.total;
    if (!total) return html`<td class="number" colspan="3">…</td>`;
    return html`<td class="number">${total.available} / ${total.total}</td>
      <td class="number">${total.sold}</td>
      <td class="number">${total.reserved}</td>`;
  }

  private renderShows() {
    const shows = this.shows;
    if (!shows) return html`<p class="muted">Reading shows…</p>`;
    if (shows.items.length === 0) return html`<p class="muted">No shows.</p>`;
    const names = new Map((this.events?.items ?? []).map((event) => [event.pid, event.name]));
    const eventName = (show: ShowRecord) => {
      const pid = typeof show.event === 'string' ? show.event : show.event.pid;
      return names.get(pid) ?? shortPid(pid);
    };
    return html`<table part="shows">
        <caption>
          Shows
        </caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Start</th>
            <th scope="col" class="number">Available</th>
            <th scope="col" class="number">Sold</th>
            <th scope="col" class="number">Reserved</th>
          </tr>
        </thead>
        <tbody>
          ${shows.items.map(
            (show) =>
              html`<tr>
                <td>${eventName(show)}</td>
                <td>${formatShort(show.start)}</td>
                ${this.renderAvailability(show)}
              </tr>`,
          )}
        </tbody>
      </table>
      ${more(shows)}`;
  }

  private renderBooking(booking: BookingRecord) {
    const state = bookingState(booking);
    const pid = String(booking.pid);
    const left = booking.expires === null ? undefined : Date.parse(booking.expires) - this.now;
    return html`<tr>
      <td>
        <button
          type="button"
          class="mono"
          aria-pressed=${this.selectedBooking === pid ? 'true' : 'false'}
          aria-label="Tickets of booking ${booking.pid_readable}"
          @click=${() => this.handleSelect(pid)}
        >
          ${booking.pid_readable}
        </button>
      </td>
      <td><span class="badge ${BADGE[state]}">${state}</span></td>
      <td class="number mono">
        ${
          state !== 'unconfirmed' || left === undefined
            ? '—'
            : left > 0
              ? html`<span role="timer" aria-label="Releases in">${formatCountdown(left)}</span>`
              : 'releasing…'
        }
      </td>
      <td>${booking.delivery_method ?? '—'}</td>
    </tr>`;
  }

  private renderBookings() {
    const bookings = this.bookings;
    if (!bookings) return html`<p class="muted">Reading bookings…</p>`;
    if (bookings.items.length === 0) return html`<p class="muted">No bookings.</p>`;
    return html`<table part="bookings">
        <caption>
          Bookings, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">State</th>
            <th scope="col" class="number">Releases in</th>
            <th scope="col">Delivery</th>
          </tr>
        </thead>
        <tbody>
          ${bookings.items.map((booking) => this.renderBooking(booking))}
        </tbody>
      </table>
      ${more(bookings)}`;
  }

  private renderTickets() {
    const pid = this.selectedBooking;
    if (!pid) return html`<p class="muted">Pick a booking to see its tickets.</p>`;
    const booking = this.bookings?.items.find((item) => String(item.pid) === pid);
    const name = booking?.pid_readable ?? pid;
    if (!this.tickets) return html`<p class="muted">Reading the tickets of booking ${name}…</p>`;
    if (this.tickets.length === 0) return html`<p>Booking ${name} has no tickets.</p>`;
    return html`<table part="tickets">
      <caption>
        Tickets of booking ${name}
      </caption>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Event</th>
          <th scope="col">Show</th>
          <th scope="col">Sector</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        ${this.tickets.map(
          (ticket) =>
            html`<tr>
              <td class="mono">${ticket.code}</td>
              <td>${ticket.denormalized_event_name}</td>
              <td>${formatShort(ticket.denormalized_show_start)}</td>
              <td>${ticket.denormalized_sector_name}</td>
              <td class="number">
                ${ticket.denormalized_price_name} ${ticket.denormalized_price_including_vat}
                ${ticket.denormalized_currency_pid}
              </td>
            </tr>`,
        )}
      </tbody>
    </table>`;
  }

  override render() {
    return html`
      ${
        this.readsHeld
          ? html`<p class="badge warning">Paused: a fault would answer the inspector's reads.</p>`
          : nothing
      }
      ${this.renderEvents()} ${this.renderShows()} ${this.renderBookings()}
      <h3>Tickets</h3>
      ${this.renderTickets()}
    `;
  }
}
