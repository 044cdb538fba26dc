/**
 * What a page sets on `<ticket-booking>`, turned into the flow's settings: the attributes win over
 * the same settings in `options`, and `options` is compared by value.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  flowSettings,
  optionsChanged,
  sameOptions,
  venueFrame,
} from '../../../src/components/ticket-booking/settings';

describe('the venue frame of <ticket-booking>', () => {
  it('takes each attribute, else the same setting in options, else none', () => {
    const options = {
      termsUrl: '/agb',
      privacyUrl: '/datenschutz',
      paymentNote: 'An der Kasse',
      showMinutes: 90,
    };
    assert.deepEqual(venueFrame({ termsUrl: '/terms', showMinutes: 120 }, options), {
      termsUrl: '/terms',
      privacyUrl: '/datenschutz',
      paymentNote: 'An der Kasse',
      showMinutes: 120,
    });
    assert.deepEqual(venueFrame({}, {}), {
      termsUrl: null,
      privacyUrl: null,
      paymentNote: null,
      showMinutes: null,
    });
  });

  it('passes over an empty attribute and a show length that is no whole number of minutes', () => {
    assert.equal(venueFrame({ termsUrl: '' }, { termsUrl: '/agb' }).termsUrl, '/agb');
    assert.equal(venueFrame({ showMinutes: 1.5 }, {}).showMinutes, null);
  });
});

describe('the flow settings of <ticket-booking>', () => {
  it('adds the few-left attribute only where options does not say', () => {
    assert.deepEqual(flowSettings({ maxTickets: 4 }, 3), { maxTickets: 4, fewLeft: 3 });
    assert.deepEqual(flowSettings({ fewLeft: 5 }, 3), { fewLeft: 5 });
  });

  it('keeps the options object itself without a usable count', () => {
    const options = { maxTickets: 4 };
    assert.equal(flowSettings(options), options);
    assert.equal(flowSettings(options, Number.NaN), options);
  });
});

describe('options compared by value', () => {
  it('takes plain objects and arrays written anew as the same', () => {
    assert.ok(sameOptions({ retry: { retries: 0 }, hosts: ['a'] }, { retry: { retries: 0 }, hosts: ['a'] }));
    assert.equal(optionsChanged({ retry: { retries: 0 } }, { retry: { retries: 0 } }), false);
  });

  it('tells a changed value, an added key, another function or storage apart', () => {
    assert.ok(optionsChanged({ maxTickets: 4 }, { maxTickets: 5 }));
    assert.ok(optionsChanged({ maxTickets: 4 }, { maxTickets: 4, fewLeft: 2 }));
    assert.ok(optionsChanged({ now: () => 1 }, { now: () => 1 }));
    assert.ok(optionsChanged({ when: new Date(0) }, { when: new Date(0) }));
  });
});
