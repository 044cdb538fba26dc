import { css } from 'lit';
import { token } from '../../styles/tokens.js';
import { formStyles } from '../shared/form.styles.js';
import { stepStyles } from '../shared/step.styles.js';

export const styles = [
  ...stepStyles,
  formStyles,
  css`
    @layer tb.component {
      .option {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${token('space-s')} ${token('space-m')};
        padding-block: ${token('space-s')};
        border-block-end: 1px solid ${token('color-border')};
      }
      .option > .name,
      .option > .choice {
        flex: 1 1 10em;
      }
    }
  `,
];
