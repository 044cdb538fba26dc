/**
 * Zoom of the seat map: buttons, pinch with two fingers and double-tap (or double-click), from
 * the whole plan (1) up to where seats are at least 44 CSS pixels wide. The point under the
 * fingers (or the viewport's centre) stays in place; panning is the viewport's own scrolling.
 * The viewport sets `touch-action: pan-x pan-y`, so the browser pans and leaves pinching here.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

interface Point {
  x: number;
  y: number;
}

export class ZoomController implements ReactiveController {
  /** 1: the whole plan fits the viewport's width. */
  value = 1;
  private readonly pointers = new Map<number, Point>();
  private pinch: { distance: number; zoom: number } | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly viewport: () => HTMLElement | undefined,
    private readonly max: () => number,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Zooms to `value` (bounded), keeping the plan's point under `focus` (client coordinates) in place. */
  set(value: number, focus?: Point): void {
    const next = Math.min(Math.max(value, 1), this.max());
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
    this.set(this.value * factor);
  }

  private spread(): { distance: number; middle: Point } {
    const [a, b] = [...this.pointers.values()] as [Point, Point];
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  }

  handlePointerDown = (event: PointerEvent): void => {
    if (event.pointerType !== 'touch') return;
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (this.pointers.size === 2) this.pinch = { distance: this.spread().distance, zoom: this.value };
  };

  handlePointerMove = (event: PointerEvent): void => {
    if (!this.pointers.has(event.pointerId)) return;
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (!this.pinch || this.pointers.size !== 2) return;
    const { distance, middle } = this.spread();
    if (this.pinch.distance > 0) this.set((this.pinch.zoom * distance) / this.pinch.distance, middle);
  };

  handlePointerUp = (event: PointerEvent): void => {
    this.pointers.delete(event.pointerId);
    if (this.pointers.size < 2) this.pinch = null;
  };

  /** Double-tap or double-click: twice as close, or back to the whole plan when fully zoomed. */
  handleDoubleClick = (event: MouseEvent): void => {
    event.preventDefault();
    this.set(this.value >= this.max() ? 1 : this.value * 2, { x: event.clientX, y: event.clientY });
  };
}
