/**
 * One server of the state benchmark, in its own process: `memory <snapshot.json>` starts the
 * mock with the snapshot restored and no state database; `state <state.db>` starts it on the
 * database (loading it is part of the start). Prints one JSON line `{url, startupMs}` once it
 * listens, and stops on SIGTERM or when its parent goes away.
 */
import { readFile } from 'node:fs/promises';
import { createMock } from '../../../../mock-server/index';
import { startServer } from '../../../../mock-server/serve';

const [mode, file] = process.argv.slice(2);
const started = performance.now();
let server: Awaited<ReturnType<typeof startServer>>;
if (mode === 'memory') {
  const mock = createMock();
  mock.restore(JSON.parse(await readFile(file!, 'utf8')) as unknown);
  server = await startServer({ port: 0, mock, gateway: false });
} else {
  server = await startServer({ port: 0, state: file!, gateway: false });
}
process.stdout.write(`${JSON.stringify({ url: server.url, startupMs: performance.now() - started })}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
