/// <reference types="mocha" />
import { expect } from 'chai';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import {
  answerQuestions,
  enterBuyer,
  pickShow,
  reserveTickets,
  skipOptions,
  start,
  type Journey,
} from './journey.js';
import { createEvent } from './catalogue.js';
import { Chain } from './mock-chain.js';
import { all, atStep, button, mount, one, stepElement, text, until } from './widget.js';

/** What a host page commonly sets on its root and body, and a reset of its own for everything. */
const HOSTILE = `
  html { font-size: 62.5%; line-height: 1; }
  body {
    text-align: center;
    letter-spacing: 0.3em;
    word-spacing: 0.5em;
    text-transform: uppercase;
    font-style: italic;
    white-space: pre;
  }
  * { box-sizing: content-box; }
`;

/** The least size of a target (WCAG 2.5.5), in CSS px. */
const TARGET = 44;

let sheet: HTMLStyleElement | undefined;

/** A journey on a hostile page, the widget 375 px wide (a phone). */
async function hostile(options: Parameters<typeof start>[1] = {}): Promise<Journey> {
  sheet = document.createElement('style');
  sheet.textContent = HOSTILE;
  document.head.append(sheet);
  const journey = await start({}, options);
  journey.el.style.inlineSize = '375px';
  await journey.el.updateComplete;
  return journey;
}

afterEach(() => {
  sheet?.remove();
  sheet = undefined;
});

/** Whether `element` takes room on screen (not hidden, not the visually hidden labels). */
const shown = (element: Element): boolean => {
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
};

/**
 * Every control the buyer taps at the current step that is smaller than 44 × 44 px. A radio or
 * checkbox counts with its label (the label is the target); a link inside running text does
 * not count (WCAG exempts inline targets).
 */
function smallTargets(el: TicketBooking): string[] {
  const targets = all<HTMLElement>(el, 'button, a.button, input, select').map((control) =>
    control instanceof HTMLInputElement && ['radio', 'checkbox'].includes(control.type)
      ? (control.closest('label') ?? control)
      : control,
  );
  return targets
    .filter(shown)
    .filter((target) => {
      const { width, height } = target.getBoundingClientRect();
      return width < TARGET - 0.5 || height < TARGET - 0.5;
    })
    .map((target) => {
      const { width, height } = target.getBoundingClientRect();
      const name = target.getAttribute('aria-label') ?? target.textContent?.replace(/\s+/g, ' ').trim();
      return `${target.localName} "${name}" ${width.toFixed(1)} × ${height.toFixed(1)}`;
    });
}

/** Every box that reaches past the widget's right edge (at 375 px: a table too wide, a long code). */
function overflowing(el: TicketBooking): string[] {
  const right = el.getBoundingClientRect().right;
  return all<HTMLElement>(el, '*')
    .filter(shown)
    .filter((node) => node.getBoundingClientRect().right > right + 0.5)
    .map((node) => `${node.localName}.${node.className}`);
}

/** The text settings the page must not reach, read inside the current step. */
function textOf(el: TicketBooking) {
  const step = stepElement(el)!;
  const heading = step.shadowRoot!.querySelector('h2')!;
  const host = getComputedStyle(step);
  const firstButton = step.shadowRoot!.querySelector('button')!;
  return {
    body: host.fontSize,
    heading: getComputedStyle(heading).fontSize,
    lineHeight: host.lineHeight,
    textAlign: host.textAlign,
    letterSpacing: host.letterSpacing,
    wordSpacing: host.wordSpacing,
    textTransform: host.textTransform,
    fontStyle: host.fontStyle,
    whiteSpace: host.whiteSpace,
    boxSizing: getComputedStyle(firstButton).boxSizing,
  };
}

const EXPECTED = {
  body: '16px',
  heading: '24px',
  lineHeight: '24px',
  textAlign: 'start',
  letterSpacing: 'normal',
  wordSpacing: '0px',
  textTransform: 'none',
  fontStyle: 'normal',
  whiteSpace: 'normal',
  boxSizing: 'border-box',
};

