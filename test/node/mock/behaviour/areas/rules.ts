import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bookShows, removeDeliveryRates, setUpCatalogue, type Catalogue } from '../catalogue';
import {
  assertProblem,
  assertStatus,
  assertUnchanged,
  behaviour,
  type Api,
  type JsonObject,
} from '../harness';

/** Moves the mock clock and logs in again (access tokens live 10 minutes). */
async function pass(api: Api, duration: string): Promise<void> {
  await api.advance(duration);
  await api.login('demo');
}

async function ticketCount(api: Api, booking: number): Promise<number> {
  return (await api.list(`/bookings/${booking}/tickets/`)).count;
}

/** A sector of the catalogue's venue with the given capacity (price category 1). */
async function smallSector(api: Api, c: Catalogue, capacity: number): Promise<string> {
  return (await api.create('sectors', {
    host: c.venue,
    name: 'Loge',
    price_category: 1,
    capacity,
  })) as string;
}

function ticket(c: Catalogue, booking: number, sector = c.parkett, show = c.shows[0]) {
  return { booking, show, price: c.adult, sector };
}

behaviour('booking rules (§3, §8, DESIGN.md §4)', (api) => {
  describe('release of unconfirmed bookings', () => {
    it('releases the tickets of an unconfirmed booking 30 minutes after its creation; the booking stays unconfirmed', async () => {
      const c = await setUpCatalogue(api());
      await pass(api(), '29m');
      assert.equal(await ticketCount(api(), c.booking), 2, 'still reserved after 29 minutes');
      await pass(api(), '2m');
      assert.equal(await ticketCount(api(), c.booking), 0, 'released after 31 minutes');
      const booking = await api().read('bookings', c.booking);
      assert.equal(booking.confirmation, false);
      assert.equal(booking.released, true);
    });

    it('answers 409 booking_expired to a new ticket or the confirmation of a released booking', async () => {
      const c = await setUpCatalogue(api());
      await pass(api(), '31m');
      await assertUnchanged(api(), async () => {
        assertProblem(await api().post('/tickets/', ticket(c, c.booking)), {
          status: 409,
          code: 'booking_expired',
        });
        assertProblem(await api().patch(`/bookings/${c.booking}`, { confirmation: true }), {
          status: 409,
          code: 'booking_expired',
        });
      });
    });

    it('POST /__admin/clock answers which bookings expired', async () => {
      const c = await setUpCatalogue(api());
      const reply = await api().advance('31m');
      assert.ok(reply.text.includes(String(c.booking)), `the clock answer names ${c.booking}: ${reply.text}`);
    });

    it('keeps the tickets of a confirmed booking after 30 minutes', async () => {
      const c = await setUpCatalogue(api());
      assertStatus(await api().patch(`/bookings/${c.booking}`, { confirmation: true }), 204);
      await pass(api(), '2h');
      assert.equal(await ticketCount(api(), c.booking), 2);
      assert.equal((await api().read('bookings', c.booking)).released, false);
    });

    it('releases after the releasePeriod of the admin config', async () => {
      // The catalogue fixture puts back a snapshot, settings included: change them afterwards.
      const c = await setUpCatalogue(api());
      await api().setConfig({ releasePeriod: 60_000 });
      try {
        const { booking } = await bookShows(api(), c, c.bruno, [c.shows[0]]);
        await pass(api(), '61s');
        assert.equal(await ticketCount(api(), booking), 0);
      } finally {
        await api().setConfig({ releasePeriod: 30 * 60_000 });
      }
    });
  });

  describe('capacity', () => {
    it('answers 409 sector_sold_out when a sector has fewer places left, and reserves none of an array', async () => {
      const c = await setUpCatalogue(api());
      const loge = await smallSector(api(), c, 3);
      await api().create('tickets', ticket(c, c.booking, loge));
      await assertUnchanged(api(), async () => {
        const reply = await api().post('/tickets/', [
          ticket(c, c.booking, loge),
          ticket(c, c.booking, loge),
          ticket(c, c.booking, loge),
        ]);
        assertProblem(reply, { status: 409, code: 'sector_sold_out' });
      });
      await api().createMany('tickets', [ticket(c, c.booking, loge), ticket(c, c.booking, loge)]);
      await assertUnchanged(api(), async () => {
        assertProblem(await api().post('/tickets/', ticket(c, c.booking, loge)), {
          status: 409,
          code: 'sector_sold_out',
        });
      });
      await api().create('tickets', ticket(c, c.booking, loge, c.shows[1]));
    });

    it('frees the places of released tickets', async () => {
      const c = await setUpCatalogue(api());
      const loge = await smallSector(api(), c, 1);
      await api().create('tickets', ticket(c, c.booking, loge));
      await pass(api(), '31m');
      const { booking } = await bookShows(api(), c, c.bruno, []);
      await api().create('tickets', ticket(c, booking, loge));
    });

    it('GET /shows/<pid>?properties[capacity]=1 answers the sold, reserved and available places', async () => {
      const c = await setUpCatalogue(api());
      const show = await api().read('shows', c.shows[0], '?properties[capacity]=1');
      const capacity = show.capacity as JsonObject;
      assert.deepEqual(capacity.total, { total: 150, sold: 0, reserved: 2, available: 148 });
      const sectors = capacity.sectors as JsonObject[];
      assert.deepEqual(
        sectors.find((sector) => sector.sector === c.parkett),
        { sector: c.parkett, total: 100, sold: 0, reserved: 2, available: 98 },
      );
      assertStatus(await api().patch(`/bookings/${c.booking}`, { confirmation: true }), 204);
      const after = (await api().read('shows', c.shows[0], '?properties[capacity]=1')).capacity as JsonObject;
      assert.deepEqual(after.total, { total: 150, sold: 2, reserved: 0, available: 148 });
    });
  });

  describe('tickets', () => {
    it('answers 409 price_not_applicable for a price of another price category than the sector', async () => {
      const c = await setUpCatalogue(api());
      await assertUnchanged(api(), async () => {
        const reply = await api().post('/tickets/', { ...ticket(c, c.booking), price: c.balconyPrice });
        assertProblem(reply, { status: 409, code: 'price_not_applicable' });
      });
    });

    it('answers 409 ticket_option_conflict for two options of one group on a ticket', async () => {
      const c = await setUpCatalogue(api());
      await assertUnchanged(api(), async () => {
        const reply = await api().patch(`/tickets/${c.tickets[0]}`, { ticket_options: [c.yes, c.no] });
        assertProblem(reply, { status: 409, code: 'ticket_option_conflict' });
      });
    });

    it('answers 409 ticket_option_limit_reached once a per-show limitation is used up', async () => {
      const c = await setUpCatalogue(api());
      const withYes = { ...ticket(c, c.booking), ticket_options: [c.yes] };
      await api().createMany('tickets', [withYes, withYes, withYes, withYes]);
      await assertUnchanged(api(), async () => {
        assertProblem(await api().post('/tickets/', withYes), {
          status: 409,
          code: 'ticket_option_limit_reached',
        });
        assertProblem(await api().patch(`/tickets/${c.tickets[0]}`, { ticket_options: [c.yes] }), {
          status: 409,
          code: 'ticket_option_limit_reached',
        });
      });
      await api().create('tickets', { ...withYes, show: c.shows[1] });
    });
  });

  describe('options', () => {
    it('answers 409 option_limit_reached beyond items_per_booking', async () => {
      const c = await setUpCatalogue(api());
      await assertUnchanged(api(), async () => {
        const reply = await api().patch(`/bookings/${c.booking}`, {
          options: [{ option: c.option, quantity: 2 }],
        });
        assertProblem(reply, { status: 409, code: 'option_limit_reached' });
      });
      assertStatus(
        await api().patch(`/bookings/${c.booking}`, { options: [{ option: c.option, quantity: 1 }] }),
        204,
      );
      assert.deepEqual((await api().read('bookings', c.booking)).options, [
        { option: c.option, quantity: 1 },
      ]);
    });

    it('answers 409 option_limit_reached beyond the overall limitation', async () => {
      const c = await setUpCatalogue(api());
      const scarce = await api().create('options', { event: c.event, name: 'Backstage', limitation: 1 });
      assertStatus(
        await api().patch(`/bookings/${c.booking}`, { options: [{ option: scarce, quantity: 1 }] }),
        204,
      );
      const { booking } = await bookShows(api(), c, c.bruno, [c.shows[0]]);
      await assertUnchanged(api(), async () => {
        const reply = await api().patch(`/bookings/${booking}`, {
          options: [{ option: scarce, quantity: 1 }],
        });
        assertProblem(reply, { status: 409, code: 'option_limit_reached' });
      });
    });
  });

  describe('confirmation', () => {
    it('answers 409 booking_empty to the confirmation of a booking without tickets', async () => {
      const c = await setUpCatalogue(api());
      const { booking } = await bookShows(api(), c, c.bruno, []);
      await assertUnchanged(api(), async () => {
        assertProblem(await api().patch(`/bookings/${booking}`, { confirmation: true }), {
          status: 409,
          code: 'booking_empty',
        });
      });
    });

    it('answers 409 customer_incomplete when the customer lacks a name, an e-mail or, for postal delivery, an address', async () => {
      const c = await setUpCatalogue(api());
      const nameless = (await api().create('persons', { email: 'x@example.ch' })) as string;
      const { booking } = await bookShows(api(), c, nameless, [c.shows[0]]);
      const bruno = await bookShows(api(), c, c.bruno, [c.shows[0]]);
      await api().create('deliveryrates', { host: c.host, name: 'Post', price: 5 });
      await assertUnchanged(api(), async () => {
        assertProblem(await api().patch(`/bookings/${booking}`, { confirmation: true }), {
          status: 409,
          code: 'customer_incomplete',
        });
        assertProblem(
          await api().patch(`/bookings/${bruno.booking}`, { confirmation: true, delivery: true }),
          {
            status: 409,
            code: 'customer_incomplete',
          },
        );
      });
      assertStatus(await api().patch(`/bookings/${bruno.booking}`, { confirmation: true }), 204);
    });

    it('answers 409 ticket_option_required until every ticket answers a required group', async () => {
      const c = await setUpCatalogue(api());
      assertStatus(await api().patch(`/ticketoptiongroups/${c.group}`, { required: true }), 204);
      await assertUnchanged(api(), async () => {
        assertProblem(await api().patch(`/bookings/${c.booking}`, { confirmation: true }), {
          status: 409,
          code: 'ticket_option_required',
        });
      });
      assertStatus(
        await api().patch('/tickets/', [
          { pid: c.tickets[0], ticket_options: [c.yes] },
          { pid: c.tickets[1], ticket_options: [c.no] },
        ]),
        204,
      );
      assertStatus(await api().patch(`/bookings/${c.booking}`, { confirmation: true }), 204);
    });

    it('answers 409 digital_dispatch_not_allowed when an event of the booking requires postal delivery', async () => {
      const c = await setUpCatalogue(api());
      assertStatus(await api().patch(`/events/${c.event}`, { allow_digital_dispatch: false }), 204);
      await api().create('deliveryrates', { host: c.host, name: 'Post', country: 'CH', price: 5 });
      await assertUnchanged(api(), async () => {
        assertProblem(await api().patch(`/bookings/${c.booking}`, { confirmation: true }), {
          status: 409,
          code: 'digital_dispatch_not_allowed',
        });
      });
      assertStatus(await api().patch(`/bookings/${c.booking}`, { confirmation: true, delivery: true }), 204);
      assert.equal((await api().read('bookings', c.booking)).delivery_method, 'postal');
    });

    it("answers 409 delivery_not_available when no rate applies to the customer's country", async () => {
      const c = await setUpCatalogue(api());
      await removeDeliveryRates(api());
      await api().create('deliveryrates', { host: c.host, name: 'Post DE', country: 'DE', price: 9 });
      await assertUnchanged(api(), async () => {
        assertProblem(await api().patch(`/bookings/${c.booking}`, { confirmation: true, delivery: true }), {
          status: 409,
          code: 'delivery_not_available',
        });
      });
      const rest = await api().create('deliveryrates', {
        host: c.host,
        name: 'Post world',
        country: null,
        price: 15,
      });
      assertStatus(await api().patch(`/bookings/${c.booking}`, { confirmation: true, delivery: true }), 204);
      const { items } = await api().list(`/bookings/${c.booking}/deliveries/`);
      assert.deepEqual(
        items.map((item) => [item.delivery_rate, item.price]),
        [[rest, '15.00']],
      );
    });

    it('keeps a delivery rate’s currency, CHF when none is written, applies it to bookings in that currency only, and copies it to the delivery', async () => {
      const c = await setUpCatalogue(api());
      await removeDeliveryRates(api());
      const plain = await api().create('deliveryrates', {
        host: c.host,
        name: 'Post',
        country: 'CH',
        price: 6,
      });
      assert.equal((await api().read('deliveryrates', plain)).currency, 'CHF');
      const euro = await api().create('deliveryrates', {
        host: c.host,
        name: 'Post EU',
        country: null,
        price: 9,
        currency: 'EUR',
      });
      assert.equal((await api().read('deliveryrates', euro)).currency, 'EUR');
      assertStatus(await api().patch(`/deliveryrates/${plain}`, { currency: 'GBP' }), 204);
      assert.equal((await api().read('deliveryrates', plain)).currency, 'GBP');
      assertStatus(await api().patch(`/persons/${c.anna}`, { address: { country: 'DE' } }), 204);
      // A rate applies only in the booking's currency: none is in CHF now.
      assertProblem(await api().patch(`/bookings/${c.booking}`, { confirmation: true, delivery: true }), {
        status: 409,
        code: 'delivery_not_available',
        paths: ['delivery'],
      });
      assertStatus(await api().patch(`/events/${c.event}`, { currency: 'EUR' }), 204);
      assertStatus(await api().patch(`/bookings/${c.booking}`, { confirmation: true, delivery: true }), 204);
      const { items } = await api().list(`/bookings/${c.booking}/deliveries/`);
      assert.deepEqual(
        items.map((item) => [item.delivery_rate, item.price, item.currency]),
        [[euro, '9.00', 'EUR']],
      );
    });

    it('answers 409 validation_failed naming currency for a currency that is not three upper-case letters', async () => {
      const c = await setUpCatalogue(api());
      const rate = await api().create('deliveryrates', {
        host: c.host,
        name: 'Post',
        price: 6,
        currency: 'EUR',
      });
      await assertUnchanged(api(), async () => {
        for (const currency of ['eur', 'EURO', 'E1R', '', 978, null]) {
          assertProblem(
            await api().post('/deliveryrates/', { host: c.host, name: 'Post', price: 6, currency }),
            { status: 409, code: 'validation_failed', paths: ['currency'] },
          );
          assertProblem(await api().patch(`/deliveryrates/${rate}`, { currency }), {
            status: 409,
            code: 'validation_failed',
            paths: ['currency'],
          });
        }
      });
      assert.equal((await api().read('deliveryrates', rate)).currency, 'EUR');
    });

    it('answers 409 booking_confirmed to any way back from confirmed or to new tickets', async () => {
      const c = await setUpCatalogue(api());
      assertStatus(await api().patch(`/bookings/${c.booking}`, { confirmation: true }), 204);
      await assertUnchanged(api(), async () => {
        assertProblem(await api().patch(`/bookings/${c.booking}`, { confirmation: false }), {
          status: 409,
          code: 'booking_confirmed',
        });
        assertProblem(await api().post('/tickets/', ticket(c, c.booking)), {
          status: 409,
          code: 'booking_confirmed',
        });
      });
    });
  });
});
