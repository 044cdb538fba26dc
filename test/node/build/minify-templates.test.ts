import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { minifyCss, minifyHtml, minifyTemplates } from '../../../scripts/minify-templates';

const lines = (text: string) => text.split('\n').length;

describe('minifyHtml', () => {
  test('drops the indentation around line breaks and keeps the line breaks', () => {
    const raw = '\n      <div class="a">\n        <span>x</span>\n        <span>y</span>\n      </div>\n    ';
    assert.equal(minifyHtml(raw), '\n<div class="a">\n<span>x</span>\n<span>y</span>\n</div>\n');
    assert.equal(lines(minifyHtml(raw)), lines(raw));
  });

  test('keeps the spaces within a line, between inline elements and next to bindings', () => {
    for (const raw of ['<b>a</b> <i>b</i>', ' x ', '<span class="visually-hidden"> ', '  a  b  ']) {
      assert.equal(minifyHtml(raw), raw);
    }
  });
});

describe('minifyCss', () => {
  test('drops comments, indentation and spaces beside punctuation, and the last semicolon', () => {
    const raw = `
    @layer tb.component {
      /* a comment */
      th,
      td {
        padding: 1px 0;
        border-block: 2px solid red;
      }
    }
  `;
    const out = minifyCss(raw);
    assert.equal(
      out,
      '\n@layer tb.component{\n\nth,\ntd{\npadding:1px 0;\nborder-block:2px solid red\n}\n}\n',
    );
    assert.equal(lines(out), lines(raw));
  });

  test('keeps strings as they are', () => {
    assert.equal(minifyCss("content: counter(step) '. ';"), "content:counter(step) '. ';");
    assert.equal(minifyCss('font-family: "A ,  B";'), 'font-family:"A ,  B";');
  });

  test('keeps the spaces that separate words from an interpolation', () => {
    // The parts around `${…}` of `border: 1px solid ${color};` and `${a} ${b}`.
    assert.equal(minifyCss('border: 1px solid '), 'border:1px solid ');
    assert.equal(minifyCss(' '), ' ');
    assert.equal(minifyCss(' 0;\n  }'), ' 0\n}');
  });

  test('keeps calc() operators and descendant selectors', () => {
    assert.equal(minifyCss('width: calc(100% - 2rem);'), 'width:calc(100% - 2rem);');
    assert.equal(minifyCss(':host([theme="dark"]) .day :is(a, b) {'), ':host([theme="dark"]) .day :is(a,b){');
  });
});

describe('minifyTemplates', () => {
  const source = [
    "import { css, html } from 'lit';",
    'const styles = css`',
    '  :host {',
    '    color: ${token};',
    '  }',
    '`;',
    'const view = (x) => html`',
    '  <p class="x">',
    '    ${x} <b>y</b>',
    '  </p>`;',
    'const plain = `  keep   this  `;',
    'const pre = html`<pre>',
    '  as is</pre>`;',
  ].join('\n');

  test('minifies html, svg and css templates only, keeping every line in place', () => {
    const out = minifyTemplates(source);
    assert.equal(lines(out), lines(source));
    assert.ok(out.includes('css`\n:host{\ncolor:${token}\n}\n`'), out);
    assert.ok(out.includes('html`\n<p class="x">\n${x} <b>y</b>\n</p>`'), out);
    assert.ok(out.includes('`  keep   this  `'), 'untagged templates stay');
    assert.ok(out.includes('html`<pre>\n  as is</pre>`'), 'templates with <pre> stay');
    // Code outside the templates keeps its columns too.
    assert.deepEqual(
      out.split('\n').map((line) => line.startsWith('const')),
      source.split('\n').map((line) => line.startsWith('const')),
    );
  });

  test('leaves code without templates untouched', () => {
    const code = 'export const a = `html`;\nconst b = html;';
    assert.equal(minifyTemplates(code), code);
  });
});
