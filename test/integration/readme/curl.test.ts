/**
 * The curl examples are what a reader pastes first, so each one runs for real against a fresh
 * `startServer({ seed: 'demo' })` and must answer the status its `→` comment promises.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../../../mock-server/serve';
import { isRunnable, run, runSession } from './shell';
import { QA_GUIDE, ROOT, doc, shellBlocks } from '../../node/readme/support';

/** Each session: documents whose examples run in order in one shell, as a reader pastes them. */
const SESSIONS = [['README.md'], QA_GUIDE];

describe('the curl examples answer what the documents say, against a fresh demo mock', () => {
  for (const files of SESSIONS) {
    const file = files[0]!;
    describe(files.join(' + '), () => {
      let server: RunningServer;
      before(async () => {
        const curl = await run('bash', ['-c', 'command -v curl'], { cwd: ROOT });
        assert.equal(curl.exitCode, 0, 'the examples need curl (Debian: apt-get install curl)');
        server = await startServer({ port: 0, seed: 'demo' });
      });
      after(() => server.close());

      it('every request answers its documented status', async (t) => {
        const blocks = shellBlocks(files.map(doc)).filter(isRunnable);
        assert.ok(blocks.length > 0, `${file} has no curl examples`);
        const origin = new URL(server.url).host;
        const result = await runSession(blocks, (script) => script.replaceAll('127.0.0.1:4010', origin));
        assert.deepEqual(result.unannotated, [], `${file}: a curl call has no "→ <status>" comment above it`);
        for (const { expectation, calls } of result.steps) {
          await t.test(`${expectation.where} ${expectation.text}`, () => {
            assert.ok(calls.length > 0, `never reached: ${result.stderr.slice(0, 2000)}`);
            for (const call of calls) {
              if (expectation.status === null) {
                assert.equal(call.status, null, 'an answer came');
                assert.notEqual(call.exitCode, 0);
              } else {
                assert.equal(call.status, expectation.status);
                if (expectation.count !== undefined) assert.equal(call.count, expectation.count, 'X-Count');
              }
            }
          });
        }
        assert.equal(result.stderr, '', 'the examples wrote to stderr');
        assert.ok(result.steps.length >= (file === 'README.md' ? 2 : 80), `${result.steps.length} requests`);
      });
    });
  }
});
