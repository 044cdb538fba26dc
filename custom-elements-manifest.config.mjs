/**
 * Configuration of @custom-elements-manifest/analyzer, which writes `custom-elements.json` from
 * the elements' JSDoc (`@slot`, `@event`, `@csspart`, `@cssprop`, `@cssstate`) and their Lit
 * properties. `npm run manifest` writes the file, `npm run check:manifest` fails when it is
 * stale; `npx cem analyze` gives the same file.
 *
 * The plugins below add what the analyzer cannot see on its own:
 *
 * - tag names: the classes never call `customElements.define`; `src/define.ts` registers them
 *   from its `elements` map, which is read here as if each entry were a define call;
 * - events: their `tb-*` name (each event class's `eventName`) and `detail` type, resolved by
 *   the TypeScript checker from `src/components/events.ts`;
 * - custom properties: the default of every `--tb-*` token, from `src/styles/tokens.ts`; and
 *   `<ticket-booking>`'s list of them all, each described by its entry's JSDoc there.
 *
 * They also fail the run when the JSDoc is wrong: an `@event` whose class has another name, an
 * event dispatched without an `@event` tag, a `@cssprop --tb-*` that is no token (or one that
 * `<ticket-booking>` lists itself), or a token without a description. Private and protected members are left out (they are
 * no API), and modules are sorted, so the output depends on the sources only.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { posix } from 'node:path';
import ts from 'typescript';

const root = fileURLToPath(new URL('.', import.meta.url));
const DEFINE = 'src/define.ts';
const EVENTS = 'src/components/events.ts';
const TOKENS = 'src/styles/tokens.ts';
const ROOT_TAG = 'ticket-booking';
/** The package's entry: what it exports is API. */
const ENTRY = 'src/index.ts';
/** The module of the package the elements are imported from (`ticket-booking`). */
const PACKAGE_MODULE = 'dist/index.js';

/**
 * The parts of the manifest (https://github.com/webcomponents/custom-elements-manifest) used here.
 *
 * @typedef {{ name: string, description?: string, type?: { text: string }, detail?: { text: string } }} ElementEvent
 * @typedef {{ name: string, description?: string, default?: string }} CssProperty
 * @typedef {{ name: string, privacy?: string, static?: boolean, inheritedFrom?: { name: string } }} Member
 * @typedef {{ kind: string, name: string, tagName?: string, events?: ElementEvent[], cssProperties?: CssProperty[], members?: Member[] }} Element
 * @typedef {{ kind: string, name: string, declaration?: { name: string, module?: string } }} Export
 * @typedef {{ path: string, declarations?: Element[], exports?: Export[] }} Module
 * @typedef {{ modules: Module[] }} Package
 */

/** @param {string} message */
function fail(message) {
  throw new Error(`custom-elements.json: ${message}`);
}

/**
 * The expression inside `… satisfies T`, `… as const` and parentheses.
 *
 * @param {import('typescript').Expression} node
 * @param {typeof import('typescript')} api the TypeScript that parsed `node`
 */
