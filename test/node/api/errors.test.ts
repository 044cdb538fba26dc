import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ApiError,
  NetworkError,
  TicketingError,
  TimeoutError,
  toTransportError,
  unwrap,
} from '../../../src/api/errors.js';

const status = (code: number, statusText = '') => new Response(null, { status: code, statusText });

describe('ApiError.from', () => {
  it('maps a problem document with field errors', () => {
    const error = ApiError.from(status(409), {
      type: 'https://tickets.example/problems/validation',
      title: 'Validation failed',
      status: 409,
      code: 'validation_failed',
      detail: 'The person has 2 invalid fields',
      errors: [
        { property_path: 'email', message: 'Not a valid e-mail address.' },
        { property_path: 'address.zip', message: 'Required.' },
      ],
    });
    assert.ok(error instanceof TicketingError);
    assert.equal(error.name, 'ApiError');
    assert.equal(error.status, 409);
    assert.equal(error.code, 'validation_failed');
    assert.equal(error.title, 'Validation failed');
    assert.equal(error.detail, 'The person has 2 invalid fields');
    assert.equal(error.type, 'https://tickets.example/problems/validation');
    assert.deepEqual(error.errors, [
      { property_path: 'email', message: 'Not a valid e-mail address.' },
      { property_path: 'address.zip', message: 'Required.' },
    ]);
    assert.match(error.message, /Validation failed: The person has 2 invalid fields/);
  });

  it('tolerates a plain-text body', () => {
    const error = ApiError.from(status(502, 'Bad Gateway'), 'upstream unavailable\n');
    assert.equal(error.code, 'http_502');
    assert.equal(error.title, 'Bad Gateway');
    assert.equal(error.detail, 'upstream unavailable');
    assert.deepEqual(error.errors, []);
  });

  it('keeps an HTML error page out of the message', () => {
    const html = '<html><body><h1>503 Service Unavailable</h1></body></html>';
    const error = ApiError.from(status(503), html);
    assert.equal(error.detail, undefined);
    assert.equal(error.title, 'HTTP 503');
    assert.equal(error.body, html);
  });

  it('reads OAuth-style bodies and ignores malformed field errors', () => {
    const error = ApiError.from(status(401), {
      error: 'invalid_token',
      error_description: 'The access token expired',
      errors: ['nonsense', { property_path: 'x' }],
    });
    assert.equal(error.code, 'invalid_token');
    assert.equal(error.detail, 'The access token expired');
    assert.deepEqual(error.errors, [{ property_path: 'x', message: '' }]);
  });

  it('handles an empty body', () => {
    const error = ApiError.from(status(404), undefined);
    assert.equal(error.code, 'http_404');
    assert.equal(error.message, 'HTTP 404');
  });
});

describe('unwrap', () => {
  it('returns the data of a successful result', () => {
    assert.deepEqual(unwrap({ data: [1, 2], response: new Response('[1,2]') }), [1, 2]);
    assert.equal(unwrap({ data: undefined, response: new Response(null, { status: 204 }) }), undefined);
  });

  it('throws the ApiError of a failed result', () => {
    assert.throws(
      () => unwrap({ error: { code: 'sector_sold_out', title: 'Conflict' }, response: status(409) }),
      (error: unknown) =>
        error instanceof ApiError && error.code === 'sector_sold_out' && error.status === 409,
    );
  });
});

describe('toTransportError', () => {
  it('maps a timeout abort to TimeoutError with the configured limit', () => {
    const error = toTransportError(new DOMException('The operation timed out', 'TimeoutError'), 5000);
    assert.ok(error instanceof TimeoutError);
    assert.equal(error.timeoutMs, 5000);
    assert.match(error.message, /5000 ms/);
  });

  it("passes a caller's abort through unchanged", () => {
    const abort = new DOMException('This operation was aborted', 'AbortError');
    assert.equal(toTransportError(abort), abort);
  });

  it('maps any other rejection to NetworkError, keeping the cause', () => {
    const cause = new TypeError('fetch failed');
    const error = toTransportError(cause);
    assert.ok(error instanceof NetworkError);
    assert.equal(error.cause, cause);
    assert.match(error.message, /fetch failed/);
  });

  it('leaves errors of this client as they are', () => {
    const timeout = new TimeoutError(10);
    assert.equal(toTransportError(timeout), timeout);
  });
});
