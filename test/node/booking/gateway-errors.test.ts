import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../../../src/api/errors';
import { toFlowError } from '../../../src/booking/net';
import { GATEWAY_PROBLEMS } from '../../../src/gateway/index';
import { LANGS, catalogs } from '../../../src/i18n/index';

const CAPS = [
  'ticket_limit_reached',
  'booking_open',
  'hold_limit_reached',
  'confirmation_limit_reached',
  'email_limit_reached',
  'options_need_tickets',
  'option_not_of_event',
  'booking_busy',
  'booking_settled',
  'visitor_unverified',
  'idempotency_in_progress',
  'sold_out',
  'sale_limit_reached',
  'queue_place_taken',
  'payment_required',
  'payment_unavailable',
] as const;

describe('the gateway’s refusals in words', () => {
  it('words every cap and integrity refusal in de, fr, it and en, none as error.unknown', () => {
    for (const code of CAPS) {
      const { status } = GATEWAY_PROBLEMS[code];
      const error = toFlowError(ApiError.from({ status, statusText: '' }, { code, status }));
      assert.notEqual(error.key, 'error.unknown', code);
      for (const lang of LANGS) {
        const text = (catalogs[lang] as unknown as Record<string, unknown>)[error.key];
        assert.equal(typeof text, 'string', `${lang} ${error.key}`);
        const english = (catalogs.en as unknown as Record<string, unknown>)[error.key];
        if (lang !== 'en') assert.notEqual(text, english, `${lang} ${error.key} is translated`);
      }
    }
  });

  it('offers a retry for a busy booking, not for a settled one', () => {
    const of = (code: string, status: number) =>
      toFlowError(ApiError.from({ status, statusText: '' }, { code, status }));
    assert.equal(of('booking_busy', 409).retryable, true);
    assert.equal(of('idempotency_in_progress', 409).retryable, true);
    assert.equal(of('booking_settled', 409).retryable, false);
  });
});
