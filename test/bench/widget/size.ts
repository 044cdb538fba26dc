/**
 * The size of the script-tag bundle: built fresh with `vite build --mode embed`, then gzip
 * (level 6, what `gzip` and Vite's report use; level 9 beside it) and brotli (quality 11, what
 * CDNs serve pre-compressed), and which modules the bytes come from, read from the bundle's
 * source map: every generated character is counted for the source its mapping segment names.
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** pretix's widget v2, gzip; the measured figure given in our requirements (not fetched). */
export const PRETIX_GZIP_BYTES = 58_700;
export const PRETIX_SOURCE = 'pretix widget v2, measured figure given in our requirements';
/** The goals for what a page loads before the show list: the script and its language. */
export const GOAL_GZIP_BYTES = 28_000;
export const GOAL_BROTLI_BYTES = 25_000;

export interface ModuleSize {
  /** Source path relative to the project (`src/…`, `node_modules/…`), or `(unmapped)`. */
  module: string;
  /** Minified bytes in the bundle. */
  bytes: number;
  /** Share of the bundle's bytes, 0–1. */
  share: number;
  /** The module's own bytes gzipped alone: an upper bound of what it adds to the gzip size. */
  gzipAlone: number;
}

export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

export interface SizeResult {
  /** The script itself (the entry). */
  file: string;
  bytes: number;
  gzip: number;
  gzip9: number;
  brotli: number;
  /** The chunks beside it, loaded later or when a page needs them. */
  chunks: FileSize[];
  /**
   * What a page in `lang` loads before its show list: the script and its language's chunk.
   * The goal is on these bytes.
   */
  firstRender: { lang: string; files: string[]; gzip: number; brotli: number };
  goal: { gzipBytes: number; brotliBytes: number; met: boolean };
  peer: { name: string; gzipBytes: number; source: string; ratio: number };
  /** Bytes by package or source folder (`lit-html`, `src/booking`, …). */
  groups: { group: string; bytes: number; share: number }[];
  /** The largest modules, first. */
  modules: ModuleSize[];
  buildSeconds: number;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((char, i) => [char, i]));

/** Decodes one line's segments of a v3 source map's `mappings` (Base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64_VALUE.get(char);
    if (digit === undefined) throw new Error(`Bad source map character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/**
 * The generated text of each source: every mapping segment covers the characters up to the next
 * segment, across line ends (a multi-line template literal belongs to the module it is in).
 * Text before the first segment, and segments without a source, go to `(unmapped)`; line
 * breaks are not counted.
 */
export function textBySource(code: string, map: SourceMap): Map<string, string> {
  const lines = code.split('\n');
  const parts = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (!text) return;
    const list = parts.get(source) ?? [];
    list.push(text);
    parts.set(source, list);
  };
  let sourceIndex = 0;
  let current = '(unmapped)';
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const line = lines[lineNumber] ?? '';
    let column = 0;
    let from = 0;
    for (const raw of lineMappings ? lineMappings.split(',') : []) {
      const [delta = 0, sourceDelta] = decodeSegment(raw);
      column += delta;
      add(current, line.slice(from, column));
      from = column;
      current = '(unmapped)';
      if (sourceDelta !== undefined) {
        sourceIndex += sourceDelta;
        current = map.sources[sourceIndex] ?? '(unmapped)';
      }
    }
    add(current, line.slice(from));
  });
  return new Map([...parts].map(([source, list]) => [source, list.join('')]));
}

/** `../node_modules/lit-html/directives/live.js` → `node_modules/lit-html/directives/live.js`. */
const projectPath = (source: string): string => source.replace(/^(\.\.\/)+/, '');

/** The package (`lit-html`, `@lit/context`) or source folder (`src/booking`) of a module. */
export function groupOf(module: string): string {
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (pkg) return pkg[1]!;
  const folder = /^src\/(components|[^/]+)(?:\/|$)/.exec(module);
  if (!folder) return module;
  return folder[1] === 'components' ? 'src/components' : `src/${folder[1]!.replace(/\.ts$/, '')}`;
}

export function buildEmbed(root: string): number {
  const started = performance.now();
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'embed'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return (performance.now() - started) / 1000;
}

const brotliOf = (bytes: Buffer): number =>
  brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length;

async function fileSize(root: string, file: string): Promise<FileSize> {
  const bytes = await readFile(join(root, file));
  return { file, bytes: bytes.length, gzip: gzipSync(bytes).length, brotli: brotliOf(bytes) };
}

/**
 * What a page in `lang` loads before its show list, from the build in `root`'s dist/ (built
 * before): the script and its language's chunk.
 */
export async function firstRenderSize(root: string, lang = 'en'): Promise<SizeResult['firstRender']> {
  const files = ['dist/ticket-booking.js', `dist/ticket-booking.${lang}.js`];
  const sizes = await Promise.all(
    files.map((file) =>
      fileSize(root, file).catch(() => {
        throw new Error(`The build has no ${file}`);
      }),
    ),
  );
  return {
    lang,
    files,
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    brotli: sizes.reduce((sum, size) => sum + size.brotli, 0),
  };
}

/** Builds the bundle and measures it; `lang`: the page language of the first render. */
export async function measureSize(root: string, top = 15, lang = 'en'): Promise<SizeResult> {
  const buildSeconds = buildEmbed(root);
  const file = join(root, 'dist/ticket-booking.js');
  const bytes = await readFile(file);
  const code = bytes.toString('utf8');
  const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as SourceMap;
  const gzip = gzipSync(bytes).length;
  const brotli = brotliOf(bytes);
  // The build leaves only its own chunks beside the script (stale ones are removed).
  const chunks: FileSize[] = [];
  for (const name of (await readdir(join(root, 'dist'))).filter((n) => /^ticket-booking\..+\.js$/.test(n)))
    chunks.push(await fileSize(root, `dist/${name}`));
  chunks.sort((a, b) => b.gzip - a.gzip);
  // The page's language: the show list needs it as much as the script.
  const firstRender = await firstRenderSize(root, lang);
  const bySource = textBySource(code, map);
  const modules = [...bySource]
    .map(([source, text]) => ({
      module: projectPath(source),
      bytes: Buffer.byteLength(text),
      share: Buffer.byteLength(text) / bytes.length,
      gzipAlone: gzipSync(text).length,
    }))
    .sort((a, b) => b.bytes - a.bytes);
  const groups = new Map<string, number>();
  for (const m of modules) groups.set(groupOf(m.module), (groups.get(groupOf(m.module)) ?? 0) + m.bytes);
  return {
    file: 'dist/ticket-booking.js',
    bytes: bytes.length,
    gzip,
    gzip9: gzipSync(bytes, { level: 9 }).length,
    brotli,
    chunks,
    firstRender,
    goal: {
      gzipBytes: GOAL_GZIP_BYTES,
      brotliBytes: GOAL_BROTLI_BYTES,
      met: firstRender.gzip <= GOAL_GZIP_BYTES && firstRender.brotli <= GOAL_BROTLI_BYTES,
    },
    peer: {
      name: 'pretix widget v2',
      gzipBytes: PRETIX_GZIP_BYTES,
      source: PRETIX_SOURCE,
      ratio: firstRender.gzip / PRETIX_GZIP_BYTES,
    },
    groups: [...groups]
      .map(([group, groupBytes]) => ({ group, bytes: groupBytes, share: groupBytes / bytes.length }))
      .sort((a, b) => b.bytes - a.bytes),
    modules: modules.slice(0, top),
    buildSeconds,
  };
}
