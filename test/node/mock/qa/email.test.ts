import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalog, type Messages } from '../../../../mock-server/domain/outbox/catalog';
import type { Mail } from '../../../../mock-server/domain/outbox/outbox';
import { LOCALES } from '../../../../mock-server/schemas/persons';
import { appClient, bearer, bookedMock } from './fixture';

const send = (booked: ReturnType<typeof bookedMock>) =>
  booked.mock.outbox.send(booked.demo, { booking: booked.booking, type: 'confirmation' });

/** The words each language must use, written out here rather than read from the catalog. */
const EXPECTED = {
  de: {
    subject: 'Buchungsbestätigung',
    greeting: 'Sehr geehrte Frau Muster,',
    month: 'Dezember',
    seat: 'Platz: Stalls',
    postal: 'Per Post an',
    digital: 'Sie erhalten Ihre Tickets per E-Mail',
    fee: 'Versandgebühr (Royal Mail): CHF 7.50',
    total: 'Total: CHF 90.00',
    options: 'Rollstuhl',
  },
  fr: {
    subject: 'Confirmation de réservation',
    greeting: 'Bonjour Madame Muster,',
    month: 'décembre',
    seat: 'Place\u202f: Stalls',
    postal: 'Par la poste à',
    digital: 'vous recevez vos billets par e-mail',
    fee: 'Frais d’envoi (Royal Mail)\u202f: CHF 7.50',
    total: 'Total\u202f: CHF 90.00',
    options: 'Options',
  },
  it: {
    subject: 'Conferma della prenotazione',
    greeting: 'Gentile signora Muster,',
    month: 'dicembre',
    seat: 'Posto: Stalls',
    postal: 'Per posta a',
    digital: 'riceverà i biglietti per e-mail',
    fee: 'Spese di spedizione (Royal Mail): CHF 7.50',
    total: 'Totale: CHF 90.00',
    options: 'Opzioni',
  },
  en: {
    subject: 'Booking confirmation',
    greeting: 'Dear Ms Muster,',
    month: 'December',
    seat: 'Seat: Stalls',
    postal: 'By post to',
    digital: 'your tickets come by e-mail',
    fee: 'Delivery fee (Royal Mail): CHF 7.50',
    total: 'Total: CHF 90.00',
    options: 'Options',
  },
} as const;

describe('the message catalog', () => {
  it('has every key, non-empty, in all four languages', () => {
    const keys = Object.keys(catalog.en).sort();
    assert.ok(keys.length >= 20);
    for (const locale of LOCALES) {
      const messages = catalog[locale] as unknown as Record<string, unknown>;
      assert.deepEqual(Object.keys(messages).sort(), keys, locale);
      for (const key of keys) {
        const value = messages[key];
        const text = typeof value === 'function' ? (value as (...a: string[]) => string)('X', 'Y') : value;
        assert.ok(typeof text === 'string' && text.trim().length > 0, `${locale}.${key}`);
      }
    }
  });

  it('translates every sentence: no two languages share an intro, closing or digital wording', () => {
    for (const key of ['intro', 'closing', 'deliveryDigital', 'deliveryPostal'] as const) {
      const values = LOCALES.map((locale) => (catalog[locale] as Messages)[key]);
      assert.equal(new Set(values).size, LOCALES.length, key);
    }
  });
});

describe('the confirmation e-mail', () => {
  for (const locale of LOCALES) {
    it(`lists the booking in ${locale}: tickets, seats, options, delivery and totals`, () => {
      const booked = bookedMock({ locale });
      const mail = send(booked);
      const words = EXPECTED[locale];
      assert.equal(mail.locale, locale);
      assert.equal(mail.to, 'anna.muster@example.ch');
      assert.ok(mail.subject.startsWith(words.subject), mail.subject);
      assert.ok(mail.subject.includes(booked.readable) && mail.subject.includes('Hamlet'), mail.subject);
      const text = mail.text;
      assert.ok(text.startsWith(words.greeting), text);
      assert.ok(text.includes(booked.readable));
      assert.match(text, /Hamlet/);
      assert.match(text, /The Globe/);
      assert.ok(text.includes(words.month), `month in ${locale}`);
      assert.match(text, /2026/);
      for (const ticket of booked.tickets) {
        assert.ok(text.includes(ticket.code), `ticket ${ticket.code}`);
      }
      assert.ok(text.includes(words.seat));
      assert.match(text, /Circle/);
      assert.match(text, /CHF 54\.50/, 'adult ticket with its ticket option');
      assert.match(text, /CHF 20\.00/);
      assert.match(text, /Wheelchair space\?: Yes/);
      assert.match(text, /2 × Programme\u202f?: CHF 8\.00/);
      assert.ok(text.includes(words.postal), `postal wording in ${locale}`);
      assert.match(text, /Bahnhofstrasse 1, 3011 Bern, CH/);
      assert.ok(text.includes(words.fee), `fee in ${locale}`);
      assert.ok(text.includes(words.total), `total in ${locale}`);
      assert.match(text, /Demo Theater\n$/);
    });
  }

  it('states digital delivery in the language, without a fee', () => {
    for (const locale of LOCALES) {
      const mail = send(bookedMock({ locale, postal: false }));
      assert.ok(mail.text.includes(EXPECTED[locale].digital), locale);
      assert.doesNotMatch(mail.text, /Royal Mail/);
      assert.match(mail.text, /CHF 82\.50/);
    }
  });

  it('shows the start in the venue’s zone', () => {
    const london = send(bookedMock({ locale: 'en' })).text;
    const tokyo = send(bookedMock({ locale: 'en', timezone: 'Asia/Tokyo' })).text;
    // 19:30 wall time of the venue, whatever the zone of the host (Europe/Zurich).
    assert.match(london, /Show: .*19:30/);
    assert.match(tokyo, /Show: .*19:30/);
  });

  it('falls back to the host’s default, German, without a locale, and greets by name without a salutation', () => {
    const mail = send(bookedMock({ locale: null, salutation: null }));
    assert.equal(mail.locale, 'de');
    assert.ok(mail.text.startsWith('Guten Tag Anna Muster,'));
  });

  it('escapes every value in the HTML part', () => {
    const booked = bookedMock({ locale: 'en' });
    const event = [...booked.mock.store.all('events')][0]!;
    booked.mock.store.write(() => {
      for (const ticket of booked.mock.store.all('tickets')) {
        booked.mock.store.replace('tickets', { ...ticket, denormalized_event_name: '<b>Tom & "Jerry"</b>' });
      }
      booked.mock.store.replace('events', { ...event, name: '<b>Tom & "Jerry"</b>' });
    });
    const mail = send(booked);
    assert.match(mail.html, /&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;\/b&gt;/);
    assert.doesNotMatch(mail.html, /<b>Tom/);
    assert.match(mail.text, /<b>Tom & "Jerry"<\/b>/);
  });
});

