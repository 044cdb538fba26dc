/**
 * Compile-time checks of the typed requests, run by `npm run typecheck` and never executed.
 * Each `@ts-expect-error` line must fail to compile: a wrong path, a misspelt body field, a
 * wrong query key or path parameter. Should the contract ever stop rejecting one of them, the
 * directive is unused and the type check fails.
 */
import type { ApiClient } from '../../src/api/client.js';
import { createRecord, createRecords } from '../../src/api/create.js';
import { paginate, readAll } from '../../src/api/pagination.js';
import { readList, readRecord, type Context } from '../../src/gateway/context.js';

async function checkClientRequests(client: ApiClient): Promise<void> {
  // Paths come from the contract.
  // @ts-expect-error `/show/` is not a path of the service
  await client.GET('/show/', {});
  // @ts-expect-error `/tickets/` is a collection: it is not deleted as a whole
  await client.DELETE('/tickets/', {});
  // @ts-expect-error the booking's path parameter is `pid`
  await client.GET('/bookings/{pid}', { params: { path: { id: 123456789012 } } });
  // @ts-expect-error a booking pid is an integer
  await client.GET('/bookings/{pid}', { params: { path: { pid: 'x' } } });

  // Bodies are the contract's write schemas.
  // @ts-expect-error `confirmed` is misspelt: the field is `confirmation`
  await client.PATCH('/bookings/{pid}', { params: { path: { pid: 1 } }, body: { confirmed: true } });
  // @ts-expect-error `ticket_option` is misspelt: the field is `ticket_options`
  await client.PATCH('/tickets/', { body: [{ pid: 'a', ticket_option: [] }] });
  // @ts-expect-error `sectr` is misspelt: the field is `sector`
  await client.POST('/tickets/', { body: [{ booking: 1, show: 'S', price: 'P', sectr: 'X' }] });
  // @ts-expect-error an e-mail is sent for a booking, not a `bookings`
  await client.POST('/email/send', { body: { bookings: 1, type: 'confirmation' } });
  // @ts-expect-error `type` takes the kinds of e-mail the service sends
  await client.POST('/email/send', { body: { booking: 1, type: 'reminder' } });

  // Query keys, and the names inside them, are the list operation's.
  // @ts-expect-error `filter` is misspelt: the key is `filters`
  await client.GET('/shows/', { params: { query: { filter: { event: 'E' } } } });
  // @ts-expect-error `evnt` is not a filter field of shows
  await client.GET('/shows/', { params: { query: { filters: { evnt: 'E' } } } });
  // @ts-expect-error `seats` is not a property of shows
  await client.GET('/shows/{pid}', { params: { path: { pid: 'S' }, query: { properties: { seats: 1 } } } });
  // @ts-expect-error `orderby` is misspelt: the key is `orderBy`
  await client.GET('/deliveryrates/', { params: { query: { orderby: { created: 'asc' } } } });
}

async function checkHelpers(client: ApiClient): Promise<void> {
  // @ts-expect-error `/persons/{pid}` is a record, not a collection one creates in
  await createRecord(client, '/persons/{pid}', {});
  // @ts-expect-error `costumer` is misspelt: the field is `customer`
  await createRecord(client, '/bookings/', { costumer: 'P' });
  // @ts-expect-error `sectr` is misspelt: the field is `sector`
  await createRecords(client, '/tickets/', [{ booking: 1, show: 'S', price: 'P', sectr: 'X' }]);

  // @ts-expect-error `/email/send` is not a list
  paginate(client, '/email/send');
  // @ts-expect-error `filter` is misspelt: the key is `filters`
  paginate(client, '/shows/', { query: { filter: { event: 'E' } } });
  // @ts-expect-error `evnt` is not a filter field of shows
  await readAll(client, '/shows/', { query: { filters: { evnt: 'E' } } });
  // @ts-expect-error the tickets of a booking are listed by the booking's integer pid
  await readAll(client, '/bookings/{pid}/tickets/', { params: { path: { pid: 'x' } } });
  // @ts-expect-error a top-level collection has no path parameters
  await readAll(client, '/shows/', { params: { path: { pid: 'x' } } });

  // What the checks above get wrong, written correctly, compiles.
  await readAll(client, '/bookings/{pid}/tickets/', { params: { path: { pid: 123456789012 } } });
  await readAll(client, '/events/{pid}/shows/', {
    params: { path: { pid: 'E' } },
    query: { filters: { venue: 'V' } },
  });
  await createRecord(client, '/bookings/', { customer: 'P' });
}

async function checkGatewayUpstream(ctx: Context): Promise<void> {
  const { client } = ctx.upstream;
  const anyone = () => true;
  // @ts-expect-error `/ticket/{pid}` is not a path of the service
  await ctx.upstream.answer(client.GET('/ticket/{pid}', { params: { path: { pid: 'a' } } }));
  // @ts-expect-error `ticket_option` is misspelt: the field is `ticket_options`
  await client.PATCH('/tickets/{pid}', { params: { path: { pid: 'a' } }, body: { ticket_option: [] } });
  // @ts-expect-error `custmer` is misspelt: the field is `customer`
  await client.POST('/bookings/', { body: { custmer: 'P' } });
  // @ts-expect-error `properties` names the fields of groups: `ticketoption` is not one
  await client.GET('/ticketoptiongroups/', { params: { query: { properties: { ticketoption: 1 } } } });
  // @ts-expect-error `/persons/` is a list, not a record
  await readRecord(ctx, '/persons/', 'P', { properties: [] }, anyone);
  // @ts-expect-error `/tickets/{pid}` is a record, not a list
  await readList(ctx, '/tickets/{pid}', 'a', { properties: [] }, true);
  // @ts-expect-error `/persons/{pid}/tickets/` is not a list of the contract
  await readList(ctx, '/persons/{pid}/tickets/', 'P', { properties: [] }, true);
}

// Referenced so the checks count as used; they are compiled, not run.
void checkClientRequests;
void checkHelpers;
void checkGatewayUpstream;
