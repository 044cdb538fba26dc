/**
 * Child of node-marker.test.ts: another server of this process (as the mock's `serve()` does)
 * makes `@hono/node-server`'s lightweight `Response` the global one before the Node adapter is
 * loaded; the adapter then answers three text answers. Prints what the client read and what the
 * process logged as errors, as JSON.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';

getRequestListener(() => new Response('another server'));
const { toNodeHandler } = await import('../../../src/gateway/node.js');
const { textResponse } = await import('../../../src/gateway/text-answers.js');
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
await new Promise((resolve) => setTimeout(resolve, 50));
server.close();
process.stdout.write(JSON.stringify({ answers, logged }));
