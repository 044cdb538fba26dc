/**
 * The validator that holds the behaviour suite to the contract finds what breaks the document:
 * each case is an answer the service once gave or could give, checked against the real document.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ResponseValidator, type Answer } from './response-validator';

const validator = new ResponseValidator();

const answer = (overrides: Partial<Answer> & Pick<Answer, 'method' | 'path' | 'status'>): Answer => ({
  headers: new Headers(),
  text: '',
  ...overrides,
});

const problem = (status: number, code: string) =>
  JSON.stringify({ type: 'about:blank', title: 'T', status, detail: 'D', code, errors: [] });

describe('the contract validator', () => {
  it('accepts an array create whose list link has its brackets percent-encoded', () => {
    const verdict = validator.check(
      answer({
        method: 'POST',
        path: '/tickets/',
        status: 201,
        headers: new Headers({
          location:
            'http://127.0.0.1:4010/tickets/?filters%5BbatchId%5D=AB33F583&orderBy%5BbatchOrder%5D=asc',
        }),
      }),
    );
    assert.deepEqual(verdict.violations, []);
    assert.equal(verdict.operation, 'POST /tickets/');
  });

  it('finds a list link with raw brackets, which format: uri refuses', () => {
    const verdict = validator.check(
      answer({
        method: 'POST',
        path: '/tickets/',
        status: 201,
        headers: new Headers({
          location: 'http://127.0.0.1:4010/tickets/?filters[batchId]=AB33F583&orderBy[batchOrder]=asc',
        }),
      }),
    );
    assert.equal(verdict.violations.length, 1);
    assert.match(verdict.violations[0]!, /Location.*format "uri"/);
  });

  it('finds a status the operation does not document', () => {
    const verdict = validator.check(
      answer({
        method: 'GET',
        path: '/events/',
        status: 418,
        headers: new Headers({ 'content-type': 'application/problem+json' }),
        text: problem(418, 'teapot'),
      }),
    );
    assert.deepEqual(verdict.violations, ['GET /events/: status 418 is not documented']);
  });

  it('documents the 415 of an operation that takes a JSON body', () => {
    const verdict = validator.check(
      answer({
        method: 'POST',
        path: '/events/',
        status: 415,
        headers: new Headers({ 'content-type': 'application/problem+json' }),
        text: problem(415, 'unsupported_media_type'),
      }),
    );
    assert.deepEqual(verdict.violations, []);
  });

  it('finds a body field of the wrong type', () => {
    const verdict = validator.check(
      answer({
        method: 'GET',
        path: '/events/',
        status: 401,
        headers: new Headers({ 'content-type': 'application/problem+json' }),
        text: JSON.stringify({
          type: 'about:blank',
          title: 'T',
          status: '401',
          detail: 'D',
          code: 'x',
          errors: [],
        }),
      }),
    );
    assert.equal(verdict.violations.length, 1);
    assert.match(verdict.violations[0]!, /\/status must be integer/);
  });

  it('finds a body where the document says none, and a media type it does not list', () => {
    const body = validator.check(answer({ method: 'DELETE', path: '/events/ABC', status: 204, text: '{}' }));
    assert.match(body.violations[0] ?? '', /a body where the document says none/);
    const type = validator.check(
      answer({
        method: 'GET',
        path: '/events/',
        status: 409,
        headers: new Headers({ 'content-type': 'text/html' }),
        text: '<p>no</p>',
      }),
    );
    assert.match(type.violations[0] ?? '', /Content-Type text\/html is not one of/);
  });

  it('reads both spellings of a path and counts the paths the document does not describe', () => {
    assert.equal(validator.templateOf('/events'), '/events/');
    assert.equal(validator.templateOf('/events/ABC/'), '/events/{pid}');
    assert.equal(validator.templateOf('/shows/ABC/seats/?filters%5Bstatus%5D=free'), '/shows/{pid}/seats/');
    assert.equal(validator.templateOf('/hosts//'), undefined);
    const before = validator.counts.undocumented;
    assert.deepEqual(
      validator.check(answer({ method: 'GET', path: '/nowhere/at/all', status: 404 })).violations,
      [],
    );
    assert.equal(validator.counts.undocumented, before + 1);
  });
});
