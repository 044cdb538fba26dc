/**
 * Generates the contract files from the zod schemas and the route table:
 *
 *   src/api/openapi.json  the OpenAPI 3.1 document
 *   src/api/schema.d.ts   its TypeScript types (openapi-typescript)
 *   demo/inspector/contract.d.ts  the types of the mock's controls (`/__admin/…`) alone
 *   demo/inspector/types.ts  the types of the mock's controls for the inspector
 *
 * `tsx scripts/generate.ts` writes them; `--check` writes nothing and exits 1 when a file on
 * disk differs from what would be generated.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import { createOpenApiDocument } from '../mock-server/http/openapi-document';
import { INSPECTOR_TYPES_PATH, inspectorTypes } from './inspector-types';

export const OPENAPI_PATH = 'src/api/openapi.json';
export const SCHEMA_TYPES_PATH = 'src/api/schema.d.ts';
export const CONTROL_TYPES_PATH = 'demo/inspector/contract.d.ts';

const typesHeader = (what: string) => `/**
 * Types of ${what}, generated from ${OPENAPI_PATH} by
 * openapi-typescript (\`npm run generate\`). Do not edit: change mock-server/schemas instead.
 */

`;

export interface GeneratedFile {
  /** Path relative to the repository root. */
  readonly path: string;
  readonly content: string;
}

/** The document as written: 2-space indentation and a trailing newline. */
export function serializeDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The document without the pattern-keyed groups of the `…Filters` components. */
function withoutFilterGroups(document: OpenAPI3): OpenAPI3 {
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    if (name.endsWith('Filters') && 'patternProperties' in schema) delete schema.patternProperties;
  }
  return document;
}

const isControl = (path: string) => path.startsWith('/__admin/');

/**
 * One side of the document: the service's paths and webhooks, or the mock's controls alone,
 * each with only the components it reaches. The types shipped with `ticket-booking/api` are the
 * service's side, so they hold no part of the mock; the inspector's are the controls' side.
 */
function part(document: OpenAPI3, side: 'service' | 'controls'): OpenAPI3 {
  for (const path of Object.keys(document.paths ?? {})) {
    if (isControl(path) !== (side === 'controls')) delete document.paths![path];
  }
  if (side === 'controls') delete document.webhooks;
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  const reached = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !reached.has(value)) {
        reached.add(value);
        const [, , group, name] = value.split('/');
        walk(components[group!]?.[name!]);
      } else walk(value);
    }
  };
  walk({ ...document, components: undefined });
  for (const [group, members] of Object.entries(components)) {
    for (const name of Object.keys(members)) {
      if (!reached.has(`#/components/${group}/${name}`)) delete members[name];
    }
  }
  return document;
}

/** The generated files, in memory. */
export async function generateFiles(): Promise<GeneratedFile[]> {
  const document = createOpenApiDocument();
  const json = serializeDocument(document);
  // Types are generated from the serialized document, exactly as it is committed, but for one
  // thing: the top-level groups of filters (`filters[0][a]=…`, keys matching a pattern) would
  // become an index signature that lets any misspelt field name through, so the types name the
  // fields only (the query builder writes the groups).
  const typesOf = async (what: string, document: OpenAPI3) =>
    `${typesHeader(what)}${astToString(await openapiTS(document, { silent: true }))}`;
  const whole = () => withoutFilterGroups(JSON.parse(json) as OpenAPI3);
  return [
    { path: OPENAPI_PATH, content: json },
    {
      path: SCHEMA_TYPES_PATH,
      content: await typesOf("the ticketing service's HTTP interface", part(whole(), 'service')),
    },
    {
      path: CONTROL_TYPES_PATH,
      content: await typesOf("the mock's controls (`/__admin/…`)", part(whole(), 'controls')),
    },
    { path: INSPECTOR_TYPES_PATH, content: inspectorTypes(JSON.parse(json) as object) },
  ];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const absolute = (path: string) => `${root}${path}`;

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(absolute(path), 'utf8');
  } catch {
    return undefined;
  }
}

/** The generated files whose committed content differs (or is missing). */
export async function staleFiles(): Promise<string[]> {
  const files = await generateFiles();
  const stale: string[] = [];
  for (const file of files) {
    if ((await readIfPresent(file.path)) !== file.content) stale.push(file.path);
  }
  return stale;
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--check')) {
    const stale = await staleFiles();
    if (stale.length > 0) {
      console.error(
        `Generated files are out of date: ${stale.join(', ')}.\n` +
          'They no longer match mock-server/schemas and the route table: run npm run generate.',
      );
      return 1;
    }
    console.log(
      `Generated files are up to date (${OPENAPI_PATH}, ${SCHEMA_TYPES_PATH}, ${CONTROL_TYPES_PATH}, ${INSPECTOR_TYPES_PATH}).`,
    );
    return 0;
  }
  for (const file of await generateFiles()) {
    await writeFile(absolute(file.path), file.content);
    console.log(`Wrote ${file.path}`);
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
