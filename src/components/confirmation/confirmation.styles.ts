import { css } from 'lit';
import { token } from '../../styles/tokens.js';
import { formStyles } from '../shared/form.styles.js';
import { stepStyles } from '../shared/step.styles.js';

export const styles = [
  ...stepStyles,
  formStyles,
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
      /* Amounts end flush with the tables' edge, in every table of the receipt. */
      :is(th, td):last-child {
        padding-inline-end: 0;
      }
      /* A ticket code is read and typed as one word: it never breaks. */
      .code {
        font-family: ui-monospace, monospace;
        white-space: nowrap;
      }
      /*
       * Too narrow for three columns (a phone), each ticket is a block of its own: the code on
       * its line, then the ticket and the seat.
       */
      :host {
        container-type: inline-size;
      }
      @container (max-width: 32em) {
        table[part~='tickets'],
        table[part~='tickets'] :is(caption, tbody, tr, td) {
          display: block;
        }
        table[part~='tickets'] thead {
          position: absolute;
          inline-size: 1px;
          block-size: 1px;
          overflow: hidden;
          clip-path: inset(50%);
        }
        table[part~='tickets'] tr {
          padding-block: ${token('space-xs')};
          border-block-end: 1px solid ${token('color-border')};
        }
        table[part~='tickets'] :is(th, td) {
          padding: 0;
          border: 0;
        }
      }
      /* The total after the tickets, options and extras: the sum of everything above it. */
      table.totals th {
        font-weight: ${token('font-weight-bold')};
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
