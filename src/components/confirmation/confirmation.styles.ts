import { css } from 'lit';
import { token } from '../../styles/tokens.js';
import { stepStyles } from '../shared/step.styles.js';

export const styles = [
  ...stepStyles,
  css`
    @layer tb.component {
      .number {
        display: flex;
        flex-direction: column;
        gap: ${token('space-xs')};
        margin-block-end: ${token('space-m')};
        padding: ${token('space-m')};
        border-inline-start: 4px solid ${token('color-success')};
        background: ${token('color-surface-alt')};
      }
      [part~='booking-number'] {
        font-size: ${token('font-size-xl')};
        font-variant-numeric: tabular-nums;
        letter-spacing: 0.05em;
      }
      table {
        inline-size: 100%;
        margin-block: ${token('space-m')};
        border-collapse: collapse;
      }
      caption {
        margin-block-end: ${token('space-s')};
        font-size: ${token('font-size-l')};
        font-weight: ${token('font-weight-bold')};
        text-align: start;
      }
      th,
      td {
        padding: ${token('space-xs')} ${token('space-s')} ${token('space-xs')} 0;
        border-block-end: 1px solid ${token('color-border')};
        text-align: start;
      }
      .code {
        font-family: ui-monospace, monospace;
        word-break: break-all;
      }
      td.amount,
      th.amount {
        text-align: end;
        font-weight: ${token('font-weight-bold')};
      }
      .actions {
        justify-content: flex-start;
      }
      .notice {
        padding: ${token('space-s')} ${token('space-m')};
        border-inline-start: 4px solid ${token('color-warning')};
        background: ${token('color-warning-surface')};
      }
      a.calendar {
        display: inline-flex;
        align-items: center;
        text-decoration: none;
      }
    }
  `,
];
