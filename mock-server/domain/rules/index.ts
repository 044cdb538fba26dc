/**
 * Where the business rules plug in: capacity, seats, release of expired bookings, ticket option
 * and option limits, confirmation requirements, deliveries, deleting sold data, e-mail and
 * webhooks.
 *
 * The record service calls every hook inside the same synchronous store write as the change it
 * is about, so a rule sees the change and the store together, can add records of its own (the
 * deliveries of a confirmation), and refuses the whole request by throwing a `DomainError`:
 * the write then rolls back completely. Hooks run in the order of the rule list.
 */
import type { ResourceName } from '../../schemas/registry-types';
import type { Actor } from '../access';
import type { MockConfig } from '../config';
import type { DomainEvents } from '../events';
import type { Journal } from '../journal';
import type { RecordData, Store, StoredRecord } from '../store';
import { bookingOptionRules } from './booking-options';
import { capacityRules } from './capacity';
import { catalogueRules } from './catalogue';
import { confirmationRules } from './confirmation';
import { countingRules } from './counting';
import { notificationRules } from './notifications';
import { releaseRules } from './release';
import { seatPlacementRules, seatRules } from './seats';
import { soldDataRules } from './sold-data';
import { ticketOptionRules } from './ticket-options';
import { ticketRules } from './tickets';

export interface RuleContext {
  readonly store: Store;
  readonly actor: Actor;
  /** Mock-clock time of the request, epoch ms. */
  readonly now: number;
  readonly config: MockConfig;
  readonly journal: Journal;
  /** Domain events (the webhooks' news); delivered once the write succeeds. */
  readonly events: DomainEvents;
}

export interface RecordChange {
  readonly before: StoredRecord;
  /** The record as it will be stored (`beforeUpdate`) or as stored (`afterUpdate`). */
  readonly after: RecordData | StoredRecord;
  /** The validated edit as sent, in wire form (`confirmation`, `delivery`, …). */
  readonly input: Readonly<Record<string, unknown>>;
  /** Where the edit is in the request body: `''` for a single edit, `[2].` in an array edit. */
  readonly path: string;
}

export interface DeletedRecord {
  readonly resource: ResourceName;
  readonly record: StoredRecord;
}

export interface RecordRules {
  readonly name: string;
  /**
   * Brings lazily computed state up to date (tickets of expired bookings are released) before a
   * request reads or writes. Runs inside a write; nothing in the mock runs on timers.
   */
  settle?(ctx: RuleContext): void;
  /** New records, validated and about to be stored (all items of an array create). */
  beforeCreate?(ctx: RuleContext, resource: ResourceName, records: readonly RecordData[]): void;
  afterCreate?(ctx: RuleContext, resource: ResourceName, records: readonly StoredRecord[]): void;
  beforeUpdate?(ctx: RuleContext, resource: ResourceName, changes: readonly RecordChange[]): void;
  afterUpdate?(ctx: RuleContext, resource: ResourceName, changes: readonly RecordChange[]): void;
  /** `records` holds the deleted record first, then every record its deletion cascades to. */
  beforeDelete?(ctx: RuleContext, records: readonly DeletedRecord[]): void;
  afterDelete?(ctx: RuleContext, records: readonly DeletedRecord[]): void;
  /** Computed properties such as `properties[capacity]` on shows. */
  readonly properties?: {
    readonly [N in ResourceName]?: Readonly<
      Record<string, (ctx: RuleContext, record: StoredRecord) => unknown>
    >;
  };
  /** What the last clock move caused (expired bookings); `POST /__admin/clock` answers it. */
  clockMoved?(ctx: RuleContext, from: number, to: number): unknown[];
  /**
   * The store's content was replaced without the record service (a seed loaded, a snapshot put
   * back): rebuild what the rule derives from it. Runs inside a store write.
   */
  reload?(ctx: RuleContext): void;
}

/**
 * The rules a mock runs with unless `createMock({ rules })` says otherwise. Releases come first
 * (everything after sees expired reservations gone); seats are placed before the ticket checks
 * (which read the sector a seat decides); the checks run before the counters they read are
 * brought up to date; the domain events go last.
 */
export const defaultRules: readonly RecordRules[] = [
  releaseRules,
  seatPlacementRules,
  ticketRules,
  ticketOptionRules,
  capacityRules,
  seatRules,
  bookingOptionRules,
  confirmationRules,
  catalogueRules,
  soldDataRules,
  countingRules,
  notificationRules,
];
