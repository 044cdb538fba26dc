/// <reference types="mocha" />
import { expect } from 'chai';
import { toMail, toWebhookEvent } from '../../../demo/inspector/api.js';
import { describeExpired } from '../../../demo/inspector/clock-panel.js';
import { faultHits, staleness } from '../../../demo/inspector/journal.js';
import { newestFirst } from '../../../demo/inspector/outbox-panel.js';
import type { MockFault, MockJournalEntry } from '../../../demo/inspector/types.js';

const entry = (fields: Partial<MockJournalEntry>): MockJournalEntry => ({
  seq: 1,
  at: '2026-06-01T08:00:00.000Z',
  kind: 'request',
  message: '',
  ...fields,
});

const fault = (fields: Partial<MockFault>): MockFault => ({
  id: 'fault-1',
  method: null,
  path: '/**',
  status: 503,
  networkError: false,
  delayMs: 0,
  landed: false,
  remaining: 1,
  hits: 0,
  ...fields,
});

describe('inspector journal reading', () => {
  it('re-reads bookings, shows and tickets after a ticket is created', () => {
    const { slices } = staleness(entry({ kind: 'change', resource: 'tickets' }), '/api');
    expect(slices).to.have.members(['tickets', 'bookings', 'shows']);
  });

  it('re-reads everything and signs out after a reset', () => {
    const effect = staleness(entry({ kind: 'admin', message: 'Reset to seed demo.' }), '/api');
    expect(effect.signedOut).to.equal(true);
    expect(effect.slices).to.include.members(['clock', 'events', 'outbox', 'faults']);
  });

  it('leaves records alone for reads and for admin reads', () => {
    expect(staleness(entry({ method: 'GET', path: '/api/events/' }), '/api').slices).to.deep.equal([
      'faults',
    ]);
    expect(staleness(entry({ method: 'GET', path: '/api/__admin/clock' }), '/api').slices).to.deep.equal([]);
  });

  it('counts a write below the base address as a change of its resource', () => {
    const { slices } = staleness(entry({ method: 'POST', path: '/api/bookings/' }), '/api');
    expect(slices).to.include.members(['faults', 'bookings', 'shows']);
  });

  it('matches faults as the mock does: globs per segment, ** across, ^ for expressions', () => {
    expect(faultHits(fault({ path: '/tickets' }), 'POST', '/tickets/')).to.equal(true);
    expect(faultHits(fault({ path: '/bookings/*', method: 'PATCH' }), 'GET', '/bookings/1')).to.equal(false);
    expect(faultHits(fault({ path: '/bookings/*' }), 'GET', '/bookings/1/tickets/')).to.equal(false);
    expect(faultHits(fault({ path: '/**', status: null, networkError: true }), 'GET', '/events/')).to.equal(
      true,
    );
    expect(faultHits(fault({ path: '^/ev' }), 'GET', '/events/')).to.equal(true);
  });

  it('lets a delay-only fault pass: it slows a read down without answering it', () => {
    expect(faultHits(fault({ status: null, delayMs: 800 }), 'GET', '/events/')).to.equal(false);
  });
});

describe('inspector readings', () => {
  it('describes a released booking with its ticket count', () => {
    const report = { booking: 123456789012, pid_readable: '1234-5678-9012', ticket_count: 1, tickets: ['a'] };
    expect(describeExpired(report)).to.equal('booking 1234-5678-9012 (1 ticket released)');
  });

  it('orders mails newest first', () => {
    const mails = [
      toMail({ id: 1, at: '2026-06-01T08:00:00Z', to: 'a@example.com', subject: 'First', text: '' }, 0),
      toMail({ id: 2, at: '2026-06-01T09:00:00Z', to: 'b@example.com', subject: 'Second', text: '' }, 1),
    ];
    expect(newestFirst(mails).map((mail) => mail.subject)).to.deep.equal(['Second', 'First']);
  });

  it('sums up the deliveries of a webhook call', () => {
    const call = toWebhookEvent(
      {
        id: 3,
        at: '2026-06-01T08:00:00Z',
        type: 'new-booking',
        payload: {},
        deliveries: [{ state: 'recorded' }],
      },
      0,
    );
    expect(call).to.include({ id: '3', type: 'new-booking', status: 'recorded' });
  });
});
