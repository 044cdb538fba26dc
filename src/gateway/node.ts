/**
 * Adapter for Node's `http` / `https` servers (and Express, whose `(req, res)` are the same
 * objects), `ticket-booking/gateway/node`: `@hono/node-server`'s request listener turns an
 * `IncomingMessage` into a Fetch `Request` and writes the `Response` back; this module adds
 * what the gateway needs around it (the socket's address, Express's mount path, a body that a
 * middleware already read). Node only: the gateway itself (`ticket-booking/gateway`) never
 * imports it, so it also runs in browsers and workers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Gateway } from './options.js';
import { FORBIDDEN_METHODS, GatewayError, errorResponse, methodNotAllowed } from './problem.js';
import { textOf, writesText } from './text-answers.js';

export interface NodeHandlerOptions {
  /**
   * Reads the client address from the request instead of the socket, e.g. the first entry of
   * `X-Forwarded-For` when (and only when) a proxy you run sets it.
   */
  clientAddress?: (req: IncomingMessage) => string | undefined;
}

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Whether something before the gateway already read the body: body-parser (`express.json()`,
 * Express's and Fastify's own parsers) marks it, and a stream that ended although it declared a
 * body was read by someone. Reading it again would give an empty body (or wait for data that
 * never comes).
 */
function bodyAlreadyRead(req: IncomingMessage): boolean {
  if ((req as { _body?: unknown })._body === true) return true;
  const declared = req.headers['content-length'];
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || (declared !== undefined && declared !== '0');
  return hasBody && req.readableEnded;
}

/** The request with a body that fails at once, naming the fix (reported to `onError`). */
function withBodyAlreadyRead(request: Request): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.error(
        new GatewayError(
          'body_already_read',
          'A middleware before the gateway (such as express.json()) read the request body. Mount the gateway before any body parser, or keep body parsers off its path.',
        ),
      );
    },
  });
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body,
    duplex: 'half',
  } as RequestInit);
}

/** After a body the gateway did not read to the end, the connection cannot be reused. */
function closingAfterUnreadBody(response: Response): Response {
  if (response.status !== 413 && response.status !== 408) return response;
  const headers = new Headers(response.headers);
  headers.set('Connection', 'close');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Writes an answer the gateway built from text (text-answers.ts) in one go: its headers, the
 * length, the text. The adapter's general path reads every answer's body back through a web
 * stream, which costs more than the rest of a queue poll's answer.
 */
function writeText(res: ServerResponse, response: Response, text: string): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  headers['content-length'] ??= String(Buffer.byteLength(text));
  res.writeHead(response.status, headers);
  res.end(text);
}

/**
 * `@hono/node-server` makes its marker of an answer already sent when its module loads. If a
 * server of this process (the mock's `serve()`) had made the package's lightweight `Response` the
 * global one by then, the marker holds a cached empty answer, which the listener writes after the
 * gateway's own text (ERR_HTTP_HEADERS_SENT, logged for every such answer). Reading its body makes
 * it a plain `Response`, whose marker header the listener honours.
 */
function plainMarker(marker: Response): Response {
  if (marker.body !== null) throw new Error('The marker of an answer already sent has a body.');
  return marker;
}
const ALREADY_SENT = plainMarker(RESPONSE_ALREADY_SENT);

/** An answer the gateway gives to a method a Fetch `Request` cannot carry. */
function forbiddenMethod(): Response {
  const answer = errorResponse(methodNotAllowed());
  answer.headers.set('Cache-Control', 'no-store');
  answer.headers.set('X-Content-Type-Options', 'nosniff');
  return answer;
}

/** A failure outside the gateway (it answers its own errors): a bare 500. */
function adapterFailure(): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: 'The gateway failed.', status: 500 }), {
    status: 500,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/**
 * `http.createServer(toNodeHandler(gateway))`, or in Express 4 and 5
 * `app.use('/api/tickets', toNodeHandler(gateway))` (before any body parser; the gateway reads
 * the whole path from `originalUrl`). A body that a middleware already read answers 500
 * `body_already_read` at once, reported to `onError`, instead of waiting for it.
 */
export function toNodeHandler(gateway: Gateway, options: NodeHandlerOptions = {}): NodeHandler {
  const listener = getRequestListener(
    async (request, env) => {
      const { incoming: req, outgoing: res } = env as HttpBindings;
      // A Fetch `Request` cannot carry these methods: answered here, as the gateway would.
      if (FORBIDDEN_METHODS.has((req.method ?? '').toUpperCase())) return forbiddenMethod();
      const clientAddress = options.clientAddress?.(req) ?? req.socket.remoteAddress ?? undefined;
      const visitor = bodyAlreadyRead(req) ? withBodyAlreadyRead(request) : request;
      // A text answer comes as it is: its text is written below, no body is made for it.
      writesText(visitor);
      const response = closingAfterUnreadBody(await gateway(visitor, { clientAddress }));
      const text = textOf(response);
      if (text === undefined) return response;
      writeText(res, response, text);
      return ALREADY_SENT;
    },
    // The site owner's process keeps Node's own Request and Response.
    { overrideGlobalObjects: false, errorHandler: adapterFailure },
  );
  return async (req, res) => {
    // Express's app.use('/api/tickets', …) strips its mount path from req.url; originalUrl keeps
    // the whole path, so the gateway sees its basePath whether it is mounted or not.
    const originalUrl = (req as { originalUrl?: unknown }).originalUrl;
    if (typeof originalUrl === 'string') req.url = originalUrl;
    await listener(req, res);
  };
}
