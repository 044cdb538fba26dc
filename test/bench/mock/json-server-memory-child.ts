/**
 * json-server 1.0 with its data in memory: the app of its own command (`createApp` of
 * `json-server/lib/app.js`, the routes and query grammar of the on-file peer) over lowdb's
 * `Memory` adapter, so that a write costs what json-server's own work costs and no file is
 * rewritten. Started by peers.ts with the data file's path and a port; it reads the file once
 * (as its command does, ids made strings) and exits when the parent goes away.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface TinyApp {
  listen(port: number, cb: () => void, host: string): unknown;
}
type CreateApp = (db: unknown, options: { logger: boolean; static: string[] }) => TinyApp;
interface LowDb {
  Low: new (adapter: unknown, data: unknown) => unknown;
  Memory: new () => unknown;
}

const [file, port] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const home = dirname(require.resolve('json-server/package.json'));
// lowdb as json-server itself resolves it (its dependency, not ours).
const lowdbEntry = createRequire(join(home, 'lib', 'app.js')).resolve('lowdb');

async function main(): Promise<void> {
  const { createApp } = (await import(pathToFileURL(join(home, 'lib', 'app.js')).href)) as {
    createApp: CreateApp;
  };
  const { Low, Memory } = (await import(pathToFileURL(lowdbEntry).href)) as LowDb;
  const data = JSON.parse(await readFile(file!, 'utf8')) as Record<string, unknown>;
  // What json-server's NormalizedAdapter does on reading its file: ids are strings.
  for (const value of Object.values(data)) {
    if (!Array.isArray(value)) continue;
    for (const item of value as Record<string, unknown>[])
      if (typeof item.id === 'number') item.id = String(item.id);
  }
  const db = new Low(new Memory(), data);
  createApp(db, { logger: false, static: [] }).listen(
    Number(port),
    () => process.send?.({ type: 'ready' }),
    '127.0.0.1',
  );
}

process.on('disconnect', () => process.exit(0));
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
