/**
 * Styles every inspector panel shares: the widget's base styles and design tokens, so the
 * inspector follows the same light and dark values, plus compact controls, tables and badges.
 */
import { css } from 'lit';
import { baseStyles } from '../../src/styles/shared.js';
import { token } from '../../src/styles/tokens.js';

export const panelStyles = [
  ...baseStyles,
  css`
    @layer tb.component {
      :host {
        display: block;
        font-size: ${token('font-size-s')};
      }
      h3 {
        margin: ${token('space-m')} 0 ${token('space-xs')};
        font-size: ${token('font-size-m')};
        font-weight: ${token('font-weight-bold')};
      }
      h3:first-child {
        margin-block-start: 0;
      }
      p {
        margin: ${token('space-xs')} 0;
      }
      button,
      input,
      select,
      textarea {
        font: inherit;
        color: inherit;
      }
      button {
        padding: ${token('space-2xs')} ${token('space-s')};
        border: 1px solid ${token('color-border')};
        border-radius: ${token('radius-s')};
        background: ${token('color-surface-alt')};
        cursor: pointer;
      }
      button.primary {
        border-color: ${token('color-primary')};
        background: ${token('color-primary')};
        color: ${token('color-on-primary')};
      }
      button.danger {
        border-color: ${token('color-danger')};
        color: ${token('color-danger')};
        background: ${token('color-danger-surface')};
      }
      button:disabled {
        cursor: not-allowed;
        opacity: 0.6;
      }
      input,
      select {
        padding: ${token('space-2xs')} ${token('space-xs')};
        border: 1px solid ${token('color-border')};
        border-radius: ${token('radius-s')};
        background: ${token('color-surface')};
      }
      input[type='number'] {
        width: 6em;
      }
      label {
        display: inline-flex;
        align-items: center;
        gap: ${token('space-xs')};
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${token('space-xs')} ${token('space-s')};
        margin: ${token('space-xs')} 0;
      }
      .muted {
        color: ${token('color-text-muted')};
      }
      .error {
        color: ${token('color-danger')};
      }
      .mono,
      code {
        font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
        font-variant-numeric: tabular-nums;
      }
      table {
        width: 100%;
        border-collapse: collapse;
      }
      th,
      td {
        padding: ${token('space-2xs')} ${token('space-xs')};
        border-bottom: 1px solid ${token('color-surface-alt')};
        text-align: start;
        vertical-align: top;
      }
      th {
        font-weight: ${token('font-weight-bold')};
        color: ${token('color-text-muted')};
      }
      td.number,
      th.number {
        text-align: end;
        font-variant-numeric: tabular-nums;
      }
      caption {
        text-align: start;
        font-weight: ${token('font-weight-bold')};
        padding-block: ${token('space-s')} ${token('space-2xs')};
      }
      .badge {
        display: inline-block;
        padding: 0 ${token('space-xs')};
        border: 1px solid currentColor;
        border-radius: ${token('radius-pill')};
        font-size: 0.75rem;
        line-height: 1.4;
        white-space: nowrap;
      }
      .badge.success {
        color: ${token('color-success')};
      }
      .badge.warning {
        color: ${token('color-warning')};
        background: ${token('color-warning-surface')};
      }
      .badge.danger {
        color: ${token('color-danger')};
        background: ${token('color-danger-surface')};
      }
      .badge.muted {
        color: ${token('color-text-muted')};
      }
      ul.plain {
        margin: 0;
        padding: 0;
        list-style: none;
      }
    }
  `,
];
