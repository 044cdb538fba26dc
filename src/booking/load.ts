/**
 * Reading what the steps show: the event's shows (one request, with availability and venues) and,
 * alongside, the event with its prices, options and ticket option groups (once per flow); the
 * picked show's sectors (once per venue); the groups' ticket options when the event's groups
 * came without them (only from the service itself: the gateway brings them); the picked show's
 * capacity again (after a lost race or a limit reached); and the host's delivery rates (once,
 * when postal delivery is chosen). The shows and the event are the first render's
 * (`load-shows.ts`); the rest is loaded with the flow's later actions.
 */
import type { EventRecord, GroupRecord, SectorRecord } from './api.js';
import { toEventInfo } from './catalogue.js';
import type { FlowCore } from './flow-core.js';
import { kept, type ShowsLoader } from './load-shows.js';
import { wheelchairSectors as sectorsWithSpaces } from './wheelchair.js';

export interface Loader {
  /** Reads the shows; nothing changes when `signal` aborts meanwhile. */
  shows(signal?: AbortSignal): Promise<void>;
  catalogue(show: string): Promise<void>;
  /** Reads the capacity of the picked show again (the catalogue follows). */
  capacity(): Promise<void>;
  /**
   * Reads the host's delivery rates unless they are known or being read (then waits for that
   * read). Never fails: when they cannot be read the fee stays unknown (`postage.status`
   * `unknown`), confirming still works, and the fee is read from the booking afterwards.
   */
  rates(): Promise<void>;
  /** Settles when the running read of the rates does (at once when none runs). */
  ratesRead(): Promise<void>;
  /**
   * Reads which sectors of the picked show have wheelchair spaces (once per show). Never fails:
   * unread, they are none, and the tickets step offers no wheelchair space.
   */
  wheelchairSectors(): Promise<void>;
  /**
   * Whether the gateway said the event's sale queues right now (`X-Queueing`), on the last read of
   * the shows or on the flow's last answer: then the buyer takes a place in line before anything
   * is created.
   */
  saleQueues(): boolean;
}

/** Whether a gateway's `X-Queueing` (event pids, comma-separated) names `event`. */
const names = (queueing: string, event: string): boolean =>
  queueing.toUpperCase().split(',').includes(event.toUpperCase());

export function createLoader(ctx: FlowCore, first: ShowsLoader): Loader {
  const { api, settings, store } = ctx;
  const { capacities, event: readEvent } = first;
  /** The event's ticket option groups with their options, read only when it has groups. */
  let groupRecords: Promise<GroupRecord[]> | null = null;
  const sectorsOf = new Map<string, Promise<SectorRecord[]>>();
  let ratesLoad: Promise<void> | null = null;

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
    store.change.showLoaded({
      records: { show, event, groups, sectors },
      capacity: capacities.get(show),
      host: event.host,
      event: toEventInfo(event),
    });
    // Postal delivery (chosen, or the only way): the fee, read meanwhile.
    if (store.get().delivery === 'postal') void rates();
  }

  async function capacity(): Promise<void> {
    const show = store.get().show;
    if (!show) return;
    store.change.capacityRead(await api.capacity(show));
  }

  function rates(): Promise<void> {
    const { rates: known, host } = store.get();
    if (known || !host) return Promise.resolve();
    if (!ratesLoad) {
      ratesLoad = api
        .deliveryRates(host)
        .then(
          (list) => store.change.ratesLoaded(list),
          () => store.change.ratesFailed(),
        )
        .finally(() => (ratesLoad = null));
      store.change.ratesLoading();
    }
    return ratesLoad;
  }

  /** Per show, its sectors with wheelchair spaces: being read, or read. */
  const spacesOf = new Map<string, Promise<string[]>>();
  async function wheelchairSectors(): Promise<void> {
    const show = store.get().show;
    if (!show) return;
    let read = spacesOf.get(show);
    if (!read) {
      read = api.wheelchairSpaces(show).then(sectorsWithSpaces);
      spacesOf.set(show, read);
    }
    try {
      store.change.wheelchairSectorsRead(show, await read);
    } catch {
      // Unread, none is offered (a later pick of the show reads again).
      spacesOf.delete(show);
      store.change.wheelchairSectorsRead(show, []);
    }
  }

  return {
    shows: first.shows,
    catalogue,
    capacity,
    rates,
    ratesRead: () => ratesLoad ?? Promise.resolve(),
    wheelchairSectors,
    saleQueues: () => names(`${first.queueing()},${api.queueing()}`, settings.event),
  };
}
