import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type axe from 'axe-core';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Runs axe on the whole page (shadow roots included) and returns readable violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => String(node.target)).join('; ')})`,
    );
  });
}

/**
 * `test` whose pages must stay free of uncaught exceptions and console errors: every test
 * fails if the page reports one, not only the tests that look for it.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error')
          errors.push(`console.error: ${message.text()} (${message.location().url})`);
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

declare global {
  interface Window {
    axe: typeof axe;
  }
}
