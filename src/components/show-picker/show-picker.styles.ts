import { css } from 'lit';
import { targetSize, token } from '../../styles/tokens.js';
import { stepStyles } from '../shared/step.styles.js';

export const styles = [
  ...stepStyles,
  css`
    @layer tb.component {
      .event {
        color: ${token('color-text-muted')};
      }
      .days > li + li {
        margin-block-start: ${token('space-l')};
      }
      /* A long day ("Vorstellungen am Freitag, 11. September 2026") wraps and pushes the shows down. */
      [part~='day'],
      .skeleton-day {
        margin-block-end: ${token('space-s')};
        font-size: ${token('font-size-m')};
        line-height: 1.5;
      }
      .skeleton-day {
        block-size: 1.5em;
      }
      /* Real rows and skeleton rows have the same size, so nothing moves when the shows arrive. */
      .show {
        display: flex;
        flex-direction: column;
        justify-content: center;
        gap: ${token('space-2xs')};
        inline-size: 100%;
        min-block-size: 5em;
        margin-block-end: ${token('space-s')};
        padding: ${token('space-s')} ${token('space-m')};
        border: 1px solid ${token('color-border')};
        border-radius: ${token('radius-m')};
        background: ${token('color-surface')};
        color: ${token('color-text')};
        font: inherit;
        text-align: start;
        cursor: pointer;
      }
      button.show:hover:not(:disabled) {
        border-color: ${token('color-primary')};
      }
      button.show:disabled {
        background: ${token('color-surface-alt')};
        color: ${token('color-text-muted')};
        cursor: not-allowed;
      }
      .when {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        justify-content: space-between;
        gap: ${token('space-s')};
      }
      .time {
        font-size: ${token('font-size-l')};
        font-weight: ${token('font-weight-bold')};
      }
      .venue {
        color: ${token('color-text-muted')};
      }
      button.show:disabled .venue {
        color: inherit;
      }
      .skeleton .show,
      .skeleton-day {
        border-color: transparent;
        border-radius: ${token('radius-m')};
        background: ${token('color-surface-alt')};
        cursor: default;
      }
      .skeleton-day {
        inline-size: 40%;
      }
      /* While availability is read again, each badge keeps its size as a skeleton. */
      .badge.refreshing {
        border-color: transparent;
        background: ${token('color-surface-alt')};
        color: transparent;
      }
      @media (prefers-reduced-motion: no-preference) {
        .skeleton > *,
        .badge.refreshing {
          animation: pulse 1.5s ease-in-out infinite;
        }
      }
      @keyframes pulse {
        50% {
          opacity: 0.5;
        }
      }
      .calendar {
        margin-block-end: ${token('space-l')};
      }
      .month {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: ${token('space-s')};
      }
      .month h3 {
        margin: 0;
        font-size: ${token('font-size-m')};
      }
      table {
        inline-size: 100%;
        border-collapse: collapse;
        table-layout: fixed;
        text-align: center;
      }
      th {
        padding: ${token('space-xs')} 0;
        font-size: ${token('font-size-s')};
        font-weight: ${token('font-weight-normal')};
        color: ${token('color-text-muted')};
      }
      td {
        padding: ${token('space-2xs')};
      }
      .date {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        inline-size: ${targetSize};
        max-inline-size: 100%;
        block-size: ${targetSize};
        padding: 0;
      }
      .date[aria-pressed='true'] {
        border-color: ${token('color-primary')};
        background: ${token('color-primary')};
        color: ${token('color-on-primary')};
      }
    }
  `,
];
