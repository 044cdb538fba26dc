/// <reference types="mocha" />
import { expect } from 'chai';
import { html } from 'lit';
import type { TbReservationTimer } from '../../src/components/reservation-timer/reservation-timer.js';
import { TbReservationExpireEvent } from '../../src/components/events.js';
import { axeViolations, fakeClock, fixture } from './helpers.js';

const MINUTE = 60_000;

async function timer(msLeft: number | undefined, attrs: { lang?: string; theme?: string } = {}) {
  const clock = fakeClock();
  const expires = msLeft === undefined ? undefined : new Date(clock.now() + msLeft);
  const el = await fixture<TbReservationTimer>(
    html`<tb-reservation-timer
      lang=${attrs.lang ?? 'en'}
      theme=${attrs.theme ?? 'light'}
      .now=${clock.now}
      .expires=${expires}
    ></tb-reservation-timer>`,
  );
  /** Moves the fake clock and lets the element update, as its own tick would. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    el.requestUpdate();
    await el.updateComplete;
  };
  return { el, clock, advance };
}

const part = (el: Element, name: string) => el.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`);
const shown = (el: Element) => part(el, 'timer')?.textContent?.trim();
const announced = (el: Element) => el.shadowRoot?.querySelector('[role="status"]')?.textContent?.trim();

/** Records the pending timeouts made while `body` runs. */
async function trackTimeouts(body: (pending: Set<number>) => Promise<void>) {
  const { setTimeout: realSet, clearTimeout: realClear } = window;
  const pending = new Set<number>();
  window.setTimeout = ((handler: () => void, ms?: number) => {
    const id = realSet(() => {
      pending.delete(id);
      handler();
    }, ms);
    pending.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) pending.delete(id);
    realClear(id);
  }) as typeof window.clearTimeout;
  try {
    await body(pending);
  } finally {
    Object.assign(window, { setTimeout: realSet, clearTimeout: realClear });
  }
}

