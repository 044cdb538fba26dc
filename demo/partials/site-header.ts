/**
 * The skip link and header all pages of the demo site share. A page marks their place with
 * `<!-- site-header -->`; `sitePartialsPlugin()` (plugin.ts, in vite.config.ts) puts them there
 * as Vite serves or builds the page. They are in the HTML, not added by a script, so the navigation is there
 * without JavaScript and nothing shifts when the page's scripts run.
 *
 * The words follow the page's `<html lang>`, the page's own link is marked with
 * `aria-current="page"` by its path, and a link to a page in another language says which.
 */

type Lang = 'de' | 'fr';

const HOME = '/';
const FRENCH_HOME = '/demo/pages/le-petit-prince.html';

const WORDS: Readonly<Record<Lang, Readonly<Record<'skip' | 'home' | 'languages' | 'pages', string>>>> = {
  de: {
    skip: 'Zum Inhalt springen',
    home: 'Theater am Seefeld, zur Startseite',
    languages: 'Sprache',
    pages: 'Hauptnavigation',
  },
  fr: {
    skip: 'Aller au contenu',
    home: 'Theater am Seefeld, page d’accueil',
    languages: 'Langue',
    pages: 'Navigation principale',
  },
};

/** Where each language's pages start. */
const LANGUAGES: readonly { lang: Lang; href: string; abbr: string; name: string }[] = [
  { lang: 'de', href: HOME, abbr: 'DE', name: 'Deutsch' },
  { lang: 'fr', href: FRENCH_HOME, abbr: 'FR', name: 'Français' },
];

/** The main navigation: each page, the language it is written in, and its name in each language. */
const PAGES: readonly { href: string; lang: Lang; name: Readonly<Record<Lang, string>> }[] = [
  { href: HOME, lang: 'de', name: { de: 'Spielplan', fr: 'Programme' } },
  {
    href: '/demo/pages/dreigroschenoper.html',
    lang: 'de',
    name: { de: 'Die Dreigroschenoper', fr: 'L’Opéra de quat’sous' },
  },
  { href: '/demo/pages/lago-sonoro.html', lang: 'de', name: { de: 'Lago Sonoro', fr: 'Lago Sonoro' } },
  {
    href: '/demo/pages/konzert-und-gala.html',
    lang: 'de',
    name: { de: 'Konzert & Gala', fr: 'Concert & gala' },
  },
  { href: FRENCH_HOME, lang: 'fr', name: { de: 'Le Petit Prince', fr: 'Le Petit Prince' } },
  {
    href: '/demo/pages/ticketschalter.html',
    lang: 'de',
    name: { de: 'Ticketschalter-App', fr: 'Guichet (application)' },
  },
  {
    href: '/demo/pages/widget-ereignisse.html',
    lang: 'de',
    name: { de: 'Widget-Ereignisse', fr: 'Événements du widget' },
  },
  {
    href: '/demo/pages/vorverkauf.html',
    lang: 'de',
    name: { de: 'Vorverkaufsstart', fr: 'Ouverture des ventes' },
  },
];

const LOGO =
  'M4 20c3-3 6-3 9 0s6 3 9 0 6-3 6-3v4s-3 3-6 3-6-3-9-3-6 3-9 3zm0 6c3-3 6-3 9 0s6 3 9 0 6-3 6-3v3s-3 3-6 3-6-3-9-3-6 3-9 3zM16 3l8 11H8z';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Attributes, from pairs whose value is not undefined. */
const attributes = (pairs: Record<string, string | undefined>) =>
  Object.entries(pairs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escape(value!)}"`)
    .join('');

/** The skip link and header of the page at `path` (e.g. `/` or `/demo/pages/lago-sonoro.html`). */
export function siteHeader(path: string, lang: Lang): string {
  const words = WORDS[lang];
  const other = (target: Lang) => (target === lang ? undefined : target);
  const languages = LANGUAGES.map(
    (language) =>
      `<li><a${attributes({
        href: language.href,
        lang: language.lang,
        hreflang: language.lang,
        'aria-current': language.lang === lang ? 'true' : undefined,
      })}><abbr title="${escape(language.name)}">${language.abbr}</abbr></a></li>`,
  );
  const pages = PAGES.map(
    (page) =>
      `<li><a${attributes({
        href: page.href,
        lang: other(page.lang),
        hreflang: other(page.lang),
        'aria-current': page.href === path ? 'page' : undefined,
      })}>${escape(page.name[lang])}</a></li>`,
  );
  // The brand leads to the German home page; its label is in the page's language, so only
  // `hreflang` tells a French reader where it goes.
  const brand = attributes({ class: 'brand', href: HOME, 'aria-label': words.home, hreflang: other('de') });
  return `<a class="skip-link" href="#main">${escape(words.skip)}</a>
<header class="site-header">
  <div class="wrap">
    <a${brand}
      ><svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><path fill="currentColor" d="${LOGO}" /></svg
      ><span>Theater am Seefeld</span></a
    >
    <nav class="languages" aria-label="${escape(words.languages)}">
      <ul>
        ${languages.join('\n        ')}
      </ul>
    </nav>
  </div>
  <nav class="site-nav" aria-label="${escape(words.pages)}">
    <ul class="wrap">
      ${pages.join('\n      ')}
    </ul>
  </nav>
</header>`;
}

export const isLang = (lang: string | undefined): lang is Lang =>
  lang !== undefined && Object.hasOwn(WORDS, lang);
