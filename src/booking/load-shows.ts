/**
 * The first render's reads: the event's shows (one request, with availability and venues) and,
 * alongside, the event with its prices, options and ticket option groups (once per flow), so
 * the list of steps is right before a show is picked. The other reads are `load.ts`.
 */
import type { Capacity, EventRecord, FlowApi } from './api.js';
import type { FlowCore } from './flow-core.js';
import { eventOfShows, toShowInfo } from './show-list.js';

/** What the first reads need of the API: the two requests and what their answers said. */
export type ShowsApi = Pick<FlowApi, 'shows' | 'event' | 'serviceOffset' | 'ticketLimit' | 'queueing'>;

export interface ShowsLoader {
  /** Reads the shows; nothing changes when `signal` aborts meanwhile. */
  shows(signal?: AbortSignal): Promise<void>;
  /**
   * The event record, read once per flow (kept while it succeeds). The gateway's answer says
   * how many tickets it lets one booking hold: the flow offers no more than that.
   */
  event(): Promise<EventRecord>;
  /** Each listed show's capacity, as the show list's read brought it. */
  readonly capacities: Map<string, Capacity | undefined>;
  /** The sales that queue (`X-Queueing`) as the gateway's answer to the last read of the shows said. */
  queueing(): string;
}

/** A read kept for reuse, and forgotten when it fails (so the next try reads again). */
export function kept<T>(read: Promise<T>, forget: () => void): Promise<T> {
  read.catch(forget);
  return read;
}

/** `api`: the API to read with now (the first reads' own, or the flow's whole one once loaded). */
export function createShowsLoader(
  { settings, store }: Pick<FlowCore, 'settings' | 'store'>,
  api: () => Promise<ShowsApi>,
): ShowsLoader {
  const capacities = new Map<string, Capacity | undefined>();
  let eventRecord: Promise<EventRecord> | null = null;
  let queueing = '';

  function event(): Promise<EventRecord> {
    eventRecord ??= kept(
      api().then(async (reads) => {
        const record = await reads.event(settings.event);
        const limit = reads.ticketLimit();
        if (limit !== null && limit < store.get().maxTickets) store.change.ticketLimitLearnt(limit);
        return record;
      }),
      () => (eventRecord = null),
    );
    return eventRecord;
  }

  async function shows(signal?: AbortSignal): Promise<void> {
    // The event is read alongside the shows (it is needed once a show is picked), so the list
    // of steps is right from the first render and picking a show waits only for its sectors.
    // Its failure is not the show list's: it is read again once a show is picked.
    const extras = event().then(
      (record) => ({
        groups: record.ticketoptiongroups?.length ?? 0,
        options: record.options?.length ?? 0,
      }),
      () => null,
    );
    const reads = await api();
    const [records, counts] = await Promise.all([reads.shows(settings.event, signal), extras]);
    signal?.throwIfAborted();
    queueing = reads.queueing();
    // Shows that started by the service's clock are gone, whatever the device's clock says.
    const now = settings.now() + (reads.serviceOffset() ?? store.get().clockOffset);
    for (const show of records) capacities.set(show.pid, show.capacity);
    const list = records.map((r) => toShowInfo(r, settings.fewLeft)).filter((s) => s.start.getTime() > now);
    const picked = store.get().show;
    store.change.showsListed({
      shows: list,
      event: eventOfShows(records) ?? store.get().event,
      ...(counts ? { extras: counts } : {}),
      ...(picked ? { capacity: capacities.get(picked) } : {}),
    });
  }

  return { shows, event, capacities, queueing: () => queueing };
}
