import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { createGateway } from '../../../src/gateway/index';
import { CLIENT_ID, CLIENT_SECRET, SESSION_SECRET, Setup, UPSTREAM_BASE } from './harness';
import { ANNA, setUpEvent, startBooking, startBookingWithTicket, type Catalogue } from './fixtures';

describe('gateway: a confirmation sends the confirmation e-mail', () => {
  let setup: Setup;
  let catalogue: Catalogue;

  const mailSends = () => setup.calls.filter((call) => call.method === 'POST' && call.path === '/email/send');

  /** A visitor's booking with one ticket, ready to be confirmed. */
  const bookingWithTicket = () => startBookingWithTicket(setup, catalogue);

  const confirm = (booking: string, session: string, body: object = { confirmation: true }) =>
    setup.visit('PATCH', `/bookings/${booking}`, { session, body });

  async function isConfirmed(booking: string): Promise<boolean> {
    const response = await setup.backOffice('GET', `/bookings/${booking}`);
    return ((await response.json()) as { confirmation: boolean }).confirmation;
  }

  beforeEach(async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    setup.useGateway({ events: { pids: [catalogue.event] } });
  });

  it('puts the confirmation mail in the outbox after the confirmation alone, and says sent', async () => {
    const { booking, session } = await bookingWithTicket();
    const confirmed = await confirm(booking, session);
    assert.equal(confirmed.status, 204, confirmed.text);
    assert.equal(confirmed.headers.get('x-confirmation-email'), 'sent');
    const mails = setup.mock.outbox.list();
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.booking, Number(booking));
    assert.equal(mails[0]!.type, 'confirmation');
    assert.equal(mails[0]!.to, ANNA.email);
    assert.deepEqual(JSON.parse(mailSends()[0]!.body), { booking: Number(booking), type: 'confirmation' });
  });

  it('keeps POST /email/send for sending the e-mail again', async () => {
    const { booking, session } = await bookingWithTicket();
    assert.equal((await confirm(booking, session)).status, 204);
    const again = await setup.visit('POST', '/email/send', {
      session,
      body: { booking, type: 'confirmation' },
    });
    assert.equal(again.status, 202, again.text);
    assert.equal(again.headers.get('x-confirmation-email'), null);
    assert.equal(setup.mock.outbox.list().length, 2);
  });

  it('sends with a postal confirmation too', async () => {
    await setup.create('deliveryrates', { host: catalogue.host, name: 'Post', price: 5, country: 'CH' });
    const { booking, session } = await bookingWithTicket();
    const confirmed = await confirm(booking, session, { confirmation: true, delivery: true });
    assert.equal(confirmed.status, 204, confirmed.text);
    assert.equal(confirmed.headers.get('x-confirmation-email'), 'sent');
    assert.equal(setup.mock.outbox.list().length, 1);
  });

  it('sends nothing and sets no header with confirmationEmail: false', async () => {
    setup.useGateway({ events: { pids: [catalogue.event] }, confirmationEmail: false });
    const { booking, session } = await bookingWithTicket();
    const confirmed = await confirm(booking, session);
    assert.equal(confirmed.status, 204, confirmed.text);
    assert.equal(confirmed.headers.get('x-confirmation-email'), null);
    assert.equal(setup.mock.outbox.list().length, 0);
    assert.equal(mailSends().length, 0);
    assert.ok(await isConfirmed(booking));
  });

  it('answers the confirmation 204 with failed when the service refuses the e-mail', async () => {
    const fault = await setup.admin('faults', { method: 'POST', path: '/email/send', status: 500, count: 1 });
    assert.equal(fault.status, 201, await fault.text());
    const { booking, session } = await bookingWithTicket();
    const confirmed = await confirm(booking, session);
    assert.equal(confirmed.status, 204, confirmed.text);
    assert.equal(confirmed.headers.get('x-confirmation-email'), 'failed');
    assert.equal(mailSends().length, 1);
    assert.equal(setup.mock.outbox.list().length, 0);
    assert.ok(await isConfirmed(booking));
    const resend = await setup.visit('POST', '/email/send', {
      session,
      body: { booking, type: 'confirmation' },
    });
    assert.equal(resend.status, 202, resend.text);
    assert.equal(setup.mock.outbox.list().length, 1);
  });

  it('answers the confirmation 204 with failed when the service cannot be reached for the e-mail', async () => {
    let dropped = 0;
    setup.useGateway({
      events: { pids: [catalogue.event] },
      upstream: {
        fetch: (request) => {
          if (!new URL(request.url).pathname.endsWith('/email/send')) return setup.upstreamFetch(request);
          dropped += 1;
          return Promise.reject(new TypeError('fetch failed'));
        },
      },
    });
    const { booking, session } = await bookingWithTicket();
    const confirmed = await confirm(booking, session);
    assert.equal(confirmed.status, 204, confirmed.text);
    assert.equal(confirmed.headers.get('x-confirmation-email'), 'failed');
    assert.equal(dropped, 1);
    assert.ok(await isConfirmed(booking));
  });

  it('sends nothing for a booking edit that does not confirm', async () => {
    const { booking, session } = await bookingWithTicket();
    for (const body of [{ options: [{ option: catalogue.option, quantity: 1 }] }, { confirmation: false }]) {
      const edited = await setup.visit('PATCH', `/bookings/${booking}`, { session, body });
      assert.equal(edited.status, 204, edited.text);
      assert.equal(edited.headers.get('x-confirmation-email'), null, JSON.stringify(body));
    }
    assert.equal(mailSends().length, 0);
    assert.equal(setup.mock.outbox.list().length, 0);
  });

  it('sends nothing when the service refuses the confirmation', async () => {
    const { booking, session } = await startBooking(setup);
    const refused = await confirm(booking, session);
    assert.equal(refused.status, 409, 'a booking without tickets cannot be confirmed');
    assert.equal(refused.headers.get('x-confirmation-email'), null);
    assert.equal(mailSends().length, 0);
    assert.equal(setup.mock.outbox.list().length, 0);
  });

  it('rejects a confirmationEmail option that is not a boolean', () => {
    const options = {
      upstream: { baseUrl: UPSTREAM_BASE, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
      events: { pids: [catalogue.event] },
      sessionSecret: SESSION_SECRET,
    };
    assert.throws(
      () => createGateway({ ...options, confirmationEmail: 'no' as unknown as boolean }),
      /confirmationEmail must be true or false/,
    );
    assert.doesNotThrow(() => createGateway({ ...options, confirmationEmail: false }));
  });
});
