/**
 * Mock rules the booking flow relies on. A test that needs one the mock does not have yet runs
 * as a TODO naming it, and counts as soon as the rule lands (probed against the real mock).
 */
import { test, type TestContext } from 'node:test';
import { ApiError } from '../../../src/api/errors';
import { World } from './support';

export type Rule = 'capacity' | 'soldOut' | 'release' | 'optionLimits' | 'deliveries' | 'email';

const throwsCode = (run: () => unknown, code: string): boolean => {
  try {
    run();
    return false;
  } catch (error) {
    return (error as { code?: string }).code === code || (error instanceof ApiError && error.code === code);
  }
};

const probes: Record<Rule, (world: World) => Promise<boolean>> = {
  async capacity(world) {
    const { shows } = world.catalogue;
    return world.read<{ capacity?: unknown }>('shows', shows[0], ['capacity']).capacity !== undefined;
  },
  async soldOut(world) {
    const { shows, balkon, balcony } = world.catalogue;
    return throwsCode(() => world.otherBuyerTakes(shows[0], balkon, balcony, 4), 'sector_sold_out');
  },
  async release(world) {
    const { shows, parkett, adult } = world.catalogue;
    const booking = world.otherBuyerTakes(shows[0], parkett, adult, 1);
    await world.advance('31m');
    const read = world.read<{ released?: boolean }>('bookings', booking);
    return read.released === true;
  },
  async optionLimits(world) {
    const { shows, parkett, adult, veggie } = world.catalogue;
    const customer = world.create('persons', {});
    const booking = Number(world.create('bookings', { customer }));
    const ticket = { booking, show: shows[0], sector: parkett, price: adult, ticket_options: [veggie] };
    return throwsCode(
      () => world.mock.records.create(world.mock.actor('demo'), 'tickets', [ticket, ticket, ticket]),
      'ticket_option_limit_reached',
    );
  },
  async deliveries(world) {
    const { shows, parkett, adult, meat } = world.catalogue;
    const customer = world.create('persons', {
      firstname: 'A',
      lastname: 'B',
      email: 'a@b.ch',
      address: { address1: 'Weg 1', zip: '3000', city: 'Bern', country: 'CH' },
    });
    const booking = Number(world.create('bookings', { customer }));
    world.create('tickets', {
      booking,
      show: shows[0],
      sector: parkett,
      price: adult,
      ticket_options: [meat],
    });
    try {
      world.mock.records.update(world.mock.actor('demo'), 'bookings', booking, {
        confirmation: true,
        delivery: true,
      });
    } catch {
      return false;
    }
    return world.list('deliveries', { booking }).length > 0;
  },
  async email(world) {
    return world.app.routes.some((route) => route.path.endsWith('/email/send'));
  },
};

const results = new Map<Rule, Promise<boolean>>();

/** The reason a test must wait (the rules the mock lacks), or false when it can run. */
export async function waitingOn(...rules: Rule[]): Promise<string | false> {
  const missing: Rule[] = [];
  for (const rule of rules) {
    let result = results.get(rule);
    if (!result) {
      result = World.create()
        .then(probes[rule])
        .catch(() => false);
      results.set(rule, result);
    }
    if (!(await result)) missing.push(rule);
  }
  return missing.length ? `waiting on the mock rule(s): ${missing.join(', ')}` : false;
}

/** A test that runs once the mock has `rules`, and is reported as TODO (naming them) until then. */
export function gatedTest(name: string, rules: Rule[], fn: (t: TestContext) => Promise<void>): void {
  test(name, async (t) => {
    const reason = await waitingOn(...rules);
    if (reason) return void t.todo(reason);
    await fn(t);
  });
}
