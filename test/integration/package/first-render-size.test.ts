/**
 * The script-tag build's budget: what a page loads before its show list (the script and its
 * language's chunk) stays within 28 kB gzip and 25 kB brotli, the goals `npm run bench:widget`
 * reports (issue "Performance"). Measured on the build `npm run build` made for the package,
 * in every language. Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { LANGS } from '../../../src/i18n/locale';
import { firstRenderSize, GOAL_BROTLI_BYTES, GOAL_GZIP_BYTES } from '../../bench/widget/size';
import { ROOT } from './packed';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

describe("the script tag's first render", () => {
  it('loads at most 28 kB gzip (25 kB brotli) before the show list, in every language', async () => {
    const script = join(ROOT, 'dist/ticket-booking.js');
    assert.ok(existsSync(script), 'dist/ticket-booking.js is missing: run npm run build first');
    for (const lang of LANGS) {
      const { files, gzip, brotli } = await firstRenderSize(ROOT, lang);
      console.log(
        `before the show list (${lang}): ${kB(gzip)} gzip, ${kB(brotli)} brotli (${files.join(' + ')})`,
      );
      assert.ok(gzip <= GOAL_GZIP_BYTES, `${lang}: ${kB(gzip)} gzip, more than ${kB(GOAL_GZIP_BYTES)}`);
      assert.ok(
        brotli <= GOAL_BROTLI_BYTES,
        `${lang}: ${kB(brotli)} brotli, more than ${kB(GOAL_BROTLI_BYTES)}`,
      );
    }
  });
});
