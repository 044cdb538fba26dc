import type { Lang } from './locale.js';
import type { Messages } from './messages.js';

// The script-tag build's catalogues (it resolves `./catalogs.js` of src/i18n here): each
// language a chunk of its own, loaded when a page asks for it. The script starts loading the
// page's language before anything else runs (`early.ts`), so it arrives while the rest of the
// script is still being evaluated.

export const bundledCatalogs: Readonly<Partial<Record<Lang, Messages>>> = {};

export const catalogLoaders: Readonly<Partial<Record<Lang, () => Promise<Messages>>>> = {
  de: () => import('./de.js').then((m) => m.de),
  en: () => import('./en.js').then((m) => m.en),
  fr: () => import('./fr.js').then((m) => m.fr),
  it: () => import('./it.js').then((m) => m.it),
};
