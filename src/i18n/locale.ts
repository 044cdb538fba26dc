/** The languages the widget ships messages for. */
export const LANGS = ['de', 'fr', 'it', 'en'] as const;
export type Lang = (typeof LANGS)[number];

const DEFAULT_LANG: Lang = 'en';

/**
 * A resolved locale: `lang` picks the message catalog, `tag` drives Intl formatting. The tag
 * keeps the region, so `de-CH` reads German messages but formats money as "CHF 12.50".
 */
export interface Locale {
  readonly lang: Lang;
  readonly tag: string;
}

/** Maps a BCP 47 tag to a supported language (`de-CH` → `de`), or `undefined`. */
function matchLang(tag: string | null | undefined): Lang | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return LANGS.find((lang) => lang === primary);
}

/** A supported locale for `tag`, or `undefined` when its language is not supported. */
function toLocale(tag: string | null | undefined): Locale | undefined {
  const lang = matchLang(tag);
  if (!lang || !tag) return undefined;
  try {
    return { lang, tag: Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0] ?? lang };
  } catch {
    return { lang, tag: lang }; // a malformed tag such as "de-" still names a language
  }
}

/**
 * The `lang` that applies to `element`: its own attribute, else the closest ancestor's
 * (crossing shadow roots, so components inside the widget inherit the widget's language),
 * which ends at `<html lang>`. An empty `lang=""` means "unknown" and is skipped.
 */
function inheritedLang(element: Element): string | undefined {
  let node: Element | null = element;
  while (node) {
    const found: Element | null = node.closest('[lang]:not([lang=""])');
    if (found) return found.getAttribute('lang') ?? undefined;
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return undefined;
}

/**
 * Resolution order: the element's `lang` (own or inherited, see `inheritedLang`), else the
 * browser's `navigator.languages` in order, else English. A `lang` naming an unsupported
 * language falls through to the browser's preferences rather than straight to English.
 */
export function resolveLocale(
  element?: Element,
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): Locale {
  const candidates = [element ? inheritedLang(element) : undefined, ...languages];
  for (const tag of candidates) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return { lang: DEFAULT_LANG, tag: DEFAULT_LANG };
}
