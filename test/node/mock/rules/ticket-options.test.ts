import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  MINUTE,
  advance,
  booking,
  capacity,
  confirm,
  refused,
  reserve,
  setup,
  ticket,
  type Setup,
} from './fixture';

function limitation(s: Setup, ticket_options: string[], limit: number, scope: 'show' | 'event'): string {
  return String(
    s.mock.records.create(s.demo, 'ticketoptionlimitations', { ticket_options, limitation: limit, scope })
      .pids[0],
  );
}

const use = (s: Setup, pid: string, show = s.shows[0]) =>
  capacity(s, show).ticket_options.find((entry) => entry.limitation === pid)!;

describe('rules: ticket options', () => {
  it('answers ticket_option_conflict for two options of one group, at the second', () => {
    const s = setup();
    const b = booking(s);
    const error = refused(
      s,
      () => reserve(s, ticket(s, b, { ticket_options: [s.fish, s.yes, s.no] })),
      'ticket_option_conflict',
      ['ticket_options[2]'],
    );
    assert.match(error.message, /Ticket options Ja and Nein both answer group "Rollstuhl\?"/);
  });

  it('answers validation_failed for a ticket option of another event', () => {
    const s = setup();
    const other = String(
      s.mock.records.create(s.demo, 'events', { host: s.host, name: 'Nabucco', currency: 'CHF' }).pids[0],
    );
    const group = String(
      s.mock.records.create(s.demo, 'ticketoptiongroups', { event: other, name: 'Pause?' }).pids[0],
    );
    const foreign = String(
      s.mock.records.create(s.demo, 'ticketoptions', { ticket_option_group: group, name: 'Sekt' }).pids[0],
    );
    const b = booking(s);
    const [pid] = reserve(s, ticket(s, b));
    refused(
      s,
      () => reserve(s, ticket(s, b), ticket(s, b, { ticket_options: [s.yes, foreign] })),
      'validation_failed',
      ['[1].ticket_options[1]'],
    );
    refused(
      s,
      () => s.mock.records.update(s.demo, 'tickets', pid!, { ticket_options: [foreign] }),
      'validation_failed',
      ['ticket_options[0]'],
    );
    refused(s, () => limitation(s, [s.yes, foreign], 3, 'event'), 'validation_failed', ['ticket_options[1]']);
  });

  it('limits per show with scope show, counting reserved and sold tickets', () => {
    const s = setup();
    const lim = limitation(s, [s.yes], 2, 'show');
    const first = booking(s);
    reserve(s, ticket(s, first, { ticket_options: [s.yes] }));
    confirm(s, first);
    const second = booking(s);
    reserve(s, ticket(s, second, { ticket_options: [s.yes] }));
    const error = refused(
      s,
      () => reserve(s, ticket(s, second, { ticket_options: [s.yes] })),
      'ticket_option_limit_reached',
      ['ticket_options[0]'],
    );
    assert.match(
      error.message,
      /^Could not reserve 1 ticket: ticket option Ja has 0 left for show Die Zauberflöte/,
    );
    assert.deepEqual(use(s, lim), {
      limitation: lim,
      ticket_options: [s.yes],
      scope: 'show',
      limitation_total: 2,
      used: 2,
      available: 0,
    });
    reserve(s, ticket(s, second, { ticket_options: [s.yes], show: s.shows[1] }));
    assert.equal(use(s, lim, s.shows[1]).used, 1);
  });

  it('limits over all shows with scope event, one quantity shared by the listed options', () => {
    const s = setup();
    const lim = limitation(s, [s.yes, s.fish], 3, 'event');
    const b = booking(s);
    reserve(
      s,
      ticket(s, b, { ticket_options: [s.yes, s.fish] }),
      ticket(s, b, { show: s.shows[1], ticket_options: [s.fish] }),
    );
    assert.equal(use(s, lim).used, 3);
    assert.equal(use(s, lim, s.shows[1]).available, 0);
    refused(
      s,
      () => reserve(s, ticket(s, b, { show: s.shows[1], ticket_options: [s.yes] })),
      'ticket_option_limit_reached',
    );
    reserve(s, ticket(s, b, { ticket_options: [s.no, s.veggie] }));
  });

  it('re-checks an edit of the options on its net effect', () => {
    const s = setup();
    const lim = limitation(s, [s.yes], 1, 'show');
    const b = booking(s);
    const [a, c] = reserve(s, ticket(s, b, { ticket_options: [s.yes] }), ticket(s, b));
    refused(
      s,
      () => s.mock.records.update(s.demo, 'tickets', c!, { ticket_options: [s.yes] }),
      'ticket_option_limit_reached',
      ['ticket_options[0]'],
    );
    s.mock.records.update(s.demo, 'tickets', a!, { ticket_options: [s.yes, s.fish] });
    s.mock.records.updateMany(s.demo, 'tickets', [
      { pid: a, ticket_options: [s.no] },
      { pid: c, ticket_options: [s.yes] },
    ]);
    s.mock.records.update(s.demo, 'ticketoptionlimitations', lim, { limitation: 0 });
    s.mock.records.update(s.demo, 'tickets', c!, { ticket_options: [s.yes, s.veggie] });
    assert.deepEqual([use(s, lim).used, use(s, lim).available], [1, 0]);
  });

  it('gives quantities back when tickets are deleted or released', () => {
    const s = setup();
    const lim = limitation(s, [s.yes], 2, 'event');
    const kept = booking(s);
    const [deleted] = reserve(s, ticket(s, kept, { ticket_options: [s.yes] }));
    advance(s, 10 * MINUTE);
    const later = booking(s);
    reserve(s, ticket(s, later, { ticket_options: [s.yes] }));
    assert.equal(use(s, lim).used, 2);
    s.mock.records.delete(s.demo, 'tickets', deleted!);
    assert.equal(use(s, lim).used, 1);
    advance(s, 30 * MINUTE);
    assert.equal(use(s, lim).used, 0);
  });

  it('answers ticket_option_required at confirmation, naming each ticket and group', () => {
    const s = setup();
    s.mock.records.update(s.demo, 'ticketoptiongroups', s.group, { required: true });
    s.mock.records.update(s.demo, 'ticketoptiongroups', s.menu, { required: true });
    const b = booking(s);
    const [first, second] = reserve(
      s,
      ticket(s, b, { ticket_options: [s.yes] }),
      ticket(s, b, { ticket_options: [s.fish] }),
    );
    const error = refused(s, () => confirm(s, b), 'ticket_option_required', [
      'tickets[0].ticket_options',
      'tickets[1].ticket_options',
    ]);
    assert.match(
      error.errors[0]!.message,
      new RegExp(`Ticket ${first} does not answer the required group "Menü"`),
    );
    assert.match(
      error.errors[1]!.message,
      new RegExp(`Ticket ${second} does not answer the required group "Rollstuhl\\?"`),
    );
    s.mock.records.updateMany(s.demo, 'tickets', [
      { pid: first, ticket_options: [s.yes, s.veggie] },
      { pid: second, ticket_options: [s.fish, s.no] },
    ]);
    confirm(s, b);
  });
});
