/**
 * `demo/inspector/types.ts`: the types of the mock's controls (`/__admin/…`) that the inspector
 * reads and writes, generated from the contract by `scripts/generate.ts`. One alias per `Mock…`
 * component of the document (with its description), and the journal's kinds as a constant, from
 * the enum the document gives them.
 */
export const INSPECTOR_TYPES_PATH = 'demo/inspector/types.ts';

interface SchemaObject {
  description?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaObject>;
}

interface Document {
  components?: { schemas?: Record<string, SchemaObject> };
}

const HEADER = `/**
 * The answers and bodies of the mock's controls (\`/__admin/…\`) as the inspector reads and writes
 * them, generated from src/api/openapi.json by \`npm run generate\` (scripts/inspector-types.ts).
 * Do not edit: change mock-server/schemas/admin.ts or the control's body schema instead. These are
 * types of the contract, so the inspector imports nothing of the mock: it talks HTTP only, and
 * inspects a mock in the page as well as one on localhost.
 */
import type { components } from './contract.js';

type Schemas = components['schemas'];
`;

/** A JSDoc comment of `text`, wrapped at 100 columns. */
function comment(text: string | undefined): string {
  if (!text) return '';
  const words = text.replace(/\*\//g, '*\\/').split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length + 1 <= 96)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length === 1 && lines[0]!.length <= 90
    ? `/** ${lines[0]} */\n`
    : `/**\n${lines.map((line) => ` * ${line}\n`).join('')} */\n`;
}

/** The file's content for `document` (the parsed contract). */
export function inspectorTypes(document: Document): string {
  const schemas = document.components?.schemas ?? {};
  const names = Object.keys(schemas)
    .filter((name) => /^Mock[A-Z]/.test(name))
    .sort();
  if (!names.includes('MockJournalEntry')) {
    throw new Error('The contract has no MockJournalEntry: are the mock controls documented?');
  }
  const aliases = names.map(
    (name) => `${comment(schemas[name]!.description)}export type ${name} = Schemas['${name}'];\n`,
  );
  const kinds = schemas.MockJournalEntry!.properties?.kind?.enum;
  if (!kinds?.every((kind) => typeof kind === 'string')) {
    throw new Error('MockJournalEntry.kind is not an enum of strings.');
  }
  const kindList = kinds.map((kind) => `  '${kind}',\n`).join('');
  return (
    `${HEADER}\n${aliases.join('\n')}\n` +
    `/** What a journal entry is about. */\n` +
    `export type JournalKind = MockJournalEntry['kind'];\n\n` +
    `/** Every kind of journal entry, in the order the contract lists them. */\n` +
    `export const JOURNAL_KINDS: readonly JournalKind[] = [\n${kindList}];\n`
  );
}