function unwrap(node, api = ts) {
  let current = node;
  while (
    api.isSatisfiesExpression(current) ||
    api.isAsExpression(current) ||
    api.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** @param {Package} manifest @returns {Element[]} */
function classes(manifest) {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter((declaration) => declaration.kind === 'class'),
  );
}

/**
 * Tag names from `src/define.ts`: each entry `'tag': Class` of its `HTMLElementTagNameMap`
 * declaration (every element the widget registers, `<tb-seat-map>` included, which
 * `defineSeatMap()` defines when it is first needed) becomes the `custom-element-definition`
 * export a `customElements.define('tag', Class)` call would give, which the analyzer then links
 * to the class. Every tag of the `elements` map must be there.
 */
function registeredTags() {
  /** @type {Set<string>} */
  const declared = new Set();
  /** @type {Set<string>} */
  const registered = new Set();
  return {
    name: 'ticket-booking/registered-tags',
    /**
     * The analyzer parses with its own copy of TypeScript, whose syntax kinds may differ from
     * the project's: its nodes are tested with the `ts` it passes.
     *
     * @param {{ ts: typeof import('typescript'), node: import('typescript').Node, moduleDoc: Partial<Module> }} params
     */
    analyzePhase({ ts, node, moduleDoc }) {
      if (moduleDoc.path !== DEFINE) return;
      if (ts.isVariableDeclaration(node) && node.name.getText() === 'elements' && node.initializer) {
        const map = unwrap(node.initializer, ts);
        if (!ts.isObjectLiteralExpression(map)) fail(`${DEFINE}: \`elements\` is no object literal`);
        for (const entry of map.properties) {
          if (ts.isPropertyAssignment(entry) && ts.isStringLiteral(entry.name))
            registered.add(entry.name.text);
        }
        return;
      }
      if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'HTMLElementTagNameMap') return;
      const imports = new Map();
      for (const statement of node.getSourceFile().statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
        const bindings = statement.importClause?.namedBindings;
        if (!bindings || !ts.isNamedImports(bindings)) continue;
        const from = posix
          .join(posix.dirname(DEFINE), statement.moduleSpecifier.text)
          .replace(/\.js$/, '.ts');
        for (const element of bindings.elements) imports.set(element.name.text, from);
      }
      for (const entry of node.members) {
        if (!ts.isPropertySignature(entry) || !entry.name || !ts.isStringLiteral(entry.name)) continue;
        const type = entry.type;
        if (!type || !ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName)) {
          fail(`${DEFINE}: HTMLElementTagNameMap['${entry.name.text}'] names no imported class`);
        }
        const name = type.typeName.text;
        const module = imports.get(name) ?? fail(`${DEFINE}: ${name} is not imported by name`);
        moduleDoc.exports = [
          ...(moduleDoc.exports ?? []),
          { kind: 'custom-element-definition', name: entry.name.text, declaration: { name, module } },
        ];
        declared.add(entry.name.text);
      }
    },
    packageLinkPhase() {
      if (declared.size === 0) fail(`no tag found in the HTMLElementTagNameMap of ${DEFINE}`);
      const missing = [...registered].filter((tag) => !declared.has(tag));
      if (missing.length) fail(`${DEFINE}: HTMLElementTagNameMap lacks ${missing.join(', ')}`);
    },
  };
}

/**
 * Event classes of `src/components/events.ts` by class name: the event's name (its static
 * `eventName`) and the type of its `detail`, with the properties spelled out.
 *
 * @returns {Map<string, { name: string, detail: string }>}
 */
function eventClasses() {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${root}tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) =>
        fail(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    },
  );
  const file = `${root}${EVENTS}`;
  const program = ts.createProgram([file], { ...config?.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file) ?? fail(`cannot read ${EVENTS}`);
  const flags =
    ts.TypeFormatFlags.NoTruncation |
    ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
    ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  /** @param {import('typescript').Type} type @param {import('typescript').Node} at */
  const print = (type, at) =>
    // A named union of literals (`DeliveryMethod`, `ErrorKey`) is spelled out: its name is not API.
    type.isUnion() && type.aliasSymbol && type.types.every((member) => member.isLiteral())
      ? type.types.map((member) => checker.typeToString(member, at, flags)).join(' | ')
      : checker.typeToString(type, at, flags);

  const events = new Map();
  for (const statement of source.statements) {
    if (!ts.isClassDeclaration(statement) || !statement.name) continue;
    const eventName = statement.members.find(
      (member) => ts.isPropertyDeclaration(member) && member.name.getText() === 'eventName',
    );
    if (!eventName || !ts.isPropertyDeclaration(eventName)) continue;
    if (!eventName.initializer || !ts.isStringLiteral(eventName.initializer)) {
      fail(`${EVENTS}: ${statement.name.text}.eventName is no string literal`);
    }
    const symbol = checker.getSymbolAtLocation(statement.name) ?? fail(`${EVENTS}: ${statement.name.text}`);
    const detail = checker.getDeclaredTypeOfSymbol(symbol).getProperty('detail');
    if (!detail) fail(`${EVENTS}: ${statement.name.text} has no detail`);
    const detailType = checker.getTypeOfSymbolAtLocation(detail, statement);
    const properties = checker.getPropertiesOfType(detailType).map((property) => {
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const type = checker.getTypeOfSymbolAtLocation(property, statement);
      return `${property.name}${optional ? '?' : ''}: ${print(optional ? checker.getNonNullableType(type) : type, statement)}`;
    });
    events.set(statement.name.text, {
      name: eventName.initializer.text,
      detail: `{ ${properties.join('; ')} }`,
    });
  }
  return events;
}

/**
 * Every event of an element gets its `tb-*` name, its class (with a reference to its module)
 * and its `detail` type. The analyzer also records events it sees dispatched
 * (`this.dispatchEvent(new TbReservationExpireEvent(…))`) without a name: they are merged
 * into the JSDoc entry of the same name, which must exist.
 */
