/// <reference types="mocha" />
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { TbSeatSelectEvent } from '../../src/components/events.js';
import { defineSeatMap } from '../../src/define.js';
import { axeViolations } from './helpers.js';
import {
  BALKON,
  cell,
  cells,
  focused,
  label,
  PARKETT,
  pid,
  plain,
  plan,
  press,
  root,
  seatMap,
  SECTORS,
  status,
  ticket,
  TICKETS,
  zoomOf,
} from './seat-map-fixture.js';

before(() => defineSeatMap());
beforeEach(() => localStorage.removeItem('tb-seat-map-view'));

describe('<tb-seat-map>', () => {
  describe('rendering', () => {
    it('draws every seat from its position, in rows named by sector and row, with labels at both ends', async () => {
      const el = await seatMap();
      expect(cells(el)).to.have.length(22);
      const rows = [...root(el).querySelectorAll('[role="row"]')];
      expect(rows.map((r) => r.getAttribute('aria-label'))).to.deep.equal([
        'Parkett, Row 1',
        'Parkett, Row 2',
        'Parkett, Row 3',
        'Balkon, Row A',
      ]);
      expect([...rows[0]!.querySelectorAll('.row-label')].map((t) => t.textContent)).to.deep.equal([
        '1',
        '1',
      ]);
      expect(cell(el, pid(PARKETT, '2', '6')).getAttribute('transform')).to.equal(
        'translate(7.5 2) scale(1)',
      );
      expect(root(el).querySelector('.stage-label')!.textContent!.trim()).to.equal('Stage');
      expect([...root(el).querySelectorAll('.sector-label')].map((t) => t.textContent)).to.deep.equal([
        'Parkett',
        'Balkon',
      ]);
      expect(root(el).querySelector('svg[role="grid"]')!.getAttribute('aria-label')).to.equal('Seat map');
    });

    it('shows state by shape as well as colour, and explains every look in the legend', async () => {
      const el = await seatMap();
      const look = (id: string) => {
        const c = cell(el, id);
        return [
          c.getAttribute('class'),
          [...c.children]
            .filter((s) => s.getAttribute('class') !== 'hit')
            .map((s) => `${s.tagName}.${s.getAttribute('class')}`)
            .join(' '),
        ];
      };
      expect(look(pid(PARKETT, '2', '1'))).to.deep.equal(['cell free cat-1', 'circle.shape']);
      expect(look(pid(PARKETT, '1', '3'))).to.deep.equal(['cell held cat-1', 'circle.shape path.mark']);
      expect(look(pid(PARKETT, '2', '5'))).to.deep.equal(['cell taken cat-1', 'circle.shape path.mark']);
      expect(look(pid(PARKETT, '3', '1'))).to.deep.equal(['cell free cat-1 accessible', 'rect.shape']);
      expect(look(pid(PARKETT, '3', '2'))).to.deep.equal([
        'cell free cat-1 companion',
        'circle.shape circle.dot',
      ]);
      expect(look(pid(BALKON, 'A', '1'))).to.deep.equal(['cell other cat-2', 'circle.shape']);
      const legend = [...root(el).querySelectorAll('[part~="legend"] li')].map((li) =>
        plain(li.textContent).replace(/\s+/g, ' '),
      );
      expect(legend).to.deep.equal([
        'Parkett: free, Adult CHF 89.00',
        'Balkon: free, Balcony CHF 69.00',
        'your seat',
        'your seat, chosen to move',
        'taken',
        'free, another price category',
        'wheelchair space',
        'companion seat',
      ]);
    });
  });

  describe('taken seats', () => {
    /** WCAG relative luminance of a computed `rgb(…)` colour. */
    const luminance = (color: string) => {
      const [r, g, b] = color
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map((v) => {
          const c = Number(v) / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };

    for (const theme of ['light', 'dark']) {
      it(`differ from free ones by shape, and stand out 3:1 against the surface (${theme})`, async () => {
        const el = await seatMap({ theme });
        const taken = getComputedStyle(cell(el, pid(PARKETT, '2', '5')).querySelector('.shape')!);
        const free = getComputedStyle(cell(el, pid(PARKETT, '2', '1')).querySelector('.shape')!);
        const surface = getComputedStyle(el).backgroundColor;
        // Hollow with a cross, where a free seat is filled.
        expect(taken.fill).to.equal('none');
        expect(free.fill).to.not.equal('none');
        expect(cell(el, pid(PARKETT, '2', '5')).querySelector('.mark')).to.not.equal(null);
        expect(contrast(taken.stroke, surface)).to.be.at.least(3);
        const mark = getComputedStyle(cell(el, pid(PARKETT, '2', '5')).querySelector('.mark')!);
        expect(contrast(mark.stroke, surface)).to.be.at.least(3);
      });
    }
  });

  describe('accessibility', () => {
    it('names every seat with sector, row, seat, price, state and attributes', async () => {
      const el = await seatMap();
      const name = (id: string) => label(cell(el, id));
      expect(name(pid(PARKETT, '2', '1'))).to.equal('Parkett, Row 2, Seat 1, Adult CHF 89.00, free');
      expect(name(pid(PARKETT, '1', '3'))).to.equal('Parkett, Row 1, Seat 3, Adult CHF 89.00, your seat');
      expect(name(pid(PARKETT, '2', '5'))).to.equal('Parkett, Row 2, Seat 5, Adult CHF 89.00, taken');
      expect(name(pid(PARKETT, '3', '1'))).to.equal(
        'Parkett, Row 3, Seat 1, Adult CHF 89.00, free, wheelchair space',
      );
      expect(name(pid(PARKETT, '3', '2'))).to.equal(
        'Parkett, Row 3, Seat 2, Adult CHF 89.00, free, companion seat',
      );
      expect(name(pid(BALKON, 'A', '1'))).to.equal(
        'Balkon, Row A, Seat 1, Balcony CHF 69.00, free, another price category',
      );
      expect(cell(el, pid(PARKETT, '1', '3')).getAttribute('aria-selected')).to.equal('true');
      expect(cell(el, pid(PARKETT, '2', '5')).getAttribute('aria-disabled')).to.equal('true');
    });

    it('describes where each seat is: its block or side, its row from the stage, the aisle beside it', async () => {
      const el = await seatMap();
      const where = (id: string) => cell(el, id).getAttribute('aria-description');
      // The Parkett's rows have an aisle after seat 3: two blocks.
      expect(where(pid(PARKETT, '1', '1'))).to.equal('left block, row 1 from the stage');
      expect(where(pid(PARKETT, '2', '3'))).to.equal('left block, row 2 from the stage, next to the aisle');
      expect(where(pid(PARKETT, '3', '4'))).to.equal('right block, row 3 from the stage, next to the aisle');
      expect(where(pid(PARKETT, '3', '6'))).to.equal('right block, row 3 from the stage');
      // The Balkon's one row has no aisle: the side of the hall, counted from its own front.
      expect(where(pid(BALKON, 'A', '1'))).to.equal('left side, row 1 from the stage');
      expect(where(pid(BALKON, 'A', '2'))).to.equal('centre, row 1 from the stage');
      expect(where(pid(BALKON, 'A', '4'))).to.equal('right side, row 1 from the stage');
      // The list view says the same.
      const [, list] = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="toolbar"] [aria-pressed]')];
      list!.click();
      await el.updateComplete;
      const button = root(el).querySelector('[part~="list"] [role="group"] button:nth-of-type(3)')!;
      expect(button.getAttribute('aria-description')).to.equal(
        'left block, row 1 from the stage, next to the aisle',
      );
      localStorage.removeItem('tb-seat-map-view');
    });

    it('finds wheelchair spaces and their companion seats with a filter, in the list and on the plan', async () => {
      const el = await seatMap();
      const [filter] = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="toolbar"] > button')];
      expect(plain(filter!.textContent)).to.equal('Wheelchair spaces');
      expect(filter!.getAttribute('aria-pressed')).to.equal('false');
      filter!.click();
      await el.updateComplete;
      expect(filter!.getAttribute('aria-pressed')).to.equal('true');
      expect(plain(root(el).querySelector('[part~="status"]')!.textContent)).to.equal(
        'Wheelchair spaces: 1, free: 1. Companion seats are beside them. The arrow keys now move between these seats only.',
      );
      // The plan: every other seat fades.
      expect(root(el).querySelector('svg.plan')!.classList.contains('wheelchair-only')).to.equal(true);
      expect(getComputedStyle(cell(el, pid(PARKETT, '1', '1'))).opacity).to.equal('0.2');
      expect(getComputedStyle(cell(el, pid(PARKETT, '3', '1'))).opacity).to.equal('1');
      expect(getComputedStyle(cell(el, pid(PARKETT, '3', '2'))).opacity).to.equal('1');
      // The list: only the rows with wheelchair spaces, only those seats and their companions.
      const [, list] = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="toolbar"] [aria-pressed]')];
      list!.click();
      await el.updateComplete;
      const groups = [...root(el).querySelectorAll('[part~="list"] [role="group"]')];
      expect(groups.map((g) => g.getAttribute('aria-label'))).to.deep.equal(['Parkett, Row 3']);
      expect([...groups[0]!.querySelectorAll('button')].map(label)).to.deep.equal([
        'Parkett, Row 3, Seat 1, Adult CHF 89.00, free, wheelchair space',
        'Parkett, Row 3, Seat 2, Adult CHF 89.00, free, companion seat',
      ]);
      filter!.click();
      await el.updateComplete;
      expect(root(el).querySelectorAll('[part~="list"] [role="group"]')).to.have.length(4);
      localStorage.removeItem('tb-seat-map-view');
    });

    it('names seats in German', async () => {
      const el = await seatMap();
      el.setAttribute('lang', 'de');
      el.locale = { lang: 'de', tag: 'de-CH' };
      await el.updateComplete;
      expect(label(cell(el, pid(PARKETT, '3', '1')))).to.equal(
        'Parkett, Reihe 3, Platz 1, Adult CHF 89.00, frei, rollstuhlgerecht',
      );
    });

    it('has no axe violations in light and dark, in the map and the list', async () => {
      for (const theme of ['light', 'dark']) {
        const el = await seatMap({ theme });
        expect(await axeViolations(el), theme).to.deep.equal([]);
        el.view = 'list';
        await el.updateComplete;
        expect(await axeViolations(el), `${theme} list`).to.deep.equal([]);
        el.remove();
      }
    });
  });

  describe('keyboard', () => {
    it('is one tab stop, on the first held seat', async () => {
      const el = await seatMap();
      const stops = cells(el).filter((c) => c.getAttribute('tabindex') === '0');
      expect(stops.map((c) => c.getAttribute('data-pid'))).to.deep.equal([pid(PARKETT, '1', '3')]);
    });

    it('moves along the row, between rows at the nearest seat, to row ends and between sectors', async () => {
      const el = await seatMap();
      el.focus();
      expect(focused(el)).to.equal(pid(PARKETT, '1', '3'));
      await press(el, 'ArrowRight');
      expect(focused(el)).to.equal(pid(PARKETT, '1', '4'));
      await press(el, 'ArrowLeft');
      await press(el, 'ArrowLeft');
      expect(focused(el)).to.equal(pid(PARKETT, '1', '2'));
      await press(el, 'End');
      expect(focused(el)).to.equal(pid(PARKETT, '1', '6'));
      await press(el, 'ArrowRight');
      expect(focused(el), 'stays at the row end').to.equal(pid(PARKETT, '1', '6'));
      await press(el, 'ArrowDown');
      expect(focused(el)).to.equal(pid(PARKETT, '2', '6'));
      await press(el, 'Home');
      expect(focused(el)).to.equal(pid(PARKETT, '2', '1'));
      await press(el, 'ArrowUp');
      expect(focused(el)).to.equal(pid(PARKETT, '1', '1'));
      await press(el, 'ArrowUp');
      expect(focused(el), 'stays in the front row').to.equal(pid(PARKETT, '1', '1'));
      await press(el, 'PageDown');
      expect(focused(el), 'Balkon, nearest seat').to.equal(pid(BALKON, 'A', '1'));
      await press(el, 'PageDown');
      expect(focused(el), 'no sector after the Balkon').to.equal(pid(BALKON, 'A', '1'));
      await press(el, 'ArrowRight');
      await press(el, 'ArrowRight');
      await press(el, 'PageUp');
      expect(focused(el), 'from Balkon 3 (x 4.5) to the nearest of the Parkett front row (x 5.5)').to.equal(
        pid(PARKETT, '1', '4'),
      );
      await press(el, 'ArrowDown');
      await press(el, 'ArrowDown');
      expect(focused(el)).to.equal(pid(PARKETT, '3', '4'));
      await press(el, 'ArrowDown');
      expect(focused(el), 'from the last Parkett row to the Balkon behind it').to.equal(
        pid(BALKON, 'A', '4'),
      );
      await press(el, 'Control+End');
      expect(focused(el)).to.equal(pid(BALKON, 'A', '4'));
      await press(el, 'Control+Home');
      expect(focused(el)).to.equal(pid(PARKETT, '1', '1'));
      expect(cells(el).filter((c) => c.getAttribute('tabindex') === '0')).to.have.length(1);
    });

    it('picks a held seat with Enter, asks to move it to a free seat with Space, and announces both', async () => {
      const el = await seatMap();
      const events: TbSeatSelectEvent['detail'][] = [];
      el.addEventListener('tb-seat-select', (e) => events.push(e.detail));
      el.focus();
      await press(el, 'ArrowRight');
      await press(el, 'Enter');
      expect(status(el)).to.equal('Row 1, seat 4 chosen. Now choose a free seat to move it to.');
      expect(cell(el, pid(PARKETT, '1', '4')).getAttribute('class')).to.equal('cell moving cat-1');
      expect(label(cell(el, pid(PARKETT, '1', '4')))).to.match(/your seat, chosen to move$/);
      await press(el, 'ArrowDown');
      await press(el, 'ArrowDown');
      await press(el, ' ');
      expect(events).to.deep.equal([{ ticket: 't2', seat: pid(PARKETT, '3', '4') }]);
      // The flow moved the ticket: the element is given the new tickets and plan.
      el.tickets = [TICKETS[0]!, ticket(2, pid(PARKETT, '3', '4'))];
      el.seats = plan({ [pid(PARKETT, '1', '4')]: 'free', [pid(PARKETT, '3', '4')]: 'held' });
      await el.updateComplete;
      expect(status(el)).to.equal('Moved to row 3, seat 4. You hold 2 seats.');
      expect(focused(el), 'the focus stays').to.equal(pid(PARKETT, '3', '4'));
      expect(cell(el, pid(PARKETT, '3', '4')).getAttribute('class')).to.equal('cell held cat-1');
    });

    it('says why a taken seat cannot be chosen, and sends nothing', async () => {
      const el = await seatMap();
      const events: unknown[] = [];
      el.addEventListener('tb-seat-select', (e) => events.push(e.detail));
      el.focus();
      await press(el, 'ArrowDown');
      await press(el, 'ArrowRight');
      await press(el, 'ArrowRight');
      await press(el, 'Enter');
      expect(status(el)).to.equal('Parkett, Row 2, Seat 5, Adult CHF 89.00, taken');
      expect(events).to.deep.equal([]);
    });

    it('keeps the focused seat element through a refresh and updates its name', async () => {
      const el = await seatMap();
      el.focus();
      await press(el, 'ArrowDown');
      const before = root(el).activeElement;
      el.seats = plan({ [pid(PARKETT, '2', '3')]: 'reserved' });
      await el.updateComplete;
      expect(root(el).activeElement).to.equal(before);
      expect(label(before!)).to.equal('Parkett, Row 2, Seat 3, Adult CHF 89.00, taken');
    });

    it('keeps the focused seat element when the same sectors come as a new list', async () => {
      const el = await seatMap();
      el.focus();
      await press(el, 'ArrowRight');
      const before = root(el).activeElement;
      el.sectors = SECTORS.map((sector) => ({ ...sector }));
      el.seats = plan();
      await el.updateComplete;
      expect(root(el).activeElement).to.equal(before);
      expect(focused(el)).to.equal(pid(PARKETT, '1', '4'));
    });

    it('is the only tab stop between the toolbar and what follows: the plan itself takes no focus', async () => {
      const el = await seatMap();
      el.focus();
      await sendKeys({ press: 'Shift+Tab' });
      expect(plain(root(el).activeElement?.textContent)).to.equal('Whole plan');
      await sendKeys({ press: 'Tab' });
      expect(focused(el)).to.equal(pid(PARKETT, '1', '3'));
    });
  });

  describe('list view', () => {
    it('lists the rows as groups of named buttons, chooses by click, and is remembered', async () => {
      const el = await seatMap();
      const events: unknown[] = [];
      el.addEventListener('tb-seat-select', (e) => events.push((e as TbSeatSelectEvent).detail));
      const [, list] = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="toolbar"] [aria-pressed]')];
      list!.click();
      await el.updateComplete;
      const groups = [...root(el).querySelectorAll('[part~="list"] [role="group"]')];
      expect(groups.map((g) => g.getAttribute('aria-label'))).to.deep.equal([
        'Parkett, Row 1',
        'Parkett, Row 2',
        'Parkett, Row 3',
        'Balkon, Row A',
      ]);
      const buttons = [...groups[1]!.querySelectorAll('button')];
      expect(buttons.map((b) => b.textContent!.trim())).to.deep.equal(['1', '2', '3', '4', '5', '6']);
      expect(label(buttons[4]!)).to.equal('Parkett, Row 2, Seat 5, Adult CHF 89.00, taken');
      expect(buttons[4]!.getAttribute('aria-disabled')).to.equal('true');
      buttons[0]!.click();
      expect(events).to.deep.equal([{ ticket: 't1', seat: pid(PARKETT, '2', '1') }]);
      const again = await seatMap();
      expect(again.view).to.equal('list');
    });
  });

  describe('zoom', () => {
    it('zooms in and out with the buttons, between the whole plan and 44 px seats', async () => {
      const el = await seatMap();
      const svgWidth = () => zoomOf(root(el).querySelector('svg.plan')!);
      const [out, into, whole] = [...root(el).querySelectorAll<HTMLButtonElement>('.zoom button')];
      out!.click();
      await el.updateComplete;
      expect(svgWidth()).to.equal('100%');
      into!.click();
      await el.updateComplete;
      expect(svgWidth()).to.equal('150%');
      whole!.click();
      await el.updateComplete;
      expect(svgWidth()).to.equal('100%');
    });

    it('zooms in and back on a double-tap even when the tapped seat is drawn anew between its taps', async () => {
      const el = await seatMap();
      const svgWidth = () => zoomOf(root(el).querySelector('svg.plan')!);
      const events: TbSeatSelectEvent['detail'][] = [];
      el.addEventListener('tb-seat-select', (e) => events.push(e.detail));
      const tap = (id: string) => {
        const shape = cell(el, id).querySelector('.shape')!;
        const box = shape.getBoundingClientRect();
        const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
        const touch = { ...at, pointerId: 7, pointerType: 'touch', bubbles: true, composed: true };
        shape.dispatchEvent(new PointerEvent('pointerdown', touch));
        shape.dispatchEvent(new PointerEvent('pointerup', touch));
        shape.dispatchEvent(new MouseEvent('click', { ...at, bubbles: true, composed: true }));
      };
      const seat = pid(PARKETT, '2', '1');
      tap(seat);
      expect(events).to.deep.equal([{ ticket: 't1', seat }]);
      // The first tap's choice is answered and drawn before the second tap arrives.
      el.seats = plan({ [seat]: 'held', [pid(PARKETT, '1', '3')]: 'free' });
      await el.updateComplete;
      tap(seat);
      await el.updateComplete;
      expect(svgWidth()).to.equal('200%');
      expect(events, 'the second tap chooses nothing').to.have.length(1);
      // The browser's own dblclick after the taps does not zoom a second time.
      cell(el, seat).dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }));
      await el.updateComplete;
      expect(svgWidth()).to.equal('200%');
    });

    it('zooms in on a double-click of a mouse', async () => {
      const el = await seatMap();
      const target = root(el).querySelector('svg.plan')!;
      target.dispatchEvent(
        new PointerEvent('pointerdown', { pointerType: 'mouse', bubbles: true, composed: true }),
      );
      target.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }));
      await el.updateComplete;
      expect(zoomOf(target)).to.equal('200%');
    });

    it('fits a 320 px wide container', async () => {
      const el = await seatMap();
      el.style.inlineSize = '320px';
      await el.updateComplete;
      expect(el.scrollWidth).to.be.at.most(320);
      expect(root(el).querySelector('.viewport')!.getBoundingClientRect().width).to.be.at.most(320);
    });
  });
});
