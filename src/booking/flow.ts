/**
 * `createBookingFlow()`: the booking flow the widget renders, as a store plus actions. Each
 * async action runs one at a time (a second call while busy is ignored), maps failures to an
 * i18n key with a retry, and saves the flow for a reload.
 */
import { createFlowApi } from './api.js';
import { EMPTY_BUYER } from './buyer.js';
import { createLoader } from './load.js';
import { confirmBooking, saveAnswers, saveBuyer, sendEmail, StepError } from './checkout.js';
import { emptyInternal, type FlowContext, type Settings } from './context.js';
import { loadRates, postageOf } from './delivery.js';
import { resolveBackoff, toFlowError } from './net.js';
import { defaultStorage, loadSaved, storageKey, writeSaved, type Saved } from './persist.js';
import { checkExpiry, markExpired, rebuildCatalogue, renewReservation, reserveTickets } from './reserve.js';
import {
  choicesFor,
  computeTotals,
  maxQuantity,
  missingAnswers,
  ticketCount,
  withQuantity,
} from './rules.js';
import { createStore } from './store.js';
import type { BookingFlow, BookingFlowOptions, BookingState, StepName } from './types.js';

const ORDER: StepName[] = ['shows', 'tickets', 'questions', 'options', 'buyer', 'checkout', 'done'];
// setTimeout's longest delay; a later deadline is simply checked again.
const MAX_DELAY = 2_147_483_647;

const initialState = (lang: BookingState['lang'], maxTickets: number): BookingState => ({
  step: 'shows',
  steps: ORDER.filter((s) => s !== 'questions' && s !== 'options'),
  busy: false,
  error: null,
  lang,
  event: null,
  shows: [],
  show: null,
  catalogue: null,
  lines: [],
  maxTickets,
  reservation: null,
  shortfall: null,
  answers: [],
  options: {},
  buyer: { ...EMPTY_BUYER },
  buyerErrors: {},
  delivery: 'digital',
  postage: { status: 'idle', fee: null },
  totals: { currency: '', tickets: 0, ticketOptions: 0, options: 0, delivery: 0, total: 0 },
  confirmation: null,
});

