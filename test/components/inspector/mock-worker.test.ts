/// <reference types="mocha" />
import { expect } from 'chai';
import { startMockWorker, type MockWorker } from '../../../mock-server/browser.js';

/** Every row of an object store of the saved state, read through a connection of its own. */
async function rows(database: string, store: string): Promise<Record<string, unknown>[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(database);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
  try {
    return await new Promise((resolve, reject) => {
      const request = db.transaction(store, 'readonly').objectStore(store).getAll();
      request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
      request.onerror = () => reject(request.error ?? new Error('read failed'));
    });
  } finally {
    db.close();
  }
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

async function token(base: string): Promise<string> {
  const response = await fetch(`${base}/oauth/v2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('demo-client:demo-secret')}` },
    body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('startMockWorker with persist', () => {
  const key = 'mock-worker-test-state';
  let worker: MockWorker;

  before(async () => {
    await deleteDatabase(key);
    localStorage.removeItem(key);
    worker = await startMockWorker({ baseUrl: '/api', seed: 'demo', persist: { key } });
  });

  after(async () => {
    worker.stop();
    await deleteDatabase(key);
  });

  it('commits a change to IndexedDB before answering it', async () => {
    const bearer = `Bearer ${await token(worker.baseUrl)}`;
    const host = worker.mock.actor('demo').hosts[0];
    const created = await fetch(`${worker.baseUrl}/venues/`, {
      method: 'POST',
      headers: { authorization: bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ host, name: 'Saved hall', city: 'Bern' }),
    });
    expect(created.status).to.equal(201);
    const pid = created.headers.get('location')!.split('/').pop();
    const venues = (await rows(key, 'records')).filter((row) => row.table === 'venues' && row.pid === pid);
    expect(venues).to.have.length(1);
    expect((JSON.parse(venues[0]!.data as string) as { name: string }).name).to.equal('Saved hall');
    expect((await rows(key, 'tokens')).length).to.be.greaterThan(0);
  });

  it('saves the state when the page goes away, and a new worker restores it', async () => {
    // A change made in process, not through a request: the page going away commits it.
    worker.mock.reset('empty');
    // The commit opens its read/write transaction as the event is handled; IndexedDB starts the
    // read below (created later, on the same stores) only once that transaction has finished.
    dispatchEvent(new PageTransitionEvent('pagehide'));
    const seed = (await rows(key, 'parts')).find((row) => row.scope === '' && row.name === 'seed')?.value;
    expect(seed).to.equal('"empty"');
    worker.stop();
    worker = await startMockWorker({ baseUrl: '/api', seed: 'demo', persist: { key } });
    expect(worker.mock.seed).to.equal('empty');
    expect(worker.mock.store.count('events')).to.equal(0);
  });
});
