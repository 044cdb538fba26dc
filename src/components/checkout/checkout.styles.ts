import { css } from 'lit';
import { token } from '../../styles/tokens.js';
import { formStyles } from '../shared/form.styles.js';
import { stepStyles } from '../shared/step.styles.js';

export const styles = [
  ...stepStyles,
  formStyles,
  css`
    @layer tb.component {
      table {
        inline-size: 100%;
        margin-block-end: ${token('space-l')};
        border-collapse: collapse;
      }
      th,
      td {
        padding: ${token('space-xs')} 0;
        border-block-end: 1px solid ${token('color-border')};
        font-weight: ${token('font-weight-normal')};
        text-align: start;
        vertical-align: baseline;
      }
      td.amount {
        padding-inline-start: ${token('space-m')};
        text-align: end;
      }
      .group th {
        padding-block-start: ${token('space-m')};
        font-weight: ${token('font-weight-bold')};
      }
      tfoot th,
      tfoot td {
        border-block: 2px solid ${token('color-text')};
        font-size: ${token('font-size-l')};
        font-weight: ${token('font-weight-bold')};
      }
      .seats {
        margin-block-end: ${token('space-l')};
      }
      .delivery {
        margin-block-end: ${token('space-l')};
      }
      .delivery p {
        margin-block: 0 ${token('space-xs')};
      }
      address {
        margin-block-end: ${token('space-s')};
        font-style: normal;
      }
      .notice {
        margin-block-start: ${token('space-s')};
        padding: ${token('space-s')} ${token('space-m')};
        border-inline-start: 4px solid ${token('color-warning')};
        background: ${token('color-warning-surface')};
      }
    }
  `,
];