export function createBookingFlow(options: BookingFlowOptions): BookingFlow {
  const event = options.event;
  const settings: Settings = {
    event,
    maxTickets: options.maxTickets ?? 10,
    fewLeft: options.fewLeft ?? 10,
    now: options.now ?? Date.now,
    schedule:
      options.schedule ??
      ((callback, ms) => {
        const id = setTimeout(callback, Math.min(ms, MAX_DELAY));
        return () => clearTimeout(id);
      }),
  };
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const key = options.storageKey ?? storageKey(event);
  let internal = emptyInternal();
  /** Aborted by dispose(): reads and their retries stop with the flow. */
  const lifetime = new AbortController();
  const backoff = resolveBackoff(options.retry, options.sleep, options.random, lifetime.signal);
  const session = { get: () => internal.session, set: (token: string) => void (internal.session = token) };
  const api = createFlowApi(options, session, backoff);
  const store = createStore(initialState(options.lang ?? 'en', settings.maxTickets));
  const listeners = new Map<string, Set<(detail: never) => void>>();

  const ctx: FlowContext = {
    api,
    settings,
    store,
    get internal() {
      return internal;
    },
    set(patch) {
      store.set(patch);
      const s = store.get();
      const catalogue = rebuildCatalogue(ctx);
      const extras = catalogue
        ? { groups: catalogue.groups.length, options: catalogue.options.length }
        : (internal.extras ?? { groups: 0, options: 0 });
      const steps = ORDER.filter(
        (step) => (step !== 'questions' || extras.groups > 0) && (step !== 'options' || extras.options > 0),
      );
      const postage = postageOf(internal, s.buyer.country);
      const fee = s.confirmation ? s.confirmation.totals.delivery : postage.fee;
      const totals = computeTotals(
        s.event?.currency ?? '',
        catalogue,
        s.lines,
        s.answers,
        s.options,
        s.delivery,
        fee,
      );
      store.set({ catalogue, steps, postage, totals });
      persist();
    },
    emit(name, detail) {
      options.onEvent?.(name, detail);
      for (const listener of listeners.get(name) ?? []) (listener as (d: typeof detail) => void)(detail);
    },
    after: (step) => store.get().steps[store.get().steps.indexOf(step) + 1] ?? 'done',
  };
  const load = createLoader(ctx);

  function persist(): void {
    const s = store.get();
    const saved: Saved = {
      v: 1,
      event,
      step: s.step,
      show: s.show,
      lines: s.lines,
      answers: s.answers,
      options: s.options,
      buyer: s.buyer,
      delivery: s.delivery,
      lang: s.lang,
      session: internal.session,
      person: internal.person,
      booking: internal.booking,
    };
    writeSaved(storage, key, s.confirmation ? null : saved);
  }

  async function run(action: () => Promise<void>): Promise<void> {
    if (store.get().busy) return;
    internal.failed = null;
    store.set({ busy: true, error: null });
    try {
      await action();
    } catch (error) {
      const flowError =
        error instanceof StepError
          ? { key: error.key, code: 'invalid', retryable: false }
          : toFlowError(error);
      if (flowError.key === 'error.expired') markExpired(ctx);
      if (flowError.key === 'error.session') {
        // The gateway no longer knows this visitor: everything held is gone with the session.
        fresh(true);
        internal.failed = load.shows;
      } else if (flowError.retryable) internal.failed = action;
      ctx.set({ error: flowError });
      // Unanswered questions and invalid details are shown at their fields, not reported.
      if (!(error instanceof StepError)) ctx.emit('tb-error', flowError);
    } finally {
      store.set({ busy: false });
    }
  }

  function fresh(dropSession = false): void {
    internal.cancelTimer?.();
    // The event's host and its delivery rates stay known for the next booking.
    const { host, rates } = internal;
    internal = { ...emptyInternal(dropSession ? null : internal.session), host, rates };
    const s = store.get();
    store.set({ ...initialState(s.lang, settings.maxTickets), event: s.event, shows: s.shows });
    ctx.set({});
  }

  const flow: BookingFlow = {
    get state() {
      return store.get();
    },
    subscribe: store.subscribe,
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener as (detail: never) => void);
      return () => void set.delete(listener as (detail: never) => void);
    },
    start: () =>
      run(async () => {
        const saved = loadSaved(storage, key, event);
        const resumed = saved ? await load.resume(saved) : (await load.shows(), false);
        // A finished or expired booking: start fresh (the visitor's session stays).
        if (saved && !resumed) fresh();
        ctx.emit('tb-ready', { event, shows: store.get().shows.length, resumed });
      }),
    async goTo(step) {
      const s = store.get();
      if (s.busy || s.confirmation || ORDER.indexOf(step) >= ORDER.indexOf(s.step)) return;
      ctx.set({ step, shortfall: null });
      if (step === 'shows') await run(load.shows);
    },
    async next() {
      const s = store.get();
      if (s.step === 'tickets') return flow.reserve();
      if (s.step === 'questions')
        return run(async () => (await saveAnswers(ctx), ctx.set({ step: ctx.after('questions') })));
      if (s.step === 'options') return ctx.set({ step: ctx.after('options') });
      if (s.step === 'buyer') {
        return run(async () => {
          await saveBuyer(ctx);
          ctx.set({ step: 'checkout' });
          // The checkout shows the postal fee (read once; again after a failed read).
          if (s.delivery === 'postal') void loadRates(ctx);
        });
      }
      if (s.step === 'checkout') return flow.confirm();
      if (s.step === 'shows' && s.show && s.catalogue) ctx.set({ step: 'tickets' });
    },
    selectShow: (pid) =>
      run(async () => {
        const s = store.get();
        const show = s.shows.find((x) => x.pid === pid);
        if (!show || show.availability === 'soldOut') return;
        await load.catalogue(pid);
        const same = s.show === pid;
        ctx.set({ show: pid, step: 'tickets', shortfall: null, ...(same ? {} : { lines: [], answers: [] }) });
        ctx.emit('tb-show-select', { show: pid, start: show.start });
      }),
    maxQuantity: (sector, price) => {
      const s = store.get();
      return maxQuantity(s.catalogue, s.lines, settings.maxTickets, sector, price);
    },
    setQuantity(sector, price, quantity) {
      const q = Math.max(0, Math.min(Math.floor(quantity) || 0, flow.maxQuantity(sector, price)));
      ctx.set({ lines: withQuantity(store.get().lines, { sector, price, quantity: q }) });
      return q;
    },
    reserve: () =>
      run(async () => {
        if (await reserveTickets(ctx)) ctx.set({ step: ctx.after('tickets'), shortfall: null });
      }),
    async acceptShortfall() {
      const shortfall = store.get().shortfall;
      if (!shortfall) return;
      const lines = shortfall.lines.map(({ available, ...l }) => ({ ...l, quantity: available }));
      ctx.set({ shortfall: null, lines: lines.filter((l) => l.quantity > 0) });
      if (shortfall.available > 0) await flow.reserve();
    },
    dismissShortfall() {
      const s = store.get();
      ctx.set({ shortfall: null });
      for (const l of s.lines) flow.setQuantity(l.sector, l.price, l.quantity);
    },
    reserveAgain: () => run(() => renewReservation(ctx)),
    answer(ticket, group, option) {
      const answers = [...store.get().answers];
      for (let i = 0; i <= ticket; i += 1) answers[i] ??= {};
      const { [group]: _old, ...rest } = answers[ticket]!;
      answers[ticket] = option ? { ...rest, [group]: option } : rest;
      ctx.set({ answers });
    },
    choices: (ticket, group) => {
      const s = store.get();
      return choicesFor(s.catalogue, internal.capacity, s.answers, internal.savedAnswers, ticket, group);
    },
    missingAnswers: () => {
      const s = store.get();
      return missingAnswers(s.catalogue, s.answers, s.reservation?.tickets.length ?? ticketCount(s.lines));
    },
    setOption(option, quantity) {
      const max = store.get().catalogue?.options.find((o) => o.pid === option)?.max ?? 0;
      const q = Math.max(0, Math.min(Math.floor(quantity) || 0, max));
      ctx.set({ options: { ...store.get().options, [option]: q } });
      return q;
    },
    setBuyer(patch) {
      const s = store.get();
      const buyerErrors = { ...s.buyerErrors };
      for (const field of Object.keys(patch)) delete buyerErrors[field as keyof typeof buyerErrors];
      ctx.set({ buyer: { ...s.buyer, ...patch }, buyerErrors });
    },
    async setDelivery(method) {
      if (method === 'digital' && store.get().event?.allowDigital === false) return;
      ctx.set({ delivery: method });
      if (method === 'postal') await loadRates(ctx);
    },
    setLang: (lang) => ctx.set({ lang }),
    async confirm() {
      await run(() => confirmBooking(ctx));
      const confirmation = store.get().confirmation;
      if (confirmation && !confirmation.emailSent) await run(() => sendEmail(ctx));
    },
    resendEmail: () => run(() => sendEmail(ctx)),
    retry: async () => {
      if (internal.failed) await run(internal.failed);
    },
    restart: () => run(async () => (fresh(), await load.shows())),
    checkExpiry: () => checkExpiry(ctx),
    dispose() {
      lifetime.abort(new DOMException('The booking flow was disposed.', 'AbortError'));
      internal.cancelTimer?.();
      listeners.clear();
    },
  };
  return flow;
}
