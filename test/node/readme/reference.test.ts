/**
 * What the documents say about the code (its tokens, events, parts, attributes, error codes and
 * seed, and that the Content Security Policy they give is enough) is checked against the code
 * itself, so that neither can change without the other.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ERROR_CODES } from '../../../mock-server/domain/errors';
import { statusOf } from '../../../mock-server/http/errors';
import { DEMO_PIDS } from '../../../mock-server/seed/demo-pids';
import { tokenDefaults } from '../../../src/styles/tokens';
import { codeSpans, sectionText, tableRows } from './markdown';
import { ROOT, doc, source } from './support';

describe('the reference tables match the code', () => {
  it('lists every design token with its default', () => {
    const rows = tableRows(sectionText(doc('docs/theming.md'), 'Tokens'));
    const documented = new Map(
      rows.map(([name, light, dark]) => {
        const [l, d] = [codeSpans(light!)[0], dark ? codeSpans(dark)[0] : undefined];
        return [codeSpans(name!)[0]!, d === undefined ? l : `light-dark(${l}, ${d})`];
      }),
    );
    assert.deepEqual(documented, new Map(tokenDefaults));
  });

  const events = [...source('src/components/events.ts').matchAll(/'(tb-[a-z-]+)': Tb\w+Event;/g)].map(
    (m) => m[1]!,
  );

  /** The `{ … }` that starts at `text[from]`, nested braces included. */
  function braced(text: string, from: number): string {
    let depth = 0;
    for (let i = from; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) return text.slice(from, i + 1);
    }
    throw new Error(`unbalanced braces at ${from}`);
  }

  /** The top-level field names of an object type `{ … }`. */
  function topLevelFields(type: string): string[] {
    let body = type.slice(1, -1);
    while (/\{[^{}]*\}/.test(body)) body = body.replace(/\{[^{}]*\}/g, '');
    return [...body.matchAll(/(?:^|[;\n])\s*(?:readonly\s+)?(\w+)\??:/g)].map((m) => m[1]!);
  }

  /** The top-level names of a detail written as `{ a, b?, c: [{ d, e }] }` in a table. */
  function listedFields(text: string): string[] {
    let body = braced(text, text.indexOf('{')).slice(1, -1);
    const nested = /\[[^[\]]*\]|\{[^{}]*\}/g;
    for (let before = ''; before !== body;) [before, body] = [body, body.replace(nested, '')];
    return body
      .split(',')
      .map((field) => field.trim().replace(/[?:].*$/, ''))
      .filter(Boolean);
  }

  /**
   * Field names of each event's detail: from `FlowEventMap` (and `FlowError`) for the flow's
   * events, else from the event class's `Tb…Detail` interface in `events.ts`.
   */
  function detailFields(): Map<string, string[]> {
    const types = source('src/booking/types.ts');
    const map = braced(types, types.indexOf('{', types.indexOf('interface FlowEventMap')));
    const model = source('src/booking/model.ts');
    const flowError = braced(model, model.indexOf('{', model.indexOf('interface FlowError')));
    const details = new Map<string, string[]>();
    for (const m of map.matchAll(/'(tb-[a-z-]+)': /g)) {
      const at = m.index + m[0].length;
      const type = map.startsWith('FlowError', at) ? flowError : braced(map, at);
      details.set(m[1]!, topLevelFields(type));
    }
    const classes = source('src/components/events.ts');
    for (const m of classes.matchAll(/'(tb-[a-z-]+)': (Tb\w+)Event;/g)) {
      if (details.has(m[1]!)) continue;
      const at = classes.indexOf(`interface ${m[2]!}Detail {`);
      if (at >= 0) details.set(m[1]!, topLevelFields(braced(classes, classes.indexOf('{', at))));
    }
    return details;
  }

  it("lists every event with its detail's fields", () => {
    assert.ok(events.length >= 6);
    const details = detailFields();
    const readme = tableRows(sectionText(doc('README.md'), 'Events'));
    assert.deepEqual(readme.map((row) => codeSpans(row[0]!)[0]).sort(), [...events].sort());
    for (const [name, detail] of readme) {
      const event = codeSpans(name!)[0]!;
      assert.deepEqual(listedFields(detail!).sort(), [...(details.get(event) ?? [])].sort(), event);
    }
    const guide = tableRows(sectionText(doc('docs/site-owners.md'), 'Events'));
    assert.deepEqual(guide.map((row) => codeSpans(row[0]!)[0]).sort(), [...events].sort());
    for (const [name, , detail] of guide) {
      const event = codeSpans(name!)[0]!;
      const spans = codeSpans(detail!).map((s) => s.replace(/\?$/, ''));
      for (const field of details.get(event) ?? []) assert.ok(spans.includes(field), `${event}: ${field}`);
    }
  });

  it('lists only parts that a page reaches through <ticket-booking>', () => {
    const root = source('src/components/ticket-booking/ticket-booking.ts');
    const views = source('src/components/ticket-booking/views.ts');
    const reachable = new Set<string>();
    for (const text of [root, views]) {
      for (const m of text.matchAll(/\spart="([^"$]+)"/g))
        m[1]!.split(/\s+/).forEach((p) => reachable.add(p));
    }
    for (const m of views.matchAll(/exportparts="([^"]+)"/g)) {
      for (const pair of m[1]!.split(',')) reachable.add(pair.split(':').at(-1)!.trim());
    }
    const shared = /const PARTS = '([^']+)'/.exec(views)![1]!;
    for (const m of views.matchAll(/exportparts=\$\{`\$\{PARTS\}(?:, ([^`]*))?`\}/g)) {
      for (const part of `${shared}, ${m[1] ?? ''}`.split(',')) if (part.trim()) reachable.add(part.trim());
    }
    const documented = tableRows(sectionText(doc('docs/theming.md'), 'Parts')).flatMap((row) =>
      codeSpans(row[1]!),
    );
    assert.ok(documented.length >= 30);
    for (const part of documented) assert.ok(reachable.has(part), `::part(${part}) does not reach anything`);
    const inReadme = [...doc('README.md').text.matchAll(/::part\(([\w-]+)\)/g)].map((m) => m[1]!);
    for (const part of inReadme) assert.ok(reachable.has(part), `README: ::part(${part})`);
  });

  it("lists the root element's attributes and properties", () => {
    const root = source('src/components/ticket-booking/ticket-booking.ts');
    const attributes = new Set(['lang']); // read by the LocaleController, from the element or its ancestors
    assert.match(root, /new LocaleController\(this\)/);
    for (const m of root.matchAll(/@property\(([^)]*)\)\s+(\w+)/g)) {
      if (/attribute: false/.test(m[1]!)) continue;
      attributes.add(/attribute: '([^']+)'/.exec(m[1]!)?.[1] ?? m[2]!.toLowerCase());
    }
    for (const file of ['README.md', 'docs/site-owners.md']) {
      const section = file === 'README.md' ? 'Attributes' : 'The element';
      const rows = tableRows(sectionText(doc(file), section));
      const listed = rows.map((row) => codeSpans(row[0]!)[0]!);
      const documentedAttributes = listed.filter((name) => !['options', 'state'].includes(name));
      assert.deepEqual(documentedAttributes.sort(), [...attributes].sort(), file);
    }
    assert.match(root, /@property\(\{ attribute: false(, hasChanged: \w+)? \}\) options/);
    assert.match(root, /get state\(\)/);
  });

  it('lists every error code with its status', () => {
    const rows = tableRows(sectionText(doc('docs/qa/errors.md'), 'Errors'));
    const documented = new Map(rows.map(([status, code]) => [codeSpans(code!)[0]!, Number(status)]));
    // `internal_error` is the answer to a fault of the mock itself, never to a request's content.
    const codes = ERROR_CODES.filter((code) => code !== 'internal_error');
    assert.deepEqual(
      new Map([...documented].sort()),
      new Map(codes.map((code) => [code, statusOf(code)] as [string, number]).sort()),
    );
  });

  it('names the seed pids the mock makes', () => {
    const rows = tableRows(sectionText(doc('docs/qa.md'), 'Pids of the demo seed'));
    const known = new Set(JSON.stringify(DEMO_PIDS).match(/[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}/g));
    for (const [, pid] of rows) assert.ok(known.has(codeSpans(pid!)[0]!), pid);
  });
});

describe('the Content Security Policy the README gives is enough', () => {
  const files = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(dir, entry.name))
        : entry.name.endsWith('.ts')
          ? [join(dir, entry.name)]
          : [],
    );
  const widget = files('src').filter((f) => !f.startsWith(join('src', 'gateway')) && !f.endsWith('.d.ts'));

  it('the widget has no eval, no inline styles and no resources of its own', () => {
    assert.ok(widget.length > 20);
    for (const file of widget) {
      const text = source(file);
      for (const [pattern, what] of [
        [/\beval\(|new Function\(|setTimeout\(\s*['"`]/, 'evaluated code'],
        [/\sstyle=|setAttribute\(\s*['"]style|unsafeHTML|<style\b/, 'an inline style'],
        [/url\(|@import|new Worker|<img\b|<iframe\b/, 'a resource of its own'],
      ] as const) {
        assert.doesNotMatch(text, pattern, `${file}: ${what}`);
      }
    }
  });

  it("Lit's production build evaluates no code", () => {
    for (const file of [
      'node_modules/lit-html/lit-html.js',
      'node_modules/@lit/reactive-element/reactive-element.js',
      'node_modules/@lit/reactive-element/css-tag.js',
    ]) {
      assert.doesNotMatch(source(file), /\beval\(|new Function\(/, file);
    }
    // Lit adopts constructed style sheets where the browser has them (every current one).
    assert.match(source('node_modules/@lit/reactive-element/css-tag.js'), /adoptedStyleSheets/);
  });
});
