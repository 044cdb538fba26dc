/**
 * `npm run bench:widget`: what the script-tag widget costs a site and its visitors.
 *
 * 1. Size of `dist/ticket-booking.js` (built fresh): gzip and brotli, beside pretix's widget,
 *    and the largest modules.
 * 2. Headless Chromium, the mock over real HTTP on 127.0.0.1, answers compressed, each visit
 *    throttled (CPU 4×, 150 ms RTT, 1.6/0.7 Mbit/s; `--no-throttle`), `--latency` ms (default 0)
 *    before every answer: script start → show list rendered, and the gateway requests that
 *    takes; one cold visit (the gateway's first token and catalogue), then the median of
 *    `--runs` visits (default 7), each in a fresh browser context.
 * 3. Gateway requests of whole bookings on the demo seed, driven through the rendered widget:
 *    the festival (questions and extras) and a plain digital theatre booking.
 * 4. The seat map with a generated 2,000-seat plan (`seat-map.ts`), CPU 4× (`--cpu`): first
 *    paint's scripting, a keyboard move to the next seat, its chunk's gzip size.
 *
 * A benchmark: it reports the goals and exits 0 whether they are met or not; non-zero only
 * when it could not measure. Loopback only. Writes test-results/bench-widget.json.
 *
 *   npm run bench:widget
 *   npm run bench:widget -- --runs 11 --rtt 300 --cpu 6
 *   npm run bench:widget -- --size-only
 *   npm run bench:widget -- --seat-map-only
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Stripe from 'stripe';
import { startServer } from '../../../mock-server/serve';
import { stripeProvider } from '../../../src/gateway/index';
import { book, countRequests, launch, loadOnce, type Journey, type LoadRun, type Throttle } from './browser';
import { startOwnerGateway } from './owner-gateway';
import { formatReport, median, type Report } from './report';
import { benchSeatMap } from './seat-map';
import { measureSize } from './size';
import { startSite } from './site';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const resultFile = join(root, 'test-results', 'bench-widget.json');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    latency: { type: 'string', default: '0' },
    cpu: { type: 'string', default: '4' },
    rtt: { type: 'string', default: '150' },
    down: { type: 'string', default: '1638' },
    up: { type: 'string', default: '675' },
    'no-throttle': { type: 'boolean', default: false },
    'no-preload': { type: 'boolean', default: false },
    'size-only': { type: 'boolean', default: false },
    'seat-map-only': { type: 'boolean', default: false },
    'bookings-only': { type: 'boolean', default: false },
    'seat-map-runs': { type: 'string', default: '5' },
  },
});
const runs = Math.max(1, Number(args.runs));
const latencyMs = Math.max(0, Number(args.latency));
/**
 * The show list is timed on a mid-range phone on a slow mobile network, as Lighthouse's mobile
 * profile models it: CPU 4× slower, 150 ms round trips, 1.6 Mbit/s down, 675 kbit/s up.
 */
const throttling: Throttle | null = args['no-throttle']
  ? null
  : {
      cpu: Math.max(1, Number(args.cpu)),
      rttMs: Math.max(0, Number(args.rtt)),
      downKbps: Math.max(1, Number(args.down)),
      upKbps: Math.max(1, Number(args.up)),
    };

/**
 * Goals: one round trip to the show list; at most 10 requests per booking, to the gateway and
 * from the gateway to the service when it has just started (cold).
 */
