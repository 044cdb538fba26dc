import { css } from 'lit';
import { targetSize, token } from '../../styles/tokens.js';

/**
 * What the steps after the show list share besides `stepStyles`: field errors, fieldsets, radios
 * and checkboxes, the quantity stepper and amounts. A sheet of its own so that the show list
 * (and the first render) does not carry it. In the `tb.component` layer, after `stepStyles`.
 */
export const formStyles = css`
  @layer tb.component {
    .error {
      color: ${token('color-danger')};
      font-weight: ${token('font-weight-bold')};
    }
    fieldset {
      min-inline-size: 0;
      margin: 0 0 ${token('space-m')};
      padding: ${token('space-s')} ${token('space-m')} ${token('space-m')};
      border: 1px solid ${token('color-border')};
      border-radius: ${token('radius-m')};
    }
    legend {
      padding: 0 ${token('space-xs')};
      font-weight: ${token('font-weight-bold')};
    }
    .choice {
      display: flex;
      align-items: center;
      gap: ${token('space-s')};
      min-block-size: ${targetSize};
    }
    /*
       * Radios and checkboxes drawn from the tokens: the same fixed size wherever the label
       * wraps (never squeezed by the flex row), and an unchecked box that reads as enabled in
       * both themes (the browser's dark controls look disabled). Checked is a dot or a tick as
       * well as the colour; disabled is dashed as well as faded.
       */
    .choice input {
      appearance: none;
      display: inline-grid;
      place-content: center;
      flex: none;
      inline-size: 1.5em;
      block-size: 1.5em;
      margin: 0;
      border: 2px solid ${token('color-border')};
      background: ${token('color-surface')};
      color: ${token('color-on-primary')};
      font: inherit;
      cursor: pointer;
    }
    .choice input[type='radio'] {
      border-radius: 50%;
    }
    .choice input[type='checkbox'] {
      border-radius: ${token('radius-s')};
    }
    .choice input::before {
      content: '';
      inline-size: 0.625em;
      block-size: 0.625em;
      background: currentColor;
      transform: scale(0);
    }
    .choice input[type='radio']::before {
      border-radius: 50%;
    }
    .choice input[type='checkbox']::before {
      inline-size: 0.875em;
      block-size: 0.875em;
      clip-path: polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0%, 43% 62%);
    }
    .choice input:checked {
      border-color: ${token('color-primary')};
      background: ${token('color-primary')};
    }
    .choice input:checked::before {
      transform: scale(1);
    }
    .choice input:disabled {
      border-style: dashed;
      opacity: 0.6;
      cursor: not-allowed;
    }
    @media (forced-colors: active) {
      .choice input::before {
        background: CanvasText;
      }
    }
    .choice.disabled {
      color: ${token('color-text-muted')};
    }
    .clamped {
      max-inline-size: 14em;
      margin: 0;
      font-size: ${token('font-size-s')};
      font-weight: ${token('font-weight-bold')};
      color: ${token('color-warning')};
    }
    .clamped:not(:empty) {
      margin-block-start: ${token('space-xs')};
    }
    .stepper {
      display: inline-flex;
      align-items: stretch;
    }
    .stepper .button {
      padding: 0;
      border-radius: 0;
    }
    .stepper .button:first-child {
      border-start-start-radius: ${token('radius-m')};
      border-end-start-radius: ${token('radius-m')};
    }
    .stepper .button:last-child {
      border-start-end-radius: ${token('radius-m')};
      border-end-end-radius: ${token('radius-m')};
    }
    .stepper input {
      inline-size: 3.5em;
      min-block-size: ${targetSize};
      border: 1px solid ${token('color-border')};
      border-inline: 0;
      background: ${token('color-surface')};
      color: ${token('color-text')};
      font: inherit;
      text-align: center;
      font-variant-numeric: tabular-nums;
      appearance: textfield;
    }
    .stepper input::-webkit-inner-spin-button {
      appearance: none;
    }
    .amount {
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
  }
`;
