import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { sitePartialsPlugin } from './demo/partials/plugin.js';
import { embedChunksPlugin, embedEntryBanner, inFirstRender } from './scripts/embed-chunks.js';
import { minifyTemplatesPlugin } from './scripts/minify-templates.js';
import { firstPartFileName, splitCatalogsPlugin } from './scripts/split-catalogs.js';

// `vite`                    -> dev server for the demo (index.html + demo/; public/ holds the MSW worker);
//                              its pages get their shared head links, header and footer from demo/partials/
// `vite build`              -> ESM library: dist/index.js (widget) and dist/api.js (typed client)
// `vite build --mode embed` -> dist/ticket-booking.js, the classic script for the script tag (Lit and
//                              what the show list needs), and beside it the chunks it loads later:
//                              dist/ticket-booking.<name>-<hash>.js (steps, seat map, languages), but a
//                              language's first part as dist/ticket-booking.<lang>.js (a page preloads it)
// Both builds drop the indentation of html`` and css`` templates (scripts/minify-templates.ts).

// `npm start -- --port N` picks another port; when 5173 is taken Vite moves to the next free one and
// prints it (the demo's in-page mock keeps its state per origin, so each port has its own).
const server = { host: '127.0.0.1', port: 5173, strictPort: false };

/** npm consumers install the runtime dependencies themselves, so the ESM build leaves them external. */
const runtimeDependencies = Object.keys(pkg.dependencies);
const isRuntimeDependency = (id: string) =>
  runtimeDependencies.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig(({ mode }): UserConfig => {
  const shared: UserConfig = {
    server,
    preview: { ...server, port: 4173 },
    // The dependency scan reads the demo's pages only: public/api-reference.html (Redoc, built on
    // `npm start`) inlines a script the scanner cannot parse, and imports nothing of ours anyway.
    optimizeDeps: { entries: ['index.html', 'demo/**/*.html'] },
    plugins: [
      // Builds only: the JavaScript minifier keeps template text as written.
      minifyTemplatesPlugin(),
      // The demo pages' shared skip link and header, put into their HTML.
      sitePartialsPlugin(),
    ],
  };
  const build = {
    target: 'es2022',
    // Source maps for the script-tag build only: it is minified and served to browsers as is, so
    // a site's developer tools need them. The ESM build is readable as it is, and a site's own
    // bundler makes the maps of what it serves (docs/decisions/0009-two-packages.md).
    sourcemap: mode === 'embed',
    // public/ holds the demo's mockServiceWorker.js, which never belongs in the library output.
    copyPublicDir: false,
  };
  // Escape non-ASCII text ("läuft"): a site may serve the script without `charset=utf-8`, and
  // the browser would then decode it as windows-1252. (Tagged-template text stays literal, so
  // user-facing text belongs in the i18n catalogs, not inside html`` templates.)
  const output = { charset: 'ascii' } as const;

  if (mode === 'embed') {
    const entryFile = 'ticket-booking.js';
    return {
      ...shared,
      plugins: [
        ...(shared.plugins ?? []),
        // Only the page's language is loaded: the other catalogues become chunks.
        {
          name: 'tb:lazy-catalogs',
          enforce: 'pre',
          resolveId(source, importer) {
            if (source === './catalogs.js' && importer && /[\\/]src[\\/]i18n[\\/]/.test(importer))
              return fileURLToPath(new URL('./src/i18n/catalogs.embed.ts', import.meta.url));
            return null;
          },
        },
        // Each language in two chunks: what the show list says, and the rest with the later steps.
        splitCatalogsPlugin(),
        embedChunksPlugin({ entryFile, version: pkg.version }),
      ],
      build: {
        ...build,
        // Runs after the ESM build into the same folder.
        emptyOutDir: false,
        lib: {
          entry: { 'ticket-booking': 'src/embed.ts' },
          formats: ['es'],
          fileName: () => entryFile,
        },
        rolldownOptions: {
          // The entry's rewrite into a classic script keeps its source map right.
          experimental: { nativeMagicString: true },
          // Lets the entry take in what it shares with its chunks: they import it from the entry.
          preserveEntrySignatures: 'allow-extension',
          output: {
            ...output,
            // A language's first part keeps its name (`ticket-booking.de.js`) so a page can preload it.
            // Other chunks are `ticket-booking.<name>-<hash>.js` with no dot in the name (a chunk
            // shared by others is named after its module: form.styles.ts → form-styles), as the
            // site owners' guide's patterns of the chunks expect.
            chunkFileNames: (chunk) =>
              firstPartFileName(chunk, 'ticket-booking') ??
              `ticket-booking.${chunk.name.replace(/\./g, '-')}-[hash].js`,
            // Everything the entry reaches statically goes into the entry itself, never into a
            // chunk it would have to import first.
            codeSplitting: { groups: [{ name: 'ticket-booking', test: inFirstRender }] },
            // Served as is to browsers: minified, whitespace too (Vite leaves that to the consumer
            // of an ESM library).
            minify: true,
            // The entry runs as a classic script: a function of its own, in strict mode as a module.
            banner: (chunk) => (chunk.fileName === entryFile ? embedEntryBanner : ''),
            footer: (chunk) => (chunk.fileName === entryFile ? '})();' : ''),
          },
        },
      },
    };
  }

  return {
    ...shared,
    build: {
      ...build,
      lib: {
        entry: {
          index: 'src/index.ts',
          api: 'src/api/index.ts',
          gateway: 'src/gateway/index.ts',
          'gateway-node': 'src/gateway/node.ts',
        },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: { external: isRuntimeDependency, output },
    },
  };
});
