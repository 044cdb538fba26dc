import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { urlParts } from '../../../../mock-server/http/env';

describe('urlParts', () => {
  it('answers what the URL parser answers for origin, pathname and search', () => {
    const urls = [
      'http://mock.test/api/events/',
      'http://127.0.0.1:4010/events/ABC?filters[show]=X&maxResults=20&page=1',
      'https://[::1]:8443/a?',
      'http://mock.test/a/b?x=%27&y=1',
      "http://127.0.0.1:4010/events/?filters[name]='x'",
      'http://mock.test/a#fragment',
      'http://mock.test/a?b#c',
      'http://user:secret@mock.test/a?b',
      'http://mock.test/?',
    ];
    for (const url of urls) {
      const parsed = new URL(url);
      assert.deepEqual(
        urlParts(url),
        { origin: parsed.origin, pathname: parsed.pathname, search: parsed.search },
        url,
      );
    }
  });
});