function eventDetails() {
  return {
    name: 'ticket-booking/event-details',
    /** @param {{ customElementsManifest: Package }} params */
    packageLinkPhase({ customElementsManifest }) {
      const known = eventClasses();
      const byName = new Map([...known].map(([className, event]) => [event.name, className]));
      for (const element of classes(customElementsManifest)) {
        if (!element.events?.length) continue;
        const label = element.tagName ?? element.name;
        /** @type {Map<string, ElementEvent>} */
        const merged = new Map();
        for (const event of element.events) {
          const typeName = event.type?.text;
          const fromType = typeName === undefined ? undefined : known.get(typeName);
          const name = event.name || fromType?.name;
          if (!name) fail(`<${label}> dispatches ${typeName ?? 'an event'} that is no class of ${EVENTS}`);
          if (fromType && fromType.name !== name) {
            fail(`<${label}>: @event {${typeName}} ${name}, but ${typeName} is named ${fromType.name}`);
          }
          const className = byName.get(name) ?? fail(`<${label}>: @event ${name} has no class in ${EVENTS}`);
          const previous = merged.get(name);
          merged.set(name, {
            ...previous,
            ...event,
            name,
            description: event.description || previous?.description || '',
            type: { text: className, references: [{ name: className, module: EVENTS }] },
            detail: { text: known.get(className)?.detail ?? '' },
          });
        }
        for (const event of merged.values()) {
          if (!event.description) fail(`<${label}> dispatches ${event.name} but has no @event tag for it`);
        }
        element.events = [...merged.values()];
      }
    },
  };
}

/**
 * `--tb-*` token → its default (`light-dark(<light>, <dark>)` for colours) and its description
 * (the entry's JSDoc), from tokens.ts, in the order tokens.ts defines them.
 */
