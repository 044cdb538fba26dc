/**
 * Writes `public/api-reference.html` from `src/api/openapi.json` with Redocly's `build-docs`
 * (`npm run docs:api`), and before `npm start` (`prestart`) only when the page is missing or
 * older than the contract or `redocly.yaml`:
 *
 *   tsx scripts/api-reference.ts           builds when stale, saying one line
 *   tsx scripts/api-reference.ts --force   builds whatever the dates
 *   … -o <file>                            writes another file (public/api-reference.html by default)
 *
 * Redocly's own output (a banner on every run) is kept back and shown only when it fails.
 */
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputFlag = process.argv.indexOf('-o');
const OUTPUT = resolve(outputFlag > 0 ? process.argv[outputFlag + 1]! : `${root}public/api-reference.html`);
const INPUTS = ['src/api/openapi.json', 'redocly.yaml'];

const modified = (path: string): Promise<number> =>
  stat(`${root}${path}`).then(
    (info) => info.mtimeMs,
    () => -1,
  );

async function stale(): Promise<boolean> {
  const built = await stat(OUTPUT).then(
    (info) => info.mtimeMs,
    () => -1,
  );
  if (built < 0) return true;
  const inputs = await Promise.all(INPUTS.map(modified));
  return inputs.some((time) => time > built);
}

function build(): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['--no-install', 'redocly', 'build-docs', INPUTS[0]!, '--inlineBundle', '-o', OUTPUT],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

if (process.argv.includes('--force') || (await stale())) {
  const { code, output } = await build();
  if (code !== 0) {
    process.stderr.write(output);
    process.exit(code);
  }
  console.log(`API reference written: ${OUTPUT}`);
} else console.log(`API reference up to date: ${OUTPUT}`);
