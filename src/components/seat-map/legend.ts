/** The seat map's legend: a swatch per price category and per state, drawn as the seats are. */
import { html, svg, type TemplateResult } from 'lit';
import type { PlanSeat, SectorInfo } from '../../booking/types.js';
import { seatShape, type SeatLook } from './plan.js';
import { moneyText, type SeatContext } from './seat-drawing.js';

function swatch(look: SeatLook, category = 1, accessible = false, companion = false): TemplateResult {
  return html`<svg class="swatch cell ${look} cat-${category}" viewBox="-1 -1 2 2" aria-hidden="true">
    ${seatShape(look, accessible, companion, 0.7).map(([tag, a]) =>
      tag === 'circle'
        ? svg`<circle class=${a.class} r=${a.r}></circle>`
        : tag === 'rect'
          ? svg`<rect class=${a.class} x=${a.x} y=${a.y} width=${a.width} height=${a.height} rx=${a.rx}></rect>`
          : svg`<path class=${a.class} d=${a.d}></path>`,
    )}
  </svg>`;
}

export function renderLegend(context: SeatContext, seats: readonly PlanSeat[]): TemplateResult {
  const t = context.t;
  const prices = (sector: SectorInfo) =>
    sector.prices.map((p) => `${p.name} ${moneyText(context, p.amount)}`).join(', ');
  return html`<ul part="legend" class="legend" aria-label=${t.text('seatmap.legend')}>
    ${context.sectors
      .filter((s) => seats.some((seat) => seat.sector === s.pid))
      .map(
        (s, i) =>
          html`<li>${swatch('free', (i % 4) + 1)}${s.name}: ${t.text('seatmap.free')}, ${prices(s)}</li>`,
      )}
    <li>${swatch('held')}${t.text('seatmap.held')}</li>
    <li>${swatch('moving')}${t.text('seatmap.moving')}</li>
    <li>${swatch('taken')}${t.text('seatmap.taken')}</li>
    <li>${swatch('other')}${t.text('seatmap.unavailable')}</li>
    <li>${swatch('free', 1, true)}${t.text('seatmap.wheelchair')}</li>
    <li>${swatch('free', 1, false, true)}${t.text('seatmap.companion')}</li>
  </ul>`;
}
