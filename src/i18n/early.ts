import { resolveLocale } from './locale.js';
import { loadCatalog } from './translate.js';

/**
 * Starts loading the messages of the languages the page's widgets will speak: each
 * `<ticket-booking>` already in the page, else the page's own language. The script-tag entry runs
 * this first, so a language loaded as a chunk arrives while the rest of the script is evaluated.
 */
export function loadPageLanguages(): void {
  const widgets = [...document.querySelectorAll('ticket-booking')];
  const langs = new Set(
    (widgets.length ? widgets : [document.documentElement]).map((w) => resolveLocale(w).lang),
  );
  for (const lang of langs) void loadCatalog(lang);
}
