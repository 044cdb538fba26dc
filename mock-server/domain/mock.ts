/**
 * The mock service as one object: store, record service, OAuth, journal, clock, settings and
 * rules, the e-mail outbox, webhooks and injected faults, with reset to a seed and
 * snapshot/restore of everything that is state (faults are transport controls and left out).
 * The HTTP app, the three adapters and in-process tests all work on one of these.
 */
import { z } from 'zod';
import { createQueryModel } from './model';
import type { Actor } from './access';
import { MockClock } from './clock';
import { parseConfigPatch, resolveConfig, type MockConfig } from './config';
import { DomainError, describeViolations } from './errors';
import { DomainEvents } from './events';
import { FaultRules } from './faults';
import { Journal } from './journal';
import { OAuthService, type OAuthState } from './oauth';
import { Outbox, type OutboxSnapshot } from './outbox/outbox';
import type { QueryModel } from './query/types';
import type { ServiceContext } from './records/context';
import { RecordService } from './records/index';
import { defaultRules } from './rules/index';
import type { RecordRules, RuleContext } from './rules/types';
import type { Seed, SeedRegistry } from './seeds';
import { Store, type StoreSnapshot } from './store';
import { Webhooks, type WebhooksSnapshot } from './webhooks/registry';
import { toViolations } from '../schemas/violations';

const REFRESH_TOKEN_TTL_SECONDS = 30 * 86_400;

export interface ClockOptions {
  /** Start instant (epoch ms or ISO 8601); default: the seed's clock start. */
  readonly start?: number | string;
  /** Follow the system clock from the start (time passes); default: a fixed clock. */
  readonly follow?: boolean;
}

export interface MockOptions {
  /** Seed loaded at creation and by `reset()` without a name; default `empty`. */
  readonly seed?: string;
  readonly clock?: MockClock | ClockOptions;
  readonly config?: Partial<MockConfig>;
  /** Business rules; default `defaultRules`. */
  readonly rules?: readonly RecordRules[];
}

export interface MockSnapshot {
  readonly version: 1;
  readonly seed: string;
  /** Mock-clock time, epoch ms. */
  readonly clock: number;
  readonly config: MockConfig;
  readonly oauth: OAuthState;
  readonly store: StoreSnapshot;
  /** Mails of the outbox (absent in snapshots of older versions: an empty outbox). */
  readonly outbox?: OutboxSnapshot;
  /** Webhook subscriptions and emitted calls (absent: none). */
  readonly webhooks?: WebhooksSnapshot;
}

/** What moving the clock answers: the new time and what the rules report it caused. */
export interface ClockReport {
  readonly now: string;
  readonly epochMs: number;
  readonly following: boolean;
  readonly expired: unknown[];
}

const SnapshotEnvelope = z.object({
  version: z.literal(1),
  seed: z.string(),
  clock: z.int().min(0).max(8_640_000_000_000_000),
  config: z.unknown(),
  oauth: z.object({
    clients: z.array(z.object({ id: z.string(), secret: z.string() })),
    users: z.array(z.object({ username: z.string(), password: z.string(), hosts: z.array(z.string()) })),
    access: z.array(
      z.tuple([z.string(), z.object({ username: z.string(), clientId: z.string(), expiresAt: z.number() })]),
    ),
    refresh: z.array(
      z.tuple([
        z.string(),
        z.object({
          username: z.string(),
          clientId: z.string(),
          expiresAt: z.number(),
          rotatedAt: z.number().optional(),
        }),
      ]),
    ),
  }),
  store: z.unknown(),
  outbox: z.unknown().optional(),
  webhooks: z.unknown().optional(),
});

