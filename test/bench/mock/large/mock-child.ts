/**
 * The mock's HTTP server on the `large` seed (or the seed named by the first argument), as the
 * large benchmark runs it: a child process with an IPC channel that starts `startServer` on a
 * free loopback port (API at the root, no gateway), answers `ready` with its address and the
 * seconds the seed took to load, `memory` with its resident set size now and at its peak and the
 * CPU time it used so far, and
 * exits on `stop` or when the parent goes away.
 */
export type LargeChildMessage =
  | { type: 'ready'; url: string; loadSeconds: number }
  | { type: 'memory'; rss: number; maxRss: number; cpuMicros: number }
  | { type: 'error'; message: string };

async function main(): Promise<void> {
  const started = performance.now();
  const { startServer } = await import('../../../../mock-server/serve');
  const seed = process.argv[2] ?? 'large';
  const server = await startServer({ port: 0, host: '127.0.0.1', seed, gateway: false });
  const stop = async (): Promise<void> => {
    await server.close();
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  process.on('message', (message: { type: string }) => {
    if (message.type === 'stop') void stop();
    if (message.type === 'memory') {
      process.send?.({
        type: 'memory',
        rss: process.memoryUsage.rss(),
        // maxRSS is in KiB.
        maxRss: process.resourceUsage().maxRSS * 1024,
        cpuMicros: process.cpuUsage().user + process.cpuUsage().system,
      } satisfies LargeChildMessage);
    }
  });
  process.send?.({
    type: 'ready',
    url: server.url,
    loadSeconds: (performance.now() - started) / 1000,
  } satisfies LargeChildMessage);
}

main().catch((error: unknown) => {
  process.send?.({
    type: 'error',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  } satisfies LargeChildMessage);
  process.exitCode = 1;
  setTimeout(() => process.exit(1), 100);
});
