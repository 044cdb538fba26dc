import assert from 'node:assert/strict';
import { globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { loadConfigFromFile, type UserConfig } from 'vite';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function devConfig(): Promise<UserConfig> {
  const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, undefined, ROOT);
  assert.ok(loaded, 'vite.config.ts loads');
  return loaded.config;
}

describe('the demo dev server (npm start)', () => {
  it('scans the demo pages for dependencies, never the generated pages in public/', async () => {
    const entries = (await devConfig()).optimizeDeps?.entries;
    assert.ok(Array.isArray(entries) && entries.length > 0, 'optimizeDeps.entries is set');
    const scanned = entries.flatMap((pattern) => globSync(pattern, { cwd: ROOT }));
    assert.ok(scanned.includes('index.html'), 'the home page is scanned');
    assert.ok(
      scanned.some((file) => file.startsWith('demo/pages/')),
      'the event pages are scanned',
    );
    // Vite scans every *.html below the root by default, and the inline Redoc script of
    // public/api-reference.html makes that scan fail with a red error on every start.
    const outside = scanned.filter((file) => file !== 'index.html' && !file.startsWith('demo/'));
    assert.deepEqual(outside, []);
    for (const pattern of entries) {
      assert.ok(!pattern.startsWith('public') && !pattern.startsWith('**'), `${pattern} may reach public/`);
    }
  });

  it('moves to the next free port when 5173 is taken', async () => {
    const { server } = await devConfig();
    assert.equal(server?.port, 5173);
    assert.equal(server?.strictPort, false);
  });
});
