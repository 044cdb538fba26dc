// @ts-check
import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumLaunchOptions } from './test/browser.mjs';

/**
 * The dev server only serves ES modules. CommonJS modules (axe-core, and the gateway's
 * rate limiter, which the in-page demo chain runs) are pre-bundled once into
 * ESM with esbuild and their imports redirected there (@rollup/plugin-commonjs through
 * @web/dev-server-rollup cannot serve its proxy modules).
 * @param {string[]} packages
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
function prebundleCommonJs(packages) {
  const outdir = 'node_modules/.wtr-prebundle';
  const file = (/** @type {string} */ name) => name.replace(/[^\w-]/g, '_');
  return {
    name: 'prebundle-commonjs',
    async serverStart() {
      await build({
        entryPoints: Object.fromEntries(packages.map((name) => [file(name), name])),
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        outdir,
        logLevel: 'warning',
      });
    },
    resolveImport({ source }) {
      if (packages.includes(source)) return `/${outdir}/${file(source)}.js`;
    },
  };
}

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['test/components/**/*.test.ts'],
  nodeResolve: { browser: true, exportConditions: ['browser', 'development'] },
  concurrency: 1,
  // An axe scan of a whole panel takes seconds on a busy 2-core machine.
  testFramework: { config: { timeout: 15000 } },
  plugins: [
    prebundleCommonJs([
      'axe-core',
      // The gateway's forwarding-header reader (the in-page mock runs the gateway).
      'proxy-addr',
      'ipaddr.js',
      'rate-limiter-flexible/lib/RateLimiterMemory.js',
      'rate-limiter-flexible/lib/RateLimiterRedis.js',
    ]),
    esbuildPlugin({ ts: true, target: 'auto', tsconfig: 'tsconfig.json' }),
  ],
  middleware: [
    // Serve MSW's worker (public/mockServiceWorker.js) at the root, so its scope covers the test pages.
    function mswWorkerAtRoot(ctx, next) {
      if (ctx.path === '/mockServiceWorker.js') ctx.path = '/public/mockServiceWorker.js';
      return next();
    },
  ],
  // Lit's development build announces itself once per test page; that is noise, not a finding.
  filterBrowserLogs: ({ args }) => !(typeof args[0] === 'string' && args[0].includes('Lit is in dev mode')),
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: chromiumLaunchOptions() })],
};
