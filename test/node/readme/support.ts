/**
 * What the documentation tests share, so that every test file checks the same documents, read
 * the same way. Kept free of the mock and the widget, so that a file pays only for what it imports.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMarkdown, type MarkdownDoc } from './markdown';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');
export const pkg = JSON.parse(source('package.json')) as {
  scripts: Record<string, string>;
  exports: Record<string, unknown>;
  bin?: Record<string, string>;
};
/** The mock's own package (`ticket-booking-mock`). */
export const mockPkg = JSON.parse(source('mock-server/package.json')) as typeof pkg;

const DECISIONS = readdirSync(join(ROOT, 'docs/decisions'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/decisions/${name}`);
/** The QA guide: its index first, then its parts in the order their examples run. */
export const QA_GUIDE = [
  'docs/qa.md',
  'docs/qa/workflow.md',
  'docs/qa/queries.md',
  'docs/qa/admin.md',
  'docs/qa/errors.md',
  'docs/qa/node.md',
];
/** The documents this project writes for its readers. */
export const OWN = [
  'README.md',
  'docs/site-owners.md',
  'docs/theming.md',
  'docs/taking-payment.md',
  'docs/developers.md',
  'src/gateway/README.md',
  'docs/gateway/recipes.md',
  'docs/gateway/on-sale.md',
  'docs/gateway/requests.md',
  'docs/gateway/routes.md',
  'docs/gateway/state.md',
  ...QA_GUIDE,
  ...DECISIONS,
].map((file) => parseMarkdown(ROOT, file));
export const doc = (file: string): MarkdownDoc => OWN.find((d) => d.file === file)!;

export const shellBlocks = (docs: readonly MarkdownDoc[]) =>
  docs.flatMap((d) => d.blocks.filter((block) => block.lang === 'sh'));
