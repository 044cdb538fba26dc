/**
 * Framework-native types of the widget's elements, generated from `custom-elements.json` at
 * build time (scripts/build-package.ts writes them to `dist/types/frameworks/`): a page written
 * in React 19, Vue 3, Svelte 5 or Solid gets its elements' properties and events checked by
 * `tsc`, `vue-tsc` or `svelte-check`.
 *
 * The manifest says which tags, properties, attributes and events there are; their types are
 * the package's own (`HTMLElementTagNameMap` and `GlobalEventHandlersEventMap`, declared by
 * `ticket-booking`), so a property is typed exactly as on the element class. Each framework
 * names events its own way: React 19 and Svelte 5 listen to `on<event name>` (`ontb-ready`),
 * Vue to `@tb-ready` (the prop `onTbReady`), Solid to `on:tb-ready`.
 */

interface ManifestMember {
  kind: string;
  name: string;
  readonly?: boolean;
  static?: boolean;
  privacy?: string;
}

interface ManifestDeclaration {
  kind: string;
  name: string;
  tagName?: string;
  members?: ManifestMember[];
  attributes?: { name: string; fieldName?: string }[];
  events?: { name: string }[];
}

interface Manifest {
  modules: { declarations?: ManifestDeclaration[] }[];
}

/** What a page may set on one element. */
interface ElementApi {
  tag: string;
  /** Writable properties, by their JavaScript name. */
  properties: string[];
  /** Attributes whose name is not a property's (`api-base` for `apiBase`). */
  attributes: string[];
  events: string[];
}

export type Framework = 'react' | 'vue' | 'svelte' | 'solid';

export const FRAMEWORKS: readonly Framework[] = ['react', 'vue', 'svelte', 'solid'];

/** The registered elements of the manifest, in tag order. */
function elementApis(manifest: Manifest): ElementApi[] {
  const elements = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration): declaration is ManifestDeclaration & { tagName: string } =>
      Boolean(declaration.kind === 'class' && declaration.tagName),
    );
  if (elements.length === 0) throw new Error('custom-elements.json declares no element');
  return elements
    .map((element) => {
      const properties = (element.members ?? [])
        .filter((member) => member.kind === 'field' && !member.readonly && !member.static && !member.privacy)
        .map((member) => member.name);
      const attributes = (element.attributes ?? [])
        .filter((attribute) => attribute.fieldName && attribute.fieldName !== attribute.name)
        .map((attribute) => attribute.name);
      return {
        tag: element.tagName,
        properties: [...new Set(properties)].sort(),
        attributes: [...new Set(attributes)].sort(),
        events: [...new Set((element.events ?? []).map((event) => event.name))].sort(),
      };
    })
    .sort((a, b) => (a.tag < b.tag ? -1 : 1));
}

const union = (names: readonly string[]) =>
  names.length ? names.map((name) => JSON.stringify(name)).join(' | ') : 'never';

/** The shared part of every file: the element's properties, events and attributes as types. */
const helpers = `import type { TicketBooking } from '../index.js';

/** An element of the widget, as \`ticket-booking\` declares it. */
type Tag = keyof HTMLElementTagNameMap;
type El<T extends Tag> = HTMLElementTagNameMap[T];
/** Its writable properties, each optional, typed as on the element class. */
type Properties<T extends Tag, K extends keyof El<T>> = { [P in K]?: El<T>[P] };
/** An event of the widget and its class. */
type TbEvent = keyof GlobalEventHandlersEventMap & \`tb-\${string}\`;
type Listener<E extends TbEvent> = (event: GlobalEventHandlersEventMap[E]) => void;
/** Attributes that are not the name of a property (\`api-base\` for \`apiBase\`): text. */
type Attributes<A extends string> = { [N in A]?: string };

/** Keeps the import: the tag and event maps come with the package's declarations. */
export type { TicketBooking };
`;

/** One line per element, `indent` spaces in. */
function entries(apis: readonly ElementApi[], indent: number, props: (api: ElementApi) => string): string {
  return apis.map((api) => `${' '.repeat(indent)}${JSON.stringify(api.tag)}: ${props(api)};`).join('\n');
}

const args = (api: ElementApi) =>
  `${JSON.stringify(api.tag)}, ${union(api.properties)}, ${union(api.events)}, ${union(api.attributes)}`;

const generators: Record<Framework, (apis: readonly ElementApi[]) => string> = {
  react: (apis) => `import type { HTMLAttributes, RefAttributes } from 'react';
${helpers}
/** React 19 sets a custom element's properties and listens to \`on<event>\` (\`ontb-ready\`). */
type Events<E extends TbEvent> = { [N in E as \`on\${N}\`]?: Listener<N> };
type Props<T extends Tag, K extends keyof El<T>, E extends TbEvent, A extends string> = Omit<
  HTMLAttributes<El<T>>,
  K
> &
  RefAttributes<El<T>> &
  Properties<T, K> &
  Events<E> &
  Attributes<A>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${entries(apis, 6, (api) => `Props<${args(api)}>`)}
    }
  }
}
`,
  vue: (apis) => `import type { DefineComponent } from 'vue';
${helpers}
/** Vue listens with \`@tb-ready\`, which it checks as the prop \`onTbReady\`. */
type Camel<S extends string> = S extends \`\${infer H}-\${infer R}\` ? \`\${Capitalize<H>}\${Camel<R>}\` : Capitalize<S>;
type Events<E extends TbEvent> = { [N in E as \`on\${Camel<N>}\`]?: Listener<N> };
type Props<T extends Tag, K extends keyof El<T>, E extends TbEvent, A extends string> = Properties<T, K> &
  Events<E> &
  Attributes<A>;

declare module 'vue' {
  interface GlobalComponents {
${entries(apis, 4, (api) => `DefineComponent<Props<${args(api)}>>`)}
  }
}
`,
  svelte: (apis) => `import type { HTMLAttributes } from 'svelte/elements';
${helpers}
/** Svelte 5 sets a custom element's properties and listens to \`on<event>\` (\`ontb-ready\`). */
type Events<E extends TbEvent> = { [N in E as \`on\${N}\`]?: Listener<N> };
type Props<T extends Tag, K extends keyof El<T>, E extends TbEvent, A extends string> = Omit<
  HTMLAttributes<El<T>>,
  K
> &
  Properties<T, K> &
  Events<E> &
  Attributes<A>;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${entries(apis, 4, (api) => `Props<${args(api)}>`)}
  }
}
`,
  solid: (apis) => `import type { JSX as SolidJSX } from 'solid-js';
${helpers}
/** Solid sets a custom element's properties and listens with \`on:tb-ready\`. */
type Events<E extends TbEvent> = { [N in E as \`on:\${N}\`]?: Listener<N> };
type Props<T extends Tag, K extends keyof El<T>, E extends TbEvent, A extends string> = Omit<
  SolidJSX.HTMLAttributes<El<T>>,
  K
> &
  Properties<T, K> &
  Events<E> &
  Attributes<A>;

declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements {
${entries(apis, 6, (api) => `Props<${args(api)}>`)}
    }
  }
}
`,
};

const banner = (framework: Framework) =>
  `// The elements of ticket-booking for ${framework}, generated from custom-elements.json by\n` +
  `// scripts/framework-types.ts. Use: import type {} from 'ticket-booking/${framework}';\n`;

/** The declaration file for `framework`, written to `dist/types/frameworks/<framework>.d.ts`. */
export function frameworkTypes(framework: Framework, manifest: Manifest): string {
  return banner(framework) + generators[framework](elementApis(manifest));
}
