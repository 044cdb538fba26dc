import type { Lang } from './locale.js';
import type { Messages } from './messages.js';

// The script-tag build's catalogues (it resolves `./catalogs.js` of src/i18n here): each
// language in two chunks of its own. The first holds what the show list says
// (`first-render.ts`) and is loaded when a page asks for the language: the script starts
// loading the page's language before anything else runs (`early.ts`), so it arrives while the
// rest of the script is still being evaluated. The second holds the later steps' messages and
// comes with those steps (`loadLaterMessages()`). The build makes both parts from the language
// file (`scripts/split-catalogs.ts`): `./en.js?first` and `./en.js?later` each export `messages`.

type Part = () => Promise<{ messages: Readonly<Record<string, unknown>> }>;

const parts: Readonly<Record<Lang, readonly [first: Part, later: Part]>> = {
  de: [() => import('./de.js?first'), () => import('./de.js?later')],
  en: [() => import('./en.js?first'), () => import('./en.js?later')],
  fr: [() => import('./fr.js?first'), () => import('./fr.js?later')],
  it: [() => import('./it.js?first'), () => import('./it.js?later')],
};

/** The catalogues handed out so far (completed in place when the later messages arrive). */
const loaded = new Map<Lang, Record<string, unknown>>();
/** The later steps are on their way: every language loaded from now on comes whole. */
let whole = false;

async function complete(lang: Lang, later = parts[lang][1]()): Promise<void> {
  Object.assign(loaded.get(lang)!, (await later).messages);
}

export const bundledCatalogs: Readonly<Partial<Record<Lang, Messages>>> = {};

export const catalogLoaders: Readonly<Partial<Record<Lang, () => Promise<Messages>>>> = Object.fromEntries(
  (Object.keys(parts) as Lang[]).map((lang) => [
    lang,
    async () => {
      const later = whole ? parts[lang][1]() : undefined;
      loaded.set(lang, { ...(await parts[lang][0]()).messages });
      // The later steps were asked for meanwhile: this language comes whole as well.
      if (whole) await complete(lang, later);
      return loaded.get(lang) as unknown as Messages;
    },
  ]),
);

/**
 * Loads the later steps' messages of every language loaded so far, and has every language
 * loaded from now on come whole. Settles once they are in; rejects when a part could not be
 * loaded (called again, it tries again).
 */
export function loadLaterMessages(): Promise<unknown> {
  whole = true;
  return Promise.all([...loaded.keys()].map((lang) => complete(lang)));
}
