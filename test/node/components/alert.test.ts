/**
 * The root element's alert region in the script-tag build, where a language comes in two parts:
 * an error only a write answers has its message in the later steps' part, so the region says
 * it once that part is in, and never shows the message's bare key meanwhile.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TemplateResult } from 'lit';
import type { BookingState, ErrorKey } from '../../../src/booking/types';
import { renderAlert } from '../../../src/components/ticket-booking/views';
import { en } from '../../../src/i18n/en';
import { partOf } from '../../../src/i18n/first-render';
import type { Translator } from '../../../src/i18n/translate';

/** The text of a template with its values (markup included), as the region would show it. */
const textOf = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(textOf).join('');
  if (value && typeof value === 'object' && 'strings' in value) {
    const { strings, values } = value as TemplateResult;
    return strings.map((part, i) => part + (i < values.length ? textOf(values[i]) : '')).join('');
  }
  return typeof value === 'string' ? value : '';
};

/** A translator over a catalogue completed in place, as `catalogs.embed.ts` completes it. */
function twoParts(): { t: Translator; later: () => void } {
  const catalogue: Record<string, unknown> = { ...partOf(en, true) };
  const t = {
    locale: { lang: 'en', tag: 'en' },
    text: (id: string) => (typeof catalogue[id] === 'string' ? catalogue[id] : id),
    plural: (id: string) => id,
    has: (id: string) => id in catalogue,
  } as unknown as Translator;
  return { t, later: () => Object.assign(catalogue, partOf(en, false)) };
}

const failed = (key: ErrorKey, retryable = false): Readonly<BookingState> =>
  ({ step: 'tickets', error: { key, code: 'x', retryable } }) as unknown as BookingState;

describe('the alert region with a language in two parts', () => {
  test("says a write's error once the later messages are in, never its bare key", () => {
    const { t, later } = twoParts();
    const state = failed('error.noWheelchair');
    const before = textOf(renderAlert(t, state, () => undefined));
    assert.doesNotMatch(before, /error\.noWheelchair/);
    assert.doesNotMatch(before, /<p>/, 'no message yet');
    later();
    assert.ok(textOf(renderAlert(t, state, () => undefined)).includes(en['error.noWheelchair']));
  });

  test("says a read's error at once, with its way forward", () => {
    const { t } = twoParts();
    const text = textOf(renderAlert(t, failed('error.network', true), () => undefined));
    assert.ok(text.includes(en['error.network']), text);
    assert.ok(text.includes(en['action.retry']), text);
  });
});
