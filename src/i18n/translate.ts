import { de } from './de.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { numberFormat, pluralCategory } from './format.js';
import type { Lang, Locale } from './locale.js';
import type { Messages, PluralId, TextId } from './messages.js';

export const catalogs: Readonly<Record<Lang, Messages>> = { de, fr, it, en };

type Params = Readonly<Record<string, string | number>>;

/** Looks up messages of one locale and fills their `{name}` placeholders. */
export interface Translator {
  readonly locale: Locale;
  text(id: TextId, params?: Params): string;
  plural(id: PluralId, count: number, params?: Params): string;
}

/** Names of the `{placeholders}` in a message, for the completeness test. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

function fill(text: string, tag: string, params: Params = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole; // visible in the UI, so a forgotten parameter is noticed
    return typeof value === 'number' ? numberFormat(tag).format(value) : value;
  });
}

export function translator(locale: Locale): Translator {
  const messages = catalogs[locale.lang];
  return {
    locale,
    text: (id, params) => fill(messages[id], locale.tag, params),
    plural: (id, count, params) => {
      const forms = messages[id];
      const text = forms[pluralCategory(count, locale.tag)] ?? forms.other;
      return fill(text, locale.tag, { ...params, count });
    },
  };
}
