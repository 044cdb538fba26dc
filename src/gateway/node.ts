/**
 * Adapter for Node's `http` / `https` servers (and Express, whose `(req, res)` are the same
 * objects), `ticket-booking/gateway/node`. A gateway made by `createGateway` is handed a view
 * of the `IncomingMessage` (node-request.ts: its method, URL, headers and body read straight
 * from Node's request, no Fetch `Request` made), and its text answers are written to the socket
 * in one go, their headers as they are: the Fetch objects cost a queue poll more CPU at the
 * gateway than its own steps. Every other request and handler (a request the view does not
 * take, a gateway wrapped in a function of the site owner's) takes the Fetch path:
 * `@hono/node-server`'s request listener turns the `IncomingMessage` into a Fetch `Request` and
 * writes the `Response` back; answers other than text answers are written by it either way.
 * This module adds what the gateway needs around it (the socket's address, Express's mount path,
 * a body that a middleware already read). Node only: the gateway itself
 * (`ticket-booking/gateway`) never imports it, so it also runs in browsers and workers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Gateway } from './options.js';
import { FORBIDDEN_METHODS, GatewayError, errorResponse, methodNotAllowed } from './problem.js';
import { AnswerHeaders } from './answer-headers.js';
import { requestView } from './node-request.js';
import { textOf, writesText } from './text-answers.js';
import { viewHandlerOf, type RequestView, type ViewHandler } from './visitor-request.js';

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
  let headers: Record<string, string | string[]>;
  if (response.headers instanceof AnswerHeaders) headers = response.headers.toRecord();
  else {
    headers = {};
    for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value;
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
  }
  headers['content-length'] ??= String(Buffer.byteLength(text));
  // After a body the gateway did not read to the end, the connection cannot be reused.
  if (response.status === 413 || response.status === 408) headers.connection = 'close';
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
  const address = (req: IncomingMessage) =>
    options.clientAddress?.(req) ?? req.socket.remoteAddress ?? undefined;
  const listener = getRequestListener(
    async (request, env) => {
      const { incoming: req, outgoing: res } = env as HttpBindings;
      // A Fetch `Request` cannot carry these methods: answered here, as the gateway would.
      if (FORBIDDEN_METHODS.has((req.method ?? '').toUpperCase())) return forbiddenMethod();
      const clientAddress = address(req);
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
  // The answers to views that are not text answers, written by a listener of the same package.
  const answers = new WeakMap<ServerResponse, Response>();
  const writeAnswer = getRequestListener(
    (_request, env) => answers.get((env as HttpBindings).outgoing) ?? adapterFailure(),
    { overrideGlobalObjects: false, errorHandler: adapterFailure },
  );
  const handleView = viewHandlerOf(gateway);
  /** A request the gateway reads through its view: the same steps as in the listener above. */
  async function direct(req: IncomingMessage, res: ServerResponse, view: RequestView, handle: ViewHandler) {
    let response: Response;
    try {
      response = await handle(view, { clientAddress: address(req) });
    } catch {
      response = adapterFailure();
    }
    const text = textOf(response);
    if (text !== undefined) return writeText(res, response, text);
    answers.set(res, closingAfterUnreadBody(response));
    await writeAnswer(req, res);
  }
  return async (req, res) => {
    // Express's app.use('/api/tickets', …) strips its mount path from req.url; originalUrl keeps
    // the whole path, so the gateway sees its basePath whether it is mounted or not.
    const originalUrl = (req as { originalUrl?: unknown }).originalUrl;
    if (typeof originalUrl === 'string') req.url = originalUrl;
    const view =
      handleView && !FORBIDDEN_METHODS.has(req.method ?? '')
        ? requestView(req, bodyAlreadyRead(req))
        : undefined;
    if (handleView && view) await direct(req, res, view, handleView);
    else await listener(req, res);
  };
}
