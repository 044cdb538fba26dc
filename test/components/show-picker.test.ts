/// <reference types="mocha" />
import { expect } from 'chai';
import type { TbShowPicker } from '../../src/components/show-picker/show-picker.js';
import { createEvent, manyShows, reserve } from './catalogue.js';
import { axeViolations } from './helpers.js';
import { pickShow, start } from './journey.js';
import { Chain } from './mock-chain.js';
import {
  all,
  atStep,
  button,
  focusName,
  mount,
  one,
  press,
  stepElement,
  tabTo,
  text,
  until,
} from './widget.js';

const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const showButtons = (el: Element) => all<HTMLButtonElement>(el, 'button[part~="show"]');

describe('<tb-show-picker>', () => {
  describe('defaults', () => {
    it('holds the space with skeleton rows of the final height while the shows load', async () => {
      const chain = new Chain();
      const cat = await createEvent(chain);
      await chain.open([cat.event]);
      await chain.admin('POST', '/faults', { method: 'GET', path: '/shows', delayMs: 400, count: 1 });
      const el = await mount(chain, cat.event);
      const skeleton = await until('skeleton', () => all(el, '.skeleton .show')[0]);
      expect(all(el, '.skeleton .show')).to.have.length(3);
      expect(skeleton.closest('[aria-busy]')!.getAttribute('aria-busy')).to.equal('true');
      const skeletonHeight = skeleton.getBoundingClientRect().height;
      const dayHeight = one(el, '.skeleton-day').getBoundingClientRect().height;
      (await chain.delays.next()).release();
      await atStep(el, 'shows');
      expect(showButtons(el)[0]!.getBoundingClientRect().height).to.equal(skeletonHeight);
      expect(one(el, '[part~="day"]').getBoundingClientRect().height).to.equal(dayHeight);
    });

    it('lists the shows by day with start time, venue and availability', async () => {
      const { el } = await start({ soldOutShow: true });
      expect(all(el, '[part~="day"]').map(text)).to.deep.equal([
        'Sunday, December 20, 2026',
        'Thursday, December 31, 2026',
        'Saturday, January 2, 2027',
      ]);
      const [soldOut, first] = showButtons(el);
      expect(text(first!.querySelector('.venue'))).to.equal('Stadttheater, Bern');
      expect(first!.querySelector('.badge'), 'no "Available" on every show').to.equal(null);
      expect(text(soldOut!.querySelector('.badge'))).to.equal('Sold out');
      expect(soldOut!.disabled, 'a sold-out show is not selectable').to.equal(true);
      expect(first!.disabled).to.equal(false);
    });

    it("says how many are left when few are, and names the date in each button's label", async () => {
      const { el } = await start({}, { options: { fewLeft: 200 } });
      const first = showButtons(el)[0]!;
      expect(text(first.querySelector('.badge'))).to.equal('103 left');
      expect(text(first)).to.match(/^Thursday, December 31, 2026, 7:30 PM/);
    });
  });

  describe('availability', () => {
    it('reads it again when the buyer comes back, each badge a skeleton of its size meanwhile', async () => {
      const { chain, cat, el } = await start({}, { options: { fewLeft: 200 } });
      const badge = () => showButtons(el)[0]!.querySelector('.badge')!;
      expect(text(badge())).to.equal('103 left');
      const height = badge().getBoundingClientRect().height;
      await pickShow(el);
      await reserve(chain, cat.shows[0]!, cat.parkett, cat.adult, 2);
      await chain.admin('POST', '/faults', { method: 'GET', path: '/shows', delayMs: 400, count: 1 });
      const reads = () => chain.requests.filter((request) => request.startsWith('GET /shows/')).length;
      const before = reads();
      button(el, 'Back').click();
      const skeleton = await until('a badge held as a skeleton', () => all(el, '.badge.refreshing')[0]);
      expect(skeleton.closest('[aria-busy]')!.getAttribute('aria-busy')).to.equal('true');
      expect(skeleton.getBoundingClientRect().height).to.equal(height);
      (await chain.delays.next()).release();
      await until('the fresh availability', () => text(badge()) === '101 left');
      expect(reads()).to.equal(before + 1);
      expect(badge().closest('[aria-busy]')!.getAttribute('aria-busy')).to.equal('false');
    });
  });

  describe('properties', () => {
    it("shows the start in the venue's zone and names the zone when it is not the visitor's", async () => {
      const other = visitorZone === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';
      const { el } = await start({ timeZone: other, shows: ['2026-12-31 19:30:00'] });
      expect(text(one(el, '.time'))).to.match(/^7:30 PM \(.+\)$/);
      const local = await start({ timeZone: visitorZone, shows: ['2026-12-31 19:30:00'] });
      expect(text(one(local.el, '.time'))).to.equal('7:30 PM');
    });

    it("names no zone where the visitor's clock reads the same time (Konstanz seen from Zurich)", async () => {
      const at = new Date(Date.UTC(2026, 11, 31, 18, 30));
      const offset = (timeZone: string) =>
        new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
          .formatToParts(at)
          .find((part) => part.type === 'timeZoneName')!.value;
      const zones = [
        'Europe/Berlin',
        'Europe/London',
        'Asia/Tokyo',
        'America/New_York',
        'Europe/Zurich',
        'UTC',
      ];
      const twin = zones.find((zone) => zone !== visitorZone && offset(zone) === offset(visitorZone));
      if (!twin) throw new Error(`no zone in the list shares ${visitorZone}'s offset`);
      const { el } = await start({ timeZone: twin, shows: ['2026-12-31 19:30:00'] });
      expect(text(one(el, '.time'))).to.equal('7:30 PM');
    });

    it('switches to a month view when there are more shows than list-limit', async () => {
      const { el } = await start({ shows: manyShows(16) });
      const calendar = one(el, '[part~="calendar"]');
      expect(text(calendar.querySelector('h3'))).to.equal('December 2026');
      const days = all<HTMLButtonElement>(el, '[part~="calendar-day"]');
      expect(days.map(text)).to.deep.equal([
        '2',
        '4',
        '6',
        '8',
        '10',
        '12',
        '14',
        '16',
        '18',
        '20',
        '22',
        '24',
        '26',
        '28',
        '30',
      ]);
      expect(days[0]!.getAttribute('aria-label')).to.equal('Wednesday, December 2, 2026: 1 show');
      expect(days[0]!.getAttribute('aria-pressed')).to.equal('true');
      expect(all(el, '[part~="day"]').map(text)).to.deep.equal(['Shows on Wednesday, December 2, 2026']);
      expect(showButtons(el)).to.have.length(1);

      days[2]!.click();
      await stepElement(el)!.updateComplete;
      expect(text(one(el, '[part~="day"]'))).to.equal('Shows on Sunday, December 6, 2026');

      button(el, 'Next month').click();
      await stepElement(el)!.updateComplete;
      expect(text(one(el, '[part~="calendar"] h3'))).to.equal('January 2027');
      expect(all(el, '[part~="calendar-day"]').map(text)).to.deep.equal(['1']);
      expect(button(el, 'Next month').getAttribute('aria-disabled')).to.equal('true');
    });

    it('keeps the plain list up to list-limit shows', async () => {
      const { el } = await start({ shows: manyShows(12) });
      expect(all(el, '[part~="calendar"]')).to.have.length(0);
      expect(showButtons(el)).to.have.length(12);
      const picker = stepElement(el) as TbShowPicker;
      picker.listLimit = 5;
      await picker.updateComplete;
      expect(all(el, '[part~="calendar"]')).to.have.length(1);
    });
  });

  describe('events', () => {
    it('selects a show with its button and moves on to the tickets', async () => {
      const { el, cat } = await start();
      await pickShow(el, 1);
      expect(el.state!.show).to.equal(cat.shows[1]);
    });

    it('takes a show clicked while the list is read again, once the read is in', async () => {
      const { chain, cat, el } = await start();
      await pickShow(el);
      await chain.admin('POST', '/faults', { method: 'GET', path: '/shows', delayMs: 400, count: 1 });
      button(el, 'Back').click();
      const listed = () => el.state!.step === 'shows' && showButtons(el).length > 0;
      await until('the list shown while it is read again', () => listed() && el.state!.busy);
      showButtons(el)[1]!.click();
      (await chain.delays.next()).release();
      await atStep(el, 'tickets');
      expect(el.state!.show).to.equal(cat.shows[1]);
    });
  });

  describe('accessibility', () => {
    for (const theme of ['light', 'dark']) {
      it(`has no axe violations in the ${theme} theme, as a list and as a month view`, async () => {
        const list = await start({ soldOutShow: true }, { theme });
        expect(await axeViolations(list.el)).to.deep.equal([]);
        const month = await start({ shows: manyShows(16) }, { theme });
        expect(await axeViolations(month.el)).to.deep.equal([]);
      });
    }

    it('moves between the days of the month view with the arrow keys, as one tab stop', async () => {
      const { el } = await start({ shows: manyShows(16) });
      (document.activeElement as HTMLElement | null)?.blur();
      expect(await tabTo(/Wednesday, December 2, 2026/)).to.deep.equal([
        'button Previous month',
        'button Next month',
        'button Wednesday, December 2, 2026: 1 show',
      ]);
      await press('ArrowRight');
      expect(focusName()).to.equal('button Friday, December 4, 2026: 1 show');
      await press('ArrowDown');
      expect(focusName()).to.equal('button Sunday, December 6, 2026: 1 show');
      await press('ArrowLeft');
      await press('End');
      expect(focusName()).to.equal('button Wednesday, December 30, 2026: 1 show');
      expect(text(one(el, '[part~="day"]'))).to.equal('Shows on Wednesday, December 30, 2026');
      await press('Home');
      expect(focusName()).to.equal('button Wednesday, December 2, 2026: 1 show');
      await press('Tab');
      expect(focusName()).to.match(/^button Wednesday, December 2, 2026, 7:30 PM/);
      await press('Enter');
      await atStep(el, 'tickets');
    });
  });
});
