import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { escapeText, fold, showCalendar } from '../../../src/booking/calendar';
import { showMinutes } from '../../../src/booking/state';

/** Unfolds and splits an iCalendar text into [name;params, value] pairs (RFC 5545 §3.1). */
function parse(text: string): [string, string][] {
  assert.ok(text.endsWith('\r\n'));
  assert.ok(!/[^\r]\n/.test(text), 'every line ends with CRLF');
  return text
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}

describe('Add to calendar', () => {
  const show = {
    booking: 123456789012,
    bookingNumber: '1234-5678-9012',
    event: 'Die Zauberflöte; Oper, in zwei Akten',
    start: new Date('2026-12-24T18:30:00Z'),
    timeZone: 'Europe/Zurich',
    venue: 'Stadttheater',
    city: 'Bern',
    details: ['2 × Erwachsene, Parkett'],
    domain: 'shop.example',
  };

  test('makes one event at the venue’s wall time, with its zone described, its place and booking', () => {
    const lines = parse(showCalendar(show, new Date('2026-12-01T09:00:00Z')));
    const get = (name: string) => lines.filter(([n]) => n === name).map(([, v]) => v);
    assert.deepEqual(lines[0], ['BEGIN', 'VCALENDAR']);
    assert.deepEqual(lines.at(-1), ['END', 'VCALENDAR']);
    assert.deepEqual(get('VERSION'), ['2.0']);
    assert.deepEqual(get('DTSTART;TZID=Europe/Zurich'), ['20261224T193000']);
    assert.deepEqual(get('TZID'), ['Europe/Zurich']);
    assert.deepEqual(get('TZOFFSETTO'), ['+0100']);
    assert.deepEqual(get('UID'), ['booking-123456789012@shop.example']);
    assert.deepEqual(get('DTSTAMP'), ['20261201T090000Z']);
    assert.deepEqual(get('SUMMARY'), ['Die Zauberflöte\\; Oper\\, in zwei Akten']);
    assert.deepEqual(get('LOCATION'), ['Stadttheater\\, Bern']);
    assert.deepEqual(get('DESCRIPTION'), ['1234-5678-9012\\n2 × Erwachsene\\, Parkett']);
    assert.equal(get('BEGIN').filter((v) => v === 'VEVENT').length, 1);
  });

  test('ends the site owner’s show length after the start, in the venue’s zone, and has no end without it', () => {
    const now = new Date('2026-12-01T09:00:00Z');
    const ended = parse(showCalendar({ ...show, end: new Date('2026-12-24T21:15:00Z') }, now));
    assert.deepEqual(
      ended.filter(([name]) => name.startsWith('DTEND')),
      [['DTEND;TZID=Europe/Zurich', '20261224T221500']],
    );
    const open = parse(showCalendar(show, now));
    assert.deepEqual(
      open.filter(([name]) => name.startsWith('DTEND') || name === 'DURATION'),
      [],
      'no end is made up',
    );
  });

  test('takes a show length in whole minutes above 0 only', () => {
    assert.equal(showMinutes(165), 165);
    assert.equal(showMinutes('150'), 150);
    for (const value of [0, -5, 90.5, '', ' ', 'abc', null, undefined, Number.NaN, Infinity])
      assert.equal(showMinutes(value), null, String(value));
  });

  test('takes summer time where the show is in summer', () => {
    const lines = parse(showCalendar({ ...show, start: new Date('2026-07-01T17:00:00Z') }, new Date()));
    assert.ok(lines.some(([n, v]) => n === 'DTSTART;TZID=Europe/Zurich' && v === '20260701T190000'));
    assert.ok(lines.some(([n, v]) => n === 'TZOFFSETTO' && v === '+0200'));
  });

  test('folds long lines at 75 octets without splitting a character, and escapes text', () => {
    const long = `SUMMARY:${'ö'.repeat(60)}`;
    const folded = fold(long);
    for (const line of folded.split('\r\n')) assert.ok(new TextEncoder().encode(line).length <= 75);
    assert.equal(folded.replace(/\r\n /g, ''), long);
    assert.equal(escapeText('a\\b;c,d\ne'), 'a\\\\b\\;c\\,d\\ne');
  });
});
