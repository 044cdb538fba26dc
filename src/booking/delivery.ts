/**
 * The postal fee before confirming: the rate for the country of the buyer's address, else the
 * rate for every other country (`country: null`); of several, the first created. That is the
 * rule the service applies on confirmation, so the fee shown is the fee charged. The rates are
 * read once per flow, when postal delivery is chosen (`load.ts`). The fee is in the rate's
 * currency, which need not be the event's. Pure functions.
 */
import { toMinorUnits } from '../api/format.js';
import type { DeliveryRateRecord } from './api.js';
import type { FlowState } from './state.js';
import type { Postage } from './types.js';

/** The rate that applies to `country` (rates oldest first), if any. */
function rateFor(rates: readonly DeliveryRateRecord[], country: string): DeliveryRateRecord | undefined {
  const code = country.trim().toUpperCase();
  return rates.find((rate) => rate.country === code) ?? rates.find((rate) => rate.country === null);
}

/** What the buyer is told about the postal fee now. */
export function postageOf(state: Pick<FlowState, 'rates' | 'ratesStatus'>, country: string): Postage {
  if (state.rates) {
    const rate = rateFor(state.rates, country);
    return rate
      ? { status: 'known', fee: toMinorUnits(rate.price), currency: rate.currency }
      : { status: 'unavailable', fee: null, currency: null };
  }
  if (state.ratesStatus === 'loading') return { status: 'loading', fee: null, currency: null };
  return { status: state.ratesStatus === 'failed' ? 'unknown' : 'idle', fee: null, currency: null };
}
