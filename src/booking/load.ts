/**
 * Reading what the steps show: the event's shows (one request, with availability and venues) and,
 * alongside, the event with its prices, options and ticket option groups (once per flow); the
 * picked show's sectors (once per venue); the groups' ticket options when the event's groups
 * came without them (only from the service itself: the gateway brings them); and the booking of
 * a stored flow after a reload.
 */
import { ApiError } from '../api/errors.js';
import type { Capacity, EventRecord, GroupRecord, SectorRecord } from './api.js';
import { eventOfShows, toEventInfo, toShowInfo } from './catalogue.js';
import type { FlowContext } from './context.js';
import { loadRates } from './delivery.js';
import type { Saved } from './persist.js';
import { applyBooking, checkExpiry } from './reserve.js';

export interface Loader {
  shows(): Promise<void>;
  catalogue(show: string): Promise<void>;
  /** Restores a stored flow; false when its booking is finished, expired or gone (start fresh). */
  resume(saved: Saved): Promise<boolean>;
}

export function createLoader(ctx: FlowContext): Loader {
  const { api, settings, store } = ctx;
  const capacities = new Map<string, Capacity | undefined>();
  let eventRecord: Promise<EventRecord> | null = null;
  /** The event's ticket option groups with their options, read only when it has groups. */
  let groupRecords: Promise<GroupRecord[]> | null = null;
  const sectorsOf = new Map<string, Promise<SectorRecord[]>>();

  /** A read kept for reuse, and forgotten when it fails (so the next try reads again). */
  function kept<T>(read: Promise<T>, forget: () => void): Promise<T> {
    read.catch(forget);
    return read;
  }

  /** The event record, read once per flow (kept while it succeeds). */
  function readEvent(): Promise<EventRecord> {
    eventRecord ??= kept(api.event(settings.event), () => (eventRecord = null));
    return eventRecord;
  }

  async function shows(): Promise<void> {
    // The event is read alongside the shows (it is needed once a show is picked), so the list
    // of steps is right from the first render and picking a show waits only for its sectors.
    // Its failure is not the show list's: it is read again once a show is picked.
    const extras = readEvent().then(
      (event) => ({ groups: event.ticketoptiongroups?.length ?? 0, options: event.options?.length ?? 0 }),
      () => null,
    );
    const [records, counts] = await Promise.all([api.shows(settings.event), extras]);
    if (counts) ctx.internal.extras = counts;
    const now = settings.now();
    for (const show of records) capacities.set(show.pid, show.capacity);
    const list = records.map((r) => toShowInfo(r, settings.fewLeft)).filter((s) => s.start.getTime() > now);
    const picked = store.get().show;
    if (picked) ctx.internal.capacity = capacities.get(picked);
    ctx.set({ shows: list, event: eventOfShows(records) ?? store.get().event });
  }

  /** The event's groups with their options: as the gateway brings them, else a read of their own. */
  async function groupsOf(event: EventRecord): Promise<GroupRecord[]> {
    const embedded: GroupRecord[] = event.ticketoptiongroups ?? [];
    if (embedded.length === 0) return [];
    if (embedded.every((group) => Array.isArray(group.ticketoptions))) return embedded;
    // The service's expansions are one level deep.
    groupRecords ??= kept(api.groups(settings.event), () => (groupRecords = null));
    return groupRecords;
  }

  async function catalogue(show: string): Promise<void> {
    const venue = store.get().shows.find((s) => s.pid === show)?.venue.pid;
    if (!venue) return;
    if (!sectorsOf.has(venue))
      sectorsOf.set(
        venue,
        kept(api.sectors(venue), () => sectorsOf.delete(venue)),
      );
    const [event, sectors] = await Promise.all([readEvent(), sectorsOf.get(venue)!]);
    const groups = await groupsOf(event);
    ctx.internal.records = { show, event, groups, sectors };
    ctx.internal.capacity = capacities.get(show);
    ctx.internal.host = event.host;
    const info = toEventInfo(event);
    ctx.set({ event: info, ...(info.allowDigital ? {} : { delivery: 'postal' as const }) });
    // Postal delivery (chosen, or the only way): the fee, read meanwhile.
    if (store.get().delivery === 'postal') void loadRates(ctx);
  }

  async function resume(saved: Saved): Promise<boolean> {
    const { internal } = ctx;
    internal.session = saved.session;
    internal.person = saved.person;
    internal.booking = saved.booking;
    const [booking] = await Promise.all([
      saved.booking === null
        ? null
        : api.booking(saved.booking).catch((error: unknown) => {
            // Unknown to the service, or to the visitor's session: nothing to resume.
            if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
            throw error;
          }),
      shows(),
    ]);
    const { session: _s, person: _p, booking: _b, v: _v, event: _e, ...choices } = saved;
    const show =
      saved.show !== null && store.get().shows.some((s) => s.pid === saved.show) ? saved.show : null;
    if (saved.booking === null) {
      // Nothing reserved yet: back to the picked show and the chosen tickets.
      if (show === null) return false;
      await catalogue(show);
      ctx.set({ ...choices, step: saved.step === 'shows' ? 'shows' : 'tickets' });
      return true;
    }
    const live =
      booking &&
      !booking.confirmation &&
      !booking.released &&
      Date.parse(booking.expires ?? '') > settings.now() &&
      show !== null;
    if (!live) return false;
    await catalogue(show);
    ctx.set(choices);
    if (choices.delivery === 'postal') void loadRates(ctx);
    applyBooking(ctx, booking);
    checkExpiry(ctx);
    return true;
  }

  return { shows, catalogue, resume };
}
