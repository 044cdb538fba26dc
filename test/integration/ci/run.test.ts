/**
 * `.ci/run` on a bare machine: chromium and redis-server missing. The script runs for real, a
 * copy in a scratch folder, with a PATH of stand-ins that record their arguments (apt-get, sudo,
 * npm, id) beside the few real tools it uses, so nothing is installed and nothing else runs.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';

const ROOT = resolve(import.meta.dirname, '../../..');
/** The check for Debian's chromium, which the copies point elsewhere (the machine may have it). */
const CHROMIUM_CHECK = 'debian_chromium=/usr/bin/chromium';

let scratch: string;
let bash: string;

before(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'ci-run-'));
  bash = await which('bash');
});

after(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

function which(tool: string): Promise<string> {
  return new Promise((done, fail) =>
    execFile('/bin/sh', ['-c', `command -v ${tool}`], (error, stdout) =>
      error ? fail(error) : done(stdout.trim()),
    ),
  );
}

interface Machine {
  /** What `id -u` answers. */
  uid: number;
  sudo?: boolean;
  chromium?: boolean;
  redis?: boolean;
  chromePath?: string;
}

/** Runs a copy of .ci/run on a pretend machine; answers its exit code, output and the calls made. */
async function runOn(machine: Machine) {
  const dir = await mkdtemp(join(scratch, 'machine-'));
  const bin = join(dir, 'bin');
  await mkdir(join(dir, '.ci'), { recursive: true });
  await mkdir(bin);
  const log = join(dir, 'calls.log');
  await writeFile(log, '');
  const script = await readFile(join(ROOT, '.ci/run'), 'utf8');
  assert.ok(script.includes(CHROMIUM_CHECK), `.ci/run checks ${CHROMIUM_CHECK}`);
  await writeFile(
    join(dir, '.ci/run'),
    script.replace(CHROMIUM_CHECK, `debian_chromium=${join(bin, 'chromium')}`),
  );
  const stub = async (name: string, body = '') => {
    await writeFile(join(bin, name), `#!/bin/sh\necho "${name} $*" >> "${log}"\n${body}`);
    await chmod(join(bin, name), 0o755);
  };
  await stub('apt-get');
  await stub('npm');
  await writeFile(join(bin, 'id'), `#!/bin/sh\necho ${machine.uid}\n`);
  await chmod(join(bin, 'id'), 0o755);
  // sudo -n <command…>: runs the command (the stand-ins) as it is.
  if (machine.sudo) await stub('sudo', '[ "$1" = -n ] && shift\nexec "$@"\n');
  if (machine.chromium) await stub('chromium');
  if (machine.redis) await stub('redis-server');
  for (const tool of ['awk', 'date', 'dirname', 'env']) await symlink(await which(tool), join(bin, tool));

  const env: NodeJS.ProcessEnv = { PATH: bin, HOME: dir, LANG: 'C' };
  if (machine.chromePath !== undefined) env.CHROME_PATH = machine.chromePath;
  const result = await new Promise<{ code: number; stdout: string; stderr: string }>((done) =>
    execFile(bash, [join(dir, '.ci/run')], { cwd: dir, env }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    ),
  );
  const calls = (await readFile(log, 'utf8')).split('\n').filter(Boolean);
  return { ...result, calls };
}

/** Machines on which the gate runs: what each is, and the calls `.ci/run` makes there. */
const GATE_RUNS: { name: string; machine: Machine; calls: string[]; stdout?: RegExp }[] = [
  {
    name: 'as root on a bare machine: updates the package lists, installs both, then runs the gate',
    machine: { uid: 0 },
    calls: ['apt-get update', 'apt-get install -y chromium redis-server', 'npm ci', 'npm test'],
    stdout: /::: timings\n {2}apt +\d+\.\d+s\n {2}npm-ci +\d+\.\d+s\n {2}npm-test +\d+\.\d+s\n$/,
  },
  {
    name: 'as another user: installs through sudo, without waiting for a password',
    machine: { uid: 1000, sudo: true, chromium: true },
    calls: [
      'sudo -n apt-get update',
      'apt-get update',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server',
      'apt-get install -y redis-server',
      'npm ci',
      'npm test',
    ],
  },
  {
    name: 'installs nothing when both are present',
    machine: { uid: 1000, chromium: true, redis: true },
    calls: ['npm ci', 'npm test'],
    stdout: /chromium and redis-server present/,
  },
];

describe('.ci/run', () => {
  for (const { name, machine, calls, stdout } of GATE_RUNS)
    it(name, async () => {
      const run = await runOn(machine);
      assert.equal(run.code, 0, run.stderr);
      assert.deepEqual(run.calls, calls);
      if (stdout) assert.match(run.stdout, stdout);
    });

  it('as another user without sudo: says what it needs and stops before the gate', async () => {
    const run = await runOn({ uid: 1000 });
    assert.notEqual(run.code, 0);
    assert.match(run.stderr, /installing chromium redis-server needs root, and sudo is not installed/);
    assert.deepEqual(run.calls, []);
  });

  it('takes a CHROME_PATH for chromium, and refuses one that names no program', async () => {
    const given = await runOn({ uid: 0, redis: true, chromePath: '/bin/sh' });
    assert.deepEqual(given.calls, ['npm ci', 'npm test']);
    const wrong = await runOn({ uid: 0, redis: true, chromePath: '/nowhere/chrome' });
    assert.notEqual(wrong.code, 0);
    assert.match(wrong.stderr, /CHROME_PATH=\/nowhere\/chrome is not an executable file/);
    assert.deepEqual(wrong.calls, []);
  });
});
