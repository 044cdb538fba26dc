import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, DISABLED_FEATURES } from '../../browser.mjs';

/** The `--disable-features` switches of the running browser's command line, as chrome://version shows it. */
async function disabledFeatureSwitches(): Promise<string[][]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const text = (await page.locator('#command_line').textContent()) ?? '';
    return [...text.matchAll(/--disable-features=(\S*)/g)].map((match) => match[1]!.split(','));
  } finally {
    await browser.close();
  }
}

describe('the browser the tests launch', () => {
  // Chromium applies only the last --disable-features switch: ours must carry Playwright's names.
  test('runs with every feature Playwright disables and ours disabled too', async () => {
    const switches = await disabledFeatureSwitches();
    assert.ok(switches.length >= 1, 'no --disable-features on the command line');
    const applied = new Set(switches.at(-1));
    for (const name of [...switches.flat(), ...DISABLED_FEATURES]) {
      assert.ok(applied.has(name), `${name} is not in the last --disable-features, the one Chromium applies`);
    }
  });
});
