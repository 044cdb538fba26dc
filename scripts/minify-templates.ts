/**
 * A build step of the script-tag bundle: drops the indentation and comments of the text inside
 * Lit's `html`, `svg` and `css` tagged templates, which the JavaScript minifier leaves as
 * written (about a third of the bundle's template text is indentation).
 *
 * Only whitespace that cannot change the result goes:
 * - HTML: a run of spaces and tabs around a line break becomes the line break alone (a line
 *   break is whitespace as much as the run was); templates with `<pre>` or `<textarea>` stay.
 * - CSS: comments, indentation, and spaces beside `{ } ; , :` outside strings; a `;` before `}`.
 *
 * Line breaks are kept, so every line of the module stays where it was and the source map
 * needs no change (`map: null` keeps the previous one). Text next to an interpolation keeps its
 * spaces unless they touch the CSS punctuation above (`solid ${color}` stays as it is).
 */
import { parseAst, type Plugin } from 'vite';

type Kind = 'html' | 'css';

const TAGS: Readonly<Record<string, Kind>> = { html: 'html', svg: 'html', css: 'css' };

/** The raw text of one part of an `html` template, minified. */
export function minifyHtml(raw: string): string {
  return raw.replace(/[ \t]*\n[ \t]*/g, '\n');
}

/** Copies quoted strings as they are and minifies the CSS between them. */
function outsideStrings(raw: string, minify: (text: string) => string): string {
  let out = '';
  let from = 0;
  for (const match of raw.matchAll(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g)) {
    out += minify(raw.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return out + minify(raw.slice(from));
}

/** The raw text of one part of a `css` template, minified. */
export function minifyCss(raw: string): string {
  // A comment keeps its line breaks, so the lines after it stay where they are.
  const uncommented = raw.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''));
  return outsideStrings(uncommented, (text) =>
    text
      .replace(/[ \t]*\n[ \t]*/g, '\n')
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/[ \t]*([{};,])[ \t]*/g, '$1')
      .replace(/:[ \t]+/g, ':')
      .replace(/;(\n*)}/g, '$1}'),
  );
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) if (isNode(child)) walk(child, visit);
    if (isNode(value)) walk(value, visit);
  }
}

/** `code` (JavaScript) with the text of its `html`, `svg` and `css` templates minified. */
export function minifyTemplates(code: string): string {
  if (!/\b(?:html|svg|css)`/.test(code)) return code;
  const edits: { start: number; end: number; text: string }[] = [];
  walk(parseAst(code) as unknown as Node, (node) => {
    if (node.type !== 'TaggedTemplateExpression') return;
    const tag = node.tag as Node & { name?: string };
    const kind = tag.type === 'Identifier' && tag.name !== undefined ? TAGS[tag.name] : undefined;
    if (!kind) return;
    const quasis = (node.quasi as Node & { quasis: Node[] }).quasis;
    const whole = quasis.map((q) => code.slice(q.start, q.end)).join('');
    if (kind === 'html' && /<(?:pre|textarea)\b/i.test(whole)) return;
    for (const quasi of quasis) {
      const raw = code.slice(quasi.start, quasi.end);
      const text = kind === 'html' ? minifyHtml(raw) : minifyCss(raw);
      if (text !== raw) edits.push({ start: quasi.start, end: quasi.end, text });
    }
  });
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** The Vite plugin: minifies the templates of the project's own modules (`src/`) in a build. */
export function minifyTemplatesPlugin(): Plugin {
  return {
    name: 'tb:minify-templates',
    apply: 'build',
    // After TypeScript is compiled to JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/[^?]*\.ts$/.test(id) || id.includes('/node_modules/')) return null;
      const out = minifyTemplates(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}
