import { css } from 'lit';
import { themeStyles, token } from './tokens.js';

/** Base styles every component starts its `static styles` with. */
export const baseStyles = [
  themeStyles,
  css`
    @layer tb.base {
      :host {
        box-sizing: border-box;
        font-family: ${token('font-family')};
        font-size: ${token('font-size-m')};
        line-height: ${token('font-line-height')};
        color: ${token('color-text')};
      }
      :host([hidden]) {
        display: none;
      }
      *,
      *::before,
      *::after {
        box-sizing: inherit;
      }
      :focus-visible {
        outline: 2px solid ${token('color-focus')};
        outline-offset: 2px;
      }
      /* Read by screen readers, not shown. */
      .visually-hidden {
        position: absolute;
        width: 1px;
        height: 1px;
        margin: -1px;
        padding: 0;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
        border: 0;
      }
    }
  `,
];
