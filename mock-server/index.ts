/**
 * The mock ticketing service. `createMock()` gives the whole service in-process; `createApp()`
 * serves it over HTTP (a Fetch handler); `mock-server/browser`, `mock-server/node` and
 * `mock-server/serve` are the three ways to reach it (MSW in the page, MSW in Node, localhost).
 */
import { Mock, type MockOptions } from './domain/mock';
import { seedRegistry } from './seed/index';

export { Mock } from './domain/mock';
export type { ClockOptions, ClockReport, MockOptions, MockSnapshot } from './domain/mock';
export type { Actor } from './domain/access';
export { MockClock, parseDuration, type Clock } from './domain/clock';
export { DEFAULT_CONFIG, type MockConfig } from './domain/config';
export { DomainError, type ErrorCode, type PropertyError } from './domain/errors';
export type { JournalEntry, JournalKind } from './domain/journal';
export type { RecordRules, RuleContext } from './domain/rules/types';
export { defaultRules } from './domain/rules/index';
export type {
  CreateResult,
  DeleteResult,
  ListResultRead,
  ListScope,
  ReadRecord,
} from './domain/records/index';
export type { StoredRecord, StoreSnapshot } from './domain/store';
export { DEFAULT_SEED, SEED_CLIENT, SEED_USERS, seedRegistry } from './seed/index';
export { createApp, type AppOptions } from './http/app';
export type { Delay } from './http/fault-gate';

/**
 * A fresh mock: the seed loaded (default `empty`), the clock at the seed's start (fixed unless
 * `clock: { follow: true }`), default settings (`accessTokenTtl` 600 s, `releasePeriod` 30 min)
 * unless overridden. Throws `validation_failed` for an unknown seed or a bad config.
 */
export function createMock(options: MockOptions = {}): Mock {
  return new Mock(seedRegistry, options);
}
