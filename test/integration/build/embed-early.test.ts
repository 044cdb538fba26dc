import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the script-tag entry', () => {
  // The package's `sideEffects` list is read by bundlers for its own files too: a module left off
  // it is taken as free of side effects, and a bare `import './embed-early.js'` is dropped.
  test('keeps its first statement, which starts loading the page’s language, in a bundle', async () => {
    const { outputFiles } = await build({
      entryPoints: [path.join(root, 'src/embed.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      splitting: true,
      outdir: '/nonexistent',
      logLevel: 'silent',
    });
    const entry = outputFiles.find((file) => file.path.endsWith('/embed.js'))!.text;
    assert.match(entry, /function loadPageLanguages\(/);
    assert.match(entry, /^loadPageLanguages\(\);$/m);
  });
});
