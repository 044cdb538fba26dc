import { css } from 'lit';
import { targetSize, token } from '../../styles/tokens.js';
import { formStyles } from '../shared/form.styles.js';
import { stepStyles } from '../shared/step.styles.js';

export const styles = [
  ...stepStyles,
  formStyles,
  css`
    @layer tb.component {
      :host {
        display: block;
        min-inline-size: 0;
        background: ${token('color-surface')};
      }
      .toolbar {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        gap: ${token('space-s')};
        margin-block-end: ${token('space-s')};
      }
      .views,
      .zoom {
        display: flex;
        gap: ${token('space-xs')};
      }
      .button[aria-pressed='true'] {
        border-color: ${token('color-primary')};
        box-shadow: inset 0 -3px 0 ${token('color-primary')};
      }
      .help {
        color: ${token('color-text-muted')};
        font-size: ${token('font-size-s')};
      }
      .viewport {
        max-inline-size: 100%;
        max-block-size: 70vh;
        overflow: auto;
        border: 1px solid ${token('color-border')};
        border-radius: ${token('radius-m')};
        touch-action: pan-x pan-y;
        overscroll-behavior: contain;
      }
      .plan {
        display: block;
        block-size: auto;
        max-inline-size: none;
        user-select: none;
      }
      /* Seats are drawn in units of their pitch (their group is scaled by it), whatever units the
         service's positions are in; the stage's and sectors' outlines are in CSS pixels. */
      .stage {
        fill: ${token('color-surface-alt')};
        stroke: ${token('color-border')};
        stroke-width: 1px;
        vector-effect: non-scaling-stroke;
      }
      .stage-label,
      .sector-label,
      .row-label {
        fill: ${token('color-text')};
        font-family: inherit;
      }
      .row-label {
        fill: ${token('color-text-muted')};
      }
      .sector {
        fill: none;
        stroke: ${token('color-border')};
        stroke-width: 1px;
        stroke-dasharray: 6px 4px;
        vector-effect: non-scaling-stroke;
      }
      .cell {
        cursor: pointer;
        --seat: ${token('color-seat-1')};
      }
      .cat-2 {
        --seat: ${token('color-seat-2')};
      }
      .cat-3 {
        --seat: ${token('color-seat-3')};
      }
      .cat-4 {
        --seat: ${token('color-seat-4')};
      }
      .cell:focus {
        outline: none;
      }
      .cell:focus-visible .shape {
        stroke: ${token('color-focus')};
        stroke-width: 0.25;
        paint-order: stroke;
      }
      .shape {
        fill: var(--seat);
      }
      /* The seat's pointer target: the square of one pitch around it (24 px at the least zoom). */
      .hit {
        fill: transparent;
      }
      .mark {
        fill: none;
        stroke: ${token('color-on-primary')};
        stroke-width: 0.12;
        stroke-linecap: round;
        stroke-linejoin: round;
      }
      .dot {
        fill: ${token('color-surface')};
      }
      .held .shape,
      .moving .shape {
        fill: ${token('color-primary')};
      }
      .ring {
        fill: none;
        stroke: ${token('color-primary')};
        stroke-width: 0.1;
        stroke-dasharray: 0.2 0.12;
      }
      .taken {
        cursor: not-allowed;
      }
      /* The wheelchair filter: every other seat fades, wheelchair spaces and companions stay. */
      .wheelchair-only .cell:not(.accessible, .companion) {
        opacity: 0.2;
      }
      /* Hollow with a cross (free seats are filled), 3:1 against the surface in both themes. */
      .taken .shape {
        fill: none;
        stroke: ${token('color-seat-taken')};
        stroke-width: 0.1;
      }
      .taken .mark {
        stroke: ${token('color-seat-taken')};
      }
      .other {
        cursor: not-allowed;
      }
      .other .shape {
        fill: none;
        stroke: var(--seat);
        stroke-width: 0.1;
        stroke-dasharray: 0.15 0.1;
      }
      .status {
        min-block-size: 1.5em;
        margin-block: ${token('space-s')};
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: ${token('space-xs')} ${token('space-m')};
        font-size: ${token('font-size-s')};
      }
      .legend li {
        display: flex;
        align-items: center;
        gap: ${token('space-xs')};
      }
      .swatch {
        inline-size: 1.25em;
        block-size: 1.25em;
        flex: none;
      }
      .swatch .mark {
        stroke-width: 0.2;
      }
      .swatch.taken .shape,
      .swatch.other .shape {
        stroke-width: 0.15;
      }
      .list h4 {
        margin: ${token('space-m')} 0 ${token('space-xs')};
      }
      .list-row {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${token('space-xs')};
        margin-block-end: ${token('space-xs')};
      }
      .list-row-label {
        min-inline-size: 2.5em;
        color: ${token('color-text-muted')};
      }
      .seat-button {
        min-inline-size: ${targetSize};
        min-block-size: ${targetSize};
        border: 2px solid ${token('color-seat-1')};
        border-radius: ${token('radius-pill')};
        background: ${token('color-surface')};
        color: ${token('color-text')};
        font: inherit;
        cursor: pointer;
      }
      .seat-button.held,
      .seat-button.moving {
        border-color: ${token('color-primary')};
        background: ${token('color-primary')};
        color: ${token('color-on-primary')};
      }
      .seat-button.moving {
        outline: 3px dashed ${token('color-primary')};
        outline-offset: 2px;
      }
      .seat-button.taken,
      .seat-button.other {
        border-style: dashed;
        border-color: ${token('color-seat-taken')};
        color: ${token('color-text-muted')};
        text-decoration: line-through;
        cursor: not-allowed;
      }
      .seat-button.other {
        text-decoration: none;
      }
      .switch {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${token('space-s')};
        margin-block: ${token('space-s')};
        padding: ${token('space-s')};
        border: 2px solid ${token('color-primary')};
        border-radius: ${token('radius-s')};
      }
      .switch p {
        flex-basis: 100%;
        margin: 0;
      }
      .finder {
        margin-block-start: ${token('space-s')};
      }
      .runs {
        display: grid;
        gap: ${token('space-xs')};
        margin: 0;
        padding: 0;
        list-style: none;
        max-block-size: 40vh;
        overflow-y: auto;
      }
      .run {
        inline-size: 100%;
        min-block-size: ${targetSize};
        padding: ${token('space-xs')} ${token('space-s')};
        border: 1px solid ${token('color-border')};
        border-radius: ${token('radius-s')};
        background: ${token('color-surface')};
        color: ${token('color-text')};
        font: inherit;
        text-align: start;
        cursor: pointer;
      }
    }
  `,
];
