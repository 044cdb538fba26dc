/**
 * The memory layout of stored records. V8 keeps an object's fields in a compact layout shared by
 * the objects of the same shape ("fast properties") unless it decides the object is used as a
 * hash table; a record in that dictionary form takes several times the memory (the large seed's
 * 100,000 tickets of 22 fields: about 140 MB more heap) and costs the garbage collector as much
 * more. Checked with V8's own `%HasFastProperties`, enabled for this process only.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import type { StoredRecord } from '../../../../mock-server/domain/store';
import type { ResourceName } from '../../../../mock-server/schemas/registry-types';
import { catalogue, fixture } from './fixture';

setFlagsFromString('--allow-natives-syntax');
// V8's intrinsic syntax parses only in a function compiled after the flag is set.
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;

describe('stored records', () => {
  it('keep a compact layout however many fields they have (a ticket has more than 20)', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo);
    mock.records.create(demo, 'tickets', {
      booking: c.booking,
      show: c.show,
      price: c.prices[0],
      sector: c.sectors[0],
    });
    const tables = ['tickets', 'bookings', 'persons', 'shows', 'prices'] as const;
    const check = (when: string) => {
      for (const name of tables) {
        const record: StoredRecord = mock.store.all(name).next().value!;
        assert.ok(Object.keys(record).length > 8, `${name}: a record with its fields`);
        assert.ok(hasFastProperties(record), `${when}: a ${name} record is in dictionary form`);
      }
      const ticket = mock.store.all('tickets').next().value!;
      assert.ok(Object.keys(ticket).length > 20);
    };
    check('written through the record service');
    // A snapshot restored (a `--state` start, `/__admin/restore`) goes through the same path.
    mock.restore(JSON.parse(JSON.stringify(mock.snapshot())) as unknown);
    check('restored from a snapshot');
  });

  it('read their child relations from the table, and never as own fields', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo);
    const [ticket] = mock.records.create(demo, 'tickets', {
      booking: c.booking,
      show: c.show,
      price: c.prices[0],
      sector: c.sectors[0],
    }).pids;
    const booking: StoredRecord = mock.store.get<ResourceName>('bookings', c.booking)!;
    assert.deepEqual([...(booking.tickets as Iterable<unknown>)], [ticket]);
    assert.equal(Object.hasOwn(booking, 'tickets'), false);
    assert.equal(JSON.stringify(booking).includes('"tickets"'), false);
  });
});
