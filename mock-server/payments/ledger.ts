/**
 * The payments a fake provider holds: what the Stripe-compatible fake and the test provider
 * keep, each in a ledger of its own. A payment is created for an amount, then paid, declined,
 * cancelled (or expired) by the buyer on the hosted page or by a test, and refunded by the
 * gateway. Every change is recorded as an event, which the provider's adapter turns into a
 * signed notification.
 *
 * Real time, not the mock's clock: a provider's own clock does not move when QA moves the
 * ticketing service's (paying "late" is paying after the service's clock passed the release).
 */

type LedgerStatus = 'open' | 'paid' | 'declined' | 'cancelled' | 'expired';

export interface LedgerPayment {
  readonly id: string;
  readonly amount: number;
  /** Lower case, as Stripe writes it. */
  readonly currency: string;
  readonly description: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly returnUrl: string;
  readonly cancelUrl: string;
  readonly created: number;
  status: LedgerStatus;
  /** How many times a payment was declined before this state. */
  declines: number;
  /** The payment's reference once paid (a payment intent id, a transaction id). */
  reference: string | null;
  refunded: number;
  readonly refunds: string[];
}

export interface LedgerEvent {
  readonly id: string;
  readonly type: 'paid' | 'declined' | 'cancelled' | 'expired' | 'refunded';
  readonly payment: string;
  readonly created: number;
}

export class LedgerError extends Error {
  override name = 'LedgerError';
  constructor(
    readonly code: 'not_found' | 'not_open' | 'not_paid' | 'amount_too_large',
    message: string,
  ) {
    super(message);
  }
}

const token = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;

export class Ledger {
  readonly payments = new Map<string, LedgerPayment>();
  readonly events: LedgerEvent[] = [];
  private readonly listeners = new Set<(event: LedgerEvent) => void>();

  constructor(private readonly prefix: { payment: string; reference: string; refund: string }) {}

  /** The payments as plain data (for a keep across page loads). */
  snapshot(): LedgerPayment[] {
    return [...this.payments.values()];
  }

  /** Takes back payments of a snapshot (those not known already). */
  restore(payments: readonly LedgerPayment[]): void {
    for (const payment of payments) {
      if (!this.payments.has(payment.id))
        this.payments.set(payment.id, { ...payment, refunds: [...payment.refunds] });
    }
  }

  /** Calls `listener` with each new event; returns the unsubscribe. */
  onEvent(listener: (event: LedgerEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  create(
    input: Omit<
      LedgerPayment,
      'id' | 'created' | 'status' | 'declines' | 'reference' | 'refunded' | 'refunds'
    >,
  ) {
    const payment: LedgerPayment = {
      ...input,
      id: token(this.prefix.payment),
      created: Date.now(),
      status: 'open',
      declines: 0,
      reference: null,
      refunded: 0,
      refunds: [],
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  get(id: string): LedgerPayment {
    const payment = this.payments.get(id);
    if (!payment) throw new LedgerError('not_found', `No such payment: ${id}`);
    return payment;
  }

  /** The buyer pays (an open or declined payment; a cancelled one still can, as a late payment). */
  pay(id: string): LedgerPayment {
    const payment = this.get(id);
    if (payment.status === 'paid') throw new LedgerError('not_open', `Payment ${id} is paid already.`);
    if (payment.status === 'expired') throw new LedgerError('not_open', `Payment ${id} was withdrawn.`);
    payment.status = 'paid';
    payment.reference = token(this.prefix.reference);
    this.emit('paid', payment);
    return payment;
  }

  decline(id: string): LedgerPayment {
    const payment = this.open(id);
    payment.status = 'declined';
    payment.declines += 1;
    this.emit('declined', payment);
    return payment;
  }

  /** The buyer gives up on the hosted page. */
  cancel(id: string): LedgerPayment {
    const payment = this.open(id);
    payment.status = 'cancelled';
    this.emit('cancelled', payment);
    return payment;
  }

  /** The merchant withdraws an unpaid payment: it can no longer be paid. */
  expire(id: string): LedgerPayment {
    const payment = this.get(id);
    if (payment.status === 'paid') throw new LedgerError('not_open', `Payment ${id} is paid.`);
    payment.status = 'expired';
    this.emit('expired', payment);
    return payment;
  }

  refund(id: string, amount: number): { id: string; payment: LedgerPayment } {
    const payment = this.get(id);
    if (payment.status !== 'paid') throw new LedgerError('not_paid', `Payment ${id} was not paid.`);
    if (amount <= 0 || payment.refunded + amount > payment.amount) {
      throw new LedgerError('amount_too_large', `Refund of ${amount} exceeds what is left of payment ${id}.`);
    }
    payment.refunded += amount;
    const refund = token(this.prefix.refund);
    payment.refunds.push(refund);
    this.emit('refunded', payment);
    return { id: refund, payment };
  }

  private open(id: string): LedgerPayment {
    const payment = this.get(id);
    if (payment.status !== 'open' && payment.status !== 'declined') {
      throw new LedgerError('not_open', `Payment ${id} is ${payment.status}.`);
    }
    return payment;
  }

  private emit(type: LedgerEvent['type'], payment: LedgerPayment): void {
    const event: LedgerEvent = { id: token('evt'), type, payment: payment.id, created: Date.now() };
    this.events.push(event);
    for (const listener of this.listeners) listener(event);
  }
}
