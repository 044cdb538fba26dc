/**
 * The mock's outbox: `POST /email/send` renders the mail and keeps it here instead of sending
 * it, so QA reads what a customer would have received (`GET /__admin/outbox`, oldest first).
 * The outbox is part of the snapshot and emptied by a reset; it keeps the latest 1000 mails.
 */
import { z } from 'zod';
import { MockMailSchema } from '../../schemas/admin';
import { EmailSendSchema, type EmailType } from '../../schemas/email';
import type { Locale } from '../../schemas/persons';
import { toViolations } from '../../schemas/violations';
import { canSee, type Actor } from '../access';
import type { Clock } from '../clock';
import { DomainError, describeViolations } from '../errors';
import type { Journal } from '../journal';
import type { RecordService } from '../records/index';
import { referenceError } from '../records/references';
import type { Store } from '../store';
import { renderConfirmation } from './render';

const MAX_MAILS = 1000;

export interface Mail {
  readonly id: number;
  /** Mock-clock time of sending, ISO 8601 UTC. */
  readonly at: string;
  readonly type: EmailType;
  readonly booking: number;
  readonly bookingReadable: string;
  readonly host: string;
  readonly locale: Locale;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface OutboxSnapshot {
  readonly nextId: number;
  readonly mails: readonly Mail[];
}

/** A snapshot's mails are checked against the mail as `GET /__admin/outbox` documents it. */
const OutboxSnapshotSchema = z.object({
  nextId: z.int().min(1),
  mails: z.array(MockMailSchema).max(MAX_MAILS),
});

/** What sending needs from the mock. */
export interface OutboxContext {
  readonly store: Store;
  readonly records: RecordService;
  readonly clock: Clock;
  readonly journal: Journal;
}

export class Outbox {
  private mails: Mail[] = [];
  private nextId = 1;

  constructor(private readonly ctx: OutboxContext) {}

  /**
   * `POST /email/send`: checks the body, finds the booking among the actor's (409
   * `reference_not_found` otherwise),
   * requires it confirmed (409 `booking_not_confirmed`), and puts the rendered mail in the outbox.
   */
  send(actor: Actor, body: unknown): Mail {
    const parsed = EmailSendSchema.safeParse(body);
    if (!parsed.success) {
      const errors = toViolations(parsed.error);
      throw new DomainError(
        'validation_failed',
        describeViolations('Could not send the e-mail', errors),
        errors,
      );
    }
    const { booking: pid, type } = parsed.data;
    // The booking is a reference in the body, so an unknown one (or another host's) answers 409
    // `reference_not_found` at `booking`, as every other body reference does: the path exists,
    // so a 404 would mislead.
    const found = this.ctx.store.get('bookings', pid);
    if (!found || !canSee(actor, found)) {
      throw referenceError(`Could not send the ${type} e-mail`, [
        { property_path: 'booking', message: `Booking ${pid} does not exist.` },
      ]);
    }
    // Through the record service: expiry is brought up to date first.
    this.ctx.records.get(actor, 'bookings', pid);
    const booking = this.ctx.store.get('bookings', pid)!;
    if (booking.confirmation !== true) {
      throw new DomainError(
        'booking_not_confirmed',
        `Could not send the ${type} e-mail: booking ${String(booking.pid_readable)} is not confirmed.`,
      );
    }
    const content = renderConfirmation(this.ctx.store, booking);
    if (content.to === '') {
      throw new DomainError(
        'customer_incomplete',
        `Could not send the ${type} e-mail: the customer of booking ${String(booking.pid_readable)} has no e-mail address.`,
        [{ property_path: 'customer.email', message: 'The customer has no e-mail address.' }],
      );
    }
    const mail: Mail = {
      id: this.nextId++,
      at: new Date(this.ctx.clock.now()).toISOString(),
      type,
      booking: pid,
      bookingReadable: String(booking.pid_readable),
      host: booking._host,
      ...content,
    };
    this.mails.push(mail);
    // `shift` drops the oldest in place; `splice(0, n)` copied the whole list on every call.
    while (this.mails.length > MAX_MAILS) this.mails.shift();
    this.ctx.journal.record({
      kind: 'email',
      message: `E-mail "${mail.subject}" (${type}, ${mail.locale}) to ${mail.to} put in the outbox.`,
      resource: 'bookings',
      pid,
      session: actor.username,
    });
    return mail;
  }

  /** The mails, oldest first. */
  list(): Mail[] {
    return [...this.mails];
  }

  clear(): void {
    this.mails = [];
  }

  snapshot(): OutboxSnapshot {
    return { nextId: this.nextId, mails: this.mails.map((mail) => ({ ...mail })) };
  }

  /** Checks a snapshot of the outbox; throws `validation_failed` with paths under `outbox`. */
  static parse(snapshot: unknown): OutboxSnapshot {
    const parsed = OutboxSnapshotSchema.safeParse(snapshot);
    if (parsed.success) return parsed.data;
    const errors = toViolations(parsed.error).map((e) => ({
      ...e,
      property_path: e.property_path ? `outbox.${e.property_path}` : 'outbox',
    }));
    throw new DomainError(
      'validation_failed',
      describeViolations('The snapshot is not valid', errors),
      errors,
    );
  }

  /** Puts back a snapshot checked with `Outbox.parse`. */
  restore(snapshot: OutboxSnapshot): void {
    this.mails = snapshot.mails.map((mail) => ({ ...mail }));
    this.nextId = snapshot.nextId;
  }
}
