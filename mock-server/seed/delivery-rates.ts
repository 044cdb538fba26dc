/**
 * The delivery rates the `demo` and `large` seeds give each of their hosts, so that a booking
 * confirmed with `delivery: true` finds a rate for any customer's country out of the box. Rates
 * come in three country groups; a host that already has a rate for a country in a currency (the
 * demo seed's own) keeps it, and only the missing ones are added. A QA run that needs a host
 * without rates deletes them (`DELETE /deliveryrates/<pid>`), as docs/qa/workflow.md shows; the
 * `empty` seed is a clean slate without any. A rate applies only to bookings in its currency, so each
 * group comes in Swiss francs and in euros: the seed hosts are Swiss, and the demo host also
 * sells a concert in euros, whose postal fee is then in euros and part of its total.
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

const GROUPS = [
  { name: 'Postversand Schweiz und Liechtenstein', countries: ['CH', 'LI'], CHF: 6, EUR: 7 },
  {
    name: 'Postversand Europa',
    countries: ['AT', 'BE', 'DE', 'ES', 'FR', 'GB', 'IT', 'LU', 'NL'],
    CHF: 12,
    EUR: 11,
  },
  { name: 'Postversand übrige Welt', countries: [null], CHF: 15, EUR: 14 },
] as const;

/** The country groups in Swiss francs, then the same groups in euros. */
export const DEFAULT_DELIVERY_RATES: readonly DeliveryRateGroup[] = (['CHF', 'EUR'] as const).flatMap(
  (currency) =>
    GROUPS.map((group) => ({
      name: group.name,
      countries: group.countries,
      price: group[currency],
      currency,
    })),
);

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
      const key = (country: string | null, currency: string) => `${country ?? ''} ${currency}`;
      const existing = new Set(
        ctx.store.select('deliveryrates', 'host', host).map((rate) => key(rate.country, rate.currency)),
      );
      const bodies = DEFAULT_DELIVERY_RATES.flatMap((group) =>
        group.countries
          .filter((country) => !existing.has(key(country, group.currency)))
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
