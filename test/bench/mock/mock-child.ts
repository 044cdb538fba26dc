/**
 * The mock's HTTP server as the benchmark runs it: a child process started by servers.ts with
 * an IPC channel. It starts `startServer` with seed `empty` on a free loopback port and answers
 * `ready` with its address; on request it records a V8 CPU profile of itself (so hot spots are
 * measured under real HTTP load), and it exits on `stop` or when the parent goes away.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { findSourceMap } from 'node:module';

export type MockParentMessage =
  { type: 'profile-start' } | { type: 'profile-stop'; file: string } | { type: 'stop' };

export type MockChildMessage =
  { type: 'ready'; url: string } | { type: 'done' } | { type: 'error'; message: string };

interface ProfileNode {
  callFrame: { url: string; lineNumber: number; columnNumber: number };
  positionTicks?: unknown;
}

/**
 * tsx compiles each TypeScript file to code whose functions all sit on a few generated lines;
 * the profile is rewritten to the TypeScript positions through tsx's source maps, so that its
 * functions read as `file.ts:line` here and in DevTools. Per-line ticks of the generated code
 * would point at the wrong lines, so they are dropped for those functions.
 */
function mapToSources(profile: { nodes: ProfileNode[] }): void {
  for (const node of profile.nodes) {
    const frame = node.callFrame;
    if (!frame.url.startsWith('file:') || frame.url.includes('/node_modules/')) continue;
    const entry = findSourceMap(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
    if (!entry || !('originalLine' in entry)) continue;
    frame.lineNumber = entry.originalLine;
    frame.columnNumber = entry.originalColumn;
    delete node.positionTicks;
  }
}

function reply(message: MockChildMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const { startServer } = await import('../../../mock-server/serve');
  const server = await startServer({ port: 0, host: '127.0.0.1', seed: 'empty' });
  let session: Session | undefined;

  const stop = async (): Promise<void> => {
    await Promise.resolve(server.close());
    process.exit(0);
  };

  process.on('disconnect', () => void stop());
  process.on('message', (message: MockParentMessage) => {
    void (async () => {
      try {
        if (message.type === 'stop') return await stop();
        if (message.type === 'profile-start') {
          session = new Session();
          session.connect();
          await session.post('Profiler.enable');
          // 100 µs sampling: fine enough for request handlers of tens of microseconds.
          await session.post('Profiler.setSamplingInterval', { interval: 100 });
          await session.post('Profiler.start');
        } else if (message.type === 'profile-stop') {
          if (!session) throw new Error('no profile was started');
          const { profile } = await session.post('Profiler.stop');
          session.disconnect();
          session = undefined;
          mapToSources(profile as unknown as { nodes: ProfileNode[] });
          await writeFile(message.file, JSON.stringify(profile));
        }
        reply({ type: 'done' });
      } catch (error) {
        reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    })();
  });

  reply({ type: 'ready', url: String(server.url) });
}

main().catch((error: unknown) => {
  reply({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exitCode = 1;
  setTimeout(() => process.exit(1), 100);
});
