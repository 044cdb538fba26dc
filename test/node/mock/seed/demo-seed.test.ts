import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createApp, createMock, type Mock } from '../../../../mock-server/index';
import { resourceNames } from '../../../../mock-server/schemas';
import { DEMO_CLOCK_START, demoPids, demoSeed, loadDemo } from '../../../../mock-server/seed/demo';
import { DEMO_PIDS } from '../../../../mock-server/seed/demo-pids';
import { readEverything, storeFingerprint, timed } from './helpers';

const demoMock = (): Mock => createMock({ seed: 'demo' });

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe('demo seed: loading', () => {
  it('gives identical snapshots on two loads', () => {
    assert.deepEqual(demoMock().snapshot(), demoMock().snapshot());
  });

  it('gives the same data again on a reset after changes', () => {
    const mock = demoMock();
    const fresh = storeFingerprint(mock);
    const demo = mock.actor('demo');
    mock.records.create(demo, 'persons', { firstname: 'Extra' });
    mock.records.update(demo, 'events', DEMO_PIDS.theatre.event, { name: 'Renamed' });
    mock.moveClock({ advanceMs: 3_600_000 });
    mock.reset('demo');
    assert.equal(storeFingerprint(mock), fresh);
    assert.equal(mock.clock.now(), Date.parse(DEMO_CLOCK_START));
  });

  it('makes the pids listed in DEMO_PIDS', () => {
    const mock = createMock({ seed: 'empty', clock: { start: demoSeed.clockStart } });
    mock.store.clear(demoSeed.idSeed);
    const data = loadDemo({
      store: mock.store,
      records: mock.records,
      oauth: mock.oauth,
      now: mock.clock.now(),
    });
    assert.deepEqual(demoPids(data), DEMO_PIDS);
    assert.equal(storeFingerprint(mock), storeFingerprint(demoMock()));
  });

  it('keeps every show ahead of a clock started later, with the same pids', () => {
    const start = '2027-05-10T12:00:00Z';
    const mock = createMock({ seed: 'demo', clock: { start } });
    const shows = [...mock.store.all('shows')];
    assert.equal(shows.length, demoMock().store.count('shows'));
    for (const show of shows) assert.ok((show.start as number) > Date.parse(start), `show ${show.pid}`);
    const demo = mock.actor('demo');
    assert.equal(mock.records.get(demo, 'shows', DEMO_PIDS.theatre.premiere).event, DEMO_PIDS.theatre.event);
  });

  it('loads quickly (printed, not asserted)', (t) => {
    const first = timed(() => demoMock());
    const mock = demoMock();
    const resets = Array.from({ length: 5 }, () => timed(() => mock.reset('demo')));
    t.diagnostic(
      `demo seed: new mock ${first.toFixed(1)} ms; reset ${Math.min(...resets).toFixed(1)}–` +
        `${Math.max(...resets).toFixed(1)} ms`,
    );
    assert.equal(mock.seed, 'demo');
  });
});

describe('demo seed: records', () => {
  it('reads every record back through the record service, valid against its read schema', () => {
    const mock = demoMock();
    const { counts } = readEverything(mock, [mock.actor('demo'), mock.actor('other')]);
    assert.ok(counts.tickets > 0 && counts.bookings > 0 && counts.shows > 0);
  });

  it('names every record of DEMO_PIDS as promised', () => {
    const mock = demoMock();
    const demo = mock.actor('demo');
    const other = mock.actor('other');
    const name = (pid: string) => mock.records.get(demo, 'events', pid).name;
    assert.equal(name(DEMO_PIDS.theatre.event), 'Die Dreigroschenoper');
    assert.match(String(name(DEMO_PIDS.gala.event)), /Jubiläumsgala/);
    assert.match(String(name(DEMO_PIDS.studio.event)), /Le Petit Prince/);
    assert.match(String(name(DEMO_PIDS.concert.event)), /Lakeside Lights/);
    assert.equal(name(DEMO_PIDS.festival.event), 'Lago Sonoro Festival');
    assert.equal(mock.records.get(other, 'events', DEMO_PIDS.secondStage.event).name, 'Warten auf Godot');
    assert.deepEqual(demo.hosts, [DEMO_PIDS.hosts.demoTheater]);
    assert.deepEqual(other.hosts, [DEMO_PIDS.hosts.secondStage]);
    const showsOf = (event: string) =>
      mock.records
        .list(demo, 'shows', {}, { parent: 'events', pid: event, relation: 'shows' })
        .items.map((show) => show.pid);
    assert.deepEqual(showsOf(DEMO_PIDS.theatre.event).slice(0, 2), [
      DEMO_PIDS.theatre.premiere,
      DEMO_PIDS.theatre.matinee,
    ]);
    assert.deepEqual(showsOf(DEMO_PIDS.concert.event), DEMO_PIDS.concert.shows);
    assert.deepEqual(showsOf(DEMO_PIDS.festival.event), DEMO_PIDS.festival.shows);
    assert.deepEqual(showsOf(DEMO_PIDS.gala.event), [DEMO_PIDS.gala.show]);
  });
});

describe('demo seed: host isolation', () => {
  it("shows user other none of Demo Theater's records, and user demo none of Second Stage's", () => {
    const mock = demoMock();
    const demo = { actor: mock.actor('demo'), host: DEMO_PIDS.hosts.demoTheater };
    const other = { actor: mock.actor('other'), host: DEMO_PIDS.hosts.secondStage };
    for (const [reader, owner] of [
      [other, demo],
      [demo, other],
    ] as const) {
      for (const name of resourceNames) {
        const visible = new Set(mock.records.list(reader.actor, name).items.map((item) => item.pid));
        const owned = mock.store.ownedBy(name, owner.host);
        for (const record of owned) {
          assert.ok(!visible.has(record.pid), `${reader.actor.username} lists ${name} ${record.pid}`);
          assert.equal(
            codeOf(() => mock.records.get(reader.actor, name, record.pid)),
            'not_found',
            `${reader.actor.username} reads ${name} ${record.pid}`,
          );
        }
      }
    }
  });

  it('gives user other a little data of its own', () => {
    const mock = demoMock();
    const other = mock.actor('other');
    for (const name of [
      'venues',
      'events',
      'shows',
      'persons',
      'bookings',
      'tickets',
      'deliveryrates',
    ] as const)
      assert.ok(mock.records.list(other, name).total > 0, name);
    assert.equal(mock.records.list(other, 'events').total, 1);
  });

  it("answers not_found to user other for Demo Theater's child collections", () => {
    const mock = demoMock();
    const other = mock.actor('other');
    const scope = { parent: 'events', pid: DEMO_PIDS.theatre.event, relation: 'bookings' } as const;
    assert.equal(
      codeOf(() => mock.records.list(other, 'bookings', {}, scope)),
      'not_found',
    );
  });
});

describe('demo seed: the admin reset', () => {
  it('resets to the demo seed through the admin control', async () => {
    const mock = createMock();
    const app = createApp(mock, {});
    const response = await app.fetch(
      new Request('http://mock.test/__admin/reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seed: 'demo' }),
      }),
    );
    assert.equal(response.status, 200);
    assert.equal(storeFingerprint(mock), storeFingerprint(demoMock()));
  });
});
