/**
 * The Node adapter's view of an `IncomingMessage` (node.ts): what the gateway reads of a request
 * (visitor-request.ts), read straight from Node's parsed request, with the values a Fetch
 * `Request` made from it by `@hono/node-server` gives (the same URL, headers combined the same
 * way, the same body). Only a request over HTTP/1 with a Host that its URL keeps as it is, a
 * request target in origin form, and no body or one of a declared length that nothing read
 * before, gets a view; every other one (chunked, HTTP/2, an absolute target, a Host to
 * normalise, a body a middleware read) takes the Fetch path as before. Node only.
 */
import type { IncomingMessage } from 'node:http';
import { RequestView, type HeaderReader } from './visitor-request.js';

/**
 * A Host that a URL keeps as it is: lower-case name, no port or one of 4 digits or of 5 below
 * 60000 (within the ports `@hono/node-server` puts into the URL unparsed).
 */
const PLAIN_HOST = /^[a-z0-9.-]+(?::(?:[1-9]\d{3}|[1-5]\d{4}))?$/;
/** A Host of a lower-case name and any port, whose URL that package spells as a URL does. */
const NAMED_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/;
/** A request target of plain characters (no `%`, `\` or anything a URL would escape), no `.` segment. */
const PLAIN_TARGET = /^\/[\w\-.~!#$&'()*+,;=:@/?[\]]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;

const white = (code: number) => code === 9 || code === 10 || code === 13 || code === 32;

/** Fetch's header value: without leading and trailing HTTP whitespace. */
function headerValue(value: string): string {
  if (!white(value.charCodeAt(0)) && !white(value.charCodeAt(value.length - 1))) return value;
  return value.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '');
}

/** The request's headers as a Fetch `Headers` made from its raw headers would give them. */
class NodeHeaders implements HeaderReader {
  readonly #raw: readonly string[];
  #byName: Map<string, string> | undefined;

  constructor(raw: readonly string[]) {
    this.#raw = raw;
  }

  /** Lower-case name → the values combined as `Headers` combines them (`; ` for Cookie, else `, `). */
  #map(): Map<string, string> {
    if (this.#byName) return this.#byName;
    const map = new Map<string, string>();
    const raw = this.#raw;
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i]!.toLowerCase();
      const value = headerValue(raw[i + 1]!);
      const before = map.get(name);
      map.set(name, before === undefined ? value : `${before}${name === 'cookie' ? '; ' : ', '}${value}`);
    }
    return (this.#byName = map);
  }

  get(name: string): string | null {
    return this.#map().get(name.toLowerCase()) ?? null;
  }

  has(name: string): boolean {
    return this.#map().has(name.toLowerCase());
  }

  /** The raw name–value pairs, for a Fetch `Headers`. */
  pairs(): [string, string][] {
    const pairs: [string, string][] = [];
    for (let i = 0; i < this.#raw.length; i += 2) pairs.push([this.#raw[i]!, this.#raw[i + 1]!]);
    return pairs;
  }
}

class NodeRequestView extends RequestView {
  readonly method: string;
  readonly url: string;
  readonly headers: NodeHeaders;
  readonly #req: IncomingMessage;
  /** Whether the request declares a body (a length above 0) that can be read. */
  readonly #hasBody: boolean;
  #used = false;
  #stream: ReadableStream<Uint8Array> | undefined;
  #request: Request | undefined;

  constructor(req: IncomingMessage, url: string) {
    super();
    this.#req = req;
    this.method = req.method!;
    this.url = url;
    this.headers = new NodeHeaders(req.rawHeaders);
    const declared = req.headers['content-length'];
    this.#hasBody =
      this.method !== 'GET' && this.method !== 'HEAD' && declared !== undefined && declared !== '0';
  }

  /** The body as a stream, made once (when first asked, it reads the body). */
  get body(): ReadableStream<Uint8Array> | null {
    if (!this.#hasBody) return null;
    if (this.#stream) return this.#stream;
    const bytes = this.arrayBuffer();
    return (this.#stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        try {
          controller.enqueue(new Uint8Array(await bytes));
          controller.close();
        } catch (error) {
          controller.error(error);
        }
      },
    }));
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    if (this.#used) return Promise.reject(new TypeError('Body is unusable'));
    this.#used = true;
    if (!this.#hasBody) return Promise.resolve(new ArrayBuffer(0));
    const req = this.#req;
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const done = () => {
        req.off('data', data);
        req.off('end', end);
        req.off('error', failed);
        req.off('close', closed);
      };
      const data = (chunk: Buffer) => chunks.push(chunk);
      const end = () => {
        done();
        const whole = Buffer.concat(chunks);
        resolve(whole.buffer.slice(whole.byteOffset, whole.byteOffset + whole.byteLength) as ArrayBuffer);
      };
      const failed = (error: Error) => {
        done();
        reject(error);
      };
      const closed = () => {
        if (req.readableEnded) return end();
        failed(new Error('Client connection prematurely closed.'));
      };
      req.on('data', data);
      req.on('end', end);
      req.on('error', failed);
      req.on('close', closed);
    });
  }

  toRequest(): Request {
    return (this.#request ??= new Request(this.url, { method: this.method, headers: this.headers.pairs() }));
  }
}

/**
 * The view of `req`, or undefined when it takes the Fetch path (see above). `readBefore`: a
 * middleware already read its body.
 */
export function requestView(req: IncomingMessage, readBefore: boolean): RequestView | undefined {
  if (readBefore || req.httpVersionMajor !== 1 || req.headers['transfer-encoding'] !== undefined)
    return undefined;
  if ('rawBody' in req) return undefined;
  const host = req.headers.host;
  const target = req.url ?? '';
  if (host === undefined || !target.startsWith('/')) return undefined;
  const plainHost = PLAIN_HOST.test(host);
  if (!plainHost && !NAMED_HOST.test(host)) return undefined;
  const scheme = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  let url = `${scheme}://${host}${target}`;
  if (!plainHost || !PLAIN_TARGET.test(target) || DOT_SEGMENT.test(target)) {
    // As a URL spells it (a default port dropped, escapes, `.` segments resolved); a `\`, an
    // unparsable URL or a host it spells otherwise (an address written short) takes the Fetch path.
    if (target.includes('\\')) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return undefined;
    }
    if (parsed.hostname !== host.replace(/:\d+$/, '')) return undefined;
    url = parsed.href;
  }
  return new NodeRequestView(req, url);
}
