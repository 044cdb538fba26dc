import { css } from 'lit';
import { token } from '../../src/styles/tokens.js';
import { panelStyles } from './styles.js';

export const styles = [
  ...panelStyles,
  css`
    @layer tb.component {
      :host {
        position: fixed;
        z-index: 2147483000;
        inset-block-end: 0;
        inset-inline-end: 0;
        max-width: 100vw;
        color: ${token('color-text')};
      }
      :host([open][dock='side']) {
        inset-block-start: 0;
        width: min(30rem, 100vw);
      }
      :host([open][dock='bottom']) {
        inset-inline-start: 0;
        height: min(45vh, 28rem);
      }
      [part='base'] {
        display: flex;
        flex-direction: column;
        height: 100%;
        border: 1px solid ${token('color-border')};
        background: ${token('color-surface')};
        box-shadow: 0 0 0.75rem color-mix(in srgb, ${token('color-text')} 25%, transparent);
      }
      :host(:not([open])) [part='base'] {
        border-start-start-radius: ${token('radius-m')};
      }
      :host([open][dock='side']) [part='base'] {
        border-block: 0;
        border-inline-end: 0;
      }
      :host([open][dock='bottom']) [part='base'] {
        border-inline: 0;
        border-block-end: 0;
      }
      [part='header'] {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${token('space-xs')} ${token('space-s')};
        padding: ${token('space-xs')} ${token('space-s')};
        background: ${token('color-surface-alt')};
      }
      [part='toggle'] {
        font-weight: ${token('font-weight-bold')};
      }
      .status {
        flex: 1;
        color: ${token('color-text-muted')};
      }
      .status.offline {
        color: ${token('color-danger')};
      }
      [part='body'] {
        display: flex;
        flex-direction: column;
        flex: 1;
        min-height: 0;
      }
      [part='body'][hidden] {
        display: none;
      }
      .toolbar {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${token('space-xs')} ${token('space-s')};
        padding: ${token('space-xs')} ${token('space-s')};
        border-block-end: 1px solid ${token('color-surface-alt')};
      }
      .alert {
        display: flex;
        gap: ${token('space-s')};
        align-items: start;
        margin: ${token('space-xs')} ${token('space-s')};
        padding: ${token('space-xs')} ${token('space-s')};
        border: 1px solid ${token('color-danger')};
        border-radius: ${token('radius-s')};
        background: ${token('color-danger-surface')};
        color: ${token('color-danger')};
      }
      [role='tablist'] {
        display: flex;
        flex-wrap: wrap;
        gap: ${token('space-2xs')};
        padding: ${token('space-xs')} ${token('space-s')} 0;
        border-block-end: 1px solid ${token('color-border')};
      }
      [role='tab'] {
        border-block-end: 0;
        border-end-start-radius: 0;
        border-end-end-radius: 0;
        background: ${token('color-surface')};
      }
      [role='tab'][aria-selected='true'] {
        border-color: ${token('color-primary')};
        background: ${token('color-primary')};
        color: ${token('color-on-primary')};
      }
      [role='tabpanel'] {
        flex: 1;
        min-height: 0;
        overflow: auto;
        padding: ${token('space-s')};
      }
      dialog {
        max-width: 26rem;
        border: 1px solid ${token('color-border')};
        border-radius: ${token('radius-m')};
        background: ${token('color-surface')};
        color: ${token('color-text')};
      }
      dialog h2 {
        margin-block-start: 0;
        font-size: ${token('font-size-l')};
      }
      dialog::backdrop {
        background: color-mix(in srgb, ${token('color-text')} 40%, transparent);
      }
    }
  `,
];
