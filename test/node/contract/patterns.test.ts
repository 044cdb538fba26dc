/**
 * Every `pattern` of the published contract is a regular expression that schema-driven tools
 * can use: it compiles as ECMA-262 with the `u` flag (as JSON Schema validators compile it), it
 * carries no flags of a regular-expression literal, and it matches the examples of its own
 * schema, so a tool that validates writes against the document accepts what the service accepts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { loadContract } from './response-validator';

interface Found {
  readonly path: string;
  readonly pattern: string;
  readonly examples: readonly unknown[];
}

/** Every schema node with a `pattern`, with the JSON pointer and the examples beside it. */
function patternsOf(node: unknown, path = '#', found: Found[] = []): Found[] {
  if (Array.isArray(node)) {
    node.forEach((item, index) => patternsOf(item, `${path}/${index}`, found));
    return found;
  }
  if (node === null || typeof node !== 'object') return found;
  const schema = node as Record<string, unknown>;
  if (typeof schema.pattern === 'string') {
    const examples = [
      ...(Array.isArray(schema.examples) ? schema.examples : []),
      ...('example' in schema ? [schema.example] : []),
    ];
    found.push({ path, pattern: schema.pattern, examples });
  }
  for (const [key, value] of Object.entries(schema)) {
    patternsOf(value, `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, found);
  }
  return found;
}

const document = loadContract();
const found = patternsOf(document);
const distinct = [...new Set(found.map((entry) => entry.pattern))];

describe('patterns of the contract', () => {
  it('finds the patterns of the document', () => {
    assert.ok(found.length > 100, `only ${found.length} patterns found`);
  });

  it('compiles every pattern as a JSON Schema validator does (ECMA-262, unicode)', () => {
    const broken = distinct.filter((pattern) => {
      try {
        new RegExp(pattern, 'u');
        return false;
      } catch {
        return true;
      }
    });
    assert.deepEqual(broken, []);
  });

  it('carries no flags of a regular-expression literal after the closing anchor', () => {
    // `^…$/s` is a literal's flag copied into the pattern: a `$` followed by anything.
    const flagged = distinct.filter((pattern) => /\$\/[a-z]*$/.test(pattern));
    assert.deepEqual(flagged, []);
  });

  it('matches the examples of its own schema', () => {
    const misses = found.flatMap(({ path, pattern, examples }) =>
      examples
        .filter((example) => typeof example === 'string' && !new RegExp(pattern, 'u').test(example))
        .map((example) => `${path}: ${JSON.stringify(example)} does not match ${pattern}`),
    );
    assert.deepEqual(misses, []);
  });

  it('gives each distinct pattern at least one example that it matches', () => {
    const matched = new Set(
      found
        .filter(({ pattern, examples }) =>
          examples.some((example) => typeof example === 'string' && new RegExp(pattern, 'u').test(example)),
        )
        .map(({ pattern }) => pattern),
    );
    assert.deepEqual(
      distinct.filter((pattern) => !matched.has(pattern)),
      [],
    );
  });

  it('accepts a seat written with a row and a number through a third-party validator', () => {
    const ajv = new Ajv2020({ strict: false });
    const seat = document.components.schemas.SeatCreate;
    assert.ok(seat, 'SeatCreate is a component');
    const validate = ajv.compile({ ...seat, $defs: undefined });
    const base = { sector: '0B7C5E52-2D7A-4C5B-9E1F-6A3B4C5D6E7F', x: 1, y: 2 };
    assert.equal(validate({ ...base, row: '3', number: '12' }), true, ajv.errorsText(validate.errors));
    assert.equal(validate({ ...base, row: 'Loge A', number: '1' }), true, ajv.errorsText(validate.errors));
    assert.equal(validate({ ...base, row: ' 3', number: '12' }), false, 'a leading space is refused');
    assert.equal(validate({ ...base, row: '3', number: '12 ' }), false, 'a trailing space is refused');
  });
});
