/// <reference types="mocha" />
import { expect } from 'chai';
import { unwrap } from '../../../src/api/index.js';
import { OwnTraffic } from '../../../demo/inspector/own-traffic.js';
import type { MockJournalEntry } from '../../../demo/inspector/types.js';
import { inspector, openTab, panel, textOf, until, useMock } from './mock-helpers.js';

/** The text of the log's journal rows of one kind. */
const rows = (log: ShadowRoot, kind: string) =>
  [...log.querySelectorAll(`[part="journal"] [data-kind="${kind}"]`)].map((row) => textOf(row));

const tokenRequests = (log: ShadowRoot) =>
  rows(log, 'request').filter((row) => row.includes('POST /api/oauth/v2/token '));

const recordReads = (log: ShadowRoot) => rows(log, 'request').filter((row) => row.includes('/api/bookings/'));

describe('<tb-mock-inspector> log', () => {
  const { mock, api } = useMock();

  // One test: the journal outlives a test, and a new inspector cannot tell an earlier one's entries.
  it("lists the page's login and reads, and the inspector's own only when asked for", async () => {
    const el = await inspector();
    await openTab(el, 'Records');
    await until("the inspector's record reads", () =>
      mock()
        .journal.list()
        .some((entry) => entry.path?.startsWith('/api/bookings/')),
    );
    await openTab(el, 'Log');
    const log = await panel(el, 'tb-inspector-log');
    unwrap(await api().GET('/events/'));
    await until("the page's read", () =>
      rows(log, 'request').some((row) => row.includes('GET /api/events/ ')),
    );

    const logins = mock()
      .journal.list()
      .filter((entry) => entry.kind === 'auth');
    expect(logins, 'logins in the journal: the inspector and the page').to.have.length(2);
    expect(rows(log, 'auth')).to.have.length(1);
    expect(tokenRequests(log)).to.have.length(1);
    expect(recordReads(log)).to.deep.equal([]);

    const own = [...log.querySelectorAll('label')].find((label) => label.textContent?.includes('own'))!;
    own.querySelector('input')!.click();
    await until("the inspector's own entries", () => recordReads(log).length > 0);
    expect(rows(log, 'auth')).to.have.length(logins.length);
    expect(tokenRequests(log)).to.have.length(2);
  });
});

describe("the inspector's own traffic", () => {
  const token = (grant: Record<string, string>) =>
    new Request('http://mock.test/api/oauth/v2/token', { method: 'POST', body: new URLSearchParams(grant) });
  const login = (session?: string): MockJournalEntry => ({
    seq: 1,
    at: '2026-06-01T08:00:00.000Z',
    kind: 'auth',
    message: 'Issued tokens.',
    ...(session ? { session } : {}),
  });
  const answer = (status: number) => () => Promise.resolve(new Response('{}', { status }));

  it('claims the request entry and the login a granted password grant leaves, each once', async () => {
    const own = new OwnTraffic();
    await own.send(token({ grant_type: 'password', username: 'demo', password: 'demo' }), answer(200));
    const request: MockJournalEntry = {
      ...login(),
      kind: 'request',
      method: 'POST',
      path: '/api/oauth/v2/token',
    };
    expect(own.claim(login('other'))).to.equal(false);
    expect(own.claim(login('demo'))).to.equal(true);
    expect(own.claim(login('demo'))).to.equal(false);
    expect(own.claim(request)).to.equal(true);
    expect(own.claim(request)).to.equal(false);
  });

  it('claims a refresh as a login naming nobody', async () => {
    const own = new OwnTraffic();
    await own.send(token({ grant_type: 'refresh_token', refresh_token: 'r' }), answer(200));
    expect(own.claim(login('demo'))).to.equal(false);
    expect(own.claim(login())).to.equal(true);
  });

  it('expects no login after a refused token request, and nothing after a failed fetch', async () => {
    const own = new OwnTraffic();
    await own.send(token({ grant_type: 'password', username: 'demo', password: 'x' }), answer(401));
    expect(own.claim(login('demo'))).to.equal(false);
    const failed = own.send(new Request('http://mock.test/api/events/'), () =>
      Promise.reject(new TypeError()),
    );
    expect(await failed.catch((error: unknown) => error)).to.be.instanceOf(TypeError);
    expect(own.claim({ ...login(), kind: 'request', method: 'GET', path: '/api/events/' })).to.equal(false);
  });
});
