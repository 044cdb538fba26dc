/// <reference types="mocha" />
import { expect } from 'chai';
import { startMockWorker, type MockWorker } from '../../../mock-server/browser.js';

describe('startMockWorker with persist', () => {
  const key = 'mock-worker-test:state';
  let worker: MockWorker;

  before(async () => {
    localStorage.removeItem(key);
    worker = await startMockWorker({ baseUrl: '/api', seed: 'demo', persist: { key } });
  });

  after(() => {
    worker.stop();
    localStorage.removeItem(key);
  });

  it('saves the state at once when the page goes away', () => {
    // A change made in process schedules no save: only the page going away stores it.
    worker.mock.reset('empty');
    expect(localStorage.getItem(key)).to.equal(null);
    dispatchEvent(new PageTransitionEvent('pagehide'));
    expect((JSON.parse(localStorage.getItem(key)!) as { seed: string }).seed).to.equal('empty');
  });
});
