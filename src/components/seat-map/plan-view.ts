/**
 * The seat map's plan view: a scrollable viewport around the SVG plan (the stage, the sectors
 * as labelled regions, and the rows and seats as one markup string from `planMarkup`).
 */
import { html, svg, type TemplateResult } from 'lit';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import type { Translator } from '../../i18n/translate.js';
import type { SeatGridController } from './grid-controller.js';
import type { Layout } from './plan.js';
import type { ZoomController } from './zoom.js';

export interface PlanViewInput {
  t: Translator;
  layout: Layout;
  /** The rows and seats, as made by `planMarkup`. */
  markup: string;
  sectorName(pid: string): string;
  grid: SeatGridController;
  zoom: ZoomController;
  click(event: MouseEvent): void;
}

export function renderPlan({
  t,
  layout,
  markup,
  sectorName,
  grid,
  zoom,
  click,
}: PlanViewInput): TemplateResult {
  // The seats' clicks, focus and keys are handled on the viewport, not the <svg>: Chromium
  // makes an SVG element with a focus listener focusable itself, a second tab stop in front
  // of the seats.
  return html`<div
    part="seat-map"
    class="viewport"
    @pointerdown=${zoom.handlePointerDown}
    @pointermove=${zoom.handlePointerMove}
    @pointerup=${zoom.handlePointerUp}
    @pointercancel=${zoom.handlePointerUp}
    @dblclick=${zoom.handleDoubleClick}
    @click=${click}
    @keydown=${grid.handleKeydown}
    @focusin=${grid.handleFocusIn}
  >
    <svg
      part="plan"
      class="plan"
      viewBox=${layout.viewBox}
      role="grid"
      aria-label=${t.text('seatmap.label')}
      aria-describedby="help"
    >
      <g aria-hidden="true">
        <rect
          class="stage"
          x=${layout.stage.x}
          y=${layout.stage.y}
          width=${layout.stage.width}
          height=${layout.stage.height}
          rx=${layout.pitch * 0.3}
        ></rect>
        <text
          class="stage-label"
          x=${layout.stage.x + layout.stage.width / 2}
          y=${layout.stage.y + layout.stage.height / 2}
          font-size=${layout.pitch * 0.7}
          text-anchor="middle"
          dominant-baseline="central"
        >
          ${t.text('seatmap.stage')}
        </text>
        ${layout.sectors.map(
          (s) =>
            svg`<rect class="sector" x=${s.x} y=${s.y} width=${s.width} height=${s.height} rx=${layout.pitch * 0.5}></rect>
              <text class="sector-label" x=${s.x + layout.pitch * 0.4} y=${s.y + layout.pitch * 0.6} font-size=${layout.pitch * 0.6} dominant-baseline="central">${sectorName(s.pid)}</text>`,
        )}
      </g>
      ${unsafeSVG(markup)}
    </svg>
  </div>`;
}
