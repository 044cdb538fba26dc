/**
 * Fault injection:
 *
 * - `POST /__admin/faults {method?, path, status?, body?, networkError?, delayMs?, landed?, count?}`
 *   adds a fault (201 with it, including its `id`);
 * - `GET /__admin/faults` lists them with `remaining` and `hits`;
 * - `DELETE /__admin/faults` removes every fault, `DELETE /__admin/faults/<id>` one.
 *
 * The faults themselves are applied by `fault-gate.ts`, in the request pipeline; admin controls
 * are never faulted.
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { MockFaultSchema } from '../schemas';
import type { Mock } from '../domain/mock';
import { adminPath, unknownId } from './admin-shared';
import { readJson } from './body';
import type { AppEnv } from './env';
import { handle, methodNotAllowed } from './errors';
import { empty, json } from './reply';

/** A fault as the contract documents it. */
type Answer = z.infer<typeof MockFaultSchema>;

export function adminFaultRoutes(app: Hono<AppEnv>, mock: Mock): void {
  const { faults } = mock;
  app.get(
    adminPath('/faults'),
    handle((c) => json(c, faults.list() satisfies Answer[])),
  );
  app.post(
    adminPath('/faults'),
    handle(async (c) => {
      const fault = faults.add(await readJson(c));
      mock.journal.record({ kind: 'admin', message: `Fault ${fault.id} added: ${JSON.stringify(fault)}.` });
      return json(c, fault satisfies Answer, 201);
    }),
  );
  app.delete(
    adminPath('/faults'),
    handle((c) => {
      faults.clear();
      mock.journal.record({ kind: 'admin', message: 'Every fault removed.' });
      return empty(c, 204);
    }),
  );
  app.all(adminPath('/faults'), methodNotAllowed(['GET', 'POST', 'DELETE']));

  app.delete(
    adminPath('/faults/:id'),
    handle((c) => {
      const id = c.req.param('id') ?? '';
      if (!faults.remove(id)) throw unknownId('fault', id);
      mock.journal.record({ kind: 'admin', message: `Fault ${id} removed.` });
      return empty(c, 204);
    }),
  );
  app.all(adminPath('/faults/:id'), methodNotAllowed(['DELETE']));
}
