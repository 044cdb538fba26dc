/**
 * A build step of the script-tag bundle: each language's messages in two parts, so the page's
 * language chunk holds only what the show list says. `src/i18n/catalogs.embed.ts` imports
 * `./<lang>.js?first` and `./<lang>.js?later`; this plugin answers each with the language file's
 * messages of that part (`src/i18n/first-render.ts` says which), as `export const messages`.
 * The language files stay whole for everything else (the ESM build, the tests).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { de } from '../src/i18n/de.js';
import { en } from '../src/i18n/en.js';
import { partOf } from '../src/i18n/first-render.js';
import { fr } from '../src/i18n/fr.js';
import { it } from '../src/i18n/it.js';
import type { Lang } from '../src/i18n/locale.js';
import type { Messages } from '../src/i18n/messages.js';

const catalogs: Readonly<Record<Lang, Messages>> = { de, en, fr, it };
const PART = /^\.\/(de|en|fr|it)\.js\?(first|later)$/;
/** Named as its chunk: `en` (what the show list says), `steps-en` (the later steps' messages). */
const PREFIX = '\0tb-messages/';

/**
 * The file name of a language's first part, `ticket-booking.de.js`, or `undefined` for any other
 * chunk. It carries no content hash, as the script's own name does not: a page preloads its
 * language under that name (`<link rel="modulepreload">`, README), so it arrives with the script
 * instead of one round trip after it.
 */
export function firstPartFileName(
  chunk: { facadeModuleId: string | null },
  prefix: string,
): string | undefined {
  const name = chunk.facadeModuleId?.startsWith(PREFIX) ? chunk.facadeModuleId.slice(PREFIX.length) : '';
  return name in catalogs ? `${prefix}.${name}.js` : undefined;
}

export function splitCatalogsPlugin(): Plugin {
  const i18n = fileURLToPath(new URL('../src/i18n/', import.meta.url));
  return {
    name: 'tb:split-catalogs',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = PART.exec(source);
      if (!match || !importer?.startsWith(i18n)) return null;
      return `${PREFIX}${match[2] === 'first' ? '' : 'steps-'}${match[1]}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const lang = name.replace(/^steps-/, '') as Lang;
      return `export const messages = ${JSON.stringify(partOf(catalogs[lang], name === lang))};\n`;
    },
  };
}
