import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { sitePartialsPlugin } from '../../../demo/partials/plugin.js';

const ROOT = new URL('../../../', import.meta.url);

/**
 * Pages served beside the demo site that stand for another company's site: the test payment
 * provider's hosted page, where the buyer goes to pay. It must not look like the venue's site.
 */
const ELSEWHERE = ['/demo/pages/test-payment.html'];

/** Every page of the demo site by its path, as the dev server serves it. */
const PAGES = [
  '/',
  ...readdirSync(new URL('demo/pages/', ROOT))
    .filter((name) => name.endsWith('.html'))
    .map((name) => `/demo/pages/${name}`)
    .filter((path) => !ELSEWHERE.includes(path)),
];

const source = (path: string) =>
  readFileSync(new URL(path === '/' ? 'index.html' : path.slice(1), ROOT), 'utf8');

/** The page as the plugin serves it; Vite asks for the home page as `/index.html`. */
function served(path: string, html = source(path)): string {
  const hook = sitePartialsPlugin().transformIndexHtml as { handler: IndexHtmlTransformHook };
  const url = path === '/' ? '/index.html' : path;
  return hook.handler.call({} as never, html, {
    path: url,
    filename: url,
  } as IndexHtmlTransformContext) as string;
}

const links = (html: string, nav: string) =>
  [...(new RegExp(`<nav class="${nav}"[\\s\\S]*?</nav>`).exec(html)?.[0] ?? '').matchAll(/<a [^>]*>/g)].map(
    ([tag]) => tag,
  );

describe('the demo site header', () => {
  for (const path of PAGES) {
    it(`is in ${path}, with its own link, and only that, marked as the current page`, () => {
      const html = served(path);
      assert.doesNotMatch(html, /<!-- site-header -->/);
      assert.equal(html.match(/<header class="site-header">/g)?.length, 1);
      const current = links(html, 'site-nav').filter((tag) => tag.includes('aria-current="page"'));
      assert.deepEqual(
        current.map((tag) => /href="([^"]*)"/.exec(tag)?.[1]),
        [path],
      );
    });
  }

  it("speaks the page's language and names the language of links to pages in another", () => {
    const french = served('/demo/pages/le-petit-prince.html');
    assert.match(french, /<a class="skip-link" href="#main">Aller au contenu<\/a>/);
    assert.match(french, /<nav class="site-nav" aria-label="Navigation principale">/);
    assert.ok(links(french, 'site-nav').includes('<a href="/" lang="de" hreflang="de">'));
    assert.ok(
      links(french, 'languages').some(
        (tag) => tag.includes('lang="fr"') && tag.includes('aria-current="true"'),
      ),
    );

    const german = served('/');
    assert.match(german, /<nav class="site-nav" aria-label="Hauptnavigation">/);
    assert.ok(
      links(german, 'site-nav').includes(
        '<a href="/demo/pages/le-petit-prince.html" lang="fr" hreflang="fr">',
      ),
    );
  });

  it('refuses a page in a language it has no words for', () => {
    const html = '<!doctype html><html lang="it"><body>\n<!-- site-header -->\n</body></html>';
    assert.throws(() => served('/demo/pages/nuovo.html', html), /lang="it"/);
  });
});

describe('the demo site footer', () => {
  for (const path of PAGES) {
    it(`is in ${path}, once, in the page's language`, () => {
      const html = served(path);
      assert.doesNotMatch(html, /<!-- site-footer -->/);
      assert.equal(html.match(/<footer class="site-footer">/g)?.length, 1);
      const office = /<h2 id="footer-box-office">([^<]*)<\/h2>/.exec(html)?.[1];
      assert.equal(office, path.endsWith('le-petit-prince.html') ? 'Billetterie' : 'Theaterkasse');
    });

    it(`is followed in ${path} by the mock inspector, once`, () => {
      const html = served(path);
      assert.equal(html.match(/<tb-mock-inspector\b/g)?.length, 1);
      assert.match(html, /<\/footer>\s*<tb-mock-inspector api-base="\/api" remember><\/tb-mock-inspector>/);
    });
  }

  it('refuses a page in a language it has no words for', () => {
    const html = '<!doctype html><html lang="it"><body>\n<!-- site-footer -->\n</body></html>';
    assert.throws(() => served('/demo/pages/nuovo.html', html), /site footer has no words for lang="it"/);
  });
});

describe('the demo site head links', () => {
  for (const path of PAGES) {
    it(`are in ${path}, once, inside its head`, () => {
      const head = /<head>([\s\S]*?)<\/head>/.exec(served(path))?.[1] ?? '';
      assert.doesNotMatch(head, /<!-- site-head -->/);
      assert.equal(head.match(/<link rel="icon" href="data:image\/svg\+xml,/g)?.length, 1);
      assert.equal(head.match(/<link rel="stylesheet" href="\/demo\/site.css" \/>/g)?.length, 1);
      // The site's script (the mock in the page, the inspector) runs before the page's own and the widget.
      const scripts = [...head.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((m) => m[1]);
      assert.equal(scripts[0], '/demo/site.ts');
      assert.equal(scripts.filter((src) => src === '/demo/site.ts').length, 1);
      assert.equal(scripts.at(-1), '/src/embed.ts');
    });
  }
});

describe("the pages of another company's site", () => {
  for (const path of ELSEWHERE) {
    it(`${path} carries none of the demo site's parts`, () => {
      const html = served(path);
      assert.doesNotMatch(html, /class="site-(header|footer)"|<!-- site-|tb-mock-inspector|\/demo\/site\.ts/);
    });
  }
});
