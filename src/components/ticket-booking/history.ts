import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { STEP_ORDER } from '../../booking/derive.js';
import type { BookingFlow, BookingState, StepName } from '../../booking/types.js';

/** The key of the widget's data in `history.state`; the page's own data beside it stays. */
const KEY = 'tb-booking';

/**
 * One history entry of the widget: the `event` and `step` of the widget that wrote it, and the
 * step of every widget of the page at that entry (`steps`, by event), so that several widgets
 * on one page each find their own step in any entry and none moves another.
 */
interface HistoryEntry {
  event: string;
  step: StepName;
  steps: Record<string, StepName>;
  /** Entries the widgets of this page pushed before it, since the page loaded. */
  depth?: number;
}

/**
 * The steps of every widget at each entry the widgets of this page wrote, by depth (shared by
 * all widgets of the document): a move back in a widget goes back to the entry before when
 * that entry shows exactly the page after the move, so the browser's Back then goes on from
 * there instead of meeting the same step once more.
 */
const trail: Record<string, StepName>[] = [];

/** What the controller reads from its element at each update. */
export interface HistorySource {
  /** The site owner turned it on (`history` attribute). */
  on: boolean;
  /** The event on sale: the key of this widget's steps. */
  event?: string;
  flow?: BookingFlow;
  state?: Readonly<BookingState>;
  /** Does what the step's Back button does (asking before held tickets are given back); whether it left. */
  back(step: StepName): Promise<boolean>;
}

const order = (step: StepName): number => STEP_ORDER.indexOf(step);

/** Resolves once the flow runs no action. */
function idle(flow: BookingFlow): Promise<void> {
  if (!flow.state.busy) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = flow.subscribe((state) => {
      if (state.busy) return;
      stop();
      resolve();
    });
  });
}

function entryOf(state: unknown): HistoryEntry | undefined {
  const entry = (state as Record<string, unknown> | null)?.[KEY] as HistoryEntry | undefined;
  return entry && typeof entry.steps === 'object' ? entry : undefined;
}

/**
 * The browser's Back and Forward between the widget's steps. Each step the buyer moves forward
 * to is a new entry of the page's history (`pushState`); a move back in the widget rewrites the
 * current entry (`replaceState`). Back in the browser does what the step's own Back button does,
 * including the question before held tickets are given back, and the entry is restored when
 * the buyer keeps them; Forward goes only where the step's main action goes (its checks run,
 * and a booking is never confirmed by it). Nothing is written while the widget is off.
 */
export class HistoryController implements ReactiveController {
  /** The step at the last update, while on. */
  private step?: StepName;
  /** The step the widget showed when it first wrote: its place in entries written before it. */
  private first?: StepName;
  /** The step a Back or Forward of the browser is taking the widget to. */
  private moving?: StepName;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly read: () => HistorySource,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('popstate', this.handlePop);
  }

  hostDisconnected(): void {
    window.removeEventListener('popstate', this.handlePop);
    this.step = undefined;
    this.moving = undefined;
  }

  hostUpdated(): void {
    const { on, event, state } = this.read();
    if (!on || !event || !state?.event) {
      this.step = undefined;
      return;
    }
    const step = state.step;
    if (step === this.step) return;
    const previous = this.step;
    this.step = step;
    if (previous === undefined) {
      this.first ??= step;
      // A reload keeps the entry: the step it names is the one resumed.
      this.write(event, step, false);
    } else if (this.moving !== undefined) this.write(event, step, false);
    else if (order(step) < order(previous)) {
      if (!this.backInHistory(event, step)) this.write(event, step, false);
    } else this.write(event, step, true);
    if (step === this.moving) this.moving = undefined;
  }

  private write(event: string, step: StepName, push: boolean): void {
    const current = (window.history.state ?? {}) as Record<string, unknown>;
    const before = entryOf(current);
    const steps = { ...before?.steps, [event]: step };
    const depth = (before?.depth ?? 0) + (push ? 1 : 0);
    const entry: HistoryEntry = { event, step, steps, depth };
    trail[depth] = steps;
    if (push) {
      trail.length = depth + 1;
      window.history.pushState({ [KEY]: entry }, '');
    } else window.history.replaceState({ ...current, [KEY]: entry }, '');
  }

  /**
   * The widget moved back to `step` by its own Back: when the entry before the current one
   * shows every widget of the page as it is now, the browser goes back to it (its `popstate`
   * then finds each widget at its step already). Otherwise the caller rewrites the current entry.
   */
  private backInHistory(event: string, step: StepName): boolean {
    const depth = entryOf(window.history.state)?.depth ?? 0;
    const previous = depth > 0 ? trail[depth - 1] : undefined;
    const now = { ...trail[depth], [event]: step };
    const keys = new Set([...Object.keys(previous ?? {}), ...Object.keys(now)]);
    if (!previous || [...keys].some((key) => previous[key] !== now[key])) return false;
    window.history.back();
    return true;
  }

  private readonly handlePop = (popped: PopStateEvent): void => {
    const source = this.read();
    const { on, event, state } = source;
    if (!on || !event || !state?.event || this.moving !== undefined) return;
    const target = entryOf(popped.state)?.steps[event] ?? this.first;
    if (!target || target === state.step) return;
    this.moving = target;
    void this.move(source, event, target).finally(async () => {
      await this.host.updateComplete;
      this.moving = undefined;
    });
  };

  private async move(source: HistorySource, event: string, target: StepName): Promise<void> {
    const { flow, state } = source;
    if (!flow || !state) return;
    const at = state.step;
    if (order(target) < order(at)) {
      // The receipt stays the receipt: the entry says so, and Back goes on leaving the page.
      if (state.confirmation) return this.write(event, at, false);
      // Kept (the buyer keeps the tickets, or the flow is busy): the entry of the step shown again.
      if (!(await source.back(target))) this.write(event, flow.state.step, true);
      return;
    }
    // Forward: through each step's own main action, so its checks run; never to the confirmation.
    while (order(flow.state.step) < order(target)) {
      // A read still under way (the dates read availability again when shown) ends first: an
      // action started meanwhile would be ignored, and Forward lost.
      await idle(flow);
      const from = flow.state.step;
      const next = flow.state.steps[flow.state.steps.indexOf(from) + 1];
      if (!next || next === 'done') break;
      await flow.next();
      if (flow.state.step === from) break;
    }
    const reached = flow.state.step;
    if (reached === at) window.history.back();
    else if (reached !== target) this.write(event, reached, false);
  }
}
