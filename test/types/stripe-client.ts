// The gateway's Stripe provider takes the official SDK's client: assigning one to the gateway's
// own `StripeClient` fails to compile when the two drift apart.
import type Stripe from 'stripe';
import type { StripeClient } from '../../src/gateway/payments/stripe-client';

export const fromSdk = (stripe: Stripe): StripeClient => stripe;
