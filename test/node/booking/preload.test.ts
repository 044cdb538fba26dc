import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createBookingFlow } from '../../../src/booking/index';
import { firstPartFileName } from '../../../scripts/split-catalogs';
import { resolveLocale } from '../../../src/i18n/locale';
import { languagePreload, preloadLinks } from '../../bench/widget/site';
import { doc } from '../readme/support';

const SITE = 'https://www.my-theatre.example';
/** The pid and `api-base` of the README's snippet. */
const EVENT = 'E4F43DCC-8055-48F0-95B1-DE307C86652E';
const API_BASE = '/api/tickets';

/** The hrefs of `<link rel="preload" as="fetch" crossorigin>` tags in `html`, as the browser reads them. */
function preloads(html: string): string[] {
  return [...html.matchAll(/<link\s([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter(
      (attrs) => /\brel="preload"/.test(attrs) && /\bas="fetch"/.test(attrs) && /\scrossorigin\b/.test(attrs),
    )
    .map((attrs) => new URL(/\bhref="([^"]+)"/.exec(attrs)![1]!.replaceAll('&amp;', '&'), SITE).href);
}

/** The flow's requests until its show list is loaded (every answer an empty list or record). */
async function firstReads(): Promise<Request[]> {
  const requests: Request[] = [];
  const flow = createBookingFlow({
    event: EVENT,
    apiBase: `${SITE}${API_BASE}`,
    storage: null,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      const body = new URL(request.url).pathname.includes('/events/') ? { pid: EVENT } : [];
      return Response.json(body);
    },
  });
  await flow.start();
  flow.dispose();
  return requests;
}

describe('preloading the first reads', () => {
  it('requests exactly the URLs the README tells a site to preload, and nothing else before the list', async () => {
    const html = doc('README.md').blocks.find((b) => b.lang === 'html' && b.code.includes('rel="preload"'));
    assert.ok(html, 'the README shows the preload links');
    const documented = preloads(html.code);
    assert.equal(documented.length, 2);
    const requests = await firstReads();
    assert.deepEqual(requests.map((r) => r.url).sort(), [...documented].sort());
  });

  it('sends them as a preload is made, so the browser reuses it: GET, CORS, no header of its own', async () => {
    for (const request of await firstReads()) {
      assert.equal(request.method, 'GET');
      assert.equal(request.mode, 'cors');
      assert.equal(request.credentials, 'same-origin');
      assert.deepEqual([...request.headers], [], `${request.url} has no headers`);
    }
  });

  it('is what the widget benchmark’s page preloads', () => {
    const html = doc('README.md').blocks.find((b) => b.lang === 'html' && b.code.includes('rel="preload"'))!;
    assert.deepEqual(preloads(preloadLinks(EVENT, API_BASE)), preloads(html.code));
  });

  it('names the file of the widget’s language as the script-tag build writes it', () => {
    const html = doc('README.md').blocks.find(
      (b) => b.lang === 'html' && b.code.includes('rel="modulepreload"'),
    );
    assert.ok(html, 'the README shows the language preload');
    const href = /<link rel="modulepreload" href="([^"]+)"/.exec(html.code)![1]!;
    const lang = /<ticket-booking [^>]*\blang="([^"]+)"/.exec(html.code)![1]!;
    const file = firstPartFileName(
      { facadeModuleId: `\0tb-messages/${resolveLocale(undefined, [lang]).lang}` },
      'ticket-booking',
    );
    assert.equal(href, `/assets/${file}`);
    assert.equal(languagePreload('de', '/assets/'), `<link rel="modulepreload" href="${href}" />`);
  });
});
