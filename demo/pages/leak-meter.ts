/**
 * Counts what the widget's code holds on to: pending timers (`setTimeout`, `setInterval`) and
 * listeners on `window` and `document`. A timer or listener belongs to the widget when the code
 * that created it is one of the widget's modules (by the URL in the call stack; the dev server
 * serves them from `/src/`). The single-page app shows these numbers: after the widget is
 * removed, both fall back to zero.
 */

export interface LeakMeter {
  /** Timers of the widget that have neither run nor been cleared. */
  readonly timers: number;
  /** Listeners of the widget on `window` and `document` that are still added. */
  readonly listeners: number;
  /** Calls `callback` whenever a count changes. */
  onChange(callback: () => void): void;
}

/** The widget's modules, as the dev server serves them. */
const WIDGET_CODE = /\/src\/(?!gateway\/)[\w/.-]+\.ts\b/;

const fromWidget = (): boolean => WIDGET_CODE.test(new Error().stack ?? '');

type Listener = EventListenerOrEventListenerObject;

/** Installs the meter (once per page) and answers it. */
export function installLeakMeter(): LeakMeter {
  const timers = new Set<number>();
  const listeners = new Map<EventTarget, Set<string>>();
  const ids = new WeakMap<Listener, number>();
  let nextId = 0;
  const watchers: (() => void)[] = [];
  const changed = () => {
    for (const watcher of watchers) watcher();
  };

  const { setTimeout, clearTimeout, setInterval, clearInterval } = window;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (!fromWidget() || typeof handler !== 'function') return setTimeout(handler, delay, ...args);
    const id = setTimeout(
      (...callArgs: unknown[]) => {
        timers.delete(id);
        changed();
        (handler as (...a: unknown[]) => void)(...callArgs);
      },
      delay,
      ...args,
    );
    timers.add(id);
    changed();
    return id;
  }) as typeof window.setTimeout;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id = setInterval(handler, delay, ...args);
    if (fromWidget()) {
      timers.add(id);
      changed();
    }
    return id;
  }) as typeof window.setInterval;
  // Timeouts and intervals share their ids, and either function clears either kind.
  const clear = (id: number | undefined) => {
    if (id !== undefined && timers.delete(id)) changed();
  };
  window.clearTimeout = ((id?: number) => {
    clear(id);
    clearTimeout(id);
  }) as typeof window.clearTimeout;
  window.clearInterval = ((id?: number) => {
    clear(id);
    clearInterval(id);
  }) as typeof window.clearInterval;

  const keyOf = (type: string, listener: Listener, options?: boolean | EventListenerOptions) => {
    if (!ids.has(listener)) ids.set(listener, nextId++);
    const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
    return `${type}|${ids.get(listener)}|${capture}`;
  };
  for (const target of [window, document] as EventTarget[]) {
    const held = new Set<string>();
    listeners.set(target, held);
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    target.addEventListener = (
      type: string,
      listener: Listener | null,
      options?: boolean | AddEventListenerOptions,
    ) => {
      // `once` listeners and those with a signal take care of themselves.
      const tracked =
        listener && fromWidget() && !(typeof options === 'object' && (options.once || options.signal));
      if (tracked) {
        held.add(keyOf(type, listener, options));
        changed();
      }
      add(type, listener, options);
    };
    target.removeEventListener = (
      type: string,
      listener: Listener | null,
      options?: boolean | EventListenerOptions,
    ) => {
      if (listener && held.delete(keyOf(type, listener, options))) changed();
      remove(type, listener, options);
    };
  }

  return {
    get timers() {
      return timers.size;
    },
    get listeners() {
      return [...listeners.values()].reduce((sum, held) => sum + held.size, 0);
    },
    onChange(callback) {
      watchers.push(callback);
    },
  };
}