function tokenValues() {
  const text = readFileSync(`${root}${TOKENS}`, 'utf8');
  const source = ts.createSourceFile(TOKENS, text, ts.ScriptTarget.ES2022, true);
  /** @type {Map<string, { value: string, description: string }>} */
  const values = new Map();
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'definitions' && node.initializer) {
      const map = unwrap(node.initializer);
      if (!ts.isObjectLiteralExpression(map)) fail(`${TOKENS}: \`definitions\` is no object literal`);
      for (const entry of map.properties) {
        if (!ts.isPropertyAssignment(entry)) continue;
        const name = ts.isStringLiteral(entry.name) ? entry.name.text : entry.name.getText();
        const value = entry.initializer;
        const docs = ts.getJSDocCommentsAndTags(entry).filter(ts.isJSDoc);
        const description = docs
          .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
          .join(' ')
          .trim();
        if (!description) fail(`${TOKENS}: the token ${name} has no description (a /** … */ comment)`);
        if (ts.isStringLiteral(value)) values.set(`--tb-${name}`, { value: value.text, description });
        else if (ts.isArrayLiteralExpression(value) && value.elements.every(ts.isStringLiteral)) {
          const [light, dark] = value.elements.map(
            (element) => /** @type {import('typescript').StringLiteral} */ (element).text,
          );
          values.set(`--tb-${name}`, { value: `light-dark(${light}, ${dark})`, description });
        } else fail(`${TOKENS}: the token ${name} is no string or [light, dark] pair`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (values.size === 0) fail(`no token found in ${TOKENS}`);
  return values;
}

/**
 * Each `--tb-*` custom property must be a design token and gets its default. The root element
 * documents every token, with the description tokens.ts gives it: all of them reach its steps,
 * and it is where a site owner sets them (its JSDoc lists no `@cssprop --tb-*` of its own).
 */
function tokenDefaults() {
  return {
    name: 'ticket-booking/token-defaults',
    /** @param {{ customElementsManifest: Package }} params */
    packageLinkPhase({ customElementsManifest }) {
      const tokens = tokenValues();
      for (const element of classes(customElementsManifest)) {
        const label = element.tagName ?? element.name;
        for (const property of element.cssProperties ?? []) {
          if (!property.name.startsWith('--tb-')) continue;
          const token = tokens.get(property.name);
          if (token === undefined) fail(`<${label}>: @cssprop ${property.name} is no token of ${TOKENS}`);
          if (element.tagName === ROOT_TAG)
            fail(`<${ROOT_TAG}>: @cssprop ${property.name} is listed from ${TOKENS}, not from its JSDoc`);
          property.default ??= token.value;
        }
        if (element.tagName === ROOT_TAG) {
          element.cssProperties = [
            ...(element.cssProperties ?? []),
            ...[...tokens].map(([name, token]) => ({
              description: token.description,
              name,
              default: token.value,
            })),
          ];
        }
      }
    },
  };
}

/**
 * Only the public API, as the package ships it:
 *
 * - private, protected and static members go, and so do the fields an element gets from its
 *   `<ticket-booking>` by context (`@consume`: `flow`, `state`, `locale` of the steps), which a
 *   page does not set;
 * - every event class of `src/components/events.ts` must be dispatched by a registered element;
 * - the modules become the one the package's elements are imported from, `dist/index.js` (the
 *   sources are not shipped): it declares the registered elements and what `src/index.ts`
 *   exports (helper classes such as the steps' controllers are no API), and references name it.
 */
function publicApi() {
  /** @type {Set<string>} `Class.member` of every field decorated with `@consume`. */
  const fromContext = new Set();
  return {
    name: 'ticket-booking/public-api',
    /** @param {{ ts: typeof import('typescript'), node: import('typescript').Node }} params */
    analyzePhase({ ts, node }) {
      if (!ts.isPropertyDeclaration(node) || !ts.isClassDeclaration(node.parent) || !node.parent.name) return;
      const consumed = (ts.getDecorators?.(node) ?? []).some(
        (decorator) =>
          ts.isCallExpression(decorator.expression) &&
          decorator.expression.expression.getText() === 'consume',
      );
      if (consumed) fromContext.add(`${node.parent.name.text}.${node.name.getText()}`);
    },
    /** @param {{ customElementsManifest: Package }} params */
    packageLinkPhase({ customElementsManifest }) {
      for (const declaration of classes(customElementsManifest)) {
        declaration.members = declaration.members?.filter((member) => {
          const owner = member.inheritedFrom?.name ?? declaration.name;
          return (
            member.privacy !== 'private' &&
            member.privacy !== 'protected' &&
            !member.static &&
            !member.name.startsWith('#') &&
            !fromContext.has(`${owner}.${member.name}`)
          );
        });
      }

      const dispatched = new Set(
        classes(customElementsManifest)
          .filter((declaration) => declaration.tagName)
          .flatMap((declaration) => (declaration.events ?? []).map((event) => event.type?.text)),
      );
      const undispatched = [...eventClasses().keys()].filter((name) => !dispatched.has(name));
      if (undispatched.length) fail(`no registered element lists ${undispatched.join(', ')}`);

      const exported = exportedNames();
      /** @type {Element[]} */
      const declarations = [];
      /** @type {Export[]} */
      const exports = [];
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.tagName || exported.has(declaration.name)) declarations.push(declaration);
        }
        for (const entry of module.exports ?? []) {
          if (entry.kind === 'custom-element-definition' || exported.has(entry.name)) exports.push(entry);
        }
      }
      /** @param {unknown} value */
      const fix = (value) => {
        if (Array.isArray(value)) value.forEach(fix);
        else if (value && typeof value === 'object') {
          const record = /** @type {Record<string, unknown>} */ (value);
          if (typeof record.module === 'string' && /^\/?src\//.test(record.module))
            record.module = PACKAGE_MODULE;
          Object.values(record).forEach(fix);
        }
      };
      const byName = (/** @type {{ name: string }} */ a, /** @type {{ name: string }} */ b) =>
        a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
      const module = {
        kind: 'javascript-module',
        path: PACKAGE_MODULE,
        declarations: declarations.sort(byName),
        exports: exports.sort((a, b) => byName(a, b) || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0)),
      };
      fix(module);
      customElementsManifest.modules = [module];
    },
  };
}

/** The names `src/index.ts` exports (values and types). */
function exportedNames() {
  const text = readFileSync(`${root}${ENTRY}`, 'utf8');
  const source = ts.createSourceFile(ENTRY, text, ts.ScriptTarget.ES2022, true);
  const names = new Set();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause)) fail(`${ENTRY}: \`export *\` hides what is exported`);
    for (const element of clause.elements) names.add(element.name.text);
  }
  if (names.size === 0) fail(`no export found in ${ENTRY}`);
  return names;
}

export default {
  globs: ['src/components/**/*.ts', DEFINE],
  exclude: ['src/components/**/*.styles.ts', 'src/components/**/*.test.ts', 'src/components/**/*.spec.ts'],
  outdir: '.',
  litelement: true,
  // The script lines are kept by hand: the analyzer must not rewrite package.json.
  packagejson: false,
  plugins: [registeredTags(), eventDetails(), tokenDefaults(), publicApi()],
};
