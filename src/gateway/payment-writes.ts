/**
 * What a page would otherwise write just before it starts a payment, carried by the start
 * itself (`POST /bookings/<pid>/payment` with `options` and `person`), so that paying costs the
 * page one request fewer: the booking's extras, and the buyer's details on their person. Each is
 * checked as `PATCH /bookings/<pid>` and `PATCH /persons/<pid>` check it, before anything is
 * written; the payment then starts for the booking as the service holds it after these writes
 * (its amount from the service's records, as always).
 *
 * A refusal of the service is answered as it gave it, its property paths under the body's
 * field (`person.email`); the payment is not started then.
 */
import { forgetState, lockedState, rememberState } from './booking-states.js';
import { checkOptions, refuseSettled } from './caps.js';
import type { Context } from './context.js';
import type { PersonPatchSchema } from './schemas.js';
import type { z } from 'zod';

type Options = readonly { option: string; quantity: number }[];
type PersonChanges = z.output<typeof PersonPatchSchema>;

/**
 * Sets the booking's extras under its lock, checked as a `PATCH /bookings/<pid>` with `options`
 * is (not confirmed, within the extras' limits); the service's refusal as a Response, else null.
 */
export async function saveOptions(ctx: Context, booking: string, options: Options): Promise<Response | null> {
  return ctx.guard.lock(`booking:${booking}`, async () => {
    const tickets = options.some((item) => item.quantity > 0);
    const state = await lockedState(ctx, booking, tickets);
    refuseSettled(state, 'its extras');
    await checkOptions(ctx, state, options);
    await forgetState(ctx.guard.store, booking);
    const response = await ctx.upstream.answer(
      ctx.upstream.client.PATCH('/bookings/{pid}', {
        params: { path: { pid: Number(booking) } },
        body: { options: [...options] },
      }),
    );
    if (!response.ok) return ctx.upstream.relay(response, ctx.publicBase);
    await response.body?.cancel().catch(() => undefined);
    await rememberState(ctx, state);
    return null;
  });
}

/**
 * Saves the buyer's details on their person (the session's own, not the customer of a confirmed
 * booking: the route checks both); the service's refusal as a Response, else null.
 */
export async function savePerson(
  ctx: Context,
  person: string,
  changes: PersonChanges,
): Promise<Response | null> {
  const response = await ctx.upstream.answer(
    ctx.upstream.client.PATCH('/persons/{pid}', { params: { path: { pid: person } }, body: changes }),
  );
  if (!response.ok) return under(await ctx.upstream.relay(response, ctx.publicBase), 'person');
  await response.body?.cancel().catch(() => undefined);
  return null;
}

/** The problem answer with each property path under `field` (as the start's body nests it). */
async function under(problem: Response, field: string): Promise<Response> {
  const headers = new Headers(problem.headers);
  headers.delete('content-length');
  const text = await problem.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: problem.status, headers });
  }
  if (body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)) {
    const errors = (body as { errors: { property_path?: unknown }[] }).errors.map((error) => ({
      ...error,
      property_path:
        typeof error.property_path === 'string' && error.property_path !== ''
          ? `${field}.${error.property_path}`
          : field,
    }));
    body = { ...body, errors };
  }
  return new Response(JSON.stringify(body), { status: problem.status, headers });
}
