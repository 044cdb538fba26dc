import { de } from './de.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { it } from './it.js';
import type { Lang } from './locale.js';
import type { Messages } from './messages.js';

// Every language, bundled: the ESM build and the tests. The script-tag build replaces this
// module with `catalogs.embed.ts`, which loads each language as a chunk when a page needs it.

/** The catalogues there from the start. */
export const bundledCatalogs: Readonly<Record<Lang, Messages>> = {
  de,
  fr,
  it,
  en,
};

/** How to load the catalogues that are not bundled. */
export const catalogLoaders: Readonly<Partial<Record<Lang, () => Promise<Messages>>>> = {};
