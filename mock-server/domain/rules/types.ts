/**
 * The contract between the record service and the business rules: the hooks a rule module
 * implements ({@link RecordRules}) and what they are given.
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
import type { Store, Stored } from '../store';

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

/** An edit of one record of `N`. */
export interface RecordChange<N extends ResourceName = ResourceName> {
  readonly before: Stored<N>;
  /** The record as it will be stored (`beforeUpdate`) or as stored (`afterUpdate`). */
  readonly after: Stored<N>;
  /** The validated edit as sent, in wire form (`confirmation`, `delivery`, …). */
  readonly input: Readonly<Record<string, unknown>>;
  /** Where the edit is in the request body: `''` for a single edit, `[2].` in an array edit. */
  readonly path: string;
}

/**
 * The hooks' arguments, one tuple per resource: a hook that tests `resource` gets the records
 * of that resource typed (`if (resource !== 'tickets') return;` makes `records` tickets).
 */
export type CreateHookArgs<N extends ResourceName = ResourceName> = {
  [K in N]: [ctx: RuleContext, resource: K, records: readonly Stored<K>[]];
}[N];
export type UpdateHookArgs<N extends ResourceName = ResourceName> = {
  [K in N]: [ctx: RuleContext, resource: K, changes: readonly RecordChange<K>[]];
}[N];

/** A deleted record with its resource: testing `resource` types `record`. */
export type DeletedRecord<N extends ResourceName = ResourceName> = {
  [K in N]: { readonly resource: K; readonly record: Stored<K> };
}[N];

/** The arguments of a create hook for records of `resource`. */
export function createHookArgs<N extends ResourceName>(
  ctx: RuleContext,
  resource: N,
  records: readonly Stored<N>[],
): CreateHookArgs<N> {
  return [ctx, resource, records];
}

/** The arguments of an update hook for changes of records of `resource`. */
export function updateHookArgs<N extends ResourceName>(
  ctx: RuleContext,
  resource: N,
  changes: readonly RecordChange<N>[],
): UpdateHookArgs<N> {
  return [ctx, resource, changes];
}

/** A deleted record of `resource`. */
export function deletedRecord<N extends ResourceName>(resource: N, record: Stored<N>): DeletedRecord<N> {
  return { resource, record };
}

export interface RecordRules {
  readonly name: string;
  /**
   * Brings lazily computed state up to date (tickets of expired bookings are released) before a
   * request reads or writes. Runs inside a write; nothing in the mock runs on timers.
   */
  settle?(ctx: RuleContext): void;
  /**
   * Whether `settle` has anything to do now. A read whose rules all answer no opens no write for
   * them (most reads: nothing fell due since the last request); a rule without it always settles.
   */
  settles?(ctx: RuleContext): boolean;
  /** New records, validated and about to be stored (all items of an array create). */
  beforeCreate?(...args: CreateHookArgs): void;
  afterCreate?(...args: CreateHookArgs): void;
  beforeUpdate?(...args: UpdateHookArgs): void;
  afterUpdate?(...args: UpdateHookArgs): void;
  /** `records` holds the deleted record first, then every record its deletion cascades to. */
  beforeDelete?(ctx: RuleContext, records: readonly DeletedRecord[]): void;
  afterDelete?(ctx: RuleContext, records: readonly DeletedRecord[]): void;
  /** Computed properties such as `properties[capacity]` on shows. */
  readonly properties?: {
    readonly [N in ResourceName]?: Readonly<Record<string, (ctx: RuleContext, record: Stored<N>) => unknown>>;
  };
  /** What the last clock move caused (expired bookings); `POST /__admin/clock` answers it. */
  clockMoved?(ctx: RuleContext, from: number, to: number): unknown[];
  /**
   * The store's content was replaced without the record service (a seed loaded, a snapshot put
   * back): rebuild what the rule derives from it. Runs inside a store write.
   */
  reload?(ctx: RuleContext): void;
}
