import path from 'node:path';
import { build } from 'esbuild';

export const root = path.resolve(import.meta.dirname, '../../..');

/** Every source file the script-tag entry reaches by static imports (what the first render runs). */
export async function firstRenderSources(): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: [path.join(root, 'src/embed.ts')],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: '/nonexistent',
    logLevel: 'silent',
  });
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.inputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit('src/embed.ts');
  return seen;
}