function toInstant(value: number | string): number {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(value)}`);
  return ms;
}

export class Mock {
  readonly store: Store;
  readonly records: RecordService;
  readonly oauth: OAuthService;
  readonly journal: Journal;
  /** Domain events (confirmed bookings, new persons, …) for the webhooks to subscribe to. */
  readonly events: DomainEvents;
  readonly clock: MockClock;
  readonly model: QueryModel;
  readonly rules: readonly RecordRules[];
  readonly outbox: Outbox;
  readonly webhooks: Webhooks;
  readonly faults = new FaultRules();
  private settings: MockConfig;
  private readonly initialConfig: MockConfig;
  private readonly explicitStart: number | undefined;
  private seedName: string;
  private readonly clockOption: MockOptions['clock'];

  constructor(
    private readonly seeds: SeedRegistry,
    options: MockOptions = {},
  ) {
    const seed = seeds.get(options.seed ?? 'empty');
    const clockOption = options.clock;
    this.clockOption = clockOption;
    this.explicitStart =
      clockOption instanceof MockClock || clockOption?.start === undefined
        ? undefined
        : toInstant(clockOption.start);
    this.clock =
      clockOption instanceof MockClock
        ? clockOption
        : new MockClock(this.explicitStart ?? toInstant(seed.clockStart), clockOption?.follow ?? false);
    this.initialConfig = resolveConfig(options.config ?? {});
    this.settings = { ...this.initialConfig };
    this.rules = options.rules ?? defaultRules;
    this.journal = new Journal(() => this.clock.now());
    this.events = new DomainEvents((error, event) =>
      this.journal.record({
        kind: 'admin',
        message: `A listener of ${event.type} failed: ${error instanceof Error ? error.message : String(error)}`,
      }),
    );
    this.store = new Store(seed.idSeed);
    this.model = createQueryModel((name, property) =>
      this.rules.some((rule) => rule.properties?.[name]?.[property] !== undefined),
    );
    const ctx: ServiceContext = {
      store: this.store,
      clock: this.clock,
      journal: this.journal,
      events: this.events,
      model: this.model,
      config: () => this.settings,
      rules: () => this.rules,
    };
    this.records = new RecordService(ctx);
    this.outbox = new Outbox({
      store: this.store,
      records: this.records,
      clock: this.clock,
      journal: this.journal,
    });
    this.webhooks = new Webhooks({ clock: this.clock, journal: this.journal });
    // Every domain event is a webhook call (events of a refused request never arrive here).
    this.events.subscribe((event) => void this.webhooks.accept(event));
    this.oauth = new OAuthService(this.clock, () => ({
      accessTokenTtl: this.settings.accessTokenTtl,
      refreshTokenTtl: REFRESH_TOKEN_TTL_SECONDS,
    }));
    this.seedName = seed.name;
    this.load(
      seed,
      clockOption instanceof MockClock ? undefined : (this.explicitStart ?? toInstant(seed.clockStart)),
    );
  }

  get config(): Readonly<MockConfig> {
    return { ...this.settings };
  }

  /** The configured latency of every API answer in ms (0: none), without copying the settings. */
  get latencyMs(): number {
    return this.settings.latencyMs ?? 0;
  }

  /** The seed last loaded. */
  get seed(): string {
    return this.seedName;
  }

  /** Changes some settings; throws `validation_failed` (and changes nothing) for a bad edit. */
  updateConfig(patch: unknown): MockConfig {
    const parsed = parseConfigPatch(patch);
    this.settings = { ...this.settings, ...parsed };
    this.journal.record({ kind: 'admin', message: `Config changed: ${JSON.stringify(parsed)}.` });
    return this.config;
  }

  /** Back to a seed (default: the current one): data, logins, clock start and settings. */
  reset(seed: string = this.seedName): void {
    const found = this.seeds.get(seed);
    this.settings = { ...this.initialConfig };
    this.seedName = found.name;
    this.load(found, this.explicitStart ?? toInstant(found.clockStart));
    this.outbox.clear();
    this.webhooks.reset();
    this.faults.clear();
    this.journal.record({ kind: 'admin', message: `Reset to seed ${found.name}.` });
  }

  /** An actor for a seed user, for in-process calls of the record service. */
  actor(username: string): Actor {
    const user = this.oauth.user(username);
    if (!user) throw new DomainError('not_found', `User ${username} does not exist.`);
    return { username: user.username, hosts: [...user.hosts] };
  }

  /** Everything as plain JSON: data, id generator, logins and tokens, settings, clock. */
  snapshot(): MockSnapshot {
    return {
      version: 1,
      seed: this.seedName,
      clock: this.clock.now(),
      config: { ...this.settings },
      oauth: this.oauth.snapshot(),
      store: this.store.snapshot(),
      outbox: this.outbox.snapshot(),
      webhooks: this.webhooks.snapshot(),
    };
  }

  /**
   * A new mock of the same kind: the seed this one has now, the same clock settings, the settings
   * it was created with, and webhooks sent the same way. What a session header gets.
   */
  fork(): Mock {
    const option = this.clockOption;
    const clock =
      option instanceof MockClock ? { start: this.clock.now(), follow: option.following } : option;
    const mock = new Mock(this.seeds, {
      seed: this.seedName,
      config: this.initialConfig,
      rules: this.rules,
      ...(clock === undefined ? {} : { clock }),
    });
    const sending = this.webhooks.deliveryOptions;
    if (sending) mock.webhooks.enableDelivery(sending);
    return mock;
  }

  /** Puts a snapshot back. A bad snapshot throws `validation_failed` and changes nothing. */
  restore(snapshot: unknown): void {
    const parsed = SnapshotEnvelope.safeParse(snapshot);
    if (!parsed.success) {
      const errors = toViolations(parsed.error);
      throw new DomainError(
        'validation_failed',
        describeViolations('The snapshot is not valid', errors),
        errors,
      );
    }
    const config = resolveConfig(parsed.data.config);
    const outbox = Outbox.parse(parsed.data.outbox ?? { nextId: 1, mails: [] });
    const webhooks = Webhooks.parse(
      parsed.data.webhooks ?? { nextSubscription: 1, nextEvent: 1, subscriptions: [], events: [] },
    );
    this.store.restore(parsed.data.store);
    this.outbox.restore(outbox);
    this.webhooks.restore(webhooks);
    this.oauth.restore(parsed.data.oauth);
    this.settings = config;
    this.seedName = parsed.data.seed;
    this.clock.set(parsed.data.clock);
    this.reloadRules();
    this.journal.record({ kind: 'admin', message: 'Snapshot restored.' });
  }

  /** Moves the clock by `advanceMs` or to `set` (epoch ms) and reports what the rules say it caused. */
  moveClock(move: { advanceMs: number } | { set: number }): ClockReport {
    const from = this.clock.now();
    if ('advanceMs' in move) this.clock.advance(move.advanceMs);
    else this.clock.set(move.set);
    const to = this.clock.now();
    const rc = this.ruleContext();
    const expired = this.events.transaction(() =>
      this.store.write(() => this.rules.flatMap((rule) => rule.clockMoved?.(rc, from, to) ?? [])),
    );
    this.journal.record({
      kind: 'admin',
      message: `Clock moved from ${new Date(from).toISOString()} to ${new Date(to).toISOString()}.`,
    });
    return { ...this.clockState(), expired };
  }

  clockState(): Omit<ClockReport, 'expired'> {
    const now = this.clock.now();
    return { now: new Date(now).toISOString(), epochMs: now, following: this.clock.following };
  }

  /** Every host: what seeds and admin controls act as. */
  systemActor(): Actor {
    return { username: 'system', hosts: [...this.store.all('hosts')].map((host) => String(host.pid)) };
  }

  private ruleContext(): RuleContext {
    return {
      store: this.store,
      actor: this.systemActor(),
      now: this.clock.now(),
      config: this.config,
      journal: this.journal,
      events: this.events,
    };
  }

  /** Lets the rules rebuild what they derive from the store after its content was replaced. */
  private reloadRules(): void {
    const rc = this.ruleContext();
    this.store.write(() => this.rules.forEach((rule) => rule.reload?.(rc)));
  }

  private load(seed: Seed, start: number | undefined): void {
    if (start !== undefined) this.clock.set(start);
    this.store.clear(seed.idSeed);
    this.oauth.setup([], []);
    // Loading a seed is not news: no domain events (and so no webhook calls) for its records.
    this.events.mute(() => {
      seed.load({ store: this.store, records: this.records, oauth: this.oauth, now: this.clock.now() });
      this.reloadRules();
    });
  }
}
