/**
 * The headers of the gateway's text answers (`AnswerHeaders`) behave as a Fetch `Headers` of a
 * response: the same operations on both, in any order, leave the same headers, read the same way
 * (get, has, getSetCookie, iteration), and refuse the same names and values.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { AnswerHeaders } from '../../../src/gateway/answer-headers';
import { textResponse } from '../../../src/gateway/text-answers';

type Operation = { kind: 'append' | 'set'; name: string; value: string } | { kind: 'delete'; name: string };

const names = fc.constantFrom(
  'Content-Type',
  'content-type',
  'Set-Cookie',
  'set-cookie',
  'X-Session',
  'Vary',
  'vary',
  'Date',
  'Retry-After',
  'X-Queueing',
  'Cache-Control',
  'Bad Name',
  'x-ü',
  '',
);
const values = fc.oneof(
  fc.constantFrom(
    'Origin',
    ' padded\t',
    'a=1; Path=/',
    'no-store',
    '',
    'line\nbreak',
    'nul\0',
    '€uro',
    'ÿes',
  ),
  fc.string({ maxLength: 6 }),
);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('append' as const, 'set' as const), name: names, value: values }),
  fc.record({ kind: fc.constant('delete' as const), name: names }),
);

/** Applies `op`, answering whether it threw. */
function apply(headers: Headers, op: Operation): boolean {
  try {
    if (op.kind === 'delete') headers.delete(op.name);
    else headers[op.kind](op.name, op.value);
    return false;
  } catch (error) {
    assert.ok(error instanceof TypeError, String(error));
    return true;
  }
}

function read(headers: Headers) {
  const asked = ['content-type', 'Set-Cookie', 'x-session', 'VARY', 'date', 'x-queueing'];
  return {
    entries: [...headers],
    keys: [...headers.keys()],
    values: [...headers.values()],
    each: (() => {
      const seen: string[] = [];
      headers.forEach((value, name) => seen.push(`${name}=${value}`));
      return seen;
    })(),
    get: asked.map((name) => headers.get(name)),
    has: asked.map((name) => headers.has(name)),
    cookies: headers.getSetCookie(),
  };
}

describe('gateway: the headers of text answers', () => {
  it('behave as a Fetch Headers under any operations', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 12 }), (operations) => {
        const fetchHeaders = new Headers();
        const answerHeaders = new AnswerHeaders();
        for (const op of operations) {
          assert.equal(apply(answerHeaders, op), apply(fetchHeaders, op), JSON.stringify(op));
        }
        assert.deepEqual(read(answerHeaders), read(fetchHeaders));
        // The record the Node adapter writes: the same headers, Set-Cookie's one by one.
        const record: Record<string, string | string[]> = {};
        for (const [name, value] of fetchHeaders) if (name !== 'set-cookie') record[name] = value;
        if (fetchHeaders.getSetCookie().length > 0) record['set-cookie'] = fetchHeaders.getSetCookie();
        assert.deepEqual(answerHeaders.toRecord(), record);
      }),
      { numRuns: 500 },
    );
  });

  it('are made from any HeadersInit as a Fetch Headers is, and are one for a Response', async () => {
    const inits: HeadersInit[] = [
      { 'Content-Type': 'application/json', 'X-Count': '3' },
      [
        ['Set-Cookie', 'a=1'],
        ['set-cookie', 'b=2'],
        ['Vary', 'Origin'],
        ['vary', 'Accept'],
      ],
      new Headers({ Location: 'https://shop.example/tickets/persons/1', 'Retry-After': '5' }),
      new AnswerHeaders([['X-Session', 'v1.a.b']]),
    ];
    for (const init of inits) {
      const made = new AnswerHeaders(init);
      assert.deepEqual(read(made), read(new Headers(init)));
      // Anything that takes a HeadersInit takes them.
      assert.deepEqual([...new Response(null, { headers: made }).headers], [...made]);
      assert.deepEqual([...new Headers(made)], [...made]);
    }
    assert.throws(() => new AnswerHeaders([['only a name']] as unknown as HeadersInit), TypeError);
    const answer = textResponse('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    answer.headers.append('Set-Cookie', 'a=1');
    answer.headers.append('Set-Cookie', 'b=2');
    assert.deepEqual(answer.headers.getSetCookie(), ['a=1', 'b=2']);
    assert.deepEqual(answer.clone().headers.getSetCookie(), ['a=1', 'b=2'], 'a copy keeps them');
  });
});
