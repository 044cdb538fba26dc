// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'test-results/',
      'playwright-report/',
      'public/mockServiceWorker.js',
      'src/api/schema.d.ts',
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
    // The widget bundle never imports the mock, zod or msw (DESIGN.md §2).
    files: ['src/**/*.ts'],
    ignores: ['src/gateway/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/mock-server/**'], message: 'The widget never imports the mock service.' },
            {
              group: ['zod', 'zod/*', 'msw', 'msw/*'],
              message: 'zod and msw stay out of the widget bundle.',
            },
          ],
        },
      ],
    },
  },
);
