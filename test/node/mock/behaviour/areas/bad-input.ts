import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setUpCatalogue, type Catalogue } from '../catalogue';
import {
  assertProblem,
  assertStatus,
  assertUnchanged,
  behaviour,
  describeReply,
  randomUuid,
  type Api,
  type Reply,
} from '../harness';

/** More than the 1 MiB the service accepts. */
const OVERSIZED = 1_100_000;

const event = (c: Catalogue) => ({
  host: c.host,
  name: 'Tosca',
  allow_digital_dispatch: true,
  currency: 'CHF',
});

/** Sends each request and asserts a 409 validation problem naming `paths`, with no state change. */
async function rejects(
  api: Api,
  send: () => Promise<Reply>,
  paths: readonly string[],
  code = 'validation_failed',
) {
  await assertUnchanged(api, async () => {
    assertProblem(await send(), { status: 409, code, paths });
  });
}

behaviour('bad input', (api) => {
  describe('bodies', () => {
    it('answers 4xx problem+json to malformed JSON and changes nothing', async () => {
      const c = await setUpCatalogue(api());
      await assertUnchanged(api(), async () => {
        for (const raw of ['{"name": ', '{name: "Tosca"}', "{'a': 1}", '', 'nul', '[1,]', '{"a":1}{"b":2}']) {
          assertProblem(await api().request('POST', '/events/', { raw, contentType: 'application/json' }));
          assertProblem(
            await api().request('PATCH', `/events/${c.event}`, { raw, contentType: 'application/json' }),
          );
        }
      });
    });

    it('answers 4xx problem+json to a body that is not sent as JSON and changes nothing', async () => {
      const c = await setUpCatalogue(api());
      const json = JSON.stringify(event(c));
      await assertUnchanged(api(), async () => {
        for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
          assertProblem(await api().request('POST', '/events/', { raw: json, contentType }));
          assertProblem(
            await api().request('PATCH', `/events/${c.event}`, { raw: '{"name":"X"}', contentType }),
          );
        }
        assertProblem(
          await api().request('POST', '/events/', { raw: new URLSearchParams({ name: 'X' }).toString() }),
        );
      });
    });

    it('answers 413 payload_too_large to a body over 1 MiB and changes nothing', async () => {
      const c = await setUpCatalogue(api());
      await assertUnchanged(api(), async () => {
        assertProblem(await api().post('/events/', { ...event(c), name: 'x'.repeat(OVERSIZED) }), {
          status: 413,
          code: 'payload_too_large',
        });
        const many = Array.from({ length: 12_000 }, (_, i) => ({
          ...event(c),
          name: `Event number ${i} of many`,
        }));
        assert.ok(JSON.stringify(many).length > 1_048_576);
        assertProblem(await api().post('/events/', many), { status: 413, code: 'payload_too_large' });
      });
    });

    it('answers 409 naming an unknown field, also inside the address', async () => {
      const c = await setUpCatalogue(api());
      await rejects(api(), () => api().post('/events/', { ...event(c), colour: 'red' }), ['colour']);
      await rejects(api(), () => api().post('/persons/', { firstname: 'A', address: { street: 'x' } }), [
        'address.street',
      ]);
      await rejects(api(), () => api().patch(`/events/${c.event}`, { nickname: 'x' }), ['nickname']);
      await rejects(api(), () => api().post('/bookings/', { customer: c.anna, seats: 3 }), ['seats']);
    });

    it('answers 409 naming a read-only field', async () => {
      const c = await setUpCatalogue(api());
      await rejects(api(), () => api().post('/events/', { ...event(c), pid: randomUuid() }), ['pid']);
      await rejects(
        api(),
        () => api().post('/events/', { ...event(c), created: '2026-01-01T00:00:00+01:00' }),
        ['created'],
      );
      await rejects(
        api(),
        () => api().patch(`/events/${c.event}`, { updated: '2026-01-01T00:00:00+01:00' }),
        ['updated'],
      );
      await rejects(
        api(),
        () => api().post('/persons/', { firstname: 'A', address: { pid: randomUuid() } }),
        ['address.pid'],
      );
      await rejects(api(), () => api().patch(`/bookings/${c.booking}`, { pid_readable: '1234-5678-9012' }), [
        'pid_readable',
      ]);
      await rejects(api(), () => api().patch(`/bookings/${c.booking}`, { delivery_method: 'postal' }), [
        'delivery_method',
      ]);
      await rejects(api(), () => api().patch(`/tickets/${c.tickets[0]}`, { code: 'ABCDEF0123456789' }), [
        'code',
      ]);
      await rejects(
        api(),
        () => api().patch(`/tickets/${c.tickets[0]}`, { denormalized_price_name: 'Free' }),
        ['denormalized_price_name'],
      );
    });

    it('answers 409 naming every field of a wrong type', async () => {
      const c = await setUpCatalogue(api());
      await rejects(
        api(),
        () =>
          api().post('/events/', { host: 42, name: ['Tosca'], allow_digital_dispatch: 'yes', currency: 1 }),
        ['host', 'name', 'allow_digital_dispatch', 'currency'],
      );
      await rejects(
        api(),
        () => api().post('/sectors/', { host: c.venue, name: 'A', price_category: '1', capacity: 1.5 }),
        ['price_category', 'capacity'],
      );
      await rejects(
        api(),
        () =>
          api().post('/persons/', {
            salutation: 'x',
            locale: 'es',
            newsletter: 'true',
            email: 'anna@',
            address: { country: 'ch', zip: 3011 },
          }),
        ['salutation', 'locale', 'newsletter', 'email', 'address.country', 'address.zip'],
      );
      await rejects(
        api(),
        () =>
          api().post('/tickets/', { booking: 'abc', show: c.shows[0], price: c.adult, sector: c.parkett }),
        ['booking'],
      );
      await rejects(api(), () => api().patch(`/prices/${c.adult}`, { price: -1 }), ['price']);
      await rejects(api(), () => api().patch(`/bookings/${c.booking}`, { confirmation: 'yes' }), [
        'confirmation',
      ]);
      await rejects(
        api(),
        () =>
          api().post('/ticketoptionlimitations/', { ticket_options: c.yes, limitation: 1, scope: 'show' }),
        ['ticket_options'],
      );
    });

    it('answers 409 naming each missing required field', async () => {
      const c = await setUpCatalogue(api());
      await rejects(api(), () => api().post('/events/', {}), ['host', 'name', 'currency']);
      await rejects(api(), () => api().post('/shows/', {}), ['event', 'venue', 'start']);
      await rejects(api(), () => api().post('/bookings/', {}), ['customer']);
      await rejects(api(), () => api().post('/tickets/', { booking: c.booking }), [
        'show',
        'price',
        'sector',
      ]);
      await rejects(
        api(),
        () => api().post('/ticketoptionlimitations/', { ticket_options: [], limitation: 1, scope: 'show' }),
        ['ticket_options'],
      );
    });

    it('answers 409 with the item index for an invalid item of an array create or edit', async () => {
      const c = await setUpCatalogue(api());
      const sector = { host: c.venue, name: 'A', price_category: 1, capacity: 5 };
      await rejects(api(), () => api().post('/sectors/', [sector, sector, { ...sector, capacity: 'x' }]), [
        '[2].capacity',
      ]);
      await rejects(api(), () => api().patch('/events/', [{ pid: c.event, name: 'X' }, { name: 'no pid' }]), [
        '[1].pid',
      ]);
      await rejects(api(), () => api().patch('/events/', [{ pid: c.event, currency: 'chf' }]), [
        '[0].currency',
      ]);
    });

    it('answers 4xx to bodies of the wrong shape and changes nothing', async () => {
      const c = await setUpCatalogue(api());
      await assertUnchanged(api(), async () => {
        for (const body of ['Tosca', 42, null, true]) {
          assertProblem(await api().post('/events/', body));
          assertProblem(await api().patch(`/events/${c.event}`, body));
        }
        assertProblem(await api().patch(`/events/${c.event}`, [{ name: 'X' }]));
        assertProblem(await api().patch('/events/', { pid: c.event, name: 'X' }));
        assertProblem(await api().post('/events/', [event(c), 'Tosca']));
      });
    });

    it('answers 4xx to hostile keys and changes nothing', async () => {
      const c = await setUpCatalogue(api());
      await assertUnchanged(api(), async () => {
        for (const raw of [
          `{"host":"${c.host}","name":"X","currency":"CHF","__proto__":{"admin":true}}`,
          `{"host":"${c.host}","name":"X","currency":"CHF","constructor":{"prototype":{"x":1}}}`,
          `{"host":"${c.host}","name":"X","currency":"CHF","hasOwnProperty":1}`,
        ]) {
          assertProblem(await api().request('POST', '/events/', { raw, contentType: 'application/json' }), {
            status: 409,
          });
        }
      });
      assertStatus(await api().get('/events/'), 200);
    });

    it('GET /__admin/journal names each rejection with its reason', async () => {
      const c = await setUpCatalogue(api());
      assertProblem(await api().post('/events/', { ...event(c), colour: 'red' }), { status: 409 });
      const journal = await api().get('/__admin/journal', { token: null });
      assertStatus(journal, 200);
      assert.ok(
        journal.text.includes('validation_failed'),
        `the journal names the code: ${journal.text.slice(-600)}`,
      );
      assert.ok(
        journal.text.includes('colour'),
        `the journal names the offending field: ${journal.text.slice(-600)}`,
      );
    });

    it('answers 409 to delivery without the confirmation', async () => {
      const c = await setUpCatalogue(api());
      await rejects(api(), () => api().patch(`/bookings/${c.booking}`, { delivery: true }), ['delivery']);
    });

    it('answers 409 reference_not_found naming a reference to a missing record', async () => {
      const c = await setUpCatalogue(api());
      await rejects(
        api(),
        () => api().post('/shows/', { event: randomUuid(), venue: c.venue, start: '2027-01-01 20:00:00' }),
        ['event'],
        'reference_not_found',
      );
      await rejects(
        api(),
        () => api().post('/bookings/', { customer: randomUuid() }),
        ['customer'],
        'reference_not_found',
      );
      await rejects(
        api(),
        () => api().patch(`/tickets/${c.tickets[0]}`, { price: randomUuid() }),
        ['price'],
        'reference_not_found',
      );
    });
  });

  describe('queries', () => {
    const badQueries: [string, string][] = [
      ['filters[nosuchfield]=1', 'filters[nosuchfield]'],
      ['filters[capacity][_comp]=like&filters[capacity][_value]=1', 'filters[capacity][_comp]'],
      ['filters[capacity]=many', 'filters[capacity]'],
      ['filters[_logic]=XOR&filters[capacity]=1', 'filters[_logic]'],
      [
        'filters[capacity][0]=1&filters[capacity][1]=2&filters[capacity][_logic]=maybe',
        'filters[capacity][_logic]',
      ],
      ['filters[created][_comp]=gt&filters[created][_value]=yesterday', 'filters[created][_value]'],
      ['filters[host][nosuchfield]=x', 'filters[host][nosuchfield]'],
      ['maxResults=0', 'maxResults'],
      ['maxResults=abc', 'maxResults'],
      ['maxResults=-5', 'maxResults'],
      ['maxResults=2&page=-1', 'page'],
      ['maxResults=2&page=1.5', 'page'],
      ['orderBy[name]=up', 'orderBy[name]'],
      ['orderBy[nosuchfield]=asc', 'orderBy[nosuchfield]'],
      ['properties[nosuch]=1', 'properties[nosuch]'],
      ['properties[sectors]=maybe', 'properties[sectors]'],
    ];
    for (const [search, path] of badQueries) {
      it(`answers 409 invalid_query naming ${path} for ?${search}`, async () => {
        await setUpCatalogue(api());
        await rejects(api(), () => api().get(`/sectors/?${search}`), [path], 'invalid_query');
      });
    }

    it('answers 409 invalid_query for malformed properties on a record read', async () => {
      const c = await setUpCatalogue(api());
      await rejects(
        api(),
        () => api().get(`/events/${c.event}?properties[nosuch]=1`),
        ['properties[nosuch]'],
        'invalid_query',
      );
    });

    it('answers 4xx, never 5xx, to deeply nested, huge or garbled query keys', async () => {
      await setUpCatalogue(api());
      const queries = [
        `filters${'[a]'.repeat(200)}=1`,
        `filters[capacity][_value]=${'9'.repeat(400)}&filters[capacity][_comp]=gt`,
        'maxResults=99999999999999999999999999',
        'filters[[[]]]=1',
        'filters]=1',
        'filters[capacity=1',
        'orderBy=name',
        'filters=1',
        'properties=1',
        'filters[capacity][_comp]=isNull&filters[capacity][_value]=1&filters[capacity][_comp]=eq',
        '%E0%A4%A=1',
        'filters[name]=%FF%FE',
      ];
      await assertUnchanged(api(), async () => {
        for (const search of queries) {
          const reply = await api().get(`/sectors/?${search}`);
          assert.ok(reply.status < 500, describeReply(reply));
          if (reply.status >= 400) assertProblem(reply);
        }
      });
    });
  });

  describe('paths and methods', () => {
    it('answers 404 not_found for unknown paths and pids', async () => {
      const c = await setUpCatalogue(api());
      await assertUnchanged(api(), async () => {
        for (const path of [
          '/nothing/',
          `/events/${randomUuid()}`,
          '/events/not-a-pid',
          '/bookings/123',
          '/bookings/abc',
          '/tickets/XYZ',
          `/tickets/${'0'.repeat(16)}`,
          `/events/${c.event}/nosuch/`,
          `/events/${c.event}/bookings/${c.booking}/x`,
          '/events/%00',
        ]) {
          assertProblem(await api().get(path), { status: 404, code: 'not_found' });
        }
        assertProblem(await api().patch(`/events/${randomUuid()}`, { name: 'X' }), {
          status: 404,
          code: 'not_found',
        });
        assertProblem(await api().delete(`/events/${randomUuid()}`), { status: 404, code: 'not_found' });
      });
    });

    it('answers 4xx problem+json to a method the path does not serve', async () => {
      const c = await setUpCatalogue(api());
      await assertUnchanged(api(), async () => {
        assertProblem(await api().delete('/events/'));
        assertProblem(await api().request('PUT', `/events/${c.event}`, { body: event(c) }));
        assertProblem(await api().patch(`/events/${c.event}/bookings/`, { name: 'X' }));
      });
    });

    it('answers 4xx to a PATCH that breaks a rule and leaves the record as it was', async () => {
      const c = await setUpCatalogue(api());
      const before = await api().read('events', c.event);
      await rejects(api(), () => api().patch(`/events/${c.event}`, { name: '', currency: 'Franken' }), [
        'name',
        'currency',
      ]);
      assert.deepEqual(await api().read('events', c.event), before);
    });
  });
});
