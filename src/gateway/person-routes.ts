/**
 * The visitor's person: created at the host of the events on sale (it then enters the visitor's
 * session), read, and changed while no booking of the session that names it is confirmed.
 */
import { pidFromLocation } from '../api/create.js';
import { current, own, queueCreate, room, settledCustomer, visitor } from './checks.js';
import { readRecord, type Context } from './context.js';
import { route, type RouteResult } from './route.js';
import { PersonCreateSchema, PersonPatchSchema, foreignReference, parseBody } from './schemas.js';
import { withRecord } from './session.js';

/**
 * The answer to a create; a 201 adds the new record to the session issued with it. A booking
 * create issues the session's next token: older ones may then only read.
 */
export async function created(
  ctx: Context,
  response: Response,
  kind: 'persons' | 'bookings',
): Promise<RouteResult> {
  if (response.status !== 201) return { response: await ctx.upstream.relay(response, ctx.publicBase) };
  const pid = String(pidFromLocation(response.headers.get('location'), `/${kind}/`));
  const record = kind === 'persons' ? pid.toUpperCase() : pid;
  const added = withRecord(ctx.session ?? ctx.newSession(), kind, record);
  const session = kind === 'bookings' ? await ctx.renew(added) : added;
  return { response: await ctx.upstream.relay(response, ctx.publicBase), session };
}

const PERSON = ['persons', { pid: 'uuid' }] as const;

export const personRoutes = [
  route({
    method: 'POST',
    path: ['persons'],
    input: async (ctx) => parseBody(PersonCreateSchema, await ctx.body()),
    checks: () => [current(), queueCreate(), room('persons'), visitor('reserve')],
    async run(ctx, body) {
      const { hosts } = await ctx.catalogue.snapshot();
      if (body.host !== undefined && !hosts.has(body.host)) throw foreignReference('host', 'host');
      // The person belongs to the host of the events on sale (the service would otherwise pick
      // the back-office user's first host).
      if (body.host === undefined && hosts.size === 1) body.host = [...hosts][0]!;
      return created(
        ctx,
        await ctx.upstream.answer(ctx.upstream.client.POST('/persons/', { body })),
        'persons',
      );
    },
  }),
  route({
    method: 'GET',
    path: PERSON,
    checks: ([person]) => [own('persons', person!)],
    run: async (ctx, [person]) => ({
      response: await readRecord(ctx, '/persons/{pid}', person!, { properties: [] }, () => true),
    }),
  }),
  route({
    method: 'PATCH',
    path: PERSON,
    input: async (ctx, [person]) => ({
      person: person!,
      body: parseBody(PersonPatchSchema, await ctx.body()),
    }),
    // The customer of a confirmed booking is settled: its name, e-mail and address went on the
    // tickets and the confirmation, and a visitor may not redirect them (or the e-mail) now.
    checks: ({ person }) => [current(), own('persons', person), visitor('reserve'), settledCustomer(person)],
    async run(ctx, { person, body }) {
      const request = ctx.upstream.client.PATCH('/persons/{pid}', {
        params: { path: { pid: person } },
        body,
      });
      return { response: await ctx.upstream.relay(await ctx.upstream.answer(request), ctx.publicBase) };
    },
  }),
];
