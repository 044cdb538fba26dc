/**
 * The inspector's state and its one loop: every `interval` ms it reads the journal after the
 * last entry it saw, works out which parts of the state the new entries make stale, and re-reads
 * only those that a visible panel shows. Nothing else polls; the clock ticks on locally between
 * reads. Each change of state replaces `state`, and the host element renders it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ApiError } from '../../src/api/index.js';
import { InspectorApi, isMissingControl } from './api.js';
import { ALL_SLICES, READ_PATHS, faultHits, staleness, type Slice } from './journal.js';
import { initialState, type InspectorState, type LogEntry } from './state.js';
import type { MockClock, MockConfigPatch, MockFaultInput, MockJournalEntry } from './types.js';

/** How many log entries the inspector keeps (the mock's journal keeps more). */
const LOG_LIMIT = 300;
/** Entries read when the inspector starts: the recent past, not the whole journal. */
const FIRST_READ = 200;
/**
 * Read whatever panel is shown: the header shows the time, and the faults decide whether the
 * inspector may read records without using up a fault meant for the page.
 */
const ALWAYS: readonly Slice[] = ['clock', 'config', 'faults'];

function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = error.errors.map((e) => `${e.property_path}: ${e.message}`).join('; ');
    return error.detail ?? (fields || error.message);
  }
  return error instanceof Error ? error.message : String(error);
}

