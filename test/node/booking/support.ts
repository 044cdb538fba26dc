/**
 * A world for booking-flow tests: the real mock in-process, an event set up as the back office
 * would, the gateway in front (the mock's app as its upstream), and a visitor fetch that counts
 * requests and can inject faults (fail before the server sees a request, or drop the answer
 * after the server handled it).
 */
import { createApp, createMock, type Mock } from '../../../mock-server/index';
import { createBookingFlow } from '../../../src/booking/index';
import type { BookingFlow, BookingFlowOptions } from '../../../src/booking/types';
import {
  createGateway,
  type GatewayCaps,
  type GatewayOptions,
  type VerifyVisitor,
} from '../../../src/gateway/index';
import { mockGatewayOptions } from '../../fixtures/gateway-options';
import { MemoryStorage } from '../../fixtures/memory-storage';
import { theatre, mainPids } from '../../fixtures/theatre';

export const UPSTREAM = 'http://upstream.internal/api';
export const GATEWAY = 'https://shop.example/tickets';

export interface Fault {
  method: string;
  /** Matched against the path after the gateway base, query included. */
  path: RegExp;
  /** `before`: the request never reaches the server; `after`: it is handled, the answer is lost. */
  kind: 'before' | 'after' | 503;
  times?: number;
}

export interface Catalogue {
  host: string;
  venue: string;
  parkett: string;
  balkon: string;
  event: string;
  shows: [string, string];
  adult: string;
  child: string;
  balcony: string;
  wheelchair: string;
  wheelchairYes: string;
  menu: string;
  meat: string;
  veggie: string;
  parking: string;
  programme: string;
}

export class World {
  readonly mock: Mock;
  readonly app: ReturnType<typeof createApp>;
  readonly storage = new MemoryStorage();
  /** `METHOD /path?query` of every visitor request that reached the gateway. */
  readonly requests: string[] = [];
  /** `METHOD /path?query` (decoded) of every request the gateway sent to the service. */
  readonly upstream: string[] = [];
  readonly faults: Fault[] = [];
  readonly sleeps: number[] = [];
  readonly timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  catalogue!: Catalogue;
  private gateway!: ReturnType<typeof createGateway>;

  constructor(seed = 'empty') {
    this.mock = createMock({ seed });
    this.app = createApp(this.mock, { basePath: new URL(UPSTREAM).pathname });
  }

  static async create(
    options: {
      allowDigital?: boolean;
      caps?: GatewayCaps;
      currency?: string;
      verifyVisitor?: VerifyVisitor;
      waitingRoom?: GatewayOptions['waitingRoom'];
    } = {},
  ): Promise<World> {
    const world = new World();
    world.catalogue = world.setUpEvent(options.allowDigital ?? true, options.currency);
    world.useGateway(
      { pids: [world.catalogue.event] },
      options.caps,
      options.verifyVisitor,
      false,
      options.waitingRoom,
    );
    return world;
  }

  /**
   * The `demo` seed, every event of Demo Theater on sale. With `cached`, the gateway keeps its
   * catalogue cache as a site owner runs it (its lifetimes run on the mock's clock).
   */
  static demo(options: { cached?: boolean } = {}): World {
    const world = new World('demo');
    world.useGateway({ hosts: world.mock.actor('demo').hosts }, undefined, undefined, options.cached);
    return world;
  }

  private useGateway(
    events: { pids?: readonly string[]; hosts?: readonly string[] },
    caps?: GatewayCaps,
    verifyVisitor?: VerifyVisitor,
    cached = false,
    waitingRoom?: GatewayOptions['waitingRoom'],
  ): void {
    this.gateway = createGateway(
      mockGatewayOptions({
        baseUrl: UPSTREAM,
        fetch: async (request) => {
          const url = new URL(request.url);
          const path = url.pathname.slice(new URL(UPSTREAM).pathname.length) + url.search;
          this.upstream.push(`${request.method} ${decodeURIComponent(path)}`);
          return this.app.fetch(request);
        },
        events,
        caps,
        verifyVisitor,
        ...(waitingRoom ? { waitingRoom } : {}),
        basePath: new URL(GATEWAY).pathname,
        now: () => this.mock.clock.now(),
        // The flow's reads must see each change at once; the mock's clock stands still, so cached
        // answers would never lapse (the cache has its own suite in test/node/gateway).
        ...(cached ? {} : { cache: false as const }),
      }),
    );
  }

  /** The pid of the event whose name starts with `name`. */
  eventNamed(name: string): string {
    const event = this.list<{ pid: string; name: string }>('events', {}).find((e) => e.name.startsWith(name));
    if (!event) throw new Error(`No event ${name}`);
    return event.pid;
  }

  now = (): number => this.mock.clock.now();

