/**
 * The `empty` seed: two hosts and the back-office logins, no catalogue. "Demo Theater" is the
 * host of user `demo`; "Second Stage" belongs to user `other` and exists to prove isolation.
 */
import type { Seed, SeedContext } from '../domain/seeds';
import type { StoredRecord } from '../domain/store';

export const SEED_CLIENT = { id: 'demo-client', secret: 'demo-secret' } as const;

export const SEED_USERS = [
  { username: 'demo', password: 'demo', host: 'Demo Theater' },
  { username: 'other', password: 'other', host: 'Second Stage' },
] as const;

export const SEED_TIME_ZONE = 'Europe/Zurich';

/** Adds the hosts and logins of the empty seed; returns the hosts by name. */
export function loadHostsAndUsers(ctx: SeedContext): Map<string, StoredRecord> {
  const hosts = new Map<string, StoredRecord>();
  ctx.store.write(() => {
    for (const { host } of SEED_USERS) {
      const pid = ctx.store.ids.uuid();
      // A host owns itself.
      const record = ctx.store.insert('hosts', {
        pid,
        _host: pid,
        _seq: ctx.store.nextSeq(),
        name: host,
        timezone: SEED_TIME_ZONE,
        locale: 'de',
        created: ctx.now,
        updated: ctx.now,
      });
      hosts.set(host, record);
    }
  });
  ctx.oauth.setup(
    [{ id: SEED_CLIENT.id, secret: SEED_CLIENT.secret }],
    SEED_USERS.map(({ username, password, host }) => ({
      username,
      password,
      hosts: [String(hosts.get(host)!.pid)],
    })),
  );
  return hosts;
}

export const emptySeed: Seed = {
  name: 'empty',
  description: 'Two hosts ("Demo Theater" for user demo, "Second Stage" for user other) and no catalogue.',
  clockStart: '2026-06-01T08:00:00Z',
  idSeed: 0x5eed,
  load(ctx) {
    loadHostsAndUsers(ctx);
  },
};
