import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createClient } from '../../../src/api/client.js';
import { createRecord } from '../../../src/api/create.js';
import { paginate } from '../../../src/api/pagination.js';
import { query } from '../../../src/api/query-builder.js';
import { json } from './fake-service.js';

// These checks run in the type checker (`npm run typecheck`); at run time they only prove that
// the calls they make are accepted.
describe('typed surface', () => {
  const seen: string[] = [];
  const client = createClient({
    baseUrl: 'https://tickets.test/api',
    fetch: async (request) => {
      seen.push(new URL(request.url).search);
      return new Response(null, { status: 201, headers: { Location: '/bookings/123456789012' } });
    },
  });

  it('accepts builder output and Dates as the query of any list operation', async () => {
    await client.GET('/events/{pid}/shows/', {
      params: {
        path: { pid: 'E1' },
        query: query().where('start').gte(new Date(0)).orderBy('start').include('prices').build(),
      },
    });
    await client.GET('/events/', {
      params: { query: { properties: ['shows'], filters: { created: new Date(0) } } },
    });
    assert.equal(seen.length, 2);
  });

  it('rejects unknown filter fields and properties in literal queries', async () => {
    // @ts-expect-error `naem` is not a filter field of events
    await client.GET('/events/', { params: { query: { filters: { naem: 'x' } } } });
    // @ts-expect-error `tickets` is not a property of events
    await client.GET('/events/', { params: { query: { properties: ['tickets'] } } });
    assert.equal(seen.length, 4);
  });

  it('types create bodies and pids by collection', async () => {
    const booking: number = await createRecord(client, '/bookings/', { customer: 'P1' });
    // @ts-expect-error a booking pid is a number, not a string
    const wrong: string = await createRecord(client, '/bookings/', { customer: 'P1' });
    // @ts-expect-error `title` is not a field of a venue
    await createRecord(client, '/venues/', { host: 'H1', name: 'A', city: 'B', title: 'x' }).catch(() => 0);
    assert.equal(booking, 123456789012);
    assert.equal(wrong, 123456789012);
  });

  it('types the records of a paginated read', async () => {
    const reader = createClient({ baseUrl: 'https://tickets.test/api', fetch: async () => json([]) });
    for await (const event of paginate(reader, '/events/', { query: { filters: { name: 'x' } } })) {
      const name: string = event.name;
      // @ts-expect-error events have no `title`
      assert.fail(`${name} ${event.title}`);
    }
  });
});
