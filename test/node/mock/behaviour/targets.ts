/**
 * The three ways the mock is reached, behind one interface, so that the same behaviour suite
 * proves the same contract for each: the Hono app called in-process, MSW's Node interception of
 * the global fetch, and the real HTTP server over loopback. The unit tier runs the first
 * (`behaviour.test.ts`), the integration tier the other two
 * (`test/integration/mock/behaviour/adapters.test.ts`).
 *
 * `MOCK_TARGETS=in-process,http` narrows the run to some of them.
 */

export interface Target {
  readonly name: TargetName;
  /** Base address of the service, without a trailing slash: `http://mock.test/api`. */
  readonly baseUrl: string;
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export const targetNames = ['in-process', 'msw-node', 'http'] as const;
export type TargetName = (typeof targetNames)[number];

const IN_PROCESS_BASE = 'http://mock.test/api';
const MSW_BASE = 'http://msw.mock.test/api';

async function startInProcess(): Promise<Target> {
  const { createMock } = await import('../../../../mock-server/index');
  const { createApp } = await import('../../../../mock-server/http/app');
  const mock = createMock({ seed: 'empty' });
  const app = createApp(mock, { basePath: new URL(IN_PROCESS_BASE).pathname });
  return {
    name: 'in-process',
    baseUrl: IN_PROCESS_BASE,
    fetch: async (input, init) => app.fetch(new Request(input, init)),
    close: async () => {},
  };
}

/** MSW patches the process's fetch; two servers at once would fight over it. */
let mswListening = false;

async function startMsw(): Promise<Target> {
  if (mswListening) throw new Error('Only one MSW server may listen at a time.');
  const { setupServer } = await import('msw/node');
  const { createMockHandlers } = await import('../../../../mock-server/node');
  const server = setupServer(...createMockHandlers({ baseUrl: MSW_BASE }));
  server.listen({ onUnhandledFrame: 'error' });
  mswListening = true;
  return {
    name: 'msw-node',
    baseUrl: MSW_BASE,
    fetch: (input, init) => globalThis.fetch(input, init),
    close: async () => {
      server.close();
      mswListening = false;
    },
  };
}

async function startHttp(): Promise<Target> {
  const { startServer } = await import('../../../../mock-server/serve');
  const server = await startServer({ port: 0, host: '127.0.0.1', seed: 'empty' });
  return {
    name: 'http',
    baseUrl: String(server.url).replace(/\/+$/, ''),
    fetch: (input, init) => globalThis.fetch(input, init),
    close: () => Promise.resolve(server.close()),
  };
}

const starters: Record<TargetName, () => Promise<Target>> = {
  'in-process': startInProcess,
  'msw-node': startMsw,
  http: startHttp,
};

export function startTarget(name: TargetName): Promise<Target> {
  return starters[name]();
}

/** The targets of this run among `targets`: all of them unless `MOCK_TARGETS` names some. */
export function selectedTargets(targets: readonly TargetName[]): readonly TargetName[] {
  const wanted = process.env.MOCK_TARGETS?.split(',').map((name) => name.trim());
  if (!wanted || wanted.length === 0 || wanted[0] === '') return targets;
  const unknown = wanted.filter((name) => !(targetNames as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`Unknown MOCK_TARGETS: ${unknown.join(', ')}`);
  return targets.filter((name) => wanted.includes(name));
}
