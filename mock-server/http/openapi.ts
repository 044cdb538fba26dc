/**
 * `GET /openapi.json`: the contract (`src/api/openapi.json`, generated from `mock-server/schemas`
 * and the route table). Where it comes from depends on the environment: Node reads the file, the
 * browser adapter passes the document it imported as JSON. The served copy names the address it
 * was requested at as the server (and the default of `{base_url}`), so a client or tool pointed
 * at the document reaches this mock, whatever its port, host or base path.
 */
import type { readFile as ReadFile } from 'node:fs/promises';
import type { Hono } from 'hono';
import { DomainError } from '../domain/errors';
import { baseUrl, type AppContext, type AppEnv } from './env';
import { handle, methodNotAllowed } from './errors';
import { json } from './reply';

export type OpenApiLoader = () => unknown;

/** Set by the mock package's build (scripts/build-mock.ts): the contract's place beside the bundle. */
declare const MOCK_CONTRACT_PATH: string | undefined;

// Joined at run time so that bundlers neither inline nor try to resolve the file.
const CONTRACT_PATH =
  typeof MOCK_CONTRACT_PATH === 'string'
    ? MOCK_CONTRACT_PATH
    : ['..', '..', 'src', 'api', 'openapi.json'].join('/');

/** Reads the generated contract from the repository (Node only). */
export async function readContractFile(): Promise<unknown> {
  const fsModule = 'node:fs/promises';
  const { readFile } = (await import(/* @vite-ignore */ fsModule)) as { readFile: typeof ReadFile };
  return JSON.parse(await readFile(new URL(CONTRACT_PATH, import.meta.url), 'utf8')) as unknown;
}

interface ServerObject {
  url: string;
  description?: string;
  variables?: Record<string, { default: string; description?: string }>;
}

/** The document with this mock's base address as its server. */
function servedDocument(document: object, c: AppContext, basePath: string): object {
  const base = baseUrl(c, basePath);
  const servers = ((document as { servers?: ServerObject[] }).servers ?? []).map((server): ServerObject =>
    server.variables?.base_url
      ? {
          ...server,
          description: `The service; this mock serves it at ${base}.`,
          variables: { ...server.variables, base_url: { ...server.variables.base_url, default: base } },
        }
      : server,
  );
  return { ...document, servers };
}

export function openapiRoute(
  app: Hono<AppEnv>,
  basePath: string,
  load: OpenApiLoader = readContractFile,
): void {
  let cached: Promise<unknown> | undefined;
  app.get(
    '/openapi.json',
    handle(async (c) => {
      cached ??= Promise.resolve().then(load);
      let document: object;
      try {
        document = (await cached) as object;
      } catch (error) {
        cached = undefined;
        const reason = error instanceof Error ? error.message : String(error);
        throw new DomainError(
          'not_found',
          `The OpenAPI document is not available (run npm run generate): ${reason}`,
        );
      }
      return json(c, servedDocument(document, c, basePath));
    }),
  );
  app.all('/openapi.json', methodNotAllowed(['GET']));
}
