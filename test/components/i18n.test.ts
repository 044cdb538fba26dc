/// <reference types="mocha" />
import { expect } from 'chai';
import {
  catalogs,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatMoney,
  formatTime,
  LANGS,
  minorUnitDigits,
  placeholders,
  pluralCategory,
  resolveLocale,
  translator,
  type Messages,
} from '../../src/i18n/index.js';

/**
 * Intl puts no-break and narrow no-break spaces where CLDR asks for them, and CLDR versions
 * differ on the Swiss group separator (’ or '); compare with plain spaces and apostrophes.
 */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2019/g, "'");

// A catalog missing a message does not compile (checked by `npm run typecheck`).
// @ts-expect-error 'timer.expired' and 'timer.expires-in' are missing
const _incomplete: Messages = { 'timer.label': 'Reservation expires in' };

describe('i18n', () => {
  describe('catalogs', () => {
    const ids = Object.keys(catalogs.en).sort();

    for (const lang of LANGS) {
      it(`has every message in ${lang}, with the placeholders of the English text`, () => {
        const catalog: Record<string, unknown> = { ...catalogs[lang] };
        expect(Object.keys(catalog).sort()).to.deep.equal(ids);
        const rules = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const id of ids) {
          const english = catalogs.en[id as keyof Messages];
          const message = catalog[id];
          if (typeof english === 'string') {
            expect(message, id).to.be.a('string').and.not.equal('');
            expect(placeholders(message as string), id).to.deep.equal(placeholders(english));
          } else {
            const forms = message as Record<string, string>;
            expect(forms, id).to.have.property('other');
            for (const [category, text] of Object.entries(forms)) {
              expect(rules, `${id}: ${lang} has no plural category "${category}"`).to.include(category);
              expect(placeholders(text), `${id}.${category}`).to.deep.equal(placeholders(english.other));
            }
          }
        }
      });
    }

    for (const lang of ['fr', 'it'] as const) {
      it(`writes the typographic apostrophe (’) in ${lang}, never the typewriter's (')`, () => {
        for (const [id, message] of Object.entries(catalogs[lang])) {
          const texts = typeof message === 'string' ? [message] : Object.values(message as object);
          for (const text of texts) expect(text, id).not.to.include("'");
        }
      });
    }
  });

  describe('locale resolution', () => {
    const htmlLang = document.documentElement.getAttribute('lang');
    let host: HTMLElement;

    beforeEach(() => {
      host = document.createElement('div');
      document.body.append(host);
    });
    afterEach(() => {
      host.remove();
      if (htmlLang === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.setAttribute('lang', htmlLang);
    });

    it("uses the element's own lang first", () => {
      host.setAttribute('lang', 'fr');
      const el = host.appendChild(document.createElement('span'));
      el.setAttribute('lang', 'it');
      expect(resolveLocale(el, ['de'])).to.deep.equal({ lang: 'it', tag: 'it' });
    });

    it('then the closest ancestor with lang, across shadow roots', () => {
      host.setAttribute('lang', 'fr');
      const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('span'));
      expect(resolveLocale(inner, ['de']).lang).to.equal('fr');
    });

    it('then <html lang>', () => {
      document.documentElement.setAttribute('lang', 'it-CH');
      expect(resolveLocale(host, ['de'])).to.deep.equal({ lang: 'it', tag: 'it-CH' });
    });

    it("then the browser's languages, in order, skipping unsupported ones", () => {
      document.documentElement.removeAttribute('lang');
      expect(resolveLocale(host, ['es-ES', 'fr-CH', 'de']).tag).to.equal('fr-CH');
    });

    it('falls through an unsupported or empty lang to the browser languages', () => {
      document.documentElement.setAttribute('lang', 'es');
      expect(resolveLocale(host, ['de-AT']).tag).to.equal('de-AT');
      host.setAttribute('lang', '');
      expect(resolveLocale(host, ['it']).lang).to.equal('it');
    });

    it('defaults to English when nothing matches', () => {
      document.documentElement.removeAttribute('lang');
      expect(resolveLocale(host, ['ja', 'es'])).to.deep.equal({ lang: 'en', tag: 'en' });
      expect(resolveLocale(undefined, [])).to.deep.equal({ lang: 'en', tag: 'en' });
    });

    it('maps region variants to their language and keeps the region for formatting', () => {
      host.setAttribute('lang', 'de-ch');
      expect(resolveLocale(host, [])).to.deep.equal({ lang: 'de', tag: 'de-CH' });
    });
  });

  describe('formatting', () => {
    it('formats minor units of money in the currency and locale', () => {
      expect(plain(formatMoney(1250, 'CHF', 'de-CH'))).to.equal('CHF 12.50');
      expect(plain(formatMoney(123456789, 'CHF', 'de-CH'))).to.equal("CHF 1'234'567.89");
      expect(plain(formatMoney(1250, 'EUR', 'de'))).to.equal('12,50 €');
      expect(plain(formatMoney(1250, 'EUR', 'fr'))).to.equal('12,50 €');
      expect(formatMoney(-5, 'USD', 'en')).to.equal('-$0.05');
      expect(formatMoney(1250, 'JPY', 'en')).to.equal('¥1,250');
    });

    it('knows the minor unit of each currency', () => {
      expect([minorUnitDigits('CHF'), minorUnitDigits('JPY'), minorUnitDigits('BHD')]).to.deep.equal([
        2, 0, 3,
      ]);
    });

    it('formats dates and times as wall time in the given zone, across daylight saving', () => {
      expect(formatTime('2026-06-15T18:00:00Z', 'de-CH', 'Europe/Zurich')).to.equal('20:00');
      expect(formatTime('2026-12-15T18:00:00Z', 'de-CH', 'Europe/Zurich')).to.equal('19:00');
      expect(plain(formatTime(new Date('2026-12-15T18:00:00Z'), 'en-US', 'America/New_York'))).to.equal(
        '1:00 PM',
      );
      expect(formatDate('2026-12-31T23:30:00Z', 'de', 'Europe/Zurich', 'long')).to.equal('1. Januar 2027');
      expect(formatDate('2026-12-31T23:30:00Z', 'fr', 'America/New_York', 'long')).to.equal(
        '31 décembre 2026',
      );
      expect(
        formatDateTime('2026-03-01T08:05:00Z', 'it', 'Europe/Rome', {
          dateStyle: 'short',
          timeStyle: 'short',
        }),
      ).to.equal('01/03/26, 09:05');
    });

    it('rejects a value that is not a date', () => {
      expect(() => formatTime('soon', 'en', 'UTC')).to.throw(RangeError);
    });

    it('picks plural categories by language', () => {
      expect(pluralCategory(1, 'en')).to.equal('one');
      expect(pluralCategory(0, 'en')).to.equal('other');
      expect(pluralCategory(0, 'fr')).to.equal('one');
      expect(pluralCategory(2, 'it')).to.equal('other');
    });

    it('fills plural messages with a locale-formatted count', () => {
      const de = translator({ lang: 'de', tag: 'de-CH' });
      expect(de.plural('timer.expires-in', 1)).to.equal('Ihre Reservierung läuft in 1 Minute ab.');
      expect(plain(de.plural('timer.expires-in', 1000))).to.equal(
        "Ihre Reservierung läuft in 1'000 Minuten ab.",
      );
      const fr = translator({ lang: 'fr', tag: 'fr' });
      expect(fr.plural('timer.expires-in', 0)).to.equal('Votre réservation expire dans 0 minute.');
      const en = translator({ lang: 'en', tag: 'en' });
      expect(en.plural('timer.expires-in', 2)).to.equal('Your reservation expires in 2 minutes.');
      expect(en.text('timer.expired')).to.equal('Your reservation has expired.');
    });

    it('formats countdowns as mm:ss, rounding seconds up', () => {
      expect(formatCountdown(0)).to.equal('00:00');
      expect(formatCountdown(-5000)).to.equal('00:00');
      expect(formatCountdown(1)).to.equal('00:01');
      expect(formatCountdown(61_000)).to.equal('01:01');
      expect(formatCountdown(100 * 60_000)).to.equal('100:00');
    });
  });
});
