/**
 * The `--state` file is safe to use: one mock per file (a second one is refused, naming the file
 * and the process holding it), a full disk fails writes with 503 without keeping them while
 * reads go on, and a damaged file is refused with a message naming it and how to recover,
 * without a byte of it changed. Real server processes, a real tmpfs that fills up, real damage.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startServer } from '../../../mock-server/serve';

const tempDir = () => fs.mkdtemp(join(tmpdir(), 'mock-state-file-'));

interface Child {
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; stderr: string }>;
  /** The address once listening, or undefined when it exited first. */
  readonly url: Promise<string | undefined>;
}

function startChild(file: string): Child {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'mock-server/serve.ts', '--port', '0', '--seed', 'empty', '--state', file],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  const url = new Promise<string | undefined>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    void exited.then(() => resolve(undefined));
  });
  return { child, exited, url };
}

async function token(url: string): Promise<string> {
  const response = await fetch(`${url}/oauth/v2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('demo-client:demo-secret')}` },
    body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo' }),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { access_token: string }).access_token;
}

function createPerson(url: string, auth: string, lastname: string): Promise<Response> {
  return fetch(`${url}/persons/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify({ firstname: 'Anna', lastname }),
  });
}

async function personCount(url: string, auth: string): Promise<number> {
  const response = await fetch(`${url}/persons/`, { headers: { authorization: `Bearer ${auth}` } });
  assert.equal(response.status, 200, await response.clone().text());
  return Number(response.headers.get('x-count'));
}

async function checksum(path: string): Promise<string> {
  return createHash('sha256')
    .update(await fs.readFile(path))
    .digest('hex');
}

describe('one mock per state file', () => {
  it('refuses a second mock process on the same file, naming the file and the holding process', async () => {
    const file = join(await tempDir(), 'state.db');
    const first = startChild(file);
    try {
      const url = await first.url;
      assert.ok(
        url,
        `the first mock listens: ${(await Promise.race([first.exited, Promise.resolve(undefined)]))?.stderr}`,
      );
      const auth = await token(url);
      for (let i = 0; i < 20; i++) assert.equal((await createPerson(url, auth, `First ${i}`)).status, 201);

      const second = startChild(file);
      const { code, stderr } = await second.exited;
      assert.notEqual(code, 0, 'the second mock exits');
      assert.ok(stderr.includes(`The state file ${file} is in use by process ${first.child.pid}`), stderr);
      assert.match(stderr, /one mock per state file/);

      // The first goes on, and nothing it acknowledged is lost.
      assert.equal((await createPerson(url, auth, 'After')).status, 201);
      assert.equal(await personCount(url, auth), 21);
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    // The lock went with the killed process: the next mock starts and finds every write.
    const again = await startServer({ port: 0, state: file, seed: 'empty' });
    try {
      assert.equal(await personCount(again.url, await token(again.url)), 21);
    } finally {
      await again.close();
    }
  });

  it('refuses a second server in the same process too, and frees the file on close', async () => {
    const file = join(await tempDir(), 'state.db');
    const first = await startServer({ port: 0, state: file, seed: 'empty' });
    try {
      await assert.rejects(
        startServer({ port: 0, state: file, seed: 'empty' }),
        new RegExp(
          `The state file ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use by process ${process.pid}`,
        ),
      );
      // The refused attempt left the operating system's lock in place: another process is refused too.
      const other = startChild(file);
      const { code, stderr } = await other.exited;
      assert.notEqual(code, 0);
      assert.ok(stderr.includes(`is in use by process ${process.pid}`), stderr);
    } finally {
      await first.close();
    }
    const second = await startServer({ port: 0, state: file, seed: 'empty' });
    await second.close();
  });
});

describe('a full disk', () => {
  const mounted: string[] = [];
  after(() => {
    for (const dir of mounted) spawnSync('umount', [dir]);
  });

  it('fails writes with 503 without keeping them, keeps reads working, and writes again once there is space', async (t) => {
    const dir = await tempDir();
    const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dir], { encoding: 'utf8' });
    if (mount.status !== 0) {
      const reason = `mounting a tmpfs is not allowed here (${(mount.stderr || mount.error?.message || '').trim()}); run as root (CI does)`;
      console.log(`skipped: ${reason}`);
      return t.skip(reason);
    }
    mounted.push(dir);
    const file = join(dir, 'state.db');
    const running = await startServer({ port: 0, state: file, seed: 'empty' });
    let stillFull: number | undefined;
    try {
      const auth = await token(running.url);
      let acknowledged = 0;
      for (let i = 0; i < 5; i++) {
        assert.equal((await createPerson(running.url, auth, `Before ${i}`)).status, 201);
        acknowledged++;
      }
      // Fill what is left of the tmpfs.
      const filler = join(dir, 'filler');
      const handle = await fs.open(filler, 'w');
      const block = Buffer.alloc(64 * 1024, 1);
      try {
        for (;;) await handle.write(block);
      } catch (error) {
        assert.equal((error as NodeJS.ErrnoException).code, 'ENOSPC');
      } finally {
        await handle.close();
      }
      // Writes until one is refused: the log may still have room for a few.
      let refused: Response | undefined;
      for (let i = 0; i < 200 && !refused; i++) {
        const reply = await createPerson(running.url, auth, `Full ${i}`);
        if (reply.status === 201) acknowledged++;
        else refused = reply;
      }
      assert.ok(refused, 'a write is refused once the disk is full');
      assert.equal(refused.status, 503);
      assert.equal(refused.headers.get('content-type'), 'application/problem+json');
      const problem = (await refused.json()) as { code: string; detail: string };
      assert.equal(problem.code, 'state_not_saved');
      assert.match(problem.detail, /was not made/);

      for (let i = 0; i < 5; i++) {
        assert.equal(
          await personCount(running.url, auth),
          acknowledged,
          'reads answer, without the refused write',
        );
      }
      // The log's space is reused once the checkpointer has copied it into the database, so a
      // later write may fit while the disk is still full: then it is acknowledged and kept.
      stillFull = (await createPerson(running.url, auth, 'Still full')).status;
      if (stillFull === 201) acknowledged++;
      else assert.equal(stillFull, 503);

      await fs.rm(filler);
      assert.equal((await createPerson(running.url, auth, 'Space again')).status, 201);
      acknowledged++;
      assert.equal(await personCount(running.url, auth), acknowledged);
    } finally {
      await running.close();
    }
    const again = await startServer({ port: 0, state: file, seed: 'empty' });
    try {
      const auth = await token(again.url);
      const listed = await fetch(`${again.url}/persons/`, { headers: { authorization: `Bearer ${auth}` } });
      const names = ((await listed.json()) as { lastname: string }[]).map((person) => person.lastname);
      assert.ok(names.includes('Space again'));
      assert.equal(
        names.includes('Still full'),
        stillFull === 201,
        'a write answered 503 is not in the file, an acknowledged one is',
      );
      assert.equal(new Set(names).size, names.length, 'no write is there twice');
    } finally {
      await again.close();
    }
  });
});

describe('a damaged state file', () => {
  let healthy: Promise<{ file: string; pageSize: number }> | undefined;

  /** A state file with the demo seed's records, closed cleanly (no log beside it). */
  function healthyFile(): Promise<{ file: string; pageSize: number }> {
    healthy ??= (async () => {
      const file = join(await tempDir(), 'healthy.db');
      const running = await startServer({ port: 0, state: file, seed: 'demo' });
      await running.close();
      assert.equal(existsSync(`${file}-wal`), false, 'closed cleanly');
      const header = await fs.readFile(file);
      const raw = header.readUInt16BE(16);
      return { file, pageSize: raw === 1 ? 65536 : raw };
    })();
    return healthy;
  }

  const cases: { name: string; damage: (bytes: Buffer, pageSize: number) => Buffer }[] = [
    { name: 'its header overwritten', damage: (bytes) => (bytes.fill(0x41, 0, 32), bytes) },
    {
      name: 'cut short',
      damage: (bytes, pageSize) => bytes.subarray(0, pageSize * Math.floor(bytes.length / pageSize / 2)),
    },
    {
      name: 'a page in the middle overwritten',
      damage: (bytes, pageSize) => {
        const page = Math.floor(bytes.length / pageSize / 2);
        bytes.fill(0xff, page * pageSize, page * pageSize + 64);
        return bytes;
      },
    },
    {
      name: 'the schema page overwritten',
      damage: (bytes) => (bytes.fill(0x00, 100, 400), bytes),
    },
  ];

  for (const { name, damage } of cases) {
    it(`refuses a file with ${name}, naming it and how to recover, and leaves it byte for byte as it was`, async () => {
      const { file: source, pageSize } = await healthyFile();
      const file = join(await tempDir(), 'state.db');
      await fs.writeFile(file, damage(Buffer.from(await fs.readFile(source)), pageSize));
      const before = await checksum(file);
      await assert.rejects(startServer({ port: 0, state: file, seed: 'empty' }), (error: Error) => {
        assert.ok(error.message.includes(file), `names the file: ${error.message}`);
        assert.match(error.message, /it was not changed\. To recover: restore/);
        return true;
      });
      assert.equal(await checksum(file), before, 'the failed start changed the file');
      assert.equal(existsSync(`${file}-wal`), false, 'no log is left beside it');
    });
  }

  it('refuses a file whose records do not load, and leaves it as it was', async () => {
    const { file: source } = await healthyFile();
    const file = join(await tempDir(), 'state.db');
    await fs.copyFile(source, file);
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(file);
    db.exec('UPDATE records SET data = \'{"broken":\' WHERE rowid = (SELECT min(rowid) FROM records)');
    db.close();
    const before = await checksum(file);
    await assert.rejects(
      startServer({ port: 0, state: file, seed: 'empty' }),
      new RegExp(`The state file .*state\\.db could not be loaded.*it was not changed\\. To recover`),
    );
    assert.equal(await checksum(file), before);
  });
});
