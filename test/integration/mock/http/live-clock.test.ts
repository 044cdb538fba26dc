import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('../../../../mock-server/serve.ts', import.meta.url));

/** `npm run mock -- --port 0 --seed demo --live-clock`, as a QA engineer starts it. */
describe('npm run mock -- --live-clock', () => {
  let base = '';
  let banner = '';
  let stop = async () => {};

  before(async () => {
    const child = spawn(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), SERVE, '--port', '0', '--seed', 'demo', '--live-clock'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    stop = async () => {
      child.kill('SIGTERM');
      await exited;
    };
    base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve.ts did not start: ${banner}`)), 30_000);
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        banner += chunk;
        const url = /listening on (http:\/\/\S+)/.exec(banner)?.[1];
        if (url && banner.includes('Press Ctrl-C')) {
          clearTimeout(timer);
          resolve(url);
        }
      });
      void exited.then(() => reject(new Error(`serve.ts exited: ${banner}`)));
    });
  });

  after(() => stop());

  it('starts the clock at the current time, running', async () => {
    const clock = (await (await fetch(`${base}/__admin/clock`)).json()) as {
      epochMs: number;
      following: boolean;
    };
    assert.equal(clock.following, true);
    assert.ok(
      Math.abs(clock.epochMs - Date.now()) < 60_000,
      `clock at ${new Date(clock.epochMs).toISOString()}`,
    );
    assert.match(banner, /clock: +\S+, running/);
  });

  it('has the seed’s shows ahead of the current time', async () => {
    const token = (await (
      await fetch(`${base}/oauth/v2/token`, {
        method: 'POST',
        headers: { Authorization: `Basic ${btoa('demo-client:demo-secret')}` },
        body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo' }),
      })
    ).json()) as { access_token: string };
    const shows = (await (
      await fetch(`${base}/shows/`, { headers: { Authorization: `Bearer ${token.access_token}` } })
    ).json()) as { start: string }[];
    assert.ok(shows.length > 0);
    const now = Date.now();
    const ahead = shows.filter((show) => Date.parse(show.start) > now);
    // The seed dates its shows from the clock at load: with a live clock, from today.
    assert.equal(ahead.length, shows.length, shows.map((s) => s.start).join(', '));
  });
});
