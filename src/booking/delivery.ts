/**
 * The postal fee before confirming: among the host's rates in the event's currency, the rate for
 * the country of the buyer's address, else the rate for every other country (`country: null`);
 * of several, the first created. That is the rule the service applies on confirmation (a rate in
 * another currency never applies), so the fee shown is the fee charged, in the event's currency
 * and inside the total. The rates are read once per flow, when postal delivery is chosen
 * (`load.ts`). Pure functions.
 */
import { toMinorUnits } from '../api/format.js';
import type { DeliveryRateRecord } from './api.js';
import type { FlowState } from './state.js';
import type { Postage } from './types.js';

/** The rate that applies to `country` among `rates` (oldest first), if any. */
function rateFor(rates: readonly DeliveryRateRecord[], country: string): DeliveryRateRecord | undefined {
  const code = country.trim().toUpperCase();
  return rates.find((rate) => rate.country === code) ?? rates.find((rate) => rate.country === null);
}

/** What the buyer is told about the postal fee now. */
export function postageOf(
  state: Pick<FlowState, 'rates' | 'ratesStatus' | 'event'>,
  country: string,
): Postage {
  const none = { fee: null, currency: null };
  if (state.rates) {
    const currency = state.event?.currency;
    const rate = rateFor(
      currency ? state.rates.filter((candidate) => candidate.currency === currency) : state.rates,
      country,
    );
    if (rate) return { status: 'known', fee: toMinorUnits(rate.price), currency: rate.currency };
    // The host sends to this country, but charges it in another currency only: not for this event.
    const elsewhere = currency !== undefined && rateFor(state.rates, country) !== undefined;
    return { status: 'unavailable', ...none, ...(elsewhere ? { reason: 'currency' as const } : {}) };
  }
  if (state.ratesStatus === 'loading') return { status: 'loading', ...none };
  return { status: state.ratesStatus === 'failed' ? 'unknown' : 'idle', ...none };
}
