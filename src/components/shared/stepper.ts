import { html, svg, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Translator } from '../../i18n/translate.js';

export interface StepperOptions {
  /** Unique in the shadow root; the input's id. */
  id: string;
  /** What is counted, for the labels ("Adult, Balcony"). */
  name: string;
  value: number;
  max: number;
  /** Sets a quantity and returns what was set (the flow bounds it). */
  set: (quantity: number) => number;
}

const minus = svg`<path d="M3 8h10" />`;
const plus = svg`<path d="M3 8h10M8 3v10" />`;
const icon = (path: ReturnType<typeof svg>) =>
  html`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">${path}</svg>`;

/**
 * A quantity: − button, number input, + button, each labelled with what it counts. The
 * buttons stay focusable at the bounds (`aria-disabled`), so the keyboard focus is not lost
 * when a press reaches the limit; the input takes typed numbers and the arrow keys. A typed
 * number above what is possible is lowered, and a status line below says so in words ("Only 2
 * possible"), so nothing changes silently.
 */
export function renderStepper(t: Translator, options: StepperOptions): TemplateResult {
  const { id, name, value, max, set } = options;
  const note = (from: Element, text: string) => {
    const status = from.closest('.quantity')?.querySelector('.clamped');
    if (status) status.textContent = text;
  };
  const change = (event: Event) => {
    const input = event.target as HTMLInputElement;
    const wanted = Math.max(0, Math.floor(Number(input.value) || 0));
    const got = set(wanted);
    input.value = String(got);
    note(input, got < wanted ? t.plural('stepper.clamped', got, { name }) : '');
  };
  /** From what the input shows now, so presses faster than a render add up. */
  const step = (event: Event, delta: number) => {
    const input = (event.currentTarget as HTMLElement).parentElement!.querySelector('input')!;
    const current = Number(input.value) || 0;
    if (current + delta >= 0 && current + delta <= max) input.value = String(set(current + delta));
    note(input, '');
  };
  /** − or +: labelled with what it counts, `aria-disabled` (still focusable) at the bound. */
  const button = (label: string, atBound: boolean, delta: number, path: ReturnType<typeof svg>) =>
    html`<button
      type="button"
      class="button"
      part="stepper-button"
      aria-label=${label}
      aria-controls=${id}
      aria-disabled=${atBound ? 'true' : 'false'}
      @click=${(event: Event) => step(event, delta)}
    >
      ${icon(path)}
    </button>`;
  // The status line is filled by the handlers, not the template: it says what the last typed
  // change did, and a render (of any other change) leaves it alone.
  return html`<div class="quantity">
    <div class="stepper" part="stepper">
      ${button(t.text('stepper.decrease', { name }), value <= 0, -1, minus)}
      <label class="visually-hidden" for=${id}>${t.text('stepper.quantity', { name })}</label>
      <input
        id=${id}
        part="stepper-input"
        type="number"
        inputmode="numeric"
        min="0"
        max=${max}
        step="1"
        aria-describedby=${`${id}-note`}
        .value=${live(String(value))}
        @change=${change}
      />
      ${button(t.text('stepper.increase', { name }), value >= max, 1, plus)}
    </div>
    <p class="clamped" id=${`${id}-note`} role="status"></p>
  </div>`;
}
