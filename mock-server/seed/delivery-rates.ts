/**
 * The delivery rates the `demo` and `large` seeds give each of their hosts, so that a booking
 * confirmed with `delivery: true` finds a rate for any customer's country out of the box. Rates
 * come in three country groups; a host that already has a rate for a country (the demo seed's
 * own) keeps it, and only the missing countries are added. A QA run that needs a host without
 * rates deletes them (`DELETE /deliveryrates/<pid>`), as docs/qa/workflow.md shows; the `empty`
 * seed is a clean slate without any. The seed hosts are Swiss, so every rate is in Swiss francs,
 * also for a host's events sold in euros (the fee is then charged apart from the tickets' total).
 */
import type { Actor } from '../domain/access';
import type { SeedContext } from '../domain/seeds';
import { SEED_USERS } from './empty';

export interface DeliveryRateGroup {
  readonly name: string;
  /** One rate per country; null: every country without a rate of its own. */
  readonly countries: readonly (string | null)[];
  readonly price: number;
  /** Currency of `price` (ISO 4217). */
  readonly currency: string;
}

export const DEFAULT_DELIVERY_RATES: readonly DeliveryRateGroup[] = [
  { name: 'Postversand Schweiz und Liechtenstein', countries: ['CH', 'LI'], price: 6, currency: 'CHF' },
  {
    name: 'Postversand Europa',
    countries: ['AT', 'BE', 'DE', 'ES', 'FR', 'GB', 'IT', 'LU', 'NL'],
    price: 12,
    currency: 'CHF',
  },
  { name: 'Postversand übrige Welt', countries: [null], price: 15, currency: 'CHF' },
];

/**
 * Adds the default rates that the hosts of the seed users (by default all of them) lack, in one
 * array request per host.
 */
export function addDefaultDeliveryRates(
  ctx: SeedContext,
  usernames: readonly string[] = SEED_USERS.map((user) => user.username),
): void {
  for (const username of usernames) {
    const user = ctx.oauth.user(username);
    if (!user) continue;
    const actor: Actor = { username: user.username, hosts: [...user.hosts] };
    for (const host of actor.hosts) {
      const existing = new Set(ctx.store.select('deliveryrates', 'host', host).map((rate) => rate.country));
      const bodies = DEFAULT_DELIVERY_RATES.flatMap((group) =>
        group.countries
          .filter((country) => !existing.has(country))
          .map((country) => ({
            host,
            name: group.name,
            country,
            price: group.price,
            currency: group.currency,
          })),
      );
      if (bodies.length > 0) ctx.records.create(actor, 'deliveryrates', bodies);
    }
  }
}
