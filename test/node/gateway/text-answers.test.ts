import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GatewayError, errorResponse } from '../../../src/gateway/problem';
import { answerFor, readText, textOf, textResponse, writesText } from '../../../src/gateway/text-answers';

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

  it('behaves as a Response of its text wherever it is read as one: body, text, JSON, clone, headers', async () => {
    const text = '{"name":"Die Zauberflöte"}';
    const plain = new Response(text, { status: 201, statusText: 'Created' });
    const answer = textResponse(text, { status: 201, statusText: 'Created' });
    assert.ok(answer instanceof Response);
    assert.deepEqual([answer.status, answer.statusText, answer.ok], [201, 'Created', true]);
    assert.equal(
      answer.headers.get('content-type'),
      plain.headers.get('content-type'),
      'text/plain by default',
    );
    assert.equal(
      textResponse(text, { headers: { 'Content-Type': 'application/json' } }).headers.get('content-type'),
      'application/json',
    );
    assert.deepEqual(await answer.clone().json(), { name: 'Die Zauberflöte' });
    assert.equal(answer.bodyUsed, false);
    assert.equal(await readText(answer), text, 'the gateway reads its text without using the body');
    assert.equal(answer.bodyUsed, false);
    assert.equal(await new Response(answer.body).text(), text, 'its body as a stream');
    assert.equal(answer.bodyUsed, true);
    assert.equal(textOf(answer), undefined);
    await assert.rejects(answer.text(), TypeError, 'a body is read once, as any Response');
    assert.throws(() => answer.clone(), TypeError);
    assert.throws(() => textResponse('{}', { status: 204 }), TypeError, 'no body on a 204, as any Response');
  });

  it('hands an ordinary Response with the same status, headers and text to all but the adapter that writes the text', async () => {
    const answer = () => {
      const built = textResponse('{"a":1}', { status: 409, headers: { 'Content-Type': 'application/json' } });
      built.headers.set('X-Later', 'set after it was built');
      return built;
    };
    const elsewhere = answerFor(new Request('https://shop.example/tickets/events/'), answer());
    assert.equal(
      Object.getPrototypeOf(elsewhere),
      Response.prototype,
      'a plain Response for a Fetch platform',
    );
    assert.equal(elsewhere.status, 409);
    assert.equal(elsewhere.headers.get('content-type'), 'application/json');
    assert.equal(elsewhere.headers.get('x-later'), 'set after it was built');
    assert.equal(textOf(elsewhere), '{"a":1}', 'still known as a text answer');
    assert.equal(await elsewhere.text(), '{"a":1}');
    const request = new Request('https://shop.example/tickets/events/');
    writesText(request);
    const built = answer();
    assert.equal(answerFor(request, built), built, 'as it is to the Node adapter');
  });

  it("answers the gateway's problems as text", () => {
    const problem = errorResponse(new GatewayError('rate_limited', 'Too many requests.'));
    assert.equal((JSON.parse(textOf(problem)!) as { code: string }).code, 'rate_limited');
  });
});
