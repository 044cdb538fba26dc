/**
 * A site that embeds the widget, on 127.0.0.1: it serves a page with `<ticket-booking>`, the
 * script-tag bundle, and forwards `/widget-api/…` to the mock's gateway (over real HTTP, as a
 * site owner's reverse proxy would). Every request waits `latencyMs` before it is answered: the
 * round trip between a visitor and the site. Same origin, so no CORS preflight is involved.
 *
 * Every answer is compressed as a site's web server would: brotli when the browser accepts it,
 * else gzip (the bundle compressed once at start, at brotli's and gzip's highest levels, as a
 * build step would; the page and the gateway's JSON per answer, at a web server's levels).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface SiteOptions {
  /** The gateway's address, e.g. `http://127.0.0.1:4010/widget-api`. */
  gateway: string;
  /** The bundle, `dist/ticket-booking.js`; its chunks `ticket-booking.*.js` are served beside it. */
  bundle: string;
  latencyMs: number;
  /** Whether the page starts the event's two reads and its language with preload links (README). */
  preload: boolean;
  /**
   * The Stripe-compatible fake's origin, for a gateway that takes payment with the Payment
   * Element: the site forwards `/stripe-api/…` to it, and the page carries a test double of
   * Stripe.js that pays in the widget's `payment` slot.
   */
  stripe?: string;
}

export interface SiteRequest {
  method: string;
  /** Path and query below the site, e.g. `/widget-api/shows/?…`. */
  path: string;
}

export interface Site {
  url: string;
  /** Every request the site answered, in order of arrival. */
  readonly log: SiteRequest[];
  close(): Promise<void>;
}

export const GATEWAY_PATH = '/widget-api';
/** Where the page's Stripe.js test double reaches the Stripe fake (forwarded by the site). */
const STRIPE_PATH = '/stripe-api';

/**
 * A test double of Stripe.js, not Stripe's code: on `tb-payment-form` it fills the widget's
 * `payment` slot with a "Pay with the test card" button, which confirms the PaymentIntent as
 * Stripe.js does (its confirm with the publishable key, the client secret and Stripe's test
 * card `pm_card_visa`) and then calls the widget's `paymentSubmitted()`.
 */
const STRIPE_DOUBLE = `
      document.addEventListener('tb-payment-form', (event) => {
        const widget = event.composedPath()[0];
        const { clientSecret, returnUrl } = event.detail;
        const intent = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
        const slot = document.createElement('div');
        slot.slot = 'payment';
        const pay = document.createElement('button');
        pay.type = 'button';
        pay.textContent = 'Pay with the test card';
        pay.addEventListener('click', async () => {
          const answer = await fetch('${STRIPE_PATH}/v1/payment_intents/' + intent + '/confirm', {
            method: 'POST',
            headers: {
              Authorization: 'Bearer pk_test_bench',
              'Content-Type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({ payment_method: 'pm_card_visa', client_secret: clientSecret, return_url: returnUrl }),
          });
          if (answer.ok) await widget.paymentSubmitted();
        });
        slot.append(pay);
        widget.querySelector('[slot="payment"]')?.remove();
        widget.append(slot);
      });`;

/**
 * The two reads the widget starts with, as the README's snippet has a site preload them (the
 * widget's first requests are checked against that snippet in test/node/booking/preload.test.ts).
 */
export function preloadLinks(event: string, apiBase = GATEWAY_PATH): string {
  return [
    `${apiBase}/shows/?filters%5Bevent%5D=${event}&amp;properties%5Bcapacity%5D=1&amp;properties%5Bevent%5D=1&amp;properties%5Bvenue%5D=1&amp;orderBy%5Bstart%5D=asc`,
    `${apiBase}/events/${event}?properties%5Boptions%5D=1&amp;properties%5Bprices%5D=1&amp;properties%5Bticketoptiongroups%5D=1`,
  ]
    .map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}" />`)
    .join('\n    ');
}

/**
 * The page's language, started with the script as the README has a site do it: the file the
 * script would otherwise ask for once it runs (the language's first part keeps its name).
 */
export function languagePreload(lang: string, scriptFolder = '/'): string {
  return `<link rel="modulepreload" href="${scriptFolder}ticket-booking.${lang}.js" />`;
}

