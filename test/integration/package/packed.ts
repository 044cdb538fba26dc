/**
 * The repository's two packages as their users get them: `npm pack` of the site owners' package
 * (`ticket-booking`, the top folder) and of the mock's (`ticket-booking-mock`, `mock-server/`),
 * and fresh projects that install the tarballs. Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);
export const ROOT = resolve(import.meta.dirname, '../../..');
export const MOCK_DIR = join(ROOT, 'mock-server');
export const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

/** `name@version` of one of the repository's devDependencies, for a consumer to install. */
export function devDependency(name: string): string {
  const range = pkg.devDependencies[name];
  assert.ok(range, `${name} is a devDependency of the repository`);
  return `${name}@${range.replace(/^\^/, '')}`;
}

export interface PackedFile {
  path: string;
  size: number;
}

export interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  files: PackedFile[];
}

/** What `npm pack` would put into the tarball of the package in `dir` (nothing written). */
export async function packList(dir: string): Promise<Packed> {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--ignore-scripts', '--json'], { cwd: dir });
  return (JSON.parse(stdout) as [Packed])[0];
}

/** Packs the package in `dir` into `destination`; answers the tarball's path. */
async function pack(dir: string, destination: string): Promise<string> {
  const { stdout } = await run(
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', destination],
    { cwd: dir },
  );
  return join(destination, (JSON.parse(stdout) as [Packed])[0].filename);
}

export function assertBuilt(): void {
  assert.ok(existsSync(join(ROOT, 'dist/index.js')), 'dist/ is missing: run npm run build first');
  assert.ok(
    existsSync(join(MOCK_DIR, 'dist/serve.js')),
    'mock-server/dist/ is missing: run npm run build first',
  );
}

/**
 * A fresh project (`"type": "module"`) in a temporary folder that installs the packed packages
 * named in `packages` and the registry packages in `extra` (from npm's cache where it can).
 */
export async function consumerProject(
  packages: readonly ('ticket-booking' | 'ticket-booking-mock')[],
  extra: readonly string[] = [],
): Promise<string> {
  assertBuilt();
  const project = await mkdtemp(join(tmpdir(), 'tb-consumer-'));
  const tarballs = await Promise.all(
    packages.map((name) => pack(name === 'ticket-booking' ? ROOT : MOCK_DIR, project)),
  );
  await writeFile(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', ...tarballs, ...extra],
    { cwd: project },
  );
  return project;
}

/** Runs `code` as an ES module (`.mjs`) or CommonJS (`.cjs`) file of `project`; answers its output. */
export async function node(project: string, code: string, kind: 'mjs' | 'cjs' = 'mjs'): Promise<string> {
  const file = join(project, `check-${Math.random().toString(36).slice(2)}.${kind}`);
  await writeFile(file, code);
  const { stdout } = await run(process.execPath, [file], { cwd: project });
  return stdout.trim();
}

/** Type-checks the project with `tsconfig`; fails the test with tsc's errors. */
export async function typeCheck(project: string, tsconfig: string): Promise<void> {
  await run(process.execPath, [tsc, '-p', join(project, tsconfig)], { cwd: project }).catch(
    (error: { stdout?: string }) => {
      assert.fail(`tsc -p ${tsconfig} found errors:\n${error.stdout ?? String(error)}`);
    },
  );
}
