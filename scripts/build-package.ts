/**
 * The last step of `npm run build`: what tsc and Vite do not put into `dist/` themselves.
 *
 * - `tsc` emits declarations for `.ts` sources only, so the generated contract types
 *   (`src/api/schema.d.ts`, imported by `ticket-booking/api`'s declarations) are copied beside
 *   them.
 * - The elements' types for React, Vue, Svelte and Solid (`ticket-booking/react`, …), generated
 *   from `custom-elements.json` (scripts/framework-types.ts), each beside an empty module so that
 *   `import 'ticket-booking/react'` also loads.
 * - `dist/bin/ticket-booking-events.js`: the command that lists the events a back-office login
 *   sees, with their pids (src/gateway/events-cli.ts).
 * - The script-tag build's source maps without the text of its minified, ignore-listed
 *   dependencies (scripts/package/map-sources.ts).
 * - Last, the declarations no export's types lead to are removed (scripts/package/public-types.ts):
 *   a consumer's compiler never reads them (0.16 of 0.84 MB, docs/decisions/0009-two-packages.md).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { FRAMEWORKS, frameworkTypes } from './framework-types.js';
import { dropDependencySources } from './package/map-sources.js';
import { unreachableTypes } from './package/public-types.js';

// The site owner's `ticket-booking-events` command: the client and its dependencies bundled in.
await build({
  entryPoints: { 'ticket-booking-events': 'scripts/package/events-bin.ts' },
  outdir: 'dist/bin',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  banner: { js: '#!/usr/bin/env node' },
  sourcemap: false,
  legalComments: 'linked',
  logLevel: 'warning',
});

// The contract's types, indented by two spaces instead of openapi-typescript's four (0.06 of
// their 0.43 MB).
const schema = readFileSync('src/api/schema.d.ts', 'utf8').replace(/^ +/gm, (indent) =>
  ' '.repeat(Math.floor(indent.length / 4) * 2 + (indent.length % 4)),
);
mkdirSync('dist/types/api', { recursive: true });
writeFileSync('dist/types/api/schema.d.ts', schema);

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Parameters<
  typeof frameworkTypes
>[1];
mkdirSync('dist/types/frameworks', { recursive: true });
mkdirSync('dist/frameworks', { recursive: true });
for (const framework of FRAMEWORKS) {
  writeFileSync(`dist/types/frameworks/${framework}.d.ts`, frameworkTypes(framework, manifest));
  writeFileSync(
    `dist/frameworks/${framework}.js`,
    "// Types only: see the declarations beside the package's types.\nexport {};\n",
  );
}

// The script-tag build's maps: our sources' text stays, Lit's (minified, ignore-listed) goes.
dropDependencySources('dist');

// Only the declarations the exports' types import ship (tsc writes one for every source file).
for (const path of unreachableTypes('.', 'dist/types')) rmSync(path);
