/**
 * `createBookingFlow()`: the booking flow the widget renders, as a store plus actions. Each
 * async action runs one at a time (a second call while busy is ignored) and maps failures to
 * an i18n key with a retry. The state has one owner (`state.ts`); this file wires the parts
 * together and turns the buyer's actions into changes and requests.
 */
import type { FlowContext } from './context.js';
import { createDerive, STEP_ORDER, stepAfter } from './derive.js';
import { createExpiry } from './expiry.js';
import { createFirstReads } from './first-reads.js';
import type { FlowCore, Settings } from './flow-core.js';
import { createShowsLoader, type ShowsApi } from './load-shows.js';
import { resolveBackoff, toFlowError } from './net.js';
import { defaultStorage, loadSaved, savedOf, storageKey, writeSaved } from './persist.js';
import { ticketCount, withAnswer, withQuantity } from './lines.js';
import { createFlowStore } from './flow-store.js';
import { type FlowState, initialState, showMinutes } from './state.js';
import { StepError } from './step-error.js';
import type { BookingFlow, BookingFlowOptions } from './types.js';

/** The actions after the show list (reserving and on): imported when first needed. */
const later = () => import('./later.js');
type Later = Awaited<ReturnType<typeof later>>;

// setTimeout's longest delay; a later deadline is simply checked again.
const MAX_DELAY = 2_147_483_647;

