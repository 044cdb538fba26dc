import { css } from 'lit';
import { token } from '../../styles/tokens.js';
import { stepStyles } from '../shared/step.styles.js';

export const styles = [
  ...stepStyles,
  css`
    @layer tb.component {
      :host {
        display: block;
        container-type: inline-size;
      }
      .base {
        display: flex;
        flex-direction: column;
        gap: ${token('space-m')};
        padding: ${token('space-m')};
        border: 1px solid ${token('color-border')};
        border-radius: ${token('radius-l')};
        background: ${token('color-surface')};
        color: ${token('color-text')};
      }
      .progress {
        display: flex;
        flex-wrap: wrap;
        gap: ${token('space-xs')} ${token('space-m')};
        margin: 0;
        padding: 0;
        list-style: none;
        counter-reset: step;
        font-size: ${token('font-size-s')};
        color: ${token('color-text-muted')};
      }
      .progress li {
        counter-increment: step;
        white-space: nowrap;
      }
      .progress.pending {
        block-size: calc(1em * ${token('font-line-height')});
      }
      /*
       * One line at any width: in a narrow container the other steps show their numbers only
       * (their names stay for screen readers), so the list never wraps to a second line.
       */
      @container (max-width: 36em) {
        .progress {
          flex-wrap: nowrap;
        }
        .progress li:not([aria-current='step']) .label {
          position: absolute;
          inline-size: 1px;
          block-size: 1px;
          overflow: hidden;
          clip-path: inset(50%);
          white-space: nowrap;
        }
      }
      .progress li::before {
        content: counter(step) '. ';
      }
      .progress [aria-current='step'] {
        color: ${token('color-text')};
        font-weight: ${token('font-weight-bold')};
        text-decoration: underline;
        text-decoration-color: ${token('color-primary')};
        text-decoration-thickness: 2px;
        text-underline-offset: 0.3em;
      }
      tb-reservation-timer {
        align-self: flex-start;
      }
      /* In a narrow container (a phone) the countdown stays in sight while the buyer scrolls. */
      @container (max-width: 40em) {
        /* Across the whole width on the surface: the text scrolling beneath it never shows
           beside the countdown's box, half covered. */
        tb-reservation-timer {
          position: sticky;
          inset-block-start: 0;
          z-index: 1;
          align-self: stretch;
          padding-block: ${token('space-xs')};
          background: ${token('color-surface')};
        }
        /* A control or heading the focus moves to is scrolled into view below the countdown,
           never under it (WCAG 2.4.11). */
        .step {
          --tb-sticky-offset: 5rem;
        }
      }
      .expired .actions {
        display: flex;
        flex-wrap: wrap;
        gap: ${token('space-s')};
      }
      /* Empty, the alert region stays in the page (so what is added is announced) but takes no room. */
      .alert:empty {
        position: absolute;
        inline-size: 1px;
        block-size: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        padding: 0;
        border: 0;
      }
      .alert {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: ${token('space-s')};
        padding: ${token('space-s')} ${token('space-m')};
        border: 2px solid ${token('color-danger')};
        border-radius: ${token('radius-m')};
        background: ${token('color-danger-surface')};
      }
      .alert p {
        margin: 0;
      }
      .expired {
        padding: ${token('space-m')};
        border: 2px solid ${token('color-danger')};
        border-radius: ${token('radius-m')};
        background: ${token('color-danger-surface')};
      }
      .challenge {
        display: grid;
        gap: ${token('space-s')};
        padding: ${token('space-s')} ${token('space-m')};
        border: 2px solid ${token('color-primary')};
        border-radius: ${token('radius-m')};
      }
      .challenge p {
        margin: 0;
      }
      .step[aria-busy='true'] {
        cursor: progress;
      }
    }
  `,
];
