/**
 * Builds the mock's own package, `ticket-booking-mock` (`mock-server/package.json`), into
 * `mock-server/dist/` (part of `npm run build`):
 *
 * - `serve.js`: the `ticket-booking-mock` command, the same flags as `npm run mock`;
 * - `node.js` and `node.d.ts`: the MSW handlers, `import … from 'ticket-booking-mock'`;
 * - `openapi.json`: the contract the mock serves at `/openapi.json` (`src/api/openapi.json`,
 *   without its indentation);
 * - one shared chunk beside them with the mock's code: Hono, zod and the domain are bundled in,
 *   so installing the mock brings none of them; `msw` stays the consumer's own (a peer).
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'mock-server/dist';

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

await build({
  entryPoints: { serve: 'mock-server/serve.ts', node: 'mock-server/node.ts' },
  outdir,
  bundle: true,
  // The command and the handlers share one chunk of the mock instead of carrying a copy each.
  splitting: true,
  chunkNames: 'mock-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node22',
  external: ['msw', 'msw/*'],
  banner: {
    // CommonJS dependencies bundled into these ES modules (the gateway's proxy-addr) call
    // `require()` for Node's own modules.
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  define: {
    // The command's usage text names the command, not the repository's `npm run mock --`.
    MOCK_COMMAND: JSON.stringify('ticket-booking-mock'),
    // The contract sits beside the chunk that reads it (mock-server/http/openapi.ts).
    MOCK_CONTRACT_PATH: JSON.stringify('./openapi.json'),
  },
  sourcemap: false,
  legalComments: 'linked',
  logLevel: 'warning',
});

const contract = JSON.parse(readFileSync('src/api/openapi.json', 'utf8')) as unknown;
writeFileSync(`${outdir}/openapi.json`, JSON.stringify(contract));
// Hand-written, checked against the implementation by test/types/package-mock.ts.
copyFileSync('scripts/package/mock.d.ts', `${outdir}/node.d.ts`);
