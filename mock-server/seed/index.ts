/**
 * The seeds a mock can be reset to. `empty` is the default. Asking for a seed that this build
 * does not have answers a clear error listing the available ones rather than falling back to
 * another data set, so a QA run never proceeds on data it did not ask for.
 */
import { DomainError } from '../domain/errors';
import type { Seed, SeedRegistry } from '../domain/seeds';
import { demoSeed } from './demo';
import { emptySeed } from './empty';
import { largeSeed } from './large';

export { SEED_CLIENT, SEED_USERS } from './empty';
export { DEMO_PIDS } from './demo-pids';

export const DEFAULT_SEED = 'empty';

const seeds: ReadonlyMap<string, Seed> = new Map([
  [emptySeed.name, emptySeed],
  [demoSeed.name, demoSeed],
  [largeSeed.name, largeSeed],
]);

export const seedRegistry: SeedRegistry = {
  names: [...seeds.keys()],
  get(name) {
    const seed = seeds.get(name);
    if (seed) return seed;
    throw new DomainError(
      'validation_failed',
      `Unknown seed "${name}": available seeds are ${[...seeds.keys()].join(', ')}.`,
      [{ property_path: 'seed', message: `must be one of ${[...seeds.keys()].join(', ')}.` }],
    );
  },
};
