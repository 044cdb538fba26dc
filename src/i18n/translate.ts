import { bundledCatalogs, catalogLoaders } from './catalogs.js';
import { numberFormat, pluralCategory } from './format.js';
import type { Lang, Locale } from './locale.js';
import type { Messages, PluralId, TextId } from './messages.js';

/** Every catalogue (the script-tag build, which loads them as chunks, has none bundled). */
export const catalogs = bundledCatalogs;

/** The catalogues at hand: the bundled ones and those loaded since. */
const ready = new Map<Lang, Messages>(Object.entries(bundledCatalogs) as [Lang, Messages][]);
const loading = new Map<Lang, Promise<boolean>>();

/** Whether the messages of `lang` are at hand (else `translator` falls back to English, if at hand). */
export function hasCatalog(lang: Lang): boolean {
  return ready.has(lang);
}

/**
 * Loads the messages of `lang` unless they are at hand or being loaded; true once they are.
 * False when they cannot be loaded (the script's chunks unreachable): English stands in, and
 * a later call tries again.
 */
export function loadCatalog(lang: Lang): Promise<boolean> {
  if (ready.has(lang)) return Promise.resolve(true);
  const load = catalogLoaders[lang];
  if (!load) return Promise.resolve(false);
  let pending = loading.get(lang);
  if (!pending) {
    pending = load().then(
      (messages) => {
        ready.set(lang, messages);
        return true;
      },
      () => false,
    );
    pending.finally(() => loading.delete(lang)).catch(() => undefined);
    loading.set(lang, pending);
  }
  return pending;
}

type Params = Readonly<Record<string, string | number>>;

/** Looks up messages of one locale and fills their `{name}` placeholders. */
export interface Translator {
  readonly locale: Locale;
  text(id: TextId, params?: Params): string;
  plural(id: PluralId, count: number, params?: Params): string;
  /**
   * Whether the message is at hand: in the script-tag build a later step's message arrives
   * with the later steps (the catalogue is completed in place, so this turns true then).
   */
  has(id: TextId | PluralId): boolean;
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
  // No catalogue at all only while the first one loads, when nothing is rendered with it.
  const messages = ready.get(locale.lang) ?? ready.get('en') ?? ({} as Partial<Messages>);
  return {
    locale,
    text: (id, params) => fill(messages[id] ?? id, locale.tag, params),
    plural: (id, count, params) => {
      const forms = messages[id] ?? { other: id };
      const text = forms[pluralCategory(count, locale.tag)] ?? forms.other;
      return fill(text, locale.tag, { ...params, count });
    },
    has: (id) => id in messages,
  };
}
