/**
 * The footer all pages of the demo site share, in the page's language; `<!-- site-footer -->`
 * marks its place (plugin.ts fills the partials in; site-header.ts says why they are in the HTML).
 */
export type FooterLang = 'de' | 'fr';

const WORDS: Readonly<
  Record<FooterLang, Readonly<Record<'address' | 'office' | 'hours' | 'about' | 'text', string>>>
> = {
  de: {
    address: 'Adresse',
    office: 'Theaterkasse',
    hours: 'Dienstag bis Samstag, 12–18 Uhr und eine Stunde vor jeder Vorstellung',
    about: 'Über diese Seite',
    text: `Eine Demo des Buchungs-Widgets: Ticketdienst und Gateway laufen hier im Browser. Der
      Mock-Inspector unten rechts zeigt, was dabei geschieht.`,
  },
  fr: {
    address: 'Adresse',
    office: 'Billetterie',
    hours: 'Du mardi au samedi, de 12 h à 18 h, et une heure avant chaque représentation',
    about: 'À propos de ce site',
    text: `Une démo du widget de réservation : le service de billetterie et la passerelle tournent ici, dans
      le navigateur. L’inspecteur en bas à droite montre ce qui s’y passe.`,
  },
};

export const hasFooterWords = (lang: string): lang is FooterLang => Object.hasOwn(WORDS, lang);

export function siteFooter(lang: FooterLang): string {
  const words = WORDS[lang];
  return `<footer class="site-footer">
  <div class="wrap">
    <section aria-labelledby="footer-address">
      <h2 id="footer-address">${words.address}</h2>
      <address>Theater am Seefeld<br />Seefeldstrasse 42<br />8008 Zürich</address>
    </section>
    <section aria-labelledby="footer-box-office">
      <h2 id="footer-box-office">${words.office}</h2>
      <p>${words.hours}</p>
      <p><a href="tel:+41440000000">+41 44 000 00 00</a></p>
    </section>
    <section aria-labelledby="footer-about">
      <h2 id="footer-about">${words.about}</h2>
      <p>
        ${words.text}
      </p>
    </section>
  </div>
</footer>`;
}
