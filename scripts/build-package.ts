/**
 * The last step of `npm run build`: what tsc and Vite do not put into `dist/` themselves.
 *
 * - `tsc` emits declarations for `.ts` sources only, so the generated contract types
 *   (`src/api/schema.d.ts`, imported by `ticket-booking/api`'s declarations) are copied beside them.
 * - The mock service for QA engineers who do not clone the repository: `dist/mock/serve.js` (the
 *   `ticket-booking-mock` command, the same flags as `npm run mock`) and `dist/mock/node.js` (the
 *   MSW handlers, `ticket-booking/mock`). Hono, zod and the mock's other parts are bundled in, so
 *   installing the widget brings none of them; `msw` stays the consumer's own (a peer). Both files
 *   sit two folders deep, where the mock finds the shipped contract (`src/api/openapi.json`), and
 *   share one chunk of the mock's code.
 * - `dist/bin/ticket-booking-events.js`: the command that lists the events a back-office login
 *   sees, with their pids (src/gateway/events-cli.ts).
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';

const copies: [from: string, to: string][] = [
  ['src/api/schema.d.ts', 'dist/types/api/schema.d.ts'],
  // Hand-written, checked against the implementation by test/types/package-mock.ts.
  ['scripts/package/mock.d.ts', 'dist/mock/node.d.ts'],
];

await build({
  entryPoints: { serve: 'mock-server/serve.ts', node: 'mock-server/node.ts' },
  outdir: 'dist/mock',
  bundle: true,
  // The command and the handlers share one chunk of the mock (Hono, zod, the domain) instead of
  // carrying a copy each; it sits beside them, two folders deep like them.
  splitting: true,
  chunkNames: 'mock-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node22',
  external: ['msw', 'msw/*'],
  banner: { js: '#!/usr/bin/env node' },
  // The command's usage text names the command, not the repository's `npm run mock --`.
  define: { MOCK_COMMAND: JSON.stringify('ticket-booking-mock') },
  sourcemap: false,
  legalComments: 'linked',
  logLevel: 'warning',
});

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

for (const [from, to] of copies) {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}
