import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GatewayError, errorResponse } from '../../../src/gateway/problem';
import { textOf, textResponse } from '../../../src/gateway/text-answers';

describe('gateway: answers built from text', () => {
  it('keeps the text beside the answer until its body is read, for the Node adapter to write it whole', async () => {
    const answer = textResponse('{"name":"Die Zauberflöte"}', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(textOf(answer), '{"name":"Die Zauberflöte"}');
    assert.equal(await answer.text(), '{"name":"Die Zauberflöte"}', 'an ordinary Response elsewhere');
    assert.equal(textOf(answer), undefined, 'read: the adapter does not write it again');
    assert.equal(textOf(new Response('{}')), undefined, 'only answers built from text');
    assert.equal(textOf(textResponse(null, { status: 204 })), undefined);
  });

  it("answers the gateway's problems as text", () => {
    const problem = errorResponse(new GatewayError('rate_limited', 'Too many requests.'));
    assert.equal((JSON.parse(textOf(problem)!) as { code: string }).code, 'rate_limited');
  });
});
