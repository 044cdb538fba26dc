import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appClient, bookedMock } from './fixture';

describe('snapshots of the QA state', () => {
  it('carry the outbox and the webhooks, but not the faults', async () => {
    const booked = bookedMock({ locale: 'it' });
    const { mock } = booked;
    const api = appClient(mock);
    mock.outbox.send(booked.demo, { booking: booked.booking, type: 'confirmation' });
    await api.json('POST', '/__admin/webhooks', { url: 'http://127.0.0.1:9/', secret: 'k' });
    mock.events.emit({ type: 'new-person', payload: { person: booked.person, host: booked.demo.hosts[0]! } });
    await api.json('POST', '/__admin/faults', { path: '/events', status: 500 });
    const text = await (await api.fetch('/__admin/snapshot')).text();
    const snapshot = JSON.parse(text) as Record<string, unknown>;
    assert.ok('outbox' in snapshot && 'webhooks' in snapshot);
    assert.equal('faults' in snapshot, false);

    await api.json('POST', '/__admin/reset', {});
    assert.deepEqual(mock.outbox.list(), []);
    assert.deepEqual(mock.faults.list(), [], 'a reset removes the faults');
    const put = await api.fetch('/__admin/snapshot', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: text,
    });
    assert.equal(put.status, 204);
    assert.match(mock.outbox.list()[0]!.text, /Gentile signora Muster/);
    assert.equal(mock.webhooks.subscriptions()[0]!.signed, true);
    assert.equal(mock.webhooks.events()[0]!.type, 'new-person');
    assert.equal(JSON.stringify(mock.snapshot()), text);
  });

  it('refuses a snapshot with a bad outbox or webhooks and changes nothing', async () => {
    const booked = bookedMock();
    const { mock } = booked;
    const api = appClient(mock);
    mock.outbox.send(booked.demo, { booking: booked.booking, type: 'confirmation' });
    const good = mock.snapshot();
    const before = JSON.stringify(good);
    for (const [patch, path] of [
      [{ outbox: { nextId: 1, mails: [{ id: 'x' }] } }, 'outbox.mails[0].id'],
      [
        { webhooks: { nextSubscription: 1, nextEvent: 1, subscriptions: 'none', events: [] } },
        'webhooks.subscriptions',
      ],
    ] as const) {
      const response = await api.fetch('/__admin/snapshot', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...good, ...patch }),
      });
      assert.equal(response.status, 409);
      const problem = (await response.json()) as { errors: { property_path: string }[] };
      assert.ok(
        problem.errors.some((e) => e.property_path === path),
        JSON.stringify(problem.errors),
      );
      assert.equal(JSON.stringify(mock.snapshot()), before);
    }
  });

  it('reads snapshots of earlier versions without outbox and webhooks as empty ones', () => {
    const booked = bookedMock();
    const { mock } = booked;
    const { outbox: _outbox, webhooks: _webhooks, ...older } = mock.snapshot();
    mock.outbox.send(booked.demo, { booking: booked.booking, type: 'confirmation' });
    mock.webhooks.subscribe({ url: 'http://127.0.0.1:9/' });
    mock.restore(older);
    assert.deepEqual(mock.outbox.list(), []);
    assert.deepEqual(mock.webhooks.subscriptions(), []);
  });
});
