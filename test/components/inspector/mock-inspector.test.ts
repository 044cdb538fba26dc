/// <reference types="mocha" />
import { expect } from 'chai';
import { ApiError, createRecord, unwrap } from '../../../src/api/index.js';
import { axeViolations } from '../helpers.js';
import {
  button,
  inspector,
  openTab,
  panel,
  reserveTickets,
  root,
  textOf,
  until,
  useMock,
} from './mock-helpers.js';

const MINUTE = 60_000;

describe('<tb-mock-inspector>', () => {
  const { mock, api } = useMock();

  describe('defaults', () => {
    it('opens and closes from its one button, which says whether it is open', async () => {
      const el = await inspector();
      el.open = false;
      await el.updateComplete;
      const toggle = root(el).querySelector<HTMLButtonElement>('[part="toggle"]')!;
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(root(el).querySelector('[role="tablist"]')).to.equal(null);
      toggle.click();
      await el.updateComplete;
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(root(el).querySelectorAll('[role="tab"]')).to.have.length(5);
    });

    it("shows the mock's time", async () => {
      const el = await inspector();
      const clock = await panel(el, 'tb-inspector-clock');
      const time = await until('the time', () => clock.querySelector('time') ?? undefined);
      expect(Math.abs(Date.parse(time.dateTime) - mock().clock.now())).to.be.below(2000);
    });
  });

  describe('clock', () => {
    it('advancing 30 minutes moves the time on and reports the booking that expired', async () => {
      const { readable } = await reserveTickets(api(), 2);
      const el = await inspector();
      const clock = await panel(el, 'tb-inspector-clock');
      const before = Date.parse(
        (await until('the time', () => clock.querySelector('time') ?? undefined)).dateTime,
      );
      button(clock, '+30 minutes').click();
      const status = await until('the report', () => {
        const text = textOf(clock.querySelector('[role="status"]'));
        return text.includes('expired') ? text : undefined;
      });
      expect(status)
        .to.contain('Advanced 30 minutes')
        .and.contain(`booking ${readable} (2 tickets released)`);
      await el.updateComplete;
      const after = Date.parse(clock.querySelector('time')!.dateTime);
      expect(after - before).to.be.within(30 * MINUTE, 30 * MINUTE + 2000);
      expect(mock().clock.now() - before).to.be.at.least(30 * MINUTE);
    });

    it('saves the release period in minutes', async () => {
      const el = await inspector();
      const clock = await panel(el, 'tb-inspector-clock');
      const input = await until('the setting', () => {
        const field = clock.querySelector<HTMLInputElement>('input[name="minutes"]');
        return field?.value === '30' ? field : undefined;
      });
      input.value = '20';
      button(clock, 'Save').click();
      await until('the new setting', () => mock().config.releasePeriod === 20 * MINUTE);
    });
  });

  describe('faults', () => {
    it('a switched-on fault makes the next ticket reservation fail with 503, once', async () => {
      const el = await inspector();
      await openTab(el, 'Faults');
      const faults = await panel(el, 'tb-inspector-faults');
      const toggle = await until('the switch', () =>
        [...faults.querySelectorAll('label')].find((label) =>
          label.textContent?.includes('reservation fails'),
        ),
      );
      toggle.querySelector('input')!.click();
      await until('the active fault', () =>
        textOf(faults.querySelector('[part="active"]')).includes('POST /tickets → 503'),
      );

      const error = await reserveTickets(api(), 1).catch((e: unknown) => e);
      expect(error).to.be.instanceOf(ApiError);
      expect((error as ApiError).status).to.equal(503);
      expect((error as ApiError).code).to.equal('injected_fault');
      await until('the fault to be used up', () => textOf(faults).includes('No active faults.'));
      expect(toggle.querySelector('input')!.checked).to.equal(false);
      await reserveTickets(api(), 1);
    });

    it('adds a custom fault and removes it again', async () => {
      const el = await inspector();
      await openTab(el, 'Faults');
      const faults = await panel(el, 'tb-inspector-faults');
      const form = faults.querySelector('form')!;
      (form.elements.namedItem('method') as HTMLSelectElement).value = 'GET';
      (form.elements.namedItem('path') as HTMLInputElement).value = '/events';
      (form.elements.namedItem('status') as HTMLInputElement).value = '500';
      button(faults, 'Add fault').click();
      await until('the fault', () =>
        textOf(faults.querySelector('[part="active"]')).includes('GET /events → 500'),
      );
      expect((await api().GET('/events/')).response.status).to.equal(500);

      button(faults, 'Remove GET /events → 500').click();
      await until('no fault', () => textOf(faults).includes('No active faults.'));
      expect((await api().GET('/events/')).response.status).to.equal(200);
    });
  });

  describe('records', () => {
    it('shows a booking made through the API, with its countdown, and its tickets', async () => {
      const el = await inspector();
      await openTab(el, 'Records');
      const records = await panel(el, 'tb-inspector-records');
      await until('the bookings', () => records.querySelector('[part="bookings"]') ?? undefined);
      const { readable } = await reserveTickets(api(), 2);

      const row = await until('the new booking', () =>
        [...records.querySelectorAll('[part="bookings"] tr')].find((tr) =>
          tr.textContent?.includes(readable),
        ),
      );
      expect(textOf(row)).to.contain('unconfirmed');
      expect(textOf(row.querySelector('[role="timer"]'))).to.match(/^(30:00|29:5\d)$/);

      button(records, `Tickets of booking ${readable}`).click();
      const tickets = await until(
        'the tickets',
        () => records.querySelector('[part="tickets"]') ?? undefined,
      );
      expect(tickets.querySelectorAll('tbody tr')).to.have.length(2);
      expect(textOf(tickets)).to.contain('Die Dreigroschenoper');
    });

    it('shows the availability of each show', async () => {
      const el = await inspector();
      await openTab(el, 'Records');
      const records = await panel(el, 'tb-inspector-records');
      const shows = await until('the shows', () => records.querySelector('[part="shows"]') ?? undefined);
      expect(textOf(shows)).to.match(/\d+ \/ \d+/);
      expect(textOf(shows)).not.to.contain('n/a');
    });
  });

  describe('reset', () => {
    it('brings the seed data back once confirmed', async () => {
      const { readable } = await reserveTickets(api(), 1);
      mock().updateConfig({ releasePeriod: 5 * MINUTE });
      const el = await inspector();
      await openTab(el, 'Records');
      const records = await panel(el, 'tb-inspector-records');
      await until('the booking', () => textOf(records.querySelector('[part="bookings"]')).includes(readable));

      button(root(el), 'Reset…').click();
      const dialog = root(el).querySelector('dialog')!;
      expect(dialog.open).to.equal(true);
      button(dialog, 'Cancel').click();
      expect(dialog.open).to.equal(false);
      await el.updateComplete;
      expect(mock().config.releasePeriod).to.equal(5 * MINUTE);

      button(root(el), 'Reset…').click();
      button(dialog, 'Reset to demo').click();
      await until('the seed bookings', () => {
        const text = textOf(records.querySelector('[part="bookings"]'));
        return text !== '' && !text.includes(readable);
      });
      expect(mock().config.releasePeriod).to.equal(30 * MINUTE);
      expect(textOf(root(el).querySelector('.toolbar [role="status"]'))).to.equal('Reset to seed demo.');
    });
  });

  describe('outbox and log', () => {
    it('shows a sent confirmation e-mail with subject, recipient and text', async () => {
      const { booking } = await reserveTickets(api(), 1);
      unwrap(
        await api().PATCH('/bookings/{pid}', {
          params: { path: { pid: booking } },
          body: { confirmation: true },
        }),
      );
      unwrap(await api().POST('/email/send', { body: { booking, type: 'confirmation' } }));
      const el = await inspector();
      await openTab(el, 'Outbox');
      const outbox = await panel(el, 'tb-inspector-outbox');
      const mail = await until('the mail', () => outbox.querySelector('article') ?? undefined);
      expect(textOf(mail.querySelector('h3'))).not.to.equal('');
      expect(textOf(mail)).to.contain('ada@example.com');
      expect(textOf(mail.querySelector('pre'))).not.to.equal('');
    });

    it('lists rejections with their reasons and filters by kind', async () => {
      const el = await inspector();
      await openTab(el, 'Log');
      const log = await panel(el, 'tb-inspector-log');
      await createRecord(api(), '/persons/', {});
      const missing = await api().GET('/bookings/{pid}', { params: { path: { pid: 999_999_999_999 } } });
      expect(missing.response.status).to.equal(404);
      // Other rejections (an expired login, say) may be listed too: look for this one.
      const entry = await until('the rejection', () =>
        [...log.querySelectorAll('[data-kind="rejection"]')].find((row) =>
          row.textContent?.includes('999999999999'),
        ),
      );
      expect(textOf(entry)).to.contain('not_found').and.contain('999999999999');
      expect(log.querySelector('[data-kind="change"]')).not.to.equal(null);

      const filter = [...log.querySelectorAll('label')].find((label) =>
        label.textContent?.startsWith('rejection'),
      )!;
      filter.querySelector('input')!.click();
      await (log.host as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      expect(log.querySelector('[data-kind="rejection"]')).to.equal(null);
      expect(log.querySelector('[data-kind="change"]')).not.to.equal(null);
    });
  });

  describe('accessibility', () => {
    for (const theme of ['light', 'dark'] as const) {
      it(`has no axe violations on any panel in the ${theme} theme`, async () => {
        await reserveTickets(api(), 1);
        const el = await inspector({ theme });
        for (const tab of ['Clock', 'Faults', 'Records', 'Outbox', 'Log']) {
          await openTab(el, tab);
          await panel(el, `tb-inspector-${tab.toLowerCase()}`);
          if (tab === 'Records')
            await until('the records', () =>
              root(el, 'tb-inspector-records').querySelector('[part="bookings"]'),
            );
          expect(await axeViolations(el), tab).to.deep.equal([]);
        }
      });
    }

    it('moves between tabs with the arrow keys', async () => {
      const el = await inspector();
      const tabs = () => [...root(el).querySelectorAll<HTMLElement>('[role="tab"]')];
      tabs()[0]!.focus();
      tabs()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      await until('the faults tab', () => root(el).activeElement?.textContent?.trim() === 'Faults');
      expect(tabs()[1]!.getAttribute('aria-selected')).to.equal('true');
      tabs()[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
      await until('the log tab', () => root(el).activeElement?.textContent?.trim() === 'Log');
      tabs()[4]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      await until('the clock tab', () => root(el).activeElement?.textContent?.trim() === 'Clock');
    });
  });
});
