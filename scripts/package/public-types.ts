/**
 * The declarations a consumer's compiler can reach: tsc writes one for every source file, the
 * gateway's Lua scripts, the seat map's drawing and the flow's internals included, but only those
 * the `types` of the package's exports import (directly, by `import("…")` types or by side-effect
 * imports) are ever read. `unreachableTypes` answers the others, which the build leaves out.
 */
import { globSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';

interface Manifest {
  types?: string;
  exports: Record<string, string | { types?: string }>;
}

/** Every `.d.ts` under `typesDir` that no export's declarations lead to. */
export function unreachableTypes(root: string, typesDir: string): string[] {
  const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as Manifest;
  const entries = [
    manifest.types,
    ...Object.values(manifest.exports).map((e) => (typeof e === 'object' ? e.types : undefined)),
  ]
    .filter((path): path is string => path !== undefined)
    .map((path) => resolve(root, path));
  // The compiler's own module resolution, as a consumer's NodeNext project sees the files.
  const program = ts.createProgram(entries, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const reached = new Set(program.getSourceFiles().map((file) => resolve(file.fileName)));
  return globSync('**/*.d.ts', { cwd: resolve(root, typesDir) })
    .map((path) => resolve(root, typesDir, path))
    .filter((path) => !reached.has(path));
}
