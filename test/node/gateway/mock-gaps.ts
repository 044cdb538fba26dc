/**
 * Parts of the contract the gateway forwards but the mock may not serve yet. A test that needs
 * one runs as a TODO with the reason while the mock lacks it, and counts as soon as it has it.
 */
import { Setup } from './harness';
import { ANNA, setUpEvent } from './fixtures';

export type Feature = 'capacity' | 'email' | 'deliveries';

const probes: Record<Feature, (setup: Setup) => Promise<string | false>> = {
  async capacity(setup) {
    const { shows } = await setUpEvent(setup);
    const response = await setup.backOffice('GET', `/shows/${shows[0]}?properties[capacity]=1`);
    const body = (await response.json()) as { capacity?: unknown };
    return response.status === 200 && body.capacity !== undefined
      ? false
      : 'the mock does not answer GET /shows/<pid>?properties[capacity]=1 yet';
  },
  async email(setup) {
    const routes = setup.app.routes.map((route) => route.path);
    return routes.some((path) => path.endsWith('/email/send'))
      ? false
      : 'the mock has no POST /email/send route yet';
  },
  async deliveries(setup) {
    const catalogue = await setUpEvent(setup);
    await setup.create('deliveryrates', { host: catalogue.host, name: 'Post', price: 5, country: 'CH' });
    const customer = await setup.create('persons', ANNA);
    const booking = await setup.create('bookings', { customer });
    const { shows, adult, parkett } = catalogue;
    await setup.create('tickets', { booking, show: shows[0], price: adult, sector: parkett });
    await setup.backOffice('PATCH', `/bookings/${booking}`, { confirmation: true, delivery: true });
    const deliveries = (await (
      await setup.backOffice('GET', `/bookings/${booking}/deliveries/`)
    ).json()) as unknown[];
    return deliveries.length > 0
      ? false
      : 'the mock adds no Delivery records on a confirmation with delivery yet';
  },
};

const results = new Map<Feature, Promise<string | false>>();

/** The reason the mock cannot serve `feature` yet, or false when it can. */
export function mockGap(feature: Feature): Promise<string | false> {
  let result = results.get(feature);
  if (!result) results.set(feature, (result = probes[feature](new Setup()).catch((error) => String(error))));
  return result;
}
