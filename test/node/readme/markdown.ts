/**
 * The small part of Markdown the documentation tests need: fenced code blocks (with their
 * language, first line and section), inline code spans, headings and their GitHub anchors, and
 * relative links.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export interface CodeBlock {
  /** Path of the Markdown file, relative to the repository root. */
  readonly file: string;
  /** The fence's info string: `sh`, `ts`, `html`, or empty. */
  readonly lang: string;
  /** 1-based line of the first line of code (after the opening fence). */
  readonly line: number;
  readonly code: string;
  /** The closest heading above the block. */
  readonly section: string;
}

export interface Heading {
  readonly level: number;
  readonly text: string;
  readonly anchor: string;
  readonly line: number;
}

export interface Link {
  readonly file: string;
  readonly line: number;
  readonly target: string;
}

export interface MarkdownDoc {
  readonly file: string;
  readonly text: string;
  readonly blocks: readonly CodeBlock[];
  readonly headings: readonly Heading[];
  /** Inline code spans outside code blocks, with their line. */
  readonly spans: readonly { readonly line: number; readonly code: string }[];
  readonly links: readonly Link[];
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function parseMarkdown(root: string, file: string): MarkdownDoc {
  const text = readFileSync(join(root, file), 'utf8');
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  const headings: Heading[] = [];
  const spans: { line: number; code: string }[] = [];
  const links: Link[] = [];
  let section = '';
  let fence: { marker: string; lang: string; start: number; body: string[] } | undefined;

  lines.forEach((content, index) => {
    const line = index + 1;
    if (fence) {
      if (content.trim() === fence.marker) {
        blocks.push({ file, lang: fence.lang, line: fence.start, code: fence.body.join('\n'), section });
        fence = undefined;
      } else {
        fence.body.push(content);
      }
      return;
    }
    const open = /^\s*(```+|~~~+)\s*([\w-]*)/.exec(content);
    if (open) {
      fence = { marker: open[1]!, lang: open[2] ?? '', start: line + 1, body: [] };
      return;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(content);
    if (heading) {
      section = heading[2]!;
      headings.push({ level: heading[1]!.length, text: section, anchor: anchorOf(section), line });
    }
    for (const match of content.matchAll(/(`+)([^`]|[^`].*?[^`])\1(?!`)/g)) {
      spans.push({ line, code: match[2]!.trim() });
    }
    const outsideCode = content.replace(/`[^`]*`/g, '');
    for (const match of outsideCode.matchAll(/\]\(([^)\s]+)\)/g))
      links.push({ file, line, target: match[1]! });
  });
  if (fence) throw new Error(`${file}:${fence.start - 1}: a code block is never closed`);
  return { file, text, blocks, headings, spans, links };
}

/** A relative link's target file (repository-relative) and anchor; undefined for external links. */
export function resolveLink(link: Link): { file: string; anchor: string | undefined } | undefined {
  if (/^[a-z]+:/i.test(link.target)) return undefined;
  const [path = '', anchor] = link.target.split('#');
  const file = path === '' ? link.file : relative('.', join(dirname(link.file), path));
  return { file, anchor };
}

/** The text of the section under the heading `title` (down to the next heading of its level or above). */
export function sectionText(doc: MarkdownDoc, title: string): string {
  const heading = doc.headings.find((h) => h.text === title);
  if (!heading) throw new Error(`${doc.file} has no heading "${title}"`);
  const next = doc.headings.find((h) => h.line > heading.line && h.level <= heading.level);
  return doc.text
    .split('\n')
    .slice(heading.line, next ? next.line - 1 : undefined)
    .join('\n');
}

/** The body rows of every Markdown table in `text` (headers dropped), as arrays of trimmed cells. */
export function tableRows(text: string): string[][] {
  const rows: string[][] = [];
  let inTable = 0;
  for (const line of text.split('\n')) {
    if (!/^\s*\|/.test(line)) {
      inTable = 0;
      continue;
    }
    inTable += 1;
    // The first two lines of a table are its header and the delimiter row.
    if (inTable <= 2) continue;
    const cells = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    rows.push(cells);
  }
  return rows;
}

/** The inline code spans of a Markdown fragment: `` `a` and `b` `` → `['a', 'b']`. */
export function codeSpans(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}
