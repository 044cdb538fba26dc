/**
 * The fast path of the `large` seed: records go straight into the store, without the request
 * parsing, journal entries and per-request rule hooks of the record service, through which
 * 100,000 tickets take more than ten seconds.
 *
 * What keeps the records identical in shape to the record service's: the values are given in
 * stored form (instants as epoch ms, money in minor units), and the record service's own build
 * steps complete them: `defaultsFor` (defaults of left-out fields), `newPid`, `derive` (a
 * booking's `pid_readable` and host, a ticket's code and denormalized copies) and `owningHost`.
 * Every record is inserted through `Store.insert`, so the indexes are those of any other write.
 * The contract's read schemas are checked on every record by the seed's tests; the seed is
 * deterministic, so what the tests see is what every load gives.
 */
import type { Actor } from '../domain/access';
import { DEFAULT_CONFIG } from '../domain/config';
import { newPid } from '../domain/pids';
import { defaultsFor, derive, type BuildContext } from '../domain/records/build';
import { owningHost } from '../domain/records/references';
import type { RecordData, Store, StoredRecord } from '../domain/store';
import { parseWallTime } from '../domain/time';
import type { ResourceName } from '../schemas/registry-types';

type Fields = Record<string, unknown>;

export class BulkWriter {
  private readonly build: BuildContext;
  private readonly instants = new Map<string, number>();

  constructor(
    readonly store: Store,
    actor: Actor,
    readonly now: number,
  ) {
    this.build = { store, actor, now, config: DEFAULT_CONFIG };
  }

  /** A new record of `name` from fields in stored form, as the record service would store it. */
  insert(name: ResourceName, fields: Fields): StoredRecord {
    const { store, now } = this;
    const data: Fields = {
      pid: newPid(store, name),
      ...defaultsFor(this.build, name, fields),
      ...fields,
      created: now,
      updated: now,
    };
    derive(this.build, name, data, true);
    const host = owningHost(store, name, data);
    if (typeof host !== 'string') {
      throw new Error(`Bulk ${name} record ${String(data.pid)}: ${host.property_path} ${host.message}`);
    }
    data._host = host;
    data._seq = store.nextSeq();
    return store.insert(name, data as RecordData);
  }

  /** A confirmed booking, as a confirmation with digital delivery leaves it. */
  confirmedBooking(customer: string, options: readonly { option: string; quantity: number }[] = []) {
    const { store, now } = this;
    const data: Fields = {
      pid: newPid(store, 'bookings'),
      ...defaultsFor(this.build, 'bookings', {}),
      customer,
      options: options.map((item) => ({ ...item })),
      created: now,
      updated: now,
    };
    derive(this.build, 'bookings', data, true);
    Object.assign(data, { confirmation: true, delivery_method: 'digital', expires: null });
    data._host = store.get('persons', customer)!._host;
    data._seq = store.nextSeq();
    // Built like the record service's records, so inserted as data of any resource.
    return store.insert<ResourceName>('bookings', data as RecordData);
  }

  /** A person's address as the record service nests it (with a pid of its own). */
  address(fields: { address1: string; zip: string; city: string; country: string }): Fields {
    const { address1, zip, city, country } = fields;
    return { pid: this.store.ids.uuid(), address1, address2: null, zip, city, country };
  }

  /** `YYYY-MM-DD HH:MM:SS` in `zone` as an instant; a bulk load repeats few distinct times. */
  instant(wall: string, zone: string): number {
    const key = `${zone} ${wall}`;
    let value = this.instants.get(key);
    if (value === undefined) {
      value = parseWallTime(wall, zone);
      if (value === undefined) throw new Error(`Not a wall time: ${wall}`);
      this.instants.set(key, value);
    }
    return value;
  }
}
