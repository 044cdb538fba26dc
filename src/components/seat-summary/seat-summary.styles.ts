import { css } from 'lit';
import { token } from '../../styles/tokens.js';
import { stepStyles } from '../shared/step.styles.js';

export const styles = [
  ...stepStyles,
  css`
    @layer tb.component {
      .seats {
        margin-block-end: ${token('space-l')};
        padding: ${token('space-m')};
        border: 1px solid ${token('color-border')};
        border-radius: ${token('radius-m')};
      }
      .words {
        margin-block-end: ${token('space-s')};
      }
      .notice p {
        padding: ${token('space-s')} ${token('space-m')};
        border-inline-start: 4px solid ${token('color-warning')};
        background: ${token('color-warning-surface')};
      }
      .map {
        margin-block-start: ${token('space-m')};
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
