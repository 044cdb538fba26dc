import { css } from 'lit';
import { token } from '../../styles/tokens.js';
import { formStyles } from '../shared/form.styles.js';
import { stepStyles } from '../shared/step.styles.js';

export const styles = [
  ...stepStyles,
  formStyles,
  css`
    @layer tb.component {
      .ticket > legend {
        font-size: ${token('font-size-l')};
      }
      [part~='group'] {
        margin-block: ${token('space-s')} 0;
      }
      [part~='group'][aria-invalid='true'] {
        border-color: ${token('color-danger')};
        border-width: 2px;
        border-inline-start-width: 0.5em;
      }
      .required {
        font-weight: ${token('font-weight-normal')};
        color: ${token('color-text-muted')};
      }
      .same {
        margin-block: ${token('space-s')} 0;
      }
      .choice span {
        display: inline-flex;
        flex-wrap: wrap;
        gap: 0 ${token('space-s')};
      }
    }
  `,
];