const GOALS = { roundTrips: 1, bookingRequests: 10, behindCold: 10 } as const;
/** The event whose show list is timed, and the bookings. */
const LOAD_EVENT = 'Die Dreigroschenoper';
const JOURNEYS = [
  { name: 'festival: questions and extras, digital', event: 'Lago Sonoro', tickets: 2 },
  { name: 'theatre: tickets only, digital', event: 'Die Dreigroschenoper', tickets: 2 },
] as const;
/** The theatre booking again, paid online through a gateway that takes payment. */
const PAID = {
  name: 'theatre: tickets only, digital, paid online (Stripe Checkout by redirect)',
  event: 'Die Dreigroschenoper',
  tickets: 2,
  paid: true,
} as const;
/** The festival booking (its questions and extras), paid online by redirect. */
const PAID_FESTIVAL = {
  name: 'festival: questions and extras, digital, paid online (Stripe Checkout by redirect)',
  event: 'Lago Sonoro',
  tickets: 2,
  paid: true,
} as const;
/** The same, paid in the page with the Payment Element (a test double of Stripe.js). */
const PAID_IN_PAGE = {
  name: 'theatre: tickets only, digital, paid in the page (Stripe Payment Element)',
  event: 'Die Dreigroschenoper',
  tickets: 2,
  paid: 'in-page',
} as const;

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const loadStart = loadavg()[0]!;
  log('Building dist/ticket-booking.js …');
  const size = await measureSize(root);
  const report: Report = {
    generatedAt: new Date().toISOString(),
    machine: { loadAverage: { start: loadStart } },
    size,
  };
  if (!args['size-only'] && !args['bookings-only']) {
    log('Seat map: 2,000 seats …');
    const browser = await launch();
    try {
      const cpu = throttling?.cpu ?? 1;
      const runs = Math.max(1, Number(args['seat-map-runs']));
      const seatMap = await benchSeatMap(browser, {
        dist: join(root, 'dist'),
        chunks: size.chunks,
        cpu,
        runs,
      });
      report.seatMap = { ...seatMap, loadAverage: loadavg()[0]! };
    } finally {
      await browser.close();
    }
  }
  if (!args['size-only'] && !args['seat-map-only']) {
    // The mock's clock follows real time from now, so the demo's shows lie ahead of the browser's clock.
    const server = await startServer({ port: 0, seed: 'demo', clock: { start: Date.now(), follow: true } });
    const browser = await launch();
    try {
      const events = server.mock.records.list(server.mock.actor('demo'), 'events').items as {
        pid: string;
        name: string;
      }[];
      const pidOf = (name: string) => {
        const event = events.find((e) => e.name.startsWith(name));
        if (!event) throw new Error(`The demo seed has no event ${name}`);
        return event.pid;
      };
      // The gateway as a site owner runs it (catalogue cache on), its requests to the service counted.
      const host = [...server.mock.store.all('hosts')].find((record) => record.name === 'Demo Theater');
      if (!host) throw new Error('The demo seed has no host Demo Theater');
      const owner = await startOwnerGateway(server.url, String(host.pid));
      const site = await startSite(
        {
          gateway: owner.url,
          bundle: join(root, size.file),
          latencyMs,
          preload: !args['no-preload'],
        },
        Object.fromEntries([LOAD_EVENT, ...JOURNEYS.map((j) => j.event)].map((name) => [name, pidOf(name)])),
      );
      try {
        const profile = throttling
          ? `CPU ${throttling.cpu}×, ${throttling.rttMs} ms RTT, ${throttling.downKbps}/${throttling.upKbps} kbit/s`
          : 'unthrottled';
        const timed = !args['bookings-only'];
        if (timed) log(`Show list: 1 cold + ${runs} visits, ${profile}, ${latencyMs} ms per request …`);
        const cold = timed ? await loadOnce(browser, site, LOAD_EVENT, throttling) : null;
        const warm: LoadRun[] = [];
        for (let i = 0; timed && i < runs; i++)
          warm.push(await loadOnce(browser, site, LOAD_EVENT, throttling));
        const journeys: Journey[] = [];
        for (const journey of JOURNEYS) {
          // Cold: the first booking after the gateway started (it signs in, its cache is empty);
          // warm: the same booking again.
          log(`Booking: ${journey.name}, cold gateway …`);
          owner.restart();
          owner.take();
          await book(browser, site, journey);
          const cold = countRequests(owner.take());
          log(`Booking: ${journey.name}, warm gateway …`);
          const warm = await book(browser, site, journey);
          journeys.push({ ...warm, behind: { cold, warm: countRequests(owner.take()) } });
        }
        // The theatre booking paid online: a gateway whose `payments` is Stripe (the real SDK,
        // against the mock's Stripe-compatible fake under /v1/, its Checkout page on the mock),
        // beside the same booking without payment, on the page with its preload links (as the
        // README shows them) and on the page without them: the provider's return loads the page
        // again, and its preload links with it.
        const port = Number(new URL(server.url).port);
        const stripe = new Stripe('sk_test_bench', { host: '127.0.0.1', port, protocol: 'http' });
        const paying = await startOwnerGateway(server.url, String(host.pid), {
          payments: stripeProvider({ stripe, webhookSecret: 'whsec_mock' }),
        });
        try {
          report.payment = [];
          const pages = args['no-preload'] ? [false] : [true, false];
          for (const preload of pages) {
            const event = { [PAID.event]: pidOf(PAID.event) };
            const bundle = join(root, size.file);
            const paySite = await startSite({ gateway: paying.url, bundle, latencyMs, preload }, event);
            const plainSite =
              preload === !args['no-preload']
                ? null
                : await startSite({ gateway: owner.url, bundle, latencyMs, preload }, event);
            try {
              const theatre = JOURNEYS.find((j) => j.event === PAID.event)!;
              const plain = plainSite
                ? await book(browser, plainSite, theatre)
                : journeys.find((j) => j.event === PAID.event)!;
              if (preload === pages[0]) {
                log(`Booking: ${PAID.name}, cold gateway …`);
                await book(browser, paySite, PAID);
              }
              paying.take();
              log(`Booking: ${PAID.name}, ${preload ? 'with' : 'without'} preload links, warm gateway …`);
              const paid = await book(browser, paySite, PAID);
              report.payment.push({
                preload,
                journey: paid,
                plain: plain.total,
                added: paid.total - plain.total,
              });
            } finally {
              await paySite.close();
              await plainSite?.close();
            }
          }
          // The festival's booking paid by redirect, on the page with its preload links: its
          // extras change at the checkout, and the payment's start carries them.
          {
            const preload = !args['no-preload'];
            const event = { [PAID_FESTIVAL.event]: pidOf(PAID_FESTIVAL.event) };
            const site = await startSite(
              { gateway: paying.url, bundle: join(root, size.file), latencyMs, preload },
              event,
            );
            try {
              paying.take();
              log(`Booking: ${PAID_FESTIVAL.name}, warm gateway …`);
              const paid = await book(browser, site, PAID_FESTIVAL);
              const plain = journeys.find((j) => j.event === PAID_FESTIVAL.event)!;
              report.payment.push({
                preload,
                journey: paid,
                plain: plain.total,
                added: paid.total - plain.total,
              });
            } finally {
              await site.close();
            }
          }
          // Paid in the page (the Payment Element): no page load, on the page with its preload links.
          const inPage = await startOwnerGateway(server.url, String(host.pid), {
            payments: stripeProvider({ stripe, webhookSecret: 'whsec_mock', paymentElement: true }),
          });
          const preload = !args['no-preload'];
          const event = { [PAID.event]: pidOf(PAID.event) };
          const inPageSite = await startSite(
            { gateway: inPage.url, bundle: join(root, size.file), latencyMs, preload, stripe: server.url },
            event,
          );
          try {
            log(`Booking: ${PAID_IN_PAGE.name}, cold gateway …`);
            await book(browser, inPageSite, PAID_IN_PAGE);
            log(`Booking: ${PAID_IN_PAGE.name}, warm gateway …`);
            const paid = await book(browser, inPageSite, PAID_IN_PAGE);
            const plain = journeys.find((j) => j.event === PAID.event)!;
            report.payment.push({
              preload,
              inPage: true,
              journey: paid,
              plain: plain.total,
              added: paid.total - plain.total,
            });
          } finally {
            await inPageSite.close();
            await inPage.close();
          }
        } finally {
          await paying.close();
        }
        if (cold) {
          report.load = {
            event: LOAD_EVENT,
            latencyMs,
            throttling,
            preload: !args['no-preload'],
            runs,
            cold,
            median: {
              scriptToShows: median(warm.map((r) => r.scriptToShows)),
              navigationToShows: median(warm.map((r) => r.navigationToShows)),
              scriptFetch: median(warm.map((r) => r.scriptFetch)),
              scriptEval: median(warm.map((r) => r.scriptEval)),
              gatewayRequests: median(warm.map((r) => r.gatewayRequests)),
              roundTrips: median(warm.map((r) => r.roundTrips)),
            },
            runsMs: warm.map((r) => r.scriptToShows),
            requests: warm[0]!.requests,
            goal: {
              roundTrips: GOALS.roundTrips,
              met: warm.every((r) => r.roundTrips <= GOALS.roundTrips),
            },
          };
        }
        report.bookings = {
          goal: {
            requests: GOALS.bookingRequests,
            behindCold: GOALS.behindCold,
            met: journeys.every(
              (j) =>
                j.total <= GOALS.bookingRequests && (j.behind?.cold.total ?? Infinity) <= GOALS.behindCold,
            ),
          },
          journeys,
        };
      } finally {
        await site.close();
        await owner.close();
      }
    } finally {
      await browser.close();
      await server.close();
    }
  }
  report.machine.loadAverage.end = loadavg()[0]!;
  await mkdir(dirname(resultFile), { recursive: true });
  await writeFile(resultFile, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${formatReport(report)}\nWritten to ${resultFile}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:widget could not measure: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exitCode = 1;
});
