/**
 * A build step of the script-tag bundle: one classic script for the first render, with lazily
 * loaded ES-module chunks next to it.
 *
 * The site owner's snippet stays one classic `<script src>` (no `type="module"`: that would
 * need CORS headers on the script itself, run deferred, and load a second copy of the entry
 * whenever the page adds a query string to its URL). Rolldown builds ES modules with code
 * splitting; this plugin then turns the entry chunk into a classic script:
 *
 * - it must import nothing (every module the first render needs is inside it: no serial round
 *   trip before the show list), which the build checks;
 * - its `import("./chunk.js")` calls resolve against the script's own URL
 *   (`document.currentScript.src`, read while it runs), not the page's;
 * - what the chunks import from it is handed to them through one property of `globalThis`
 *   keyed by a registered symbol with the package's version (no name in the page's scope; the
 *   first copy of the script on a page wins, as the first definition of an element does), and
 *   each chunk's `import … from "./ticket-booking.js"` becomes a read of that property.
 *
 * The chunks stay ES modules (native `import()`, allowed by `script-src` like the script, no
 * `eval`), so chunk-to-chunk imports work as they are. The rewrites go through Rolldown's
 * native MagicString, so the source maps stay right.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The one key under which the entry hands its exports to its chunks. */
const hostKey = (version: string): string => `ticket-booking@${version}`;

const IMPORT_FROM_ENTRY = /import\s*\{([^}]*)\}\s*from\s*(["'])\.\/([^"']+)\2;?/g;
const DYNAMIC_IMPORT = /\bimport\((["'])\.\/([^"']+)\1\)/g;
const EXPORT_LIST = /^export\s*\{([^}]*)\};?/m;

interface MagicStringLike {
  overwrite(start: number, end: number, content: string): unknown;
  prepend(content: string): unknown;
  append(content: string): unknown;
  toString(): string;
}

/** `a as b, c` → `a: b, c` (an import list as a destructuring pattern). */
function pattern(list: string): string {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => item.replace(/^(\S+)\s+as\s+(\S+)$/, '$1: $2'))
    .join(', ');
}

/** `a as b, c` → `b: a, c` (an export list as an object literal). */
function record(list: string): string {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [local, exported] = item.split(/\s+as\s+/);
      return exported ? `${JSON.stringify(exported)}: ${local}` : local;
    })
    .join(', ');
}

/**
 * The start of the entry (the build's `banner`; the `footer` closes it): a function of its own,
 * and the script's URL, read while it runs (`currentScript` is null once it has run).
 */
export const embedEntryBanner =
  '(function () {\n' +
  // On a server (an SSR import of `ticket-booking/embed`) there is no page to register in.
  "if (typeof document === 'undefined') return;\n" +
  'var __tbScript = (document.currentScript && document.currentScript.src) || document.baseURI;\n' +
  'function __tbChunk(file) { return new URL(file, __tbScript).href; }\n';

/** Modules the entry reaches by static imports (known once the module graph is built). */
const firstRender = new Set<string>();
/** Whether `id` belongs to the first render: a `codeSplitting` group keeps those in the script. */
export const inFirstRender = (id: string): boolean => firstRender.has(id);

export function embedChunksPlugin(options: { entryFile: string; version: string }): Plugin {
  const host = `globalThis[Symbol.for(${JSON.stringify(hostKey(options.version))})]`;
  return {
    name: 'tb:embed-chunks',
    apply: 'build',
    buildEnd() {
      firstRender.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const visit = (id: string) => {
        if (firstRender.has(id)) return;
        firstRender.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      entries.forEach(visit);
    },
    renderChunk(code, chunk, _outputOptions, meta) {
      const s = (meta as { magicString?: MagicStringLike }).magicString;
      if (!s) this.error('tb:embed-chunks needs `experimental.nativeMagicString`.');
      if (chunk.fileName === options.entryFile) {
        if (chunk.imports.length > 0) {
          const chunks = (meta as { chunks?: Record<string, { moduleIds: string[] }> }).chunks ?? {};
          const modules = chunk.imports.flatMap((file) => chunks[file]?.moduleIds ?? []);
          this.error(
            `${chunk.fileName} imports ${chunk.imports.join(', ')} (${modules.join(', ')}): the first render must not wait for another file.`,
          );
        }
        for (const match of code.matchAll(DYNAMIC_IMPORT)) {
          s.overwrite(
            match.index,
            match.index + match[0].length,
            `import(__tbChunk(${match[1]}./${match[2]}${match[1]}))`,
          );
        }
        const exported = EXPORT_LIST.exec(code);
        if (exported)
          s.overwrite(
            exported.index,
            exported.index + exported[0].length,
            `${host} ??= { ${record(exported[1]!)} };\n`,
          );
        const left = /.*(?:\bimport\.meta\b|^[ \t]*(?:import|export)\b).*/m.exec(
          code.replace(DYNAMIC_IMPORT, '').replace(EXPORT_LIST, ''),
        );
        if (left) this.error(`${chunk.fileName} keeps module syntax as a classic script: ${left[0]}`);
        // The script's own URL, read while it runs (`currentScript` is null once it has run).
        return { code: s as unknown as string };
      }
      let changed = false;
      for (const match of code.matchAll(IMPORT_FROM_ENTRY)) {
        if (match[3] !== options.entryFile) continue;
        s.overwrite(match.index, match.index + match[0].length, `const { ${pattern(match[1]!)} } = ${host};`);
        changed = true;
      }
      const rest = code.replace(IMPORT_FROM_ENTRY, (whole, _list, _q, file: string) =>
        file === options.entryFile ? '' : whole,
      );
      if (rest.includes(`./${options.entryFile}`)) {
        this.error(`${chunk.fileName} refers to ${options.entryFile} in a way the build cannot hand over.`);
      }
      return changed ? { code: s as unknown as string } : null;
    },
    // The build writes into dist/ beside the ESM build: chunks of earlier builds go, so only
    // the script's own chunks ship.
    async writeBundle(outputOptions, bundle) {
      const dir = outputOptions.dir;
      if (!dir) return;
      const prefix = options.entryFile.replace(/\.js$/, '.');
      for (const name of await readdir(dir)) {
        const file = name.replace(/\.map$/, '');
        if (file.startsWith(prefix) && file.endsWith('.js') && !(file in bundle)) await rm(join(dir, name));
      }
    },
  };
}
