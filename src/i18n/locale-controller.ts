import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { resolveLocale, type Locale } from './locale.js';
import { translator, type Translator } from './translate.js';

/**
 * Gives a component its locale and messages, and re-renders it when they may have changed:
 * the element's own `lang`, `<html lang>` (sites switch language in place), or the browser's
 * languages. A `lang` changed on an intermediate ancestor is picked up at the next render.
 */
export class LocaleController implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly observer = new MutationObserver(() => this.host.requestUpdate());
  private readonly handleLanguageChange = () => this.host.requestUpdate();

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.host = host;
    host.addController(this);
  }

  get locale(): Locale {
    return resolveLocale(this.host);
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
    this.observer.disconnect();
    window.removeEventListener('languagechange', this.handleLanguageChange);
  }
}
