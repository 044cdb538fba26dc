/**
 * Child of node-marker.test.ts: another server of this process (as the mock's `serve()` does)
 * makes `@hono/node-server`'s lightweight `Response` the global one before the Node adapter is
 * loaded; the adapter then answers three text answers, and that server answers a text answer
 * as the gateway hands it to a Fetch caller (`answerFor`), as the mock's server does with the
 * gateway it serves. Prints what the clients read and what the process logged as errors, as JSON.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';

const { answerFor, textResponse } = await import('../../../src/gateway/text-answers.js');
const fetchServer = createServer(
  getRequestListener((request) => {
    const answer = textResponse('{"b":2}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    answer.headers.set('X-Queueing', 'E1');
    return answerFor(request, answer);
  }),
);
const { toNodeHandler } = await import('../../../src/gateway/node.js');
const logged: string[] = [];
console.error = (...args: unknown[]) => void logged.push(String(args[0]));
const gateway = async () =>
  textResponse('{"a":1}', { status: 200, headers: { 'Content-Type': 'application/json' } });
const server = createServer(toNodeHandler(gateway as unknown as Parameters<typeof toNodeHandler>[0]));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const answers: string[] = [];
for (let i = 0; i < 3; i++) {
  const reply = await fetch(`http://127.0.0.1:${port}/events/`);
  answers.push(`${reply.status} ${await reply.text()}`);
}
await new Promise<void>((resolve) => fetchServer.listen(0, '127.0.0.1', resolve));
const fetched = await fetch(`http://127.0.0.1:${(fetchServer.address() as AddressInfo).port}/events/`);
answers.push(
  `${fetched.status} ${fetched.headers.get('content-type')} ${fetched.headers.get('x-queueing')} ${await fetched.text()}`,
);
await new Promise((resolve) => setTimeout(resolve, 50));
server.close();
fetchServer.close();
process.stdout.write(JSON.stringify({ answers, logged }));
