/**
 * The Vite plugin that fills in the partials the demo pages share, as Vite serves or builds a
 * page: `<!-- site-head -->` (icon, style sheet and the site's script), `<!-- site-header -->`
 * (skip link and header) and `<!-- site-footer -->` (the footer, and the mock inspector after
 * it), each indented like its marker.
 */
import type { Plugin } from 'vite';
import { hasFooterWords, siteFooter } from './site-footer.js';
import { isLang, siteHeader } from './site-header.js';

// The site's icon: the logo's triangle, white on the house red.
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%238c1c2b'/%3E%3Cpath fill='white' d='M16 6l8 11H8z'/%3E%3C/svg%3E";

/**
 * The icon, style sheet and script every page links in its head (`<!-- site-head -->`). The
 * script (site.ts) runs the mock and gateway in the page and defines the mock inspector; a
 * page's own module scripts come after it, the widget's last.
 */
const siteHead = (): string => `<link rel="icon" href="${ICON}" />
<link rel="stylesheet" href="/demo/site.css" />
<script type="module" src="/demo/site.ts"></script>`;

/** The mock inspector every page of the site shows, after its footer (`<!-- site-footer -->`). */
const INSPECTOR = '<tb-mock-inspector api-base="/api" remember></tb-mock-inspector>';

/**
 * Puts the icon, style sheet and script where a page has `<!-- site-head -->`, the site header
 * where it has `<!-- site-header -->` and the footer with the mock inspector where it has
 * `<!-- site-footer -->`, header and footer in the page's language.
 */
export function sitePartialsPlugin(): Plugin {
  return {
    name: 'demo:site-partials',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { path }) {
        const page = path.replace(/[?#].*$/, '').replace(/\/index\.html$/, '/');
        const lang = /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];
        const fill = (marker: string, render: () => string) => (text: string) =>
          text.replace(new RegExp(`^([ \\t]*)<!-- ${marker} -->`, 'm'), (_, indent: string) =>
            render().replace(/^/gm, indent),
          );
        const withHead = fill('site-head', siteHead)(html);
        const withHeader = fill('site-header', () => {
          if (!isLang(lang)) throw new Error(`${page}: the site header has no words for lang="${lang}"`);
          return siteHeader(page, lang);
        })(withHead);
        return fill('site-footer', () => {
          if (lang === undefined || !hasFooterWords(lang))
            throw new Error(`${page}: the site footer has no words for lang="${lang}"`);
          return `${siteFooter(lang)}\n${INSPECTOR}`;
        })(withHeader);
      },
    },
  };
}
