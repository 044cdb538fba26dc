import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createClient } from '../../../src/api/client';
import {
  BookingController,
  EMPTY_BUYER,
  sessionMiddleware,
  toPerson,
  validateBuyer,
} from '../../../src/booking/index';
import type { BookingFlow, BookingState, Buyer } from '../../../src/booking/types';
import { createStore } from '../../../src/booking/store';

const anna: Buyer = {
  ...EMPTY_BUYER,
  salutation: 'f',
  firstname: 'Anna',
  lastname: 'Muster',
  email: 'anna.muster@example.ch',
};

describe('buyer validation', () => {
  test('requires names and a valid e-mail, and the address only for postal delivery', () => {
    assert.deepEqual(validateBuyer(EMPTY_BUYER, 'digital'), {
      firstname: 'validation.required',
      lastname: 'validation.required',
      email: 'validation.required',
    });
    assert.deepEqual(validateBuyer(anna, 'digital'), {});
    assert.deepEqual(validateBuyer({ ...anna, country: '' }, 'postal'), {
      address1: 'validation.required',
      zip: 'validation.required',
      city: 'validation.required',
      country: 'validation.required',
    });
  });

  test('rejects malformed e-mail addresses, postal codes and countries', () => {
    for (const email of ['anna', 'anna@', '@example.ch', 'anna@example', 'an na@example.ch', 'a@b@c.ch']) {
      assert.equal(validateBuyer({ ...anna, email }, 'digital').email, 'validation.email', email);
    }
    const postal = { ...anna, address1: 'Weg 1', city: 'Bern' };
    assert.equal(validateBuyer({ ...postal, zip: '30111', country: 'CH' }, 'postal').zip, 'validation.zip');
    assert.equal(validateBuyer({ ...postal, zip: '10115', country: 'DE' }, 'postal').zip, undefined);
    assert.equal(validateBuyer({ ...postal, zip: 'SW1A 1AA', country: 'GB' }, 'postal').zip, undefined);
    assert.equal(
      validateBuyer({ ...postal, zip: '3011', country: 'Schweiz' }, 'postal').country,
      'validation.country',
    );
  });

  test('bounds the length of text fields', () => {
    assert.equal(
      validateBuyer({ ...anna, company: 'x'.repeat(101) }, 'digital').company,
      'validation.tooLong',
    );
  });

  test('writes the person with the widget language as its locale and empty fields as null', () => {
    assert.deepEqual(toPerson({ ...anna, company: '  ', country: 'ch' }, 'fr'), {
      salutation: 'f',
      firstname: 'Anna',
      lastname: 'Muster',
      company: null,
      email: 'anna.muster@example.ch',
      newsletter: false,
      locale: 'fr',
      address: { address1: null, address2: null, zip: null, city: null, country: 'CH' },
    });
  });
});

describe('session header', () => {
  test('sends the stored session token and keeps the newest one answered', async () => {
    let stored: string | null = 'v1.first';
    const seen: (string | null)[] = [];
    const client = createClient({
      baseUrl: 'https://shop.example/tickets',
      fetch: async (request) => {
        seen.push(request.headers.get('X-Session'));
        return new Response('[]', {
          headers: { 'Content-Type': 'application/json', 'X-Session': 'v1.second' },
        });
      },
    });
    client.use(sessionMiddleware({ get: () => stored, set: (token) => void (stored = token) }));
    await client.GET('/shows/', {});
    await client.GET('/shows/', {});
    assert.deepEqual(seen, ['v1.first', 'v1.second']);
    assert.equal(stored, 'v1.second');
  });
});

describe('BookingController', () => {
  test('asks its host to update on every change while connected', () => {
    const store = createStore({ step: 'shows' } as BookingState);
    const flow = {
      get state() {
        return store.get();
      },
      subscribe: store.subscribe,
    } as BookingFlow;
    let updates = 0;
    const controllers: { hostConnected?(): void; hostDisconnected?(): void }[] = [];
    const host = {
      addController: (c: (typeof controllers)[number]) => void controllers.push(c),
      removeController: () => undefined,
      requestUpdate: () => void (updates += 1),
      updateComplete: Promise.resolve(true),
    };
    const controller = new BookingController(host, flow);
    assert.equal(controllers[0], controller);
    controller.hostConnected();
    store.set({ step: 'tickets' });
    assert.equal(updates, 1);
    assert.equal(controller.state.step, 'tickets');
    controller.hostDisconnected();
    store.set({ step: 'buyer' });
    assert.equal(updates, 1);
  });
});
