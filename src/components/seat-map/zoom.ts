/**
 * Zoom of the seat map: buttons, pinch with two fingers and double-tap (or double-click), from
 * the whole plan (1), or the least zoom at which its seats are large enough to see and hit, up to
 * where seats are at least 44 CSS pixels wide. The point under the
 * fingers (or the viewport's centre) stays in place; panning is the viewport's own scrolling.
 * The viewport sets `touch-action: pan-x pan-y`, so the browser pans and leaves pinching here.
 *
 * A double-tap is recognised here from the touch pointers' own times and places, not from the
 * browser's `dblclick`: the first tap chooses a seat, and when the seat's new state is drawn
 * before the second tap arrives (a slow phone, a quick answer), Chromium sends no `dblclick`
 * for the pair. A `dblclick` after touch is then ignored, so a double-tap zooms once, and the
 * second tap's `click` chooses nothing (`takeDoubleTapClick`): it lands on a plan already drawn
 * at the new zoom, where another seat lies under the finger.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

interface Point {
  x: number;
  y: number;
}

/** Longest time between two taps of a double-tap, and from a tap's touch to its lift, in ms. */
const DOUBLE_TAP_MS = 300;
/** Farthest a finger may move during a tap, and the second tap lie from the first, in CSS px. */
const TAP_SLOP = 24;

interface Tap extends Point {
  time: number;
}

export class ZoomController implements ReactiveController {
  /** 1: the whole plan fits the viewport's width (never below `min()`). */
  value = 1;
  private readonly pointers = new Map<number, Point>();
  private pinch: { distance: number; zoom: number } | null = null;
  /** The touch that may be a tap: where and when it went down. */
  private touch: (Tap & { id: number }) | null = null;
  /** The last tap, waiting for a second one. */
  private tap: Tap | null = null;
  /** The kind of pointer that went down last: a `dblclick` after a touch is the double-tap's. */
  private lastPointer = '';
  /** A double-tap zoomed: the `click` of its second tap is not a choice. */
  private doubleTapped = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly viewport: () => HTMLElement | undefined,
    private readonly max: () => number,
    /** The least zoom: where the plan's seats are still large enough to see and hit. */
    private readonly min: () => number = () => 1,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Zooms to `value` (bounded), keeping the plan's point under `focus` (client coordinates) in place. */
  set(value: number, focus?: Point): void {
    const next = Math.min(Math.max(value, this.min()), Math.max(this.max(), this.min()));
    if (next === this.value) return;
    const viewport = this.viewport();
    const rect = viewport?.getBoundingClientRect();
    const offset = rect && focus ? { x: focus.x - rect.left, y: focus.y - rect.top } : undefined;
    const at = viewport && rect ? (offset ?? { x: rect.width / 2, y: rect.height / 2 }) : undefined;
    const fraction =
      viewport && at
        ? {
            x: (viewport.scrollLeft + at.x) / viewport.scrollWidth,
            y: (viewport.scrollTop + at.y) / viewport.scrollHeight,
          }
        : undefined;
    this.value = next;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => {
      if (!viewport || !at || !fraction) return;
      viewport.scrollLeft = fraction.x * viewport.scrollWidth - at.x;
      viewport.scrollTop = fraction.y * viewport.scrollHeight - at.y;
    });
  }

  by(factor: number): void {
    this.value = this.effective();
    this.set(this.value * factor);
  }

  private spread(): { distance: number; middle: Point } {
    const [a, b] = [...this.pointers.values()] as [Point, Point];
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  }

  /** Whether the `click` being handled is a double-tap's second tap (asked once per click). */
  takeDoubleTapClick(): boolean {
    const taken = this.doubleTapped;
    this.doubleTapped = false;
    return taken;
  }

  handlePointerDown = (event: PointerEvent): void => {
    this.lastPointer = event.pointerType;
    this.doubleTapped = false;
    if (event.pointerType !== 'touch') return;
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    this.touch =
      this.pointers.size === 1
        ? { id: event.pointerId, x: event.clientX, y: event.clientY, time: event.timeStamp }
        : null;
    if (this.pointers.size === 2) this.pinch = { distance: this.spread().distance, zoom: this.effective() };
  };

  handlePointerMove = (event: PointerEvent): void => {
    if (!this.pointers.has(event.pointerId)) return;
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const touch = this.touch;
    if (touch && Math.hypot(event.clientX - touch.x, event.clientY - touch.y) > TAP_SLOP) this.touch = null;
    if (!this.pinch || this.pointers.size !== 2) return;
    const { distance, middle } = this.spread();
    if (this.pinch.distance > 0) this.set((this.pinch.zoom * distance) / this.pinch.distance, middle);
  };

  handlePointerUp = (event: PointerEvent): void => {
    this.pointers.delete(event.pointerId);
    if (this.pointers.size < 2) this.pinch = null;
    const touch = this.touch;
    this.touch = null;
    if (event.type !== 'pointerup' || touch?.id !== event.pointerId) return;
    if (event.timeStamp - touch.time > DOUBLE_TAP_MS) return;
    const tap = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    const first = this.tap;
    if (
      first &&
      tap.time - first.time <= DOUBLE_TAP_MS &&
      Math.hypot(tap.x - first.x, tap.y - first.y) <= TAP_SLOP
    ) {
      this.tap = null;
      this.doubleTapped = true;
      this.toggle(tap);
    } else this.tap = tap;
  };

  /** Double-click (a mouse's; a double-tap is recognised from its touches). */
  handleDoubleClick = (event: MouseEvent): void => {
    event.preventDefault();
    if (this.lastPointer === 'touch') return;
    this.toggle({ x: event.clientX, y: event.clientY });
  };

  /** The zoom now, at least `min()` (the viewport may have narrowed since it was set). */
  effective(): number {
    return Math.max(this.value, this.min());
  }

  /** Twice as close, or back to the least zoom when fully zoomed, keeping `at` in place. */
  private toggle(at: Point): void {
    this.value = this.effective();
    this.set(this.value >= this.max() ? this.min() : this.value * 2, at);
  }
}
