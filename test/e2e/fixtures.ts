import { createRequire } from 'node:module';
import { test as base, expect, type ConsoleMessage, type Page, type Request } from '@playwright/test';
import type axe from 'axe-core';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe on the whole page (shadow roots included) and returns readable violations; `skip`
 * names rules to leave out (each use says why).
 */
export async function axeViolations(page: Page, skip: readonly string[] = []): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (skip) => {
    const rules = Object.fromEntries(skip.map((id) => [id, { enabled: false }]));
    const results = await window.axe.run(document, { resultTypes: ['violations'], rules });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => String(node.target)).join('; ')})`,
    );
  }, skip);
}

export interface PageErrors {
  /** What the page reported so far, as `pageerror: …` and `console.error: … (url)`. */
  readonly reported: readonly string[];
  /**
   * Accepts console errors matching `pattern` in this test: the browser logs every answer
   * with an error status ("Failed to load resource: … 409"), which a test that injects a
   * fault or loses a race expects.
   */
  allow(pattern: RegExp): void;
  /**
   * The page's fetches that failed or were cancelled in this test, as `METHOD url errorText`
   * (e.g. `net::ERR_ABORTED` for an answer whose body the page never read). A test that checks
   * its requests all ended expects this to be empty.
   */
  readonly failedRequests: readonly string[];
}

/**
 * `test` whose pages must stay free of uncaught exceptions and console errors: every test
 * fails if the page reports one, not only the tests that look for it. A test that provokes
 * an error status says so with `pageErrors.allow(/…/)`.
 */
export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      const failedRequests: string[] = [];
      const onRequestFailed = (request: Request) => {
        if (request.resourceType() === 'fetch')
          failedRequests.push(`${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
      };
      const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error')
          errors.push(`console.error: ${message.text()} (${message.location().url})`);
      };
      page.on('pageerror', onPageError);
      page.on('console', onConsole);
      page.on('requestfailed', onRequestFailed);
      await use({ reported: errors, allow: (pattern) => void allowed.push(pattern), failedRequests });
      // The page may outlive the test (a page shared by several tests).
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
      page.off('requestfailed', onRequestFailed);
      expect(errors.filter((error) => !allowed.some((pattern) => pattern.test(error)))).toEqual([]);
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
