import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { splitCatalogsPlugin } from '../../../scripts/split-catalogs';
import { catalogs } from '../../../src/i18n/translate';
import { inFirstRender } from '../../../src/i18n/first-render';
import type { Lang } from '../../../src/i18n/locale';
import { firstRenderSources, root } from './first-render-sources';

const i18n = path.join(root, 'src/i18n/catalogs.embed.ts');

/** The components the first render runs. */
const firstRenderComponents = async () =>
  [...(await firstRenderSources())].filter((file) => file.startsWith('src/components/'));

/** A part of a language as the script-tag build makes it. */
function part(lang: Lang, which: 'first' | 'later'): Record<string, unknown> {
  const plugin = splitCatalogsPlugin() as unknown as {
    resolveId(source: string, importer: string): string;
    load(id: string): string;
  };
  const code = plugin.load(plugin.resolveId(`./${lang}.js?${which}`, i18n));
  return JSON.parse(code.replace(/^export const messages = /, '').replace(/;\s*$/, '')) as Record<
    string,
    unknown
  >;
}

describe('the script-tag build’s language chunks', () => {
  test('hold every message the show list and the root element use', async () => {
    const sources = await firstRenderComponents();
    assert.ok(sources.some((file) => file.endsWith('show-picker/show-picker.ts')));
    // The sale's waiting room is drawn from a chunk of its own, loaded when a sale queues.
    assert.ok(
      !sources.some((file) => file.endsWith('queue-view.ts')),
      'the waiting room is not in the first render',
    );
    const ids = sources.flatMap((file) =>
      [
        ...readFileSync(path.join(root, file), 'utf8').matchAll(/\bt\.(?:text|plural)\(\s*[`'"]([\w.-]+)/g),
      ].map((match) => `${match[1]!} (${file})`),
    );
    assert.ok(ids.length > 20, `${ids.length} messages found`);
    assert.deepEqual(
      ids.filter((id) => !inFirstRender(id)),
      [],
    );
  });

  test('split each language in two: what the show list says, and the rest', () => {
    for (const lang of Object.keys(catalogs) as Lang[]) {
      const first = part(lang, 'first');
      const later = part(lang, 'later');
      assert.ok(Object.keys(first).length > 0 && Object.keys(later).length > 0);
      assert.deepEqual(
        Object.keys(first).filter((id) => id in later),
        [],
      );
      assert.deepEqual({ ...first, ...later }, { ...catalogs[lang] });
      assert.ok(Object.keys(first).every(inFirstRender), `${lang}: the first part`);
      assert.ok('shows.heading' in first && 'checkout.heading' in later && 'queue.heading' in later, lang);
    }
  });

  test('keep the errors a read can answer in the first part, and those of the writes for later', () => {
    // The show list's and the event's reads, and a stored booking's on a reload.
    const reads = ['network', 'server', 'session', 'rateLimited', 'notFound', 'expired', 'unknown'];
    // Reserving (the wheelchair space, the sale's limits), the details, the checkout, the e-mail.
    const writes = ['soldOut', 'noWheelchair', 'holdLimit', 'saleLimit', 'buyer', 'terms', 'emailLimit'];
    for (const lang of Object.keys(catalogs) as Lang[]) {
      const first = part(lang, 'first');
      const later = part(lang, 'later');
      for (const error of reads) assert.ok(`error.${error}` in first, `${lang}: error.${error} first`);
      for (const error of writes) assert.ok(`error.${error}` in later, `${lang}: error.${error} later`);
    }
  });
});