export function createBookingFlow(options: BookingFlowOptions): BookingFlow {
  const event = options.event;
  /** Aborted by dispose(): reads and their retries stop with the flow, and so does a wait in line. */
  const lifetime = new AbortController();
  // Fixed for the flow's life: what changes (the ticket limit the gateway announces) is state.
  const settings: Readonly<Settings> = Object.freeze<Settings>({
    event,
    fewLeft: options.fewLeft ?? 10,
    now: options.now ?? Date.now,
    schedule:
      options.schedule ??
      ((callback, ms) => {
        const id = setTimeout(callback, Math.min(ms, MAX_DELAY));
        return () => clearTimeout(id);
      }),
    visitorToken: options.visitorToken,
    lifetime: lifetime.signal,
    navigate: options.navigate,
    returnUrl: options.returnUrl,
  });
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const key = options.storageKey ?? storageKey(event);
  const frame = {
    termsUrl: options.termsUrl || null,
    privacyUrl: options.privacyUrl || null,
    paymentNote: options.paymentNote || null,
    showMinutes: showMinutes(options.showMinutes),
  };
  /**
   * A stored flow is being resumed: its stored copy stays as it is until the resume has brought
   * it back or found it finished (or the booking is forgotten), so a reload meanwhile finds it.
   */
  let resuming = false;
  // A disposed flow writes nothing more: the widget put back (or another flow) owns the key.
  const save = (state: Readonly<FlowState>) =>
    lifetime.signal.aborted || resuming || writeSaved(storage, key, savedOf(state, event));
  const store = createFlowStore(
    initialState(options.lang ?? 'en', options.maxTickets ?? 10, frame),
    createDerive(settings.fewLeft),
    save,
  );
  const backoff = resolveBackoff(options.retry, options.sleep, options.random, lifetime.signal);
  const session = {
    get: () => store.get().session,
    set(token: string) {
      if (token !== store.get().session) store.change.sessionIssued(token);
    },
  };
  const listeners = new Map<string, Set<(detail: never) => void>>();
  const core: Omit<FlowCore, 'api'> = {
    settings,
    store,
    emit(name, detail) {
      options.onEvent?.(name, detail);
      for (const listener of listeners.get(name) ?? []) (listener as (d: typeof detail) => void)(detail);
    },
  };
  const expiry = createExpiry(core);
  /**
   * The later actions with what they work with (`later.ts`): loaded once, when first needed (a
   * failed load is tried again on the next call).
   */
  let loading: Promise<{ actions: Later; ctx: FlowContext }> | null = null;
  /**
   * The later actions once loaded, with the rules that check choices against the picked show's
   * catalogue: the catalogue comes with them, so until then there is nothing to choose.
   */
  let loaded: Later | null = null;
  const context = () => {
    loading ??= later().then((actions) => {
      const ctx = actions.laterContext(core, load, expiry, options, session, backoff);
      loaded = actions;
      return { actions, ctx };
    });
    loading.catch(() => (loading = null));
    return loading;
  };
  /** Runs a later action once it is loaded. */
  const act = async (action: (actions: Later, ctx: FlowContext) => Promise<void>): Promise<void> => {
    const { actions, ctx } = await context();
    await action(actions, ctx);
  };
  // The shows and the event: read with their own small client, so the first render needs
  // neither the typed client nor the later actions; with the page's own middleware (OAuth to
  // the service itself), through the typed client.
  const firstReads = options.middleware?.length ? null : createFirstReads(options, session, backoff);
  let whole: ShowsApi | null = null;
  const load = createShowsLoader(core, async () => {
    if (whole) return whole;
    if (firstReads) return firstReads;
    return (whole = (await context()).ctx.api);
  });
  /** The action `retry()` repeats. */
  let failed: (() => Promise<void>) | null = null;
  /**
   * The running read of the show list (start, restart, refreshShows): the list is on screen
   * meanwhile, with the shows known before, and a show picked from it waits for the read.
   */
  let listing: Promise<void> | null = null;

  /**
   * Runs an action unless one is running. `signal`: the caller stopped waiting (a component
   * that left), so its abort is no failure; `retry`: what `retry()` repeats instead of `action`.
   */
  async function run(
    action: () => Promise<void>,
    { signal, retry = action }: { signal?: AbortSignal; retry?: () => Promise<void> } = {},
  ): Promise<void> {
    if (store.get().busy) return;
    failed = null;
    store.change.actionStarted();
    try {
      await action();
    } catch (error) {
      if (signal?.aborted) return;
      const flowError =
        error instanceof StepError
          ? { key: error.key, code: 'invalid', retryable: false }
          : toFlowError(error);
      if (flowError.key === 'error.expired') expiry.markExpired();
      if (flowError.key === 'error.session') {
        // The gateway no longer knows this visitor: everything held is gone with the session.
        fresh(true);
        failed = load.shows;
      } else if (flowError.retryable) failed = retry;
      store.change.actionFailed(flowError);
      // Unanswered questions and invalid details are shown at their fields, not reported.
      if (!(error instanceof StepError)) core.emit('tb-error', flowError);
    } finally {
      store.change.actionEnded();
    }
  }

  /** Runs a read of the show list as an action, remembered as `listing` while it runs. */
  function readList(action: () => Promise<void>, options?: Parameters<typeof run>[1]): Promise<void> {
    if (store.get().busy) return Promise.resolve();
    const running = run(action, options);
    listing = running;
    void running.finally(() => {
      if (listing === running) listing = null;
    });
    return running;
  }

  /** Forgets the booking; the event, its shows, host and delivery rates stay known. */
  function fresh(dropSession = false): void {
    expiry.cancel();
    resuming = false;
    store.change.startedOver(dropSession);
  }

  /** How many tickets the answers are for: those held, or those chosen before reserving. */
  const tickets = (): number => {
    const s = store.get();
    return s.reservation?.tickets.length ?? ticketCount(s.lines);
  };

  const flow: BookingFlow = {
    get state() {
      return store.view();
    },
    subscribe: store.subscribe,
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener as (detail: never) => void);
      return () => void set.delete(listener as (detail: never) => void);
    },
    start() {
      const saved = loadSaved(storage, key, event);
      resuming = saved !== null;
      const listed = readList(async () => {
        const resumed = saved
          ? await context().then(({ actions, ctx }) => actions.resume(ctx, saved))
          : (await load.shows(), false);
        // A finished or expired booking: start fresh (the visitor's session stays).
        if (saved && !resumed) fresh();
        resuming = false;
        save(store.get());
        core.emit('tb-ready', { event, shows: store.get().shows.length, resumed });
        // The shows are listed: the actions after them load while the buyer chooses, from the
        // next task on, so the show list renders first (starting the import takes a moment).
        setTimeout(() => context().catch(() => undefined));
      });
      // Back in the sale's line after a reload: the flow waits on by itself, and reserves the
      // same tickets once admitted (the place is the session's, so it is the same place).
      return listed.then(() => {
        if (store.get().queue && !lifetime.signal.aborted) void flow.reserve();
      });
    },
    async goTo(step) {
      const s = store.get();
      if (s.busy || s.confirmation || STEP_ORDER.indexOf(step) >= STEP_ORDER.indexOf(s.step)) return;
      if (step === 'shows' && (s.reservation?.tickets.length ?? 0) > 0) {
        // Another date: what is held for this one is given back first (the page asked the buyer).
        return run(async () => {
          await act((actions, ctx) => actions.releaseTickets(ctx));
          store.change.wentBack(step);
        });
      }
      // Back at the shows, the show step reads availability again, in place of what failed.
      store.change.wentBack(step);
      if (step === 'shows') failed = null;
    },
    refreshShows: (signal) => readList(() => load.shows(signal), { signal, retry: () => load.shows() }),
    async next() {
      const s = store.get();
      const after = (step: typeof s.step) => stepAfter(store.view().steps, step);
      if (s.step === 'tickets') return flow.reserve();
      if (s.step === 'questions')
        return run(async () => {
          await act((actions, ctx) => actions.saveAnswers(ctx));
          store.change.stepShown(after('questions'));
        });
      if (s.step === 'options') return store.change.stepShown(after('options'));
      if (s.step === 'buyer') {
        return run(async () => {
          await act((actions, ctx) => actions.saveBuyer(ctx));
          store.change.stepShown('checkout');
          // The checkout shows the postal fee (read once; again after a failed read).
          if (s.delivery === 'postal') void act((_, ctx) => ctx.load.rates());
        });
      }
      if (s.step === 'checkout') return flow.confirm();
      if (s.step === 'shows' && s.show && store.view().catalogue) store.change.stepShown('tickets');
    },
    async selectShow(pid) {
      if (listing) {
        // Picked from the list while it is read again ("Book more tickets", back at the dates):
        // taken once the read is in (if the list is still shown), not dropped as a second action.
        await listing;
        if (store.get().step !== 'shows') return;
      }
      return run(async () => {
        const s = store.get();
        const show = s.shows.find((x) => x.pid === pid);
        if (!show || show.availability === 'soldOut') return;
        await act((_, ctx) => ctx.load.catalogue(pid));
        const same = s.show === pid;
        store.change.showPicked(pid, same);
        core.emit('tb-show-select', { show: pid, start: show.start });
      });
    },
    maxQuantity: (sector, price) => {
      const s = store.view();
      return loaded?.maxQuantity(s.catalogue, s.lines, s.maxTickets, sector, price) ?? 0;
    },
    setQuantity(sector, price, quantity) {
      const q = Math.max(0, Math.min(Math.floor(quantity) || 0, flow.maxQuantity(sector, price)));
      store.change.quantitiesChosen(withQuantity(store.get().lines, { sector, price, quantity: q }));
      return q;
    },
    async setWheelchair(on) {
      store.change.wheelchairChosen(on);
      // Which sectors have wheelchair spaces: read once asked for, never for other buyers.
      if (on) await act((_, ctx) => ctx.load.wheelchairSectors());
    },
    reserve: () => run(() => act((actions, ctx) => actions.reserve(ctx))),
    async acceptShortfall() {
      const shortfall = store.get().shortfall;
      if (!shortfall) return;
      const lines = shortfall.lines.map(({ available, ...l }) => ({ ...l, quantity: available }));
      store.change.shortfallAccepted(lines);
      if (shortfall.available > 0) await flow.reserve();
    },
    dismissShortfall() {
      const s = store.get();
      store.change.shortfallDismissed();
      for (const l of s.lines) flow.setQuantity(l.sector, l.price, l.quantity);
    },
    reserveAgain: () => run(() => act((actions, ctx) => actions.renewReservation(ctx))),
    refreshSeats: (signal) => act((actions, ctx) => actions.readSeats(ctx, signal)),
    moveTicket: (ticket, seat) => run(() => act((actions, ctx) => actions.moveTicket(ctx, ticket, seat))),
    moveTickets: (moves) => run(() => act((actions, ctx) => actions.moveTickets(ctx, moves))),
    dismissSeatNotice: () => store.change.seatNoticeShown(null),
    answer(ticket, group, option) {
      const answers = [...store.get().answers];
      for (let i = 0; i <= ticket; i += 1) answers[i] ??= {};
      answers[ticket] = withAnswer(answers[ticket], group, option);
      store.change.answered(answers);
    },
    answerAll(group, option) {
      const s = store.get();
      const answers = [...s.answers];
      for (let i = 0; i < tickets(); i += 1) answers[i] = withAnswer(answers[i], group, option);
      store.change.answered(answers);
    },
    choices: (ticket, group) => {
      const s = store.get();
      const catalogue = store.view().catalogue;
      return loaded?.choicesFor(catalogue, s.capacity, s.answers, s.savedAnswers, ticket, group) ?? [];
    },
    choicesForAll: (group) => {
      const s = store.get();
      const catalogue = store.view().catalogue;
      return loaded?.choicesForAll(catalogue, s.capacity, s.answers, s.savedAnswers, tickets(), group) ?? [];
    },
    missingAnswers: () =>
      loaded?.missingAnswers(store.view().catalogue, store.get().answers, tickets()) ?? {},
    setOption(option, quantity) {
      const max = store.view().catalogue?.options.find((o) => o.pid === option)?.max ?? 0;
      const q = Math.max(0, Math.min(Math.floor(quantity) || 0, max));
      store.change.optionsChosen({ ...store.get().options, [option]: q });
      return q;
    },
    setBuyer(patch) {
      const s = store.get();
      const buyerErrors = { ...s.buyerErrors };
      for (const field of Object.keys(patch)) delete buyerErrors[field as keyof typeof buyerErrors];
      store.change.buyerEdited({ ...s.buyer, ...patch }, buyerErrors);
    },
    async setDelivery(method) {
      if (method === 'digital' && store.get().event?.allowDigital === false) return;
      store.change.deliveryChosen(method);
      if (method === 'postal') await act((_, ctx) => ctx.load.rates());
    },
    setLang: (lang) => store.change.langChosen(lang),
    setFrame(patch) {
      const current = store.get().frame;
      const next = { ...current, ...patch };
      const keys = Object.keys(next) as (keyof typeof next)[];
      if (keys.every((key) => (next[key] || null) === current[key])) return;
      store.change.frameSet(Object.fromEntries(keys.map((key) => [key, next[key] || null])) as typeof next);
    },
    acceptTerms(accepted) {
      store.change.termsAnswered(accepted);
    },
    confirm: () => run(() => act((actions, ctx) => actions.confirmBooking(ctx))),
    resendEmail: () => run(() => act((actions, ctx) => actions.sendEmail(ctx))),
    checkPayment: () => run(() => act((actions, ctx) => actions.checkPayment(ctx))),
    paymentSubmitted: () => run(() => act((actions, ctx) => actions.paymentSubmitted(ctx))),
    retry: async () => {
      if (failed) await run(failed);
    },
    restart: () => readList(async () => (fresh(), await load.shows())),
    checkExpiry: () => expiry.check(),
    dispose() {
      lifetime.abort(new DOMException('The booking flow was disposed.', 'AbortError'));
      expiry.cancel();
      listeners.clear();
    },
  };
  return flow;
}
