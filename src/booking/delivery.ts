/**
 * The postal fee before confirming. The host's delivery rates are read once per flow, when
 * postal delivery is chosen (or is the only way), so the digital path never reads them. The fee
 * is the rate for the country of the buyer's address, else the rate for every other country
 * (`country: null`); of several, the first created: the rule the service applies on
 * confirmation, so the fee shown is the fee charged.
 */
import { toMinorUnits } from '../api/format.js';
import type { DeliveryRateRecord } from './api.js';
import type { FlowContext, Internal } from './context.js';
import type { Postage } from './types.js';

/** The rate that applies to `country` (rates oldest first), if any. */
export function rateFor(
  rates: readonly DeliveryRateRecord[],
  country: string,
): DeliveryRateRecord | undefined {
  const code = country.trim().toUpperCase();
  return rates.find((rate) => rate.country === code) ?? rates.find((rate) => rate.country === null);
}

/** What the buyer is told about the postal fee now. */
export function postageOf(internal: Internal, country: string): Postage {
  if (internal.rates) {
    const rate = rateFor(internal.rates, country);
    return rate ? { status: 'known', fee: toMinorUnits(rate.price) } : { status: 'unavailable', fee: null };
  }
  if (internal.ratesLoad) return { status: 'loading', fee: null };
  return { status: internal.ratesFailed ? 'unknown' : 'idle', fee: null };
}

/**
 * Reads the host's delivery rates unless they are known or being read (then waits for that
 * read). Never fails: when they cannot be read the fee stays unknown (`postage.status`
 * `unknown`), confirming still works, and the fee is read from the booking afterwards.
 */
export function loadRates(ctx: FlowContext): Promise<void> {
  const internal = ctx.internal;
  if (internal.rates || !internal.host) return Promise.resolve();
  internal.ratesLoad ??= ctx.api
    .deliveryRates(internal.host)
    .then(
      (rates) => {
        internal.rates = rates;
        internal.ratesFailed = false;
      },
      () => void (internal.ratesFailed = true),
    )
    .finally(() => {
      internal.ratesLoad = null;
      ctx.set({});
    });
  const load = internal.ratesLoad;
  ctx.set({});
  return load;
}
