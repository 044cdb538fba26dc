/**
 * A site owner's own site, as the e2e tests of a site on another origin use it: the owner's Node
 * server with the widget's gateway (`createServer(toNodeHandler(gateway))` from
 * `ticket-booking/gateway/node`) in front of the mock over HTTP, and the buyer's way to the checkout.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator } from '@playwright/test';
import type { RunningServer } from '../../mock-server/serve.js';
import { createGateway } from '../../src/gateway/index.js';
import { toNodeHandler } from '../../src/gateway/node.js';
import type { GatewayOptions } from '../../src/gateway/options.js';
import { mockGatewayOptions } from '../fixtures/gateway-options.js';
import { buildScriptBundle, startDemoServer } from './embed-chunks.js';
import { expect } from './fixtures.js';

export interface OwnerGateway {
  /** The mock server with the demo seed, which the gateway reaches over HTTP. */
  readonly mock: RunningServer;
  /** The widget's `api-base`: the gateway under `/widget-api` of the owner's server. */
  readonly apiBase: string;
  /** Closes the owner's server (open connections too), then the mock. */
  close(): Promise<void>;
}

/**
 * Builds the script-tag bundle, starts the demo mock, and the owner's server selling `event` to
 * pages of `site`; `more` adds gateway options that need the running mock (a payment provider).
 */
export async function startOwnerGateway(
  site: string,
  event: string,
  more: (mock: RunningServer) => Partial<GatewayOptions> = () => ({}),
): Promise<OwnerGateway> {
  buildScriptBundle();
  const mock = await startDemoServer();
  const gateway = createGateway(
    mockGatewayOptions({
      baseUrl: mock.url,
      fetch: (request) => fetch(request),
      events: { pids: [event] },
      basePath: '/widget-api',
      allowedOrigins: [site],
      ...more(mock),
    }),
  );
  const owner = createServer(toNodeHandler(gateway));
  await new Promise<void>((resolve) => owner.listen(0, '127.0.0.1', resolve));
  return {
    mock,
    apiBase: `http://127.0.0.1:${(owner.address() as AddressInfo).port}/widget-api`,
    async close() {
      owner.closeAllConnections();
      await new Promise<void>((resolve) => owner.close(() => resolve()));
      await mock.close();
    },
  };
}

/**
 * The buyer's way from the show list to the checkout: the first show, one ticket of the first
 * price, reserved; the extras passed by (where the event has any); Anna Muster's details.
 */
export async function reserveAndFillDetails(booking: Locator): Promise<void> {
  await booking.locator('button[part~="show"]:enabled').first().click();
  await expect(booking.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
  await booking.locator('tb-ticket-picker button[aria-label^="More:"]:enabled').first().click();
  await booking.getByRole('button', { name: 'Reserve tickets' }).click();
  await expect(booking.getByRole('heading', { name: /Extras|Your details/ })).toBeVisible();
  if (await booking.getByRole('heading', { name: 'Extras', exact: true }).isVisible()) {
    await booking.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await booking.getByRole('textbox', { name: /^First name/ }).fill('Anna');
  await booking.getByRole('textbox', { name: /^Last name/ }).fill('Muster');
  await booking.getByRole('textbox', { name: /^E-mail/ }).fill('anna.muster@example.ch');
  await booking.getByRole('button', { name: 'Continue', exact: true }).click();
}
