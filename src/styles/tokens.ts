import { css, unsafeCSS, type CSSResult } from 'lit';

/**
 * Design tokens, tier 1 of theming. Site owners override any `--tb-*` custom property on the
 * widget or any ancestor (`ticket-booking { --tb-color-primary: #7a1fa2 }`).
 *
 * Components never declare the tokens on `:host`: a declaration there would shadow the value a
 * site owner set on an outer element for every nested component. Instead each use reads
 * `var(--tb-name, <default>)`, so the default applies only where nothing is inherited.
 *
 * Colours carry a light and a dark value through `light-dark()`, which follows the element's
 * `color-scheme`; the `theme` attribute sets it (see `themeStyles`). Every text/background pair
 * meets WCAG AA (4.5:1) in both themes; borders meet 3:1 (the component tests run axe in both).
 *
 * Each token's JSDoc is its description in the custom-elements manifest, where `<ticket-booking>`
 * lists every token (custom-elements-manifest.config.mjs).
 */

type TokenValue = string | readonly [light: string, dark: string];

const definitions = {
  /** Background. */
  'color-surface': ['#ffffff', '#1c1c21'],
  /** Background of loading rows and of the booking number. */
  'color-surface-alt': ['#f3f4f6', '#2a2a31'],
  /** Text. */
  'color-text': ['#1c1c21', '#f2f2f5'],
  /** Secondary text: hints, venues, the list of steps. */
  'color-text-muted': ['#555a64', '#b9bcc4'],
  /** Borders of the box, fields and sections. */
  'color-border': ['#8a8f98', '#7c808a'],
  /** Main buttons, the current step, selections. */
  'color-primary': ['#0b57d0', '#a8c7fa'],
  /** Text on `--tb-color-primary`. */
  'color-on-primary': ['#ffffff', '#062e6f'],
  /** The focus ring. */
  'color-focus': ['#0b57d0', '#a8c7fa'],
  /** The confirmed booking number. */
  'color-success': ['#146c2e', '#6dd58c'],
  /** "Few left", the last minute of the reservation, a lost race. */
  'color-warning': ['#8a4500', '#ffb454'],
  /** Background of warnings. */
  'color-warning-surface': ['#fff4e5', '#3a2a12'],
  /** Errors, required marks, the expired reservation. */
  'color-danger': ['#b3261e', '#f2b8b5'],
  /** Background of errors. */
  'color-danger-surface': ['#fce8e6', '#3c1d1b'],
  // Free seats of the seat map, one colour per price category (each 3:1 against the surface).
  /** Free seats of the first price category on the seat map. */
  'color-seat-1': ['#00796b', '#4db6ac'],
  /** Free seats of the second price category on the seat map. */
  'color-seat-2': ['#8e24aa', '#ce93d8'],
  /** Free seats of the third price category on the seat map. */
  'color-seat-3': ['#c2185b', '#f48fb1'],
  /** Free seats of the fourth price category (and further ones) on the seat map. */
  'color-seat-4': ['#795548', '#bcaaa4'],
  /** Taken seats on the seat map. */
  'color-seat-taken': ['#8a8f98', '#7c808a'],
  // Sizes are in `em` of the widget's own base size (`font-size-base`, set on every component's
  // host), never `rem`: a host page's root font size (`html { font-size: 62.5% }`) must not
  // shrink the widget.
  /** Spacing, smallest. */
  'space-2xs': '0.125em',
  /** Spacing, extra small. */
  'space-xs': '0.25em',
  /** Spacing, small. */
  'space-s': '0.5em',
  /** Spacing, medium: the box's padding. */
  'space-m': '1em',
  /** Spacing, large: between sections. */
  'space-l': '1.5em',
  /** Corners of inputs. */
  'radius-s': '0.25em',
  /** Corners of buttons, sections and the countdown. */
  'radius-m': '0.5em',
  /** Corners of the widget's box. */
  'radius-l': '1em',
  /** Corners of round controls. */
  'radius-pill': '999px',
  /** Font. */
  'font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  // An absolute length: every component's host reads it, so a relative one would compound.
  /** The size everything is measured from (an absolute length, default 16px). */
  'font-size-base': '16px',
  /** Small text. */
  'font-size-s': '0.875em',
  /** Body text. */
  'font-size-m': '1em',
  /** Section headings, totals, the countdown. */
  'font-size-l': '1.25em',
  /** Step headings, the booking number. */
  'font-size-xl': '1.5em',
  /** Regular text. */
  'font-weight-normal': '400',
  /** Headings, totals, buttons. */
  'font-weight-bold': '600',
  /** Line height. */
  'font-line-height': '1.5',
} as const satisfies Record<string, TokenValue>;

export type TokenName = keyof typeof definitions;

/** Every public custom property with its default, e.g. for docs: `['--tb-color-text', '…']`. */
export const tokenDefaults: ReadonlyArray<readonly [property: string, value: string]> = Object.entries(
  definitions,
).map(([name, value]: [string, TokenValue]) => [
  `--tb-${name}`,
  typeof value === 'string' ? value : `light-dark(${value[0]}, ${value[1]})`,
]);

/** `token('color-text')` → `var(--tb-color-text, light-dark(#1c1c21, #f2f2f5))`, for `css` templates. */
export function token(name: TokenName): CSSResult {
  const value: TokenValue = definitions[name];
  const fallback = typeof value === 'string' ? value : `light-dark(${value[0]}, ${value[1]})`;
  return unsafeCSS(`var(--tb-${name}, ${fallback})`);
}

/**
 * The least size of anything the buyer taps or clicks: 44 CSS px (WCAG 2.5.5), or more where
 * the base size is larger. Not a token: no site owner should be able to make targets smaller.
 */
export const targetSize = unsafeCSS('max(2.75em, 44px)');

/** `theme` attribute values: `auto` follows the OS (prefers-color-scheme); unset inherits the page's scheme. */
export type Theme = 'light' | 'dark' | 'auto';

/**
 * Layer order for every component's shadow root. Component CSS lives in `tb.*` layers, so any
 * unlayered rule (a subclass's `static styles`, a sheet a site owner adopts) wins without
 * `!important`; page CSS on the host and `::part()` rules win anyway as outer-scope styles.
 */
export const themeStyles = css`
  @layer tb.base, tb.component;

  @layer tb.base {
    :host([theme='light']) {
      color-scheme: light;
    }
    :host([theme='dark']) {
      color-scheme: dark;
    }
    :host([theme='auto']) {
      color-scheme: light dark;
    }
  }
`;
