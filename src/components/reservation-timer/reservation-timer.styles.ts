import { css } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { token } from '../../styles/tokens.js';

export const styles = [
  ...baseStyles,
  css`
    @layer tb.component {
      :host {
        display: inline-block;
      }
      [part='base'] {
        display: inline-flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: ${token('space-xs')} ${token('space-s')};
        padding: ${token('space-xs')} ${token('space-m')};
        border: 1px solid ${token('color-border')};
        border-radius: ${token('radius-m')};
        background: ${token('color-surface')};
        color: ${token('color-text')};
      }
      [part='label'] {
        font-size: ${token('font-size-s')};
      }
      [part='timer'] {
        font-size: ${token('font-size-l')};
        font-weight: ${token('font-weight-bold')};
        font-variant-numeric: tabular-nums;
      }
      .ending {
        border-color: ${token('color-warning')};
        background: ${token('color-warning-surface')};
        color: ${token('color-warning')};
      }
      .ending [part='label'] {
        font-weight: ${token('font-weight-bold')};
      }
      .warning {
        outline: 2px solid ${token('color-warning')};
        outline-offset: -1px;
      }
      .expired {
        border-color: ${token('color-danger')};
        background: ${token('color-danger-surface')};
        color: ${token('color-danger')};
      }
      .expired [part='label'] {
        font-size: ${token('font-size-m')};
        font-weight: ${token('font-weight-bold')};
      }
    }
  `,
];
