import { css } from 'lit';
import { themeStyles, token } from './tokens.js';

/** Base styles every component starts its `static styles` with. */
export const baseStyles = [
  themeStyles,
  css`
    @layer tb.base {
      /*
       * The host page's text settings stop here: every inherited property a page commonly sets
       * on its root or body (text-align: center, letter-spacing, line-height: 1, a
       * 62.5 % root font size) is set again, so the widget looks the same on every page. Site
       * owners change it through the tokens (--tb-font-size-base, --tb-font-line-height).
       */
      :host {
        box-sizing: border-box;
        font-family: ${token('font-family')};
        font-size: ${token('font-size-base')};
        font-style: normal;
        font-variant: normal;
        font-weight: ${token('font-weight-normal')};
        line-height: ${token('font-line-height')};
        letter-spacing: normal;
        word-spacing: normal;
        text-align: start;
        text-indent: 0;
        text-transform: none;
        text-shadow: none;
        white-space: normal;
        color: ${token('color-text')};
      }
      :host([hidden]) {
        display: none;
      }
      /* Not inherit: a page's * { box-sizing: content-box } reaches the host element. */
      *,
      *::before,
      *::after {
        box-sizing: border-box;
      }
      /* Clear of the widget's sticky countdown when scrolled into view (set where it sticks). */
      * {
        scroll-margin-block-start: var(--tb-sticky-offset, 0px);
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
