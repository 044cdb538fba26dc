/**
 * The script-tag build's source maps carry the text of every source they map to. Those of its
 * dependencies (Lit and @lit/context, 0.05 MB) are published minified, so their text is the very
 * code the bundle already holds, and the maps ignore-list them (`ignoreList`: browsers' developer
 * tools skip them when stepping and in stack traces). `dropDependencySources` leaves their
 * `sourcesContent` out (`null`, as the source map format allows); the mappings stay, so a stack
 * frame in Lit still names its file and line.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface SourceMap {
  sources: string[];
  sourcesContent?: (string | null)[];
}

/** Rewrites every `.map` file in `dir`; answers the characters of source text left out. */
export function dropDependencySources(dir: string): number {
  let dropped = 0;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js.map'))) {
    const path = join(dir, name);
    const map = JSON.parse(readFileSync(path, 'utf8')) as SourceMap;
    if (!map.sourcesContent) continue;
    map.sourcesContent = map.sourcesContent.map((text, i) => {
      if (!map.sources[i]?.includes('/node_modules/')) return text;
      dropped += text?.length ?? 0;
      return null;
    });
    writeFileSync(path, JSON.stringify(map));
  }
  return dropped;
}
