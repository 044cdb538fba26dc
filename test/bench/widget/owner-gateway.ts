/**
 * The gateway as a site owner runs it (its default options: the catalogue cache on, one token
 * kept), in front of the mock over real HTTP, on a port of its own. Every request it makes to
 * the service is counted (`METHOD path`, pids replaced), so a booking's requests behind the
 * gateway can be told apart: `restart()` makes a new gateway (no token, an empty cache, as after
 * a deploy) for a cold booking.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway, type GatewayOptions } from '../../../src/gateway/index';
import { toNodeHandler, type NodeHandler } from '../../../src/gateway/node';
import { mockGatewayOptions } from '../../fixtures/gateway-options';
import { normalise } from './browser';
import { GATEWAY_PATH } from './site';

export interface OwnerGateway {
  /** Its address, e.g. `http://127.0.0.1:41234/widget-api`. */
  url: string;
  /** Requests to the service since the last `take()`, in order. */
  take(): string[];
  /** A new gateway in its place: signed out, its cache empty. */
  restart(): void;
  close(): Promise<void>;
}

/**
 * `upstream`: the mock's API root, e.g. `http://127.0.0.1:4010`; `host`: the pid of the host on
 * sale; `extra`: further gateway options (`payments` for a booking paid online).
 */
export async function startOwnerGateway(
  upstream: string,
  host: string,
  extra: Partial<GatewayOptions> = {},
): Promise<OwnerGateway> {
  let requests: string[] = [];
  const root = new URL(upstream).pathname.replace(/\/$/, '');
  const counted = (request: Request): Promise<Response> => {
    requests.push(normalise(request.method, request.url, root));
    return fetch(request);
  };
  const make = (): NodeHandler =>
    toNodeHandler(
      createGateway(
        mockGatewayOptions({
          baseUrl: upstream,
          fetch: counted,
          events: { hosts: [host] },
          basePath: GATEWAY_PATH,
          allowedOrigins: '*',
          ...extra,
        }),
      ),
    );
  let handler = make();
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${GATEWAY_PATH}`,
    take() {
      const taken = requests;
      requests = [];
      return taken;
    },
    restart() {
      handler = make();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
