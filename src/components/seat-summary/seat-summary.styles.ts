import { css } from 'lit';
import { token } from '../../styles/tokens.js';
import { formStyles } from '../shared/form.styles.js';
import { stepStyles } from '../shared/step.styles.js';

export const styles = [
  ...stepStyles,
  formStyles,
  css`
    @layer tb.component {
      .seats {
        margin-block-end: ${token('space-l')};
        padding: ${token('space-m')};
        border: 1px solid ${token('color-border')};
        border-radius: ${token('radius-m')};
      }
      .assigned {
        display: flex;
        flex-wrap: wrap;
        align-items: flex-start;
        gap: ${token('space-m')};
        margin-block-end: ${token('space-s')};
      }
      .words {
        flex: 1 1 12em;
        margin: 0;
      }
      /* The small plan: the sector's seats as dots, the held ones as on the seat map. */
      .overview {
        flex: 0 1 10em;
        max-inline-size: 100%;
        block-size: auto;
      }
      .overview .stage {
        fill: ${token('color-surface-alt')};
        stroke: ${token('color-border')};
        stroke-width: 1px;
        vector-effect: non-scaling-stroke;
      }
      .overview .shape {
        fill: ${token('color-border')};
        opacity: 0.5;
      }
      .overview .held .shape {
        fill: ${token('color-primary')};
        opacity: 1;
      }
      .overview .mark {
        fill: none;
        stroke: ${token('color-on-primary')};
        stroke-width: 1.5px;
        vector-effect: non-scaling-stroke;
        stroke-linecap: round;
        stroke-linejoin: round;
      }
      .notice p {
        padding: ${token('space-s')} ${token('space-m')};
        border-inline-start: 4px solid ${token('color-warning')};
        background: ${token('color-warning-surface')};
      }
      .map {
        margin-block-start: ${token('space-m')};
      }
      /* The map at full size: a modal dialog over the whole viewport, scrolling as a whole. */
      .map-dialog {
        box-sizing: border-box;
        inline-size: 100%;
        block-size: 100%;
        max-inline-size: none;
        max-block-size: none;
        margin: 0;
        padding: ${token('space-m')};
        border: none;
        background: ${token('color-surface')};
        color: ${token('color-text')};
      }
      .map-dialog::backdrop {
        background: rgb(0 0 0 / 0.5);
      }
      .dialog-head {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: ${token('space-s')};
        margin-block-end: ${token('space-s')};
      }
      .dialog-head h3 {
        margin: 0;
      }
      .dialog-timer {
        margin-inline-start: auto;
      }
      /* The plan fills what the toolbar, help and buttons leave of a phone's height, in both orientations. */
      .map-dialog tb-seat-map::part(seat-map) {
        max-block-size: max(12rem, calc(100dvh - 14rem));
      }
      .updated {
        margin-block: ${token('space-s')};
        font-size: ${token('font-size-s')};
      }
      .muted {
        color: ${token('color-text-muted')};
      }
    }
  `,
];
