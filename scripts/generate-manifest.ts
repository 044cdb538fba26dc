/**
 * Generates `custom-elements.json`, the Custom Elements Manifest of the widget's elements, from
 * their JSDoc and Lit properties (@custom-elements-manifest/analyzer with
 * `custom-elements-manifest.config.mjs`):
 *
 *   tsx scripts/generate-manifest.ts          writes it
 *   tsx scripts/generate-manifest.ts --check  writes nothing; exits 1 when the file on disk
 *                                             differs from what would be generated
 *
 * The output is the same as `npx cem analyze` writes, and depends on the sources only.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const MANIFEST_PATH = 'custom-elements.json';

const root = fileURLToPath(new URL('..', import.meta.url));

interface AnalyzerCli {
  cli(options: { argv: string[]; cwd: string; noWrite: boolean }): Promise<unknown>;
}

/** The manifest as written: 2-space indentation and a trailing newline, as the analyzer writes it. */
export async function generateManifest(): Promise<string> {
  // The analyzer's own command, run in memory: the same config, globs and plugins as `cem analyze`.
  // (The package ships no types for it, hence the specifier in a variable.)
  const specifier = '@custom-elements-manifest/analyzer/cli.js';
  const { cli } = (await import(specifier)) as AnalyzerCli;
  const manifest = await cli({ argv: ['analyze', '--quiet'], cwd: root, noWrite: true });
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(`${root}${path}`, 'utf8');
  } catch {
    return undefined;
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const content = await generateManifest();
  if (argv.includes('--check')) {
    if ((await readIfPresent(MANIFEST_PATH)) !== content) {
      console.error(
        `${MANIFEST_PATH} is out of date: it no longer matches the JSDoc and properties of ` +
          'src/components. Run npm run manifest.',
      );
      return 1;
    }
    console.log(`${MANIFEST_PATH} is up to date.`);
    return 0;
  }
  await writeFile(`${root}${MANIFEST_PATH}`, content);
  console.log(`Wrote ${MANIFEST_PATH}`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
