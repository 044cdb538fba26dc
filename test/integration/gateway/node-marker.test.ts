/**
 * The Node adapter writes the gateway's text answers itself and tells `@hono/node-server` they are
 * sent. In a process where another server had made the package's lightweight `Response` global
 * before the adapter loaded, the listener used to write each such answer a second time
 * (ERR_HTTP_HEADERS_SENT logged per answer). Run in a child: the order of loading matters.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));

it('answers text answers once, with nothing logged, beside a server that made its Response global, and with their headers through that server', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(here, 'node-marker-child.ts')],
    {
      cwd: join(here, '../../..'),
    },
  );
  const { answers, logged } = JSON.parse(stdout) as { answers: string[]; logged: string[] };
  assert.deepEqual(answers, [
    '200 {"a":1}',
    '200 {"a":1}',
    '200 {"a":1}',
    // The answer a Fetch caller gets keeps its headers under that server's `Response`.
    '200 application/json E1 {"b":2}',
  ]);
  assert.deepEqual(logged, []);
});