describe('<tb-reservation-timer>', () => {
  describe('defaults', () => {
    it('renders no countdown while expires is unset', async () => {
      const { el } = await timer(undefined);
      expect(part(el, 'base')).to.equal(null);
      expect(announced(el)).to.equal('');
    });

    it('reads the real clock unless now is replaced', async () => {
      const el = await fixture<TbReservationTimer>(html`<tb-reservation-timer></tb-reservation-timer>`);
      expect(Math.abs(el.now() - Date.now())).to.be.below(1000);
      expect(el.hasAttribute('theme')).to.equal(false);
    });

    it('renders no countdown when expires is not a date', async () => {
      const el = await fixture<TbReservationTimer>(
        html`<tb-reservation-timer expires="next tuesday"></tb-reservation-timer>`,
      );
      expect(part(el, 'base')).to.equal(null);
    });
  });

  describe('properties', () => {
    it('shows the time left as mm:ss', async () => {
      const { el } = await timer(14 * MINUTE + 59_000);
      expect(shown(el)).to.equal('14:59');
      expect(part(el, 'label')?.textContent).to.equal('Reservation expires in');
    });

    it('rounds partial seconds up, so 00:00 appears only at the deadline', async () => {
      const { el, advance } = await timer(61_500);
      expect(shown(el)).to.equal('01:02');
      await advance(61_499);
      expect(shown(el)).to.equal('00:01');
    });

    it('counts down as the clock advances', async () => {
      const { el, advance } = await timer(10 * MINUTE);
      await advance(1000);
      expect(shown(el)).to.equal('09:59');
      await advance(9 * MINUTE);
      expect(shown(el)).to.equal('00:59');
    });

    it('accepts an ISO 8601 string attribute', async () => {
      const clock = fakeClock(Date.parse('2026-11-22T18:00:00Z'));
      const el = await fixture<TbReservationTimer>(
        html`<tb-reservation-timer
          lang="en"
          .now=${clock.now}
          expires="2026-11-22T19:25:00+01:00"
        ></tb-reservation-timer>`,
      );
      expect(shown(el)).to.equal('25:00');
    });

    it('re-renders when expires changes', async () => {
      const { el, clock } = await timer(2 * MINUTE);
      el.expires = new Date(clock.now() + 30 * MINUTE).toISOString();
      await el.updateComplete;
      expect(shown(el)).to.equal('30:00');
    });

    it('marks the last minute with a warning style and state', async () => {
      const { el, advance } = await timer(MINUTE + 1000);
      expect(part(el, 'base')?.classList.contains('warning')).to.equal(false);
      expect(el.matches(':state(warning)')).to.equal(false);
      await advance(1000);
      expect(part(el, 'base')?.classList.contains('warning')).to.equal(true);
      expect(el.matches(':state(warning)')).to.equal(true);
    });

    it('marks the last five minutes with words, a sign and a state', async () => {
      const { el, advance } = await timer(5 * MINUTE + 1000);
      expect(part(el, 'label')?.textContent).to.equal('Reservation expires in');
      expect(el.matches(':state(ending)')).to.equal(false);
      await advance(1000);
      expect(part(el, 'label')?.textContent).to.equal('⚠ Only minutes left: reservation expires in');
      expect(part(el, 'label')?.querySelector('[aria-hidden="true"]')?.textContent).to.equal('⚠');
      expect(part(el, 'base')?.classList.contains('ending')).to.equal(true);
      expect(el.matches(':state(ending)')).to.equal(true);
      expect(el.matches(':state(warning)')).to.equal(false);
    });

    it('shows an expired message instead of the countdown after the deadline', async () => {
      const { el, advance } = await timer(1000);
      await advance(1000);
      expect(part(el, 'timer')).to.equal(null);
      expect(part(el, 'label')?.textContent).to.equal('Your reservation has expired.');
      expect(el.matches(':state(expired)')).to.equal(true);
      expect(el.matches(':state(warning)')).to.equal(false);
    });

    it('speaks the language of its lang attribute and follows changes to it', async () => {
      const { el } = await timer(10 * MINUTE, { lang: 'de-CH' });
      expect(part(el, 'label')?.textContent).to.equal('Reservierung läuft ab in');
      el.setAttribute('lang', 'it');
      await Promise.resolve(); // the attribute observer reports in a microtask
      await el.updateComplete;
      expect(part(el, 'label')?.textContent).to.equal('La prenotazione scade tra');
    });

    it('inherits the language of an ancestor', async () => {
      const clock = fakeClock();
      const wrapper = await fixture<HTMLElement>(
        html`<div lang="fr">
          <tb-reservation-timer
            .now=${clock.now}
            .expires=${new Date(clock.now() + 10 * MINUTE)}
          ></tb-reservation-timer>
        </div>`,
      );
      const el = wrapper.querySelector('tb-reservation-timer')!;
      await el.updateComplete;
      expect(part(el, 'label')?.textContent).to.equal('La réservation expire dans');
    });

    it('applies the dark theme, and tokens set by the page win over the defaults', async () => {
      const { el } = await timer(10 * MINUTE, { theme: 'dark' });
      const base = part(el, 'base')!;
      expect(getComputedStyle(base).backgroundColor).to.equal('rgb(28, 28, 33)');
      el.style.setProperty('--tb-color-surface', 'rgb(1, 2, 3)');
      expect(getComputedStyle(base).backgroundColor).to.equal('rgb(1, 2, 3)');
    });

    it('follows the operating system with theme="auto"', async () => {
      const { el } = await timer(10 * MINUTE, { theme: 'auto' });
      const dark = matchMedia('(prefers-color-scheme: dark)').matches;
      expect(getComputedStyle(part(el, 'base')!).backgroundColor).to.equal(
        dark ? 'rgb(28, 28, 33)' : 'rgb(255, 255, 255)',
      );
    });

    it('keeps one pending tick at most and none while disconnected', async () => {
      await trackTimeouts(async (pending) => {
        const { el, advance } = await timer(5 * MINUTE);
        await advance(250);
        await advance(250);
        expect(pending.size).to.equal(1);
        const parent = el.parentElement!;
        el.remove();
        expect(pending.size).to.equal(0);
        parent.append(el);
        await el.updateComplete;
        expect(pending.size).to.equal(1);
        await advance(5 * MINUTE);
        expect(pending.size, 'no tick after expiry').to.equal(0);
      });
    });
  });

  describe('events', () => {
    it('fires tb-reservation-expire at the deadline, bubbling out of shadow roots', async () => {
      const { el, clock, advance } = await timer(2000);
      const deadline = clock.now() + 2000;
      const events: TbReservationExpireEvent[] = [];
      document.addEventListener('tb-reservation-expire', (event) => events.push(event), { once: true });
      await advance(1999);
      expect(events).to.have.length(0);
      await advance(1);
      expect(events).to.have.length(1);
      expect(events[0]).to.be.instanceOf(TbReservationExpireEvent);
      expect(events[0]!.composed).to.equal(true);
      expect(events[0]!.target).to.equal(el);
      expect(events[0]!.detail.expires.getTime()).to.equal(deadline);
    });

    it('fires once per deadline however often it re-renders', async () => {
      const { el, clock, advance } = await timer(1000);
      let count = 0;
      el.addEventListener('tb-reservation-expire', () => count++);
      await advance(1000);
      await advance(1000);
      el.lang = 'de';
      await el.updateComplete;
      expect(count).to.equal(1);
      el.expires = new Date(clock.now() + 1000);
      await el.updateComplete;
      await advance(1000);
      expect(count, 'a new deadline expires again').to.equal(2);
    });

    it('fires for a deadline that has already passed when set', async () => {
      const clock = fakeClock();
      let count = 0;
      const el = await fixture<TbReservationTimer>(
        html`<tb-reservation-timer
          .now=${clock.now}
          @tb-reservation-expire=${() => count++}
          .expires=${new Date(clock.now() - MINUTE)}
        ></tb-reservation-timer>`,
      );
      expect(count).to.equal(1);
      expect(el.matches(':state(expired)')).to.equal(true);
    });
  });

  describe('accessibility', () => {
    it('announces at 5 minutes and at 1 minute left, not every second', async () => {
      const { el, advance } = await timer(5 * MINUTE + 2000);
      expect(announced(el)).to.equal('');
      await advance(1000);
      expect(announced(el)).to.equal('');
      await advance(1000);
      expect(announced(el)).to.equal('Your reservation expires in 5 minutes.');
      await advance(2 * MINUTE);
      expect(announced(el)).to.equal('Your reservation expires in 5 minutes.');
      await advance(2 * MINUTE);
      expect(announced(el)).to.equal('Your reservation expires in 1 minute.');
      await advance(MINUTE);
      expect(announced(el)).to.equal('Your reservation has expired.');
    });

    it('does not announce a threshold that had passed before the deadline was set', async () => {
      const { el, advance } = await timer(3 * MINUTE);
      await advance(1000);
      expect(announced(el)).to.equal('');
    });

    it('announces in the element language', async () => {
      const { el, advance } = await timer(MINUTE + 500, { lang: 'fr' });
      await advance(500);
      expect(announced(el)).to.equal('Votre réservation expire dans 1 minute.');
    });

    it('announces through a polite live region that is visually hidden', async () => {
      const { el } = await timer(5 * MINUTE);
      const status = el.shadowRoot!.querySelector('[role="status"]')!;
      expect(status.getBoundingClientRect().width).to.be.at.most(1);
      expect(part(el, 'timer')?.getAttribute('role')).to.equal('timer');
    });

    for (const theme of ['light', 'dark']) {
      for (const [state, msLeft] of [
        ['running', 10 * MINUTE],
        ['warning', 30_000],
        ['expired', -1000],
      ] as const) {
        it(`has no axe violations in the ${theme} theme while ${state}`, async () => {
          const { el } = await timer(msLeft, { theme });
          expect(await axeViolations(el)).to.deep.equal([]);
        });
      }
    }
  });
});
