// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import layers from './scripts/eslint-layers.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'test-results/',
      'playwright-report/',
      'public/mockServiceWorker.js',
      'src/api/schema.d.ts',
      'demo/inspector/contract.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts', 'demo/**/*.ts', 'test/components/**/*.ts'],
    plugins: { lit, 'lit-a11y': litA11y },
    rules: {
      ...lit.configs.recommended.rules,
      ...litA11y.configs.recommended.rules,
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Imports point one way between layers (DESIGN.md §2, docs/decisions/0006-layers.md): each layer
    // may import its own folder and what it lists here, nothing else in the repository.
    files: ['src/**/*.ts', 'mock-server/**/*.ts'],
    plugins: { layers },
    rules: {
      'layers/one-way': [
        'error',
        {
          root: import.meta.dirname,
          layers: {
            // Wall time ↔ instant with Intl only: shared by the client and the mock's filters.
            'src/time': [],
            // A problem's field errors (shape, property path) and the JSON object test: shared by the client,
            // the gateway and the mock's schemas.
            'src/problem': [],
            'src/api': ['src/problem', 'src/time'],
            'src/booking': ['src/api', 'src/time'],
            'src/i18n': [],
            'src/styles': [],
            'src/components': ['src/booking', 'src/i18n', 'src/styles'],
            'src/gateway': ['src/api', 'src/problem', 'src/time'],
            // The widget's entries: index.ts, define.ts, embed.ts.
            src: ['src/api', 'src/booking', 'src/components', 'src/i18n', 'src/styles', 'src/time'],
            'mock-server/schemas': ['src/problem'],
            'mock-server/domain': ['mock-server/schemas', 'src/time', 'mock-server/domain/rules'],
            // The rules sit below the record service (records/), which calls their hooks: they may
            // import the store and the domain's basics, never the record service.
            'mock-server/domain/rules': [
              'mock-server/schemas',
              'src/time',
              'mock-server/domain/access',
              'mock-server/domain/config',
              'mock-server/domain/errors',
              'mock-server/domain/events',
              'mock-server/domain/ids',
              'mock-server/domain/journal',
              'mock-server/domain/model',
              'mock-server/domain/pids',
              'mock-server/domain/store',
              'mock-server/domain/time',
            ],
            'mock-server/http': ['mock-server/domain', 'mock-server/schemas'],
            'mock-server/seed': ['mock-server/domain', 'mock-server/schemas'],
            'mock-server/persistence': ['mock-server/domain'],
            // The adapters (browser.ts, node.ts, serve.ts, gateway.ts) and index.ts wire the layers
            // together; gateway.ts mounts the site owner's gateway through its public entry, and
            // the page's worker serves the committed contract instead of generating it.
            'mock-server': [
              'mock-server/schemas',
              'mock-server/domain',
              'mock-server/http',
              'mock-server/seed',
              'mock-server/persistence',
              'src/gateway/index',
              'src/api/openapi.json',
            ],
          },
        },
      ],
    },
  },
  {
    // The widget bundle never imports zod, msw or the mock's HTTP core (DESIGN.md §2).
    files: ['src/**/*.ts'],
    ignores: ['src/gateway/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lit/decorators.js',
              message:
                "Import each decorator from its own module ('lit/decorators/state.js'): through the index, the script tag's first render carries every decorator a later step uses.",
            },
          ],
          patterns: [
            {
              group: ['zod', 'zod/*', 'msw', 'msw/*', 'hono', 'hono/*', '@hono/*'],
              message: 'zod, msw and hono stay out of the widget bundle.',
            },
            { regex: '^ticket-booking(/|$)', message: 'Import the module by its path.' },
          ],
        },
      ],
    },
  },
  {
    // The gateway runs on the site owner's server: no test doubles, no mock.
    files: ['src/gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['msw', 'msw/*', 'hono', 'hono/*', '@hono/*'],
              message: 'The gateway depends on the Fetch API only.',
            },
            { regex: '^ticket-booking(/|$)', message: 'Import the module by its path.' },
            {
              regex: '^\\.\\.?/(.*/)?node\\.js$',
              message:
                'The Node adapter is an entry of its own (ticket-booking/gateway/node): the gateway also runs in browsers.',
            },
          ],
        },
      ],
    },
  },
  {
    // The Node adapter, the package's entry `ticket-booking/gateway/node`: Node only, the one
    // gateway module that may use @hono/node-server's request listener.
    files: ['src/gateway/node.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['msw', 'msw/*', 'hono', 'hono/*', '@hono/*', '!@hono/node-server'],
              message: 'The gateway depends on the Fetch API only; its Node adapter on @hono/node-server.',
            },
            { regex: '^ticket-booking(/|$)', message: 'Import the module by its path.' },
          ],
        },
      ],
    },
  },
  {
    // The mock's rules and data know nothing of HTTP or of how the mock is run (DESIGN.md §2).
    files: ['mock-server/schemas/**/*.ts', 'mock-server/domain/**/*.ts', 'mock-server/seed/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['hono', 'hono/*', '@hono/node-server', '@hono/node-server/*', 'msw', 'msw/*'],
              message: 'HTTP and its adapters stay in mock-server/http and the adapters.',
            },
          ],
        },
      ],
    },
  },
);