/** The page: the widget on `event`, in English; timing marks around the script. */
export function page(event: string, preload: boolean, stripe = false): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A site that embeds the widget</title>
    <link rel="icon" href="data:," />
    ${preload ? `${preloadLinks(event)}\n    ${languagePreload('en')}` : ''}
    <script>
      // Marks when the show list is on screen: after tb-ready, once the picker rendered a show.
      window.__bench = { rendered: null };
      document.addEventListener('tb-ready', async (event) => {
        const host = event.composedPath()[0];
        for (;;) {
          await host.updateComplete;
          const picker = host.shadowRoot && host.shadowRoot.querySelector('tb-show-picker');
          if (picker) await picker.updateComplete;
          if (picker && picker.shadowRoot.querySelector('[part~="show"]')) break;
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
        window.__bench.rendered = performance.now();
      });${stripe ? STRIPE_DOUBLE : ''}
    </script>
  </head>
  <body>
    <main>
      <ticket-booking event="${event}" api-base="${GATEWAY_PATH}" lang="en">
        <a href="/box-office">Tickets at the box office</a>
      </ticket-booking>
      <script src="/ticket-booking.js"></script>
      <script>window.__bench.scriptDone = performance.now();</script>
    </main>
  </body>
</html>`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The request body as text (the gateway takes JSON only). */
async function body(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
}

/** Headers a hop passes on (`fetch` sets its own length and encoding). */
const HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

type Encoding = 'br' | 'gzip' | 'identity';

function encodingFor(request: IncomingMessage): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

const compress = (bytes: Buffer, encoding: Encoding, best: boolean): Buffer => {
  if (encoding === 'br') {
    return brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 },
    });
  }
  if (encoding === 'gzip') return gzipSync(bytes, { level: best ? 9 : 6 });
  return bytes;
};

/** Answers `bytes` in the encoding the browser accepts (`encoded` holds ready-made ones). */
function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  bytes: Buffer,
  encoded?: Partial<Record<Encoding, Buffer>>,
): void {
  const encoding = bytes.length > 0 ? encodingFor(request) : 'identity';
  const body = encoded?.[encoding] ?? compress(bytes, encoding, false);
  const out: Record<string, string> = { ...headers, Vary: 'Accept-Encoding' };
  if (encoding !== 'identity') out['Content-Encoding'] = encoding;
  response.writeHead(status, out).end(body);
}

export async function startSite(options: SiteOptions, events: Record<string, string>): Promise<Site> {
  // The script and its chunks, each compressed once as a build step would.
  const files = new Map<string, { bytes: Buffer; encoded: Partial<Record<Encoding, Buffer>> }>();
  const folder = dirname(options.bundle);
  const names = (await readdir(folder)).filter(
    (name) => name === basename(options.bundle) || /^ticket-booking\.[\w-]+\.js$/.test(name),
  );
  for (const name of names) {
    const bytes = await readFile(join(folder, name));
    files.set(`/${name}`, {
      bytes,
      encoded: { br: compress(bytes, 'br', true), gzip: compress(bytes, 'gzip', true), identity: bytes },
    });
  }
  const log: SiteRequest[] = [];
  const gateway = options.gateway.replace(/\/$/, '');

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url ?? '/';
    log.push({ method: request.method ?? 'GET', path });
    await sleep(options.latencyMs);
    const url = new URL(path, 'http://site.local');
    const stripe = options.stripe && url.pathname.startsWith(`${STRIPE_PATH}/`);
    if (url.pathname.startsWith(`${GATEWAY_PATH}/`) || stripe) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (!HOP.has(name) && typeof value === 'string') headers.set(name, value);
      }
      const target = stripe
        ? `${options.stripe!.replace(/\/$/, '')}${path.slice(STRIPE_PATH.length)}`
        : `${gateway}${path.slice(GATEWAY_PATH.length)}`;
      const upstream = await fetch(target, {
        method: request.method,
        headers,
        body: await body(request),
      });
      const answer = Buffer.from(await upstream.arrayBuffer());
      const out: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!HOP.has(name) && name !== 'content-encoding') out[name] = value;
      });
      send(request, response, upstream.status, out, answer);
      return;
    }
    const file = files.get(url.pathname);
    if (file) {
      const headers = { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' };
      send(request, response, 200, headers, file.bytes, file.encoded);
      return;
    }
    const event = events[url.searchParams.get('event') ?? ''];
    if (url.pathname === '/' && event) {
      const html = Buffer.from(page(event, options.preload, Boolean(options.stripe)));
      send(request, response, 200, { 'Content-Type': 'text/html; charset=utf-8' }, html);
      return;
    }
    response.writeHead(404).end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
