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
 * The `--disable-features` list Playwright passes to Chromium (playwright-core 1.65,
 * `chromiumSwitches.ts`). Chromium keeps only the last `--disable-features` switch, so ours, which
 * comes after Playwright's, repeats these names; `test/integration/ci/browser.test.ts` fails when a
 * Playwright upgrade changes them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Parts of the browser's own window that headless Chromium 156 would otherwise build: it makes the
 * address bar's popup a web page, some 80 `chrome://` modules in a renderer of its own, for every
 * new page. On a 2-core machine that takes CPU from the page under test while it loads (seen in
 * DevTools traces of the widget benchmark's visits).
 */
export const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'PreloadTopChromeWebUI'];

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
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...DISABLED_FEATURES].join(',')}`,
];

/** Launch options shared by both runners. */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumExecutablePath(), headless: true, args: chromiumArgs };
}
