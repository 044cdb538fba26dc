import { css } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { targetSize, token } from '../../styles/tokens.js';

/**
 * What every step shares: heading, buttons (at least 44 × 44 px), the action bar, badges. The
 * steps after the show list add `formStyles` (form.styles.ts). In the `tb.component` layer, so
 * page CSS and `::part()` rules win.
 */
export const stepStyles = [
  ...baseStyles,
  css`
    @layer tb.component {
      :host {
        display: block;
      }
      h2,
      h3 {
        margin: 0 0 ${token('space-m')};
        line-height: 1.25;
      }
      h2 {
        font-size: ${token('font-size-xl')};
      }
      h3 {
        font-size: ${token('font-size-l')};
      }
      h2:focus {
        outline: none;
      }
      h2:focus-visible {
        outline: 2px solid ${token('color-focus')};
      }
      p {
        margin: 0 0 ${token('space-s')};
      }
      ul {
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .button {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        gap: ${token('space-xs')};
        min-block-size: ${targetSize};
        min-inline-size: ${targetSize};
        padding: ${token('space-s')} ${token('space-m')};
        border: 1px solid ${token('color-border')};
        border-radius: ${token('radius-m')};
        background: ${token('color-surface')};
        color: ${token('color-text')};
        font: inherit;
        font-weight: ${token('font-weight-bold')};
        cursor: pointer;
      }
      .button.primary {
        border-color: ${token('color-primary')};
        background: ${token('color-primary')};
        color: ${token('color-on-primary')};
      }
      .button[aria-disabled='true'],
      .button:disabled {
        opacity: 0.6;
        cursor: not-allowed;
      }
      .link {
        padding: 0;
        border: 0;
        background: none;
        color: ${token('color-primary')};
        font: inherit;
        text-decoration: underline;
        cursor: pointer;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        gap: ${token('space-s')};
        margin-block-start: ${token('space-l')};
      }
      .actions .primary {
        margin-inline-start: auto;
      }
      .release {
        margin-block-start: ${token('space-l')};
        padding: ${token('space-s')} ${token('space-m')};
        border: 2px solid ${token('color-warning')};
        border-radius: ${token('radius-m')};
        background: ${token('color-warning-surface')};
      }
      .release p {
        margin-block: 0 ${token('space-s')};
      }
      .release-actions {
        display: flex;
        flex-wrap: wrap;
        gap: ${token('space-s')};
      }
      .muted {
        color: ${token('color-text-muted')};
      }
      .badge {
        display: inline-block;
        padding: 0 ${token('space-s')};
        border: 1px solid currentColor;
        border-radius: ${token('radius-pill')};
        font-size: ${token('font-size-s')};
        white-space: nowrap;
      }
      .badge.few {
        color: ${token('color-warning')};
      }
      .badge.soldOut {
        color: ${token('color-danger')};
      }
      .icon {
        inline-size: 1em;
        block-size: 1em;
        stroke: currentColor;
        stroke-width: 2;
        fill: none;
      }
    }
  `,
];