describe('<ticket-booking> on a hostile host page', () => {
  it('is the page it claims to be: 10 px root text, centred, spaced, content-box', async () => {
    await hostile();
    expect(getComputedStyle(document.documentElement).fontSize).to.equal('10px');
    expect(getComputedStyle(document.body).textAlign).to.equal('center');
    expect(getComputedStyle(document.body).letterSpacing).to.equal('3px');
    expect(getComputedStyle(document.body).boxSizing).to.equal('content-box');
  });

  it('keeps its text sizes, text settings, 44 px targets and its width on every step of a booking', async () => {
    const { el } = await hostile();
    const seen: string[] = [];
    const check = (step: string) => {
      seen.push(step);
      expect(textOf(el), `text at ${step}`).to.deep.equal(EXPECTED);
      expect(smallTargets(el), `targets under 44 px at ${step}`).to.deep.equal([]);
      expect(overflowing(el), `boxes past the edge at ${step}`).to.deep.equal([]);
    };
    check('shows');
    await pickShow(el);
    check('tickets');
    await reserveTickets(el);
    check('questions');
    await answerQuestions(el);
    check('options');
    await skipOptions(el);
    check('buyer');
    button(el, 'Continue').click();
    // The details are checked by the flow's later actions, loaded on their own: wait for the
    // refusal, and for the step to show it, before measuring it.
    await until('the refused details', () => !el.state!.busy && el.state!.error);
    await atStep(el, 'buyer');
    check('buyer with errors');
    await enterBuyer(el);
    check('checkout');
    button(el, 'Confirm booking').click();
    await atStep(el, 'done');
    check('done');
    expect(seen).to.have.length(8);
  });

  it("lets none of the page's letter-spacing, word-spacing, text-align or text-transform reach any element", async () => {
    const { el } = await hostile();
    /** The text settings of every element the widget draws, with the page's sheet on or off. */
    const settings = () =>
      all(el, '*').map((node) => {
        const style = getComputedStyle(node);
        const settings = [style.letterSpacing, style.wordSpacing, style.textAlign, style.textTransform];
        return `${node.localName}.${node.getAttribute('class') ?? ''} ${settings.join(' ')}`;
      });
    const leaks = () => {
      const onPage = settings();
      sheet!.disabled = true;
      const alone = settings();
      sheet!.disabled = false;
      return onPage.filter((line, i) => line !== alone[i]);
    };
    const seen: string[][] = [leaks()];
    await pickShow(el);
    seen.push(leaks());
    await reserveTickets(el);
    seen.push(leaks());
    await answerQuestions(el);
    await skipOptions(el);
    seen.push(leaks());
    await enterBuyer(el);
    seen.push(leaks());
    button(el, 'Confirm booking').click();
    await atStep(el, 'done');
    seen.push(leaks());
    expect(seen.flat()).to.deep.equal([]);
  });

  it('keeps the sticky countdown clear of the text: a full-width band, and the focus scrolled in below it', async () => {
    const { el } = await hostile();
    const spacer = document.createElement('div');
    spacer.style.blockSize = '3000px';
    el.after(spacer);
    try {
      await pickShow(el);
      await reserveTickets(el);
      const timer = one(el, 'tb-reservation-timer');
      const band = timer.getBoundingClientRect();
      expect(band.width).to.be.closeTo(one(el, '[part~="step"]').getBoundingClientRect().width, 1);
      expect(getComputedStyle(timer).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
      // Scrolled far down, then the step's heading takes the focus: it shows below the band.
      window.scrollTo(0, document.documentElement.scrollHeight);
      const step = stepElement(el)!;
      const heading = step.shadowRoot!.querySelector<HTMLElement>('h2')!;
      heading.tabIndex = -1;
      heading.focus();
      await until('the heading scrolled into view', () => heading.getBoundingClientRect().top >= 0 || null);
      const after = timer.getBoundingClientRect();
      expect(heading.getBoundingClientRect().top, 'the heading below the countdown').to.be.at.least(
        after.bottom - 0.5,
      );
    } finally {
      spacer.remove();
      window.scrollTo(0, 0);
    }
  });

  it('shows the list of steps once, at its final length, on one line of the placeholder height', async () => {
    sheet = document.createElement('style');
    sheet.textContent = HOSTILE;
    document.head.append(sheet);
    const chain = new Chain();
    const cat = await createEvent(chain);
    await chain.open([cat.event]);
    await chain.admin('POST', '/faults', { method: 'GET', path: '/shows', delayMs: 400, count: 1 });
    const el = await mount(chain, cat.event);
    el.style.inlineSize = '375px';
    const placeholder = await until('the placeholder', () => all(el, '.progress.pending')[0]);
    expect(all(el, '[part~="progress"] li'), 'no steps before the event is known').to.have.length(0);
    const height = placeholder.getBoundingClientRect().height;
    (await chain.delays.next()).release();
    await atStep(el, 'shows');
    const list = one(el, '[part~="progress"]');
    expect(all(el, '[part~="progress"] li').map(text)).to.deep.equal([
      'Date',
      'Tickets',
      'Questions',
      'Extras',
      'Your details',
      'Checkout',
    ]);
    expect(list.getBoundingClientRect().height, 'one line, as the placeholder').to.equal(height);
  });

  it('sizes everything from --tb-font-size-base', async () => {
    const { el } = await hostile();
    el.style.setProperty('--tb-font-size-base', '20px');
    await el.updateComplete;
    expect(textOf(el).body).to.equal('20px');
    expect(textOf(el).heading).to.equal('30px');
    expect(smallTargets(el)).to.deep.equal([]);
  });
});
