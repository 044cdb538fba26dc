/** The seat map's toolbar: the switch between plan and list, the wheelchair filter, the plan's zoom buttons. */
import { html, nothing, type TemplateResult } from 'lit';
import type { Translator } from '../../i18n/translate.js';
import type { SeatMapView } from './view-preference.js';
import type { ZoomController } from './zoom.js';

export interface WheelchairFilter {
  on: boolean;
  toggle(): void;
}

export function renderToolbar(
  t: Translator,
  view: SeatMapView,
  setView: (view: SeatMapView) => void,
  zoom: ZoomController,
  wheelchair: WheelchairFilter,
): TemplateResult {
  const map = view === 'map';
  const viewButton = (which: SeatMapView, label: string) =>
    html`<button
      type="button"
      part="button"
      class="button"
      aria-pressed=${view === which ? 'true' : 'false'}
      @click=${() => setView(which)}
    >
      ${label}
    </button>`;
  return html`<div part="toolbar" class="toolbar">
    <div role="group" aria-label=${t.text('seatmap.view')} class="views">
      ${viewButton('map', t.text('seatmap.mapView'))} ${viewButton('list', t.text('seatmap.listView'))}
    </div>
    <button
      type="button"
      part="button"
      class="button"
      aria-pressed=${wheelchair.on ? 'true' : 'false'}
      @click=${() => wheelchair.toggle()}
    >
      ${t.text('seatmap.wheelchairOnly')}
    </button>
    ${
      map
        ? html`<div class="zoom">
            <button
              type="button"
              part="button"
              class="button"
              aria-label=${t.text('seatmap.zoomOut')}
              @click=${() => zoom.by(1 / 1.5)}
            >
              &minus;
            </button>
            <button
              type="button"
              part="button"
              class="button"
              aria-label=${t.text('seatmap.zoomIn')}
              @click=${() => zoom.by(1.5)}
            >
              +
            </button>
            <button type="button" part="button" class="button" @click=${() => zoom.set(1)}>
              ${t.text('seatmap.zoomReset')}
            </button>
          </div>`
        : nothing
    }
  </div>`;
}
