/**
 * The gateway against a hostile visitor: each attack found on the open gateway, and where it is
 * shown to be stopped. Attacks already reproduced by a suite of their own are listed here by
 * that suite's test, not repeated:
 *
 * - Denial of inventory (holding a show, all shows, confirming for a fake buyer): caps.test.ts
 *   "takes 10 tickets on a booking and refuses the 11th with ticket_limit_reached", "allows one
 *   open booking per session, …", "holds at most 30 tickets per client address across sessions,
 *   then 429 with Retry-After", "allows 10 confirmations per client address and hour, …"; a
 *   script that cannot pass the site owner's human check holds nothing: below.
 * - E-mail abuse (changing the customer after confirmation, resending without limit):
 *   caps.test.ts "settles a confirmed booking: …" and "sends the confirmation e-mail at most 3
 *   times per booking and hour".
 * - Sold tickets deleted: caps.test.ts "settles a confirmed booking: …".
 * - Extras of another event, extras without tickets: caps.test.ts "takes extras only on a
 *   booking with tickets, and only extras of its event".
 * - Lock-out behind a proxy: proxy.test.ts "limits only the flooding visitor with trustProxy: 1"
 *   and "takes only the entries its own proxies wrote, …".
 * - Double booking after a timeout: lost-answers.test.ts "holds 2 tickets, not 4, when the POST
 *   commits after the widget’s timeout and the buyer retries", and idempotency.test.ts.
 * - Silent failures and slow bodies: operations.test.ts (onError kinds, 504 in front of an
 *   in-process service) and node.test.ts (408 for a half-sent body).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { memoryStore } from '../../../src/gateway/store';
import { ANNA, setUpEvent, type Catalogue } from './fixtures';
import { Setup } from './harness';

describe('gateway security: a script without the human check', () => {
  const setup = new Setup();
  let catalogue: Catalogue;

  before(async () => {
    catalogue = await setUpEvent(setup);
    setup.useGateway({
      events: { pids: [catalogue.event] },
      store: memoryStore({ now: setup.clock.now }),
      verifyVisitor: ({ token }) => token === 'solved-by-a-human',
    });
  });

  it('holds no seat: every write of a fresh session is refused before it reaches the service', async () => {
    const before = setup.calls.length;
    for (let i = 0; i < 10; i += 1) {
      const token: Record<string, string> = i % 2 === 0 ? {} : { 'X-Visitor-Token': `guess-${i}` };
      const reply = await setup.visit('POST', '/persons/', { body: ANNA, headers: token });
      assert.equal(reply.status, 403, reply.text);
      assert.equal((reply.body as { code: string }).code, 'visitor_unverified');
      assert.equal(reply.session, null);
    }
    const forged = await setup.visit('POST', '/tickets/', {
      session: 'v1.e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      body: { booking: '123456789012', show: catalogue.shows[0], price: catalogue.adult },
    });
    assert.equal(forged.status, 401, 'a forged session is refused before the human check');
    assert.equal(setup.calls.length, before, 'nothing reached the service');
  });
});
