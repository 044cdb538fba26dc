// @ts-check
// One place that decides which Chromium the test runners launch (web-test-runner and Playwright).
import { existsSync } from 'node:fs';
import process from 'node:process';

/** Debian's package `chromium` installs this wrapper; Playwright cannot download browsers here. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * `CHROME_PATH` if set, else Debian's chromium if installed, else `undefined` so Playwright
 * launches its own downloaded browser.
 * @returns {string | undefined}
 */
export function chromiumExecutablePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return undefined;
}

/**
 * Flags for headless Chromium run as root in a container. Only `--no-sandbox` is required (root);
 * Playwright adds most of the others itself, they are listed so the configs do not depend on that.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launch options shared by both runners. */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumExecutablePath(), headless: true, args: chromiumArgs };
}
