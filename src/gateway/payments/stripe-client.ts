/**
 * The parts of Stripe's official SDK client (`new Stripe(key)` of the `stripe` package) that
 * `stripeProvider` calls, written out so that the gateway's declarations name no type of
 * `stripe`: it is an optional peer, and a site owner without Stripe type-checks the gateway
 * (`skipLibCheck: false` included) without installing it. `test/types/stripe-client.ts` checks
 * that the SDK's client fits.
 */

/** What the provider reads of a Checkout Session. */
export interface StripeCheckoutSession {
  readonly id: string;
  readonly url: string | null;
  /** `open`, `complete` or `expired` (Stripe may add others). */
  readonly status: string | null;
  /** `paid`, `unpaid` or `no_payment_required` (Stripe may add others). */
  readonly payment_status: string;
  readonly amount_total: number | null;
  readonly currency: string | null;
  readonly metadata: Record<string, string> | null;
  readonly payment_intent: string | { readonly id: string } | null;
}

/** The Checkout Session the provider creates: one line of the computed amount. */
interface StripeCheckoutSessionCreate {
  mode: 'payment';
  line_items: {
    quantity: number;
    price_data: { currency: string; unit_amount: number; product_data: { name: string } };
  }[];
  success_url: string;
  cancel_url: string;
  client_reference_id: string;
  customer_email?: string;
  locale?: 'de' | 'en' | 'fr' | 'it';
  metadata: Record<string, string>;
  payment_intent_data: { metadata: Record<string, string>; description: string };
}

/** What the provider reads of a PaymentIntent (the Payment Element's payment). */
export interface StripePaymentIntent {
  readonly id: string;
  /** `requires_payment_method`, `requires_action`, `processing`, `succeeded`, `canceled`, … */
  readonly status: string;
  readonly amount: number;
  readonly currency: string;
  readonly metadata: Record<string, string> | null;
  readonly client_secret: string | null;
  /** Set when the last try to pay was declined (the buyer may try again on the same intent). */
  readonly last_payment_error: { readonly code?: string } | null;
}

/** The PaymentIntent the provider creates for the computed amount. */
interface StripePaymentIntentCreate {
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  receipt_email?: string;
  automatic_payment_methods: { enabled: boolean };
}

interface StripeRequestOptions {
  idempotencyKey?: string;
}

export interface StripeClient {
  readonly checkout: {
    readonly sessions: {
      create(
        params: StripeCheckoutSessionCreate,
        options?: StripeRequestOptions,
      ): Promise<StripeCheckoutSession>;
      retrieve(id: string): Promise<StripeCheckoutSession>;
      expire(id: string): Promise<unknown>;
    };
  };
  readonly paymentIntents: {
    create(params: StripePaymentIntentCreate, options?: StripeRequestOptions): Promise<StripePaymentIntent>;
    retrieve(id: string): Promise<StripePaymentIntent>;
    cancel(id: string): Promise<unknown>;
  };
  readonly refunds: {
    create(
      params: { payment_intent: string; amount: number },
      options?: StripeRequestOptions,
    ): Promise<{ readonly id: string }>;
  };
  readonly webhooks: {
    constructEventAsync(
      payload: string,
      header: string,
      secret: string,
    ): Promise<{ readonly type: string; readonly data: { readonly object: unknown } }>;
  };
}
