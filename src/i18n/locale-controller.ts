import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { resolveLocale, type Lang, type Locale } from './locale.js';
import { hasCatalog, loadCatalog, translator, type Translator } from './translate.js';

/**
 * Gives a component its locale and messages, and re-renders it when they may have changed:
 * the element's own `lang`, `<html lang>` (sites switch language in place), or the browser's
 * languages. A `lang` changed on an intermediate ancestor is picked up at the next render.
 */
export class LocaleController implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly observer = new MutationObserver(() => this.host.requestUpdate());
  private readonly handleLanguageChange = () => this.host.requestUpdate();
  /** The last locale whose messages were at hand (or could not be loaded while English is). */
  private shown?: Locale;
  /** Languages whose catalogue failed to load (tried again on the next change of language). */
  private readonly failed = new Set<Lang>();

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.host = host;
    host.addController(this);
  }

  /**
   * The locale to render in. When its catalogue is not at hand yet (the script-tag build loads
   * languages other than English as they are needed), it is loaded and the host re-renders; until
   * then the previous locale stays on screen, so a change of language never shows a mix.
   */
  get locale(): Locale {
    const wanted = resolveLocale(this.host);
    if (hasCatalog(wanted.lang) || (this.failed.has(wanted.lang) && hasCatalog('en')))
      return (this.shown = wanted);
    // Failed (the chunks unreachable): tried again once the element is connected again.
    if (this.failed.has(wanted.lang)) return this.shown ?? wanted;
    void loadCatalog(wanted.lang).then((loaded) => {
      if (!loaded) this.failed.add(wanted.lang);
      this.host.requestUpdate();
    });
    return this.shown ?? wanted;
  }

  /** Whether there are messages to show: false only while the first catalogue loads. */
  get ready(): boolean {
    void this.locale;
    return this.shown !== undefined;
  }

  /** Messages in the current locale; read it during render. */
  get t(): Translator {
    return translator(this.locale);
  }

  hostConnected(): void {
    const options = { attributes: true, attributeFilter: ['lang'] };
    this.observer.observe(this.host, options);
    this.observer.observe(document.documentElement, options);
    window.addEventListener('languagechange', this.handleLanguageChange);
  }

  hostDisconnected(): void {
    this.failed.clear();
    this.observer.disconnect();
    window.removeEventListener('languagechange', this.handleLanguageChange);
  }
}