  /** The visitor's fetch: through the gateway, counted, with the faults applied. */
  readonly fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname.slice(new URL(GATEWAY).pathname.length) + url.search);
    this.requests.push(`${request.method} ${path}`);
    const fault = this.faults.find(
      (f) => f.method === request.method && f.path.test(path) && (f.times ?? 1) > 0,
    );
    if (fault) fault.times = (fault.times ?? 1) - 1;
    if (fault?.kind === 'before') throw new TypeError('fetch failed');
    if (fault?.kind === 503) return new Response('{"code":"upstream_unavailable"}', { status: 503 });
    const response = await this.gateway(request, { clientAddress: '203.0.113.7' });
    if (fault?.kind === 'after') throw new TypeError('fetch failed');
    return response;
  };

  flow(options: Partial<BookingFlowOptions> = {}): BookingFlow {
    return createBookingFlow({
      event: this.catalogue?.event ?? '',
      apiBase: GATEWAY,
      fetch: this.fetch,
      storage: this.storage,
      now: this.now,
      sleep: async (ms) => void this.sleeps.push(ms),
      random: () => 0.5,
      schedule: (run, ms) => {
        const timer = { at: this.now() + ms, run, cancelled: false };
        this.timers.push(timer);
        return () => void (timer.cancelled = true);
      },
      lang: 'de',
      ...options,
    });
  }

  /** Moves the mock clock as QA would, and fires the flow timers that are due. */
  async advance(duration: string): Promise<unknown> {
    const response = await this.app.fetch(
      new Request(`${UPSTREAM}/__admin/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advance: duration }),
      }),
    );
    for (const timer of this.timers.filter((t) => !t.cancelled && t.at <= this.now())) {
      timer.cancelled = true;
      timer.run();
    }
    return response.json();
  }

  private get actor() {
    return this.mock.actor('demo');
  }

  /** Creates records as the back office; returns the pid (or pids of an array). */
  create(resource: string, body: unknown): string {
    const result = this.mock.records.create(this.actor, resource as never, body);
    return String(result.pids[0]);
  }

  read<T = Record<string, unknown>>(resource: string, pid: string | number, properties: string[] = []): T {
    return this.mock.records.get(this.actor, resource as never, pid, properties) as unknown as T;
  }

  /** Every record of `resource` whose fields equal `match` (compared as text). */
  list<T = Record<string, unknown>>(resource: string, match: Record<string, unknown>): T[] {
    const { items } = this.mock.records.list(this.actor, resource as never);
    const fits = (record: Record<string, unknown>) =>
      Object.entries(match).every(([field, value]) => String(record[field]) === String(value));
    return items.filter((item) => fits(item as Record<string, unknown>)) as unknown as T[];
  }

  /** Another buyer, straight at the service: a person, a booking and `count` tickets. */
  otherBuyerTakes(show: string, sector: string, price: string, count: number): number {
    const customer = this.create('persons', { firstname: 'Other' });
    const booking = Number(this.create('bookings', { customer }));
    const ticket = { booking, show, sector, price };
    this.mock.records.create(
      this.actor,
      'tickets',
      Array.from({ length: count }, () => ticket),
    );
    return booking;
  }

  private setUpEvent(allowDigital: boolean, currency?: string): Catalogue {
    const host = String(this.mock.store.all('hosts').next().value!.pid);
    const t = theatre(host, (resource, body) => this.create(resource, body), {
      event: { allow_digital_dispatch: allowDigital, ...(currency ? { currency } : {}) },
    });
    const wheelchair = t.questions.wheelchair!;
    const menu = t.questions.menu!;
    return {
      host,
      ...mainPids(t),
      balcony: t.prices.balcony!,
      wheelchair: wheelchair.group,
      wheelchairYes: wheelchair.answers.yes!,
      menu: menu.group,
      meat: menu.answers.meat!,
      veggie: menu.answers.veggie!,
      parking: t.options.parking!,
      programme: t.options.programme!,
    };
  }
}

/** Resolves once every pending promise callback of the current turn ran. */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Seats in the Parkett: `rows` straight rows of `perRow` seats (row 1 nearest the stage), by
 * "row-number"; with `spaces`, those "row-number" keys are wheelchair spaces and the others not.
 */
export function seatParkett(
  world: World,
  { rows, perRow, spaces }: { rows: number; perRow: number; spaces?: ReadonlySet<string> },
): Map<string, string> {
  const seats = new Map<string, string>();
  for (let row = 1; row <= rows; row += 1) {
    for (let n = 1; n <= perRow; n += 1) {
      const key = `${row}-${n}`;
      const pid = world.create('seats', {
        sector: world.catalogue.parkett,
        row: String(row),
        number: String(n),
        x: n,
        y: row,
        ...(spaces && { accessible: spaces.has(key) }),
      });
      seats.set(key, pid);
    }
  }
  return seats;
}
