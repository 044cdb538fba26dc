/**
 * The reference row of each table: a bare node:http server in a child process that reads each
 * request to the end and answers with fixed bytes (the mock's own answer to the scenario's
 * first request). No routing, no parsing, no data: what this machine and load generator
 * allow at that response size, so the other rows can be read against a ceiling.
 */
import { createServer } from 'node:http';

export interface FixedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type ReferenceParentMessage = { type: 'answer'; answer: FixedAnswer } | { type: 'stop' };
export type ReferenceChildMessage = { type: 'ready'; url: string } | { type: 'done' };

let answer: FixedAnswer = { status: 200, headers: { 'content-type': 'application/json' }, body: '{}' };
let body = Buffer.from(answer.body);

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(answer.status, { ...answer.headers, 'content-length': body.length });
    response.end(body);
  });
});

process.on('message', (message: ReferenceParentMessage) => {
  if (message.type === 'stop') {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  }
  answer = message.answer;
  body = Buffer.from(answer.body);
  process.send?.({ type: 'done' } satisfies ReferenceChildMessage);
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` } satisfies ReferenceChildMessage);
});