describe('POST /email/send', () => {
  it('answers 202 and puts the mail in the outbox, newest last; DELETE empties it', async () => {
    const booked = bookedMock({ locale: 'fr' });
    const api = appClient(booked.mock);
    const token = await api.token();
    const sent = await api.json(
      'POST',
      '/email/send',
      { booking: booked.readable, type: 'confirmation' },
      bearer(token),
    );
    assert.equal(sent.status, 202);
    assert.equal(await sent.text(), '');
    await api.json('POST', '/email/send', { booking: booked.booking, type: 'confirmation' }, bearer(token));
    const outbox = (await (await api.fetch('/__admin/outbox')).json()) as Mail[];
    assert.equal(outbox.length, 2);
    assert.ok(outbox[0]!.id < outbox[1]!.id);
    assert.equal(outbox[1]!.booking, booked.booking);
    assert.equal(outbox[1]!.locale, 'fr');
    assert.match(outbox[1]!.text, /Bonjour Madame Muster/);
    const journal = (await (await api.fetch('/__admin/journal?kinds=email')).json()) as unknown[];
    assert.equal(journal.length, 2);
    assert.equal((await api.fetch('/__admin/outbox', { method: 'DELETE' })).status, 204);
    assert.deepEqual(await (await api.fetch('/__admin/outbox')).json(), []);
  });

  it('answers 409 booking_not_confirmed for an unconfirmed booking', async () => {
    const booked = bookedMock();
    const { mock, demo } = booked;
    const other = Number(mock.records.create(demo, 'bookings', { customer: booked.person }).pids[0]);
    const api = appClient(mock);
    const response = await api.json(
      'POST',
      '/email/send',
      { booking: other, type: 'confirmation' },
      bearer(await api.token()),
    );
    assert.equal(response.status, 409);
    const body = (await response.json()) as { code: string; detail: string };
    assert.equal(body.code, 'booking_not_confirmed');
    assert.match(body.detail, /is not confirmed/);
    assert.deepEqual(mock.outbox.list(), []);
  });

  it('answers 409 validation_failed at `type` for an unknown type, and names bad bodies', async () => {
    const booked = bookedMock();
    const api = appClient(booked.mock);
    const auth = bearer(await api.token());
    const response = await api.json(
      'POST',
      '/email/send',
      { booking: booked.booking, type: 'reminder' },
      auth,
    );
    assert.equal(response.status, 409);
    const body = (await response.json()) as { code: string; errors: { property_path: string }[] };
    assert.equal(body.code, 'validation_failed');
    assert.deepEqual(
      body.errors.map((e) => e.property_path),
      ['type'],
    );
    for (const bad of [
      {},
      { booking: 'x', type: 'confirmation' },
      { booking: booked.booking, type: 'confirmation', cc: 'a' },
    ]) {
      assert.equal((await api.json('POST', '/email/send', bad, auth)).status, 409, JSON.stringify(bad));
    }
    assert.equal((await api.fetch('/email/send', { method: 'POST', headers: auth, body: 'x' })).status, 415);
    assert.deepEqual(booked.mock.outbox.list(), []);
  });

  it("answers 409 reference_not_found for another host's booking and 401 without a token", async () => {
    const booked = bookedMock();
    const api = appClient(booked.mock);
    const body = { booking: booked.booking, type: 'confirmation' };
    const foreign = await api.json('POST', '/email/send', body, bearer(await api.token('other')));
    assert.equal(foreign.status, 409);
    const problem = (await foreign.json()) as { code: string; errors: { property_path: string }[] };
    assert.equal(problem.code, 'reference_not_found');
    assert.deepEqual(
      problem.errors.map((error) => error.property_path),
      ['booking'],
    );
    assert.equal((await api.json('POST', '/email/send', body)).status, 401);
    assert.equal((await api.fetch('/email/send', { headers: bearer(await api.token()) })).status, 405);
    assert.deepEqual(booked.mock.outbox.list(), []);
  });

  it('keeps the outbox in the snapshot, and a reset empties it', () => {
    const booked = bookedMock();
    send(booked);
    const snapshot = booked.mock.snapshot();
    booked.mock.outbox.clear();
    booked.mock.restore(snapshot);
    assert.equal(booked.mock.outbox.list().length, 1);
    booked.mock.reset();
    assert.deepEqual(booked.mock.outbox.list(), []);
  });
});
