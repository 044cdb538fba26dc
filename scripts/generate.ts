/**
 * Generates the contract files from the zod schemas and the route table:
 *
 *   src/api/openapi.json  the OpenAPI 3.1 document
 *   src/api/schema.d.ts   its TypeScript types (openapi-typescript)
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

const TYPES_HEADER = `/**
 * Types of the ticketing service's HTTP interface, generated from ${OPENAPI_PATH} by
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

/** The generated files, in memory. */
export async function generateFiles(): Promise<GeneratedFile[]> {
  const document = createOpenApiDocument();
  const json = serializeDocument(document);
  // Types are generated from the serialized document, exactly as it is committed, but for one
  // thing: the top-level groups of filters (`filters[0][a]=…`, keys matching a pattern) would
  // become an index signature that lets any misspelt field name through, so the types name the
  // fields only (the query builder writes the groups).
  const ast = await openapiTS(withoutFilterGroups(JSON.parse(json) as OpenAPI3), { silent: true });
  const types = `${TYPES_HEADER}${astToString(ast)}`;
  return [
    { path: OPENAPI_PATH, content: json },
    { path: SCHEMA_TYPES_PATH, content: types },
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
      `Generated files are up to date (${OPENAPI_PATH}, ${SCHEMA_TYPES_PATH}, ${INSPECTOR_TYPES_PATH}).`,
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