export class InspectorModel implements ReactiveController {
  state: InspectorState = initialState();
  /** Slices the visible panels show; only these are read. */
  visible = new Set<Slice>(ALWAYS);
  private api: InspectorApi | undefined;
  private basePath = '';
  private readonly stale = new Set<Slice>(ALL_SLICES);
  private cursor = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private generation = 0;
  /** One read of stale slices at a time; a request for another during it runs once after. */
  private readonly refreshing = { active: false, again: false };

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: { apiBase: () => string; interval: () => number },
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.start();
  }

  hostDisconnected(): void {
    this.stop();
  }

  /** The mock's time now: the last reading, moved on by the time since when the clock runs. */
  now(): number {
    const clock = this.state.clock;
    if (!clock) return Date.now();
    return clock.following ? clock.epochMs + (performance.now() - clock.readAt) : clock.epochMs;
  }

  /** Starts over against the current `apiBase` (also when it changes). */
  start(): void {
    this.stop();
    this.running = true;
    this.generation++;
    this.api = new InspectorApi(this.options.apiBase(), () => this.now());
    this.basePath = new URL(this.api.base).pathname.replace(/\/+$/, '');
    this.cursor = 0;
    ALL_SLICES.forEach((slice) => this.stale.add(slice));
    this.set(initialState());
    void this.poll();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
  }

  /** Shows the slices of the panels now visible, reading the stale ones at once. */
  show(slices: readonly Slice[]): void {
    this.visible = new Set<Slice>([...ALWAYS, ...slices]);
    void this.refresh();
  }

  selectBooking(pid: string | undefined): void {
    this.set({ selectedBooking: pid, tickets: undefined });
    this.stale.add('tickets');
    void this.refresh();
  }

  /** Reads the bookings again, e.g. once a countdown ran out (the mock releases on the next read). */
  reloadBookings(): void {
    this.stale.add('bookings').add('shows');
    void this.refresh();
  }

  advanceClock(ms: number): Promise<void> {
    return this.act(async (api) => {
      const answer = await api.advanceClock(ms);
      this.set({ clock: reading(answer), lastMove: { byMs: ms, expired: answer.expired } });
    });
  }

  updateConfig(patch: MockConfigPatch): Promise<void> {
    return this.act(async (api) => this.set({ config: await api.updateConfig(patch) }));
  }

  reset(seed: string): Promise<void> {
    return this.act(async (api) => {
      await api.reset(seed);
      await api.signOut();
      ALL_SLICES.forEach((slice) => this.stale.add(slice));
      this.set({ lastMove: undefined, selectedBooking: undefined, tickets: undefined, resetTo: seed });
      await this.refresh();
    });
  }

  addFault(fault: MockFaultInput): Promise<void> {
    return this.act(async (api) => {
      await api.addFault(fault);
      this.set({ faults: await api.faults() });
    });
  }

  removeFaults(ids: readonly string[]): Promise<void> {
    return this.act(async (api) => {
      // One at a time: a fault used up meanwhile is gone already, which is what was asked.
      for (const id of ids) await api.removeFault(id).catch((error) => ignoreMissing(error));
      this.set({ faults: await api.faults() });
    });
  }

  dismissError(): void {
    this.set({ error: undefined });
  }

  private async act(action: (api: InspectorApi) => Promise<void>): Promise<void> {
    this.set({ busy: true, error: undefined });
    try {
      await action(this.api!);
    } catch (error) {
      this.set({ error: describeError(error) });
    } finally {
      this.set({ busy: false });
    }
  }

  private set(patch: Partial<InspectorState>): void {
    this.state = { ...this.state, ...patch };
    this.host.requestUpdate();
  }

  private async poll(): Promise<void> {
    const generation = this.generation;
    try {
      const api = this.api!;
      const entries = await api.journal(this.cursor, this.cursor === 0 ? FIRST_READ : undefined);
      if (generation !== this.generation) return;
      if (this.state.connection !== 'ready') this.set({ connection: 'ready' });
      if (entries.length > 0) await this.take(api, entries);
      await this.refresh();
    } catch (error) {
      if (generation === this.generation) this.set({ connection: 'offline', error: describeError(error) });
    } finally {
      if (this.running && generation === this.generation)
        this.timer = setTimeout(() => void this.poll(), this.options.interval());
    }
  }

  private async take(api: InspectorApi, entries: readonly MockJournalEntry[]): Promise<void> {
    let signedOut = false;
    const fresh: LogEntry[] = [];
    // A request can only use up a fault while there is one.
    const faults = this.state.faults;
    const faultsToCount = !Array.isArray(faults) || faults.length > 0;
    for (const entry of entries) {
      const own = api.claim(entry);
      fresh.push({ ...entry, own });
      if (own) continue;
      const effect = staleness(entry, this.basePath);
      const usesFault =
        (entry.kind === 'request' || entry.kind === 'rejection') && !entry.path?.includes('/__admin/');
      for (const slice of effect.slices)
        if (slice !== 'faults' || faultsToCount || !usesFault) this.stale.add(slice);
      signedOut ||= effect.signedOut;
    }
    this.cursor = entries.at(-1)!.seq;
    this.set({ log: [...fresh.reverse(), ...this.state.log].slice(0, LOG_LIMIT) });
    // A reset or restore by someone else: the old tokens are gone with the old logins.
    if (signedOut) await api.signOut();
  }

  /** Reads the stale slices that are visible, the clock first (tokens are timed by it). */
  private async refresh(): Promise<void> {
    if (this.refreshing.active) {
      this.refreshing.again = true;
      return;
    }
    this.refreshing.active = true;
    try {
      do {
        this.refreshing.again = false;
        await this.readStale();
      } while (this.refreshing.again && this.running);
    } finally {
      this.refreshing.active = false;
    }
  }

  private async readStale(): Promise<void> {
    const api = this.api;
    if (!api) return;
    const due = (slice: Slice) => this.visible.has(slice) && this.stale.delete(slice);
    try {
      if (due('clock')) this.set({ clock: reading(await api.clock()) });
      if (due('config')) this.set({ config: await api.config() });
      if (due('faults')) this.set({ faults: await optional(api.faults()) });
      if (due('outbox')) this.set({ outbox: await optional(api.outbox()) });
      if (due('webhooks')) this.set({ webhooks: await optional(api.webhooks()) });
      if (!this.readsAllowed()) {
        // A network error leaves no journal entry, so look again at the faults next time.
        this.set({ readsHeld: true });
        this.stale.add('faults');
        return;
      }
      if (this.state.readsHeld) this.set({ readsHeld: false });
      if (due('events')) this.set({ events: await api.events() });
      if (due('shows')) await this.readShows(api);
      if (due('bookings')) this.set({ bookings: await api.bookings() });
      const booking = this.state.selectedBooking;
      if (due('tickets') && booking) this.set({ tickets: await api.tickets(booking) });
    } catch (error) {
      this.set({ error: describeError(error) });
    }
  }

  /** With capacity while the mock offers it; it answers 409 `invalid_query` when it does not. */
  private async readShows(api: InspectorApi): Promise<void> {
    if (this.state.capacity !== false) {
      try {
        this.set({ shows: await api.shows(true), capacity: true });
        return;
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'invalid_query')) throw error;
        this.set({ capacity: false });
      }
    }
    this.set({ shows: await api.shows(false) });
  }

  /** False while a fault would answer one of the inspector's reads instead of the page's request. */
  private readsAllowed(): boolean {
    const faults = this.state.faults;
    if (!Array.isArray(faults)) return true;
    return !faults.some((fault) => READ_PATHS.some(([method, path]) => faultHits(fault, method, path)));
  }
}

function reading(answer: MockClock) {
  return { epochMs: answer.epochMs, following: answer.following, readAt: performance.now() };
}

function ignoreMissing(error: unknown): void {
  if (!(error instanceof ApiError && error.status === 404)) throw error;
}

/** A control this mock lacks reads as 'unsupported' rather than as an error. */
async function optional<T>(read: Promise<T>): Promise<T | 'unsupported'> {
  try {
    return await read;
  } catch (error) {
    if (isMissingControl(error)) return 'unsupported';
    throw error;
  }
}
