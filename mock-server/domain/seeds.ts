/**
 * What a seed is, as the mock sees it: a deterministic data set with its own clock start and id
 * generator state, loaded through the store and the record service. The data sets themselves
 * live in `mock-server/seed/`.
 */
import type { OAuthService } from './oauth';
import type { RecordService } from './records/index';
import type { Store } from './store';

export interface SeedContext {
  readonly store: Store;
  readonly records: RecordService;
  readonly oauth: OAuthService;
  /** Mock-clock time at load (the seed's clock start). */
  readonly now: number;
}

export interface Seed {
  readonly name: string;
  readonly description: string;
  /** The mock clock starts here after a reset to this seed (ISO 8601). */
  readonly clockStart: string;
  /** State of the id generator before the seed loads: same seed, same pids. */
  readonly idSeed: number;
  load(ctx: SeedContext): void;
}

export interface SeedRegistry {
  /** The seed of that name; throws `validation_failed` listing the available ones. */
  get(name: string): Seed;
  readonly names: readonly string[];
}
