import { css } from 'lit';
import { token } from '../../styles/tokens.js';
import { formStyles } from '../shared/form.styles.js';
import { stepStyles } from '../shared/step.styles.js';

export const styles = [
  ...stepStyles,
  formStyles,
  css`
    @layer tb.component {
      .sector {
        margin-block-end: ${token('space-l')};
      }
      .sector h3 {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: ${token('space-s')};
        margin-block-end: ${token('space-s')};
      }
      .price {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${token('space-s')} ${token('space-m')};
        padding-block: ${token('space-s')};
        border-block-start: 1px solid ${token('color-border')};
      }
      .price .name {
        flex: 1 1 8em;
      }
      .wheelchair {
        padding-block-start: ${token('space-s')};
        border-block-start: 1px solid ${token('color-border')};
      }
      .hint {
        margin-block: 0;
      }
      .total {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: ${token('space-s')} ${token('space-m')};
        padding-block: ${token('space-s')};
        border-block: 2px solid ${token('color-text')};
        font-size: ${token('font-size-l')};
      }
      .total span:first-child {
        flex: 1;
        font-weight: ${token('font-weight-bold')};
      }
      .shortfall {
        margin-block-start: ${token('space-m')};
        padding: ${token('space-m')};
        border: 2px solid ${token('color-warning')};
        border-radius: ${token('radius-m')};
        background: ${token('color-warning-surface')};
      }
      .shortfall h3:focus {
        outline: none;
      }
      .shortfall h3:focus-visible {
        outline: 2px solid ${token('color-focus')};
      }
      .shortfall .actions {
        margin-block-start: ${token('space-m')};
      }
    }
  `,
];
