import type { KnipConfig } from 'knip';

/**
 * Unused files and dependencies, and dependencies used but not listed, fail `npm test`. Knip
 * finds most entries through its plugins (Vite, Playwright, ESLint, tsx, node:test, Prettier);
 * the ones below are loaded in ways it cannot follow.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        // The demo's pages load their scripts from HTML (<script type="module" src>).
        'demo/pages/*.ts',
        // Read by web-test-runner and by the custom-elements analyzer, which have no Knip plugin.
        'web-test-runner.config.mjs',
        'custom-elements-manifest.config.mjs',
        // Bundled into the package's commands by scripts/build-package.ts.
        'scripts/package/events-bin.ts',
        // The rush's processes, started by path (test/integration/gateway/rush/processes.ts).
        'test/integration/gateway/rush/*-process.ts',
        // Generated from the contract: a type for every answer and body of the mock's controls,
        // whether or not the inspector reads that control yet.
        'demo/inspector/types.ts',
      ],
      // The build's output (package.json "exports" point there) is generated, not source to check.
      ignore: ['dist/**'],
      ignoreDependencies: [
        // The pinned Node 22 that runs every npm script (package.json "allowScripts").
        'node',
        // scripts/generate-manifest.ts imports its CLI by a specifier in a variable (the CLI has no types).
        '@custom-elements-manifest/analyzer',
        // The framework consumers of test/integration/package/frameworks.test.ts install them
        // (from the lockfile's versions) and run their checkers in a project of their own.
        'svelte-check',
        'vue-tsc',
        // The frameworks those consumers type-check against (their element types name them).
        '@types/react',
        'solid-js',
        'svelte',
        'vue',
      ],
    },
    // The mock's own package (`ticket-booking-mock`), built by scripts/build-mock.ts; Knip finds
    // its command (serve.ts) through the package's "bin".
    'mock-server': {
      entry: [
        // Its MSW handlers (its package.json names their build output): their exports are API
        // even where nothing imports them.
        'node.ts',
        // The mock in-process (createMock and its types), documented for QA engineers in docs/qa/node.md.
        'index.ts',
      ],
    },
  },
  // System commands, not packages: the full-disk test mounts a small tmpfs
  // (test/integration/mock/state-file.test.ts); bench:mock runs WireMock's jar on the machine's Java.
  ignoreBinaries: ['mount', 'umount', 'java'],
};

export default config;
