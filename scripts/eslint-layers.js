// @ts-check
/**
 * The ESLint rule `layers/one-way`: a module may import from its own layer and from the layers
 * (folders or single files) its layer lists, nothing else in the repository. The table of layers
 * is the rule's option, in eslint.config.js; DESIGN.md §2 and docs/decisions/0006 explain it.
 *
 * Relative specifiers are resolved against the importing file, so `../../schemas/x` from a nested
 * folder and `../schemas/x` from a flat one are judged alike, and a folder name that happens to
 * recur elsewhere (`components/shared`) is never mistaken for another layer. Bare specifiers
 * (packages) are left to `no-restricted-imports`. A file outside every layer (tests, demo,
 * scripts) is not checked.
 */
import path from 'node:path';

/** @typedef {Record<string, string[]>} Layers layer folder → what it may import, repo-relative */

const EXTENSION = /\.(?:[cm]?[jt]s|json)$/;

/** Repo-relative path with `/` separators and without a script extension. */
function normalise(file, root) {
  return path.relative(root, file).split(path.sep).join('/').replace(EXTENSION, '');
}

/** Whether `file` is `prefix` itself or lies below it (`src/api` holds `src/api/x`, not `src/apis`). */
function within(file, prefix) {
  return file === prefix || file.startsWith(`${prefix}/`);
}

/** The most specific layer holding `file`, if any. */
function layerOf(file, names) {
  let best;
  for (const name of names) if (within(file, name) && (!best || name.length > best.length)) best = name;
  return best;
}

/** @type {import('eslint').Rule.RuleModule} */
const oneWay = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point one way between the layers of DESIGN.md §2' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: '{{from}} may not import {{target}}: {{from}} may import {{allowed}} (DESIGN.md §2).',
    },
  },
  create(context) {
    const { root = context.cwd, layers } = /** @type {{root?: string, layers: Layers}} */ (
      context.options[0]
    );
    const names = Object.keys(layers);
    const from = layerOf(normalise(context.filename, root), names);
    if (!from) return {};
    const listed = layers[from] ?? [];
    const allowed = listed.map((entry) => entry.replace(EXTENSION, ''));

    /** @param {import('eslint').Rule.Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('.')) return;
      const target = normalise(path.resolve(path.dirname(context.filename), specifier), root);
      const targetLayer = layerOf(target, names);
      if (targetLayer === from) return;
      // A folder import means its index module.
      if (allowed.some((entry) => within(target, entry) || `${target}/index` === entry)) return;
      context.report({
        node: source,
        messageId: 'forbidden',
        data: {
          from,
          target: target.startsWith('..') ? specifier : target,
          allowed: listed.length ? listed.join(', ') : 'nothing outside its own folder',
        },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `import('../x').T` in a type position (typescript-eslint's node, absent from estree's types).
      /** @param {any} node */
      TSImportType: (node) =>
        check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { 'one-way': oneWay } };
