import { css } from 'lit';
import { targetSize, token } from '../../styles/tokens.js';
import { formStyles } from '../shared/form.styles.js';
import { stepStyles } from '../shared/step.styles.js';

export const styles = [
  ...stepStyles,
  formStyles,
  css`
    @layer tb.component {
      .field {
        display: flex;
        flex-direction: column;
        gap: ${token('space-xs')};
        margin-block-end: ${token('space-m')};
      }
      label {
        font-weight: ${token('font-weight-bold')};
      }
      .note {
        font-weight: ${token('font-weight-normal')};
        color: ${token('color-text-muted')};
      }
      input:not([type='checkbox'], [type='radio']),
      select {
        inline-size: 100%;
        max-inline-size: 30em;
        min-block-size: ${targetSize};
        padding: ${token('space-s')};
        border: 1px solid ${token('color-border')};
        border-radius: ${token('radius-s')};
        background: ${token('color-surface')};
        color: ${token('color-text')};
        font: inherit;
      }
      /* Marked by shape as well as colour: a thick bar at the start, and the message below. */
      input[aria-invalid='true'],
      select[aria-invalid='true'] {
        border: 2px solid ${token('color-danger')};
        border-inline-start-width: 0.5em;
      }
      .field .error {
        margin: 0;
      }
      .choice {
        margin-block-end: ${token('space-m')};
        font-weight: ${token('font-weight-normal')};
      }
      .delivery {
        margin-block-end: ${token('space-l')};
      }
      .delivery .choice {
        margin-block-end: ${token('space-xs')};
      }
      .summary {
        margin-block-end: ${token('space-l')};
        padding: ${token('space-m')};
        border: 2px solid ${token('color-danger')};
        border-radius: ${token('radius-m')};
        background: ${token('color-danger-surface')};
      }
      .summary h3 {
        margin-block-end: ${token('space-s')};
        font-size: ${token('font-size-m')};
      }
      .summary ul {
        padding-inline-start: ${token('space-l')};
        list-style: disc;
      }
      .summary a {
        color: ${token('color-danger')};
        font-weight: ${token('font-weight-bold')};
      }
    }
  `,
];
