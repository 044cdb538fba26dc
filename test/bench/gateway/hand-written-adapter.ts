/**
 * The peer of `bench:gateway`'s adapter comparison: the hand-written Node adapter the package
 * shipped before it took `@hono/node-server`'s request listener (`src/gateway/node.ts`), kept
 * here as it was so the two can be measured side by side. Not part of the package.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Gateway } from '../../../src/gateway/options.js';
import {
  FORBIDDEN_METHODS,
  GatewayError,
  errorResponse,
  methodNotAllowed,
} from '../../../src/gateway/problem.js';

interface NodeHandlerOptions {
  /**
   * Reads the client address from the request instead of the socket, e.g. the first entry of
   * `X-Forwarded-For` when (and only when) a proxy you run sets it.
   */
  clientAddress?: (req: IncomingMessage) => string | undefined;
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** The request body as a web stream that reads only as fast as the gateway consumes it. */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on('end', () => {
        if (open) controller.close();
        open = false;
      });
      req.on('error', (error) => {
        if (open) controller.error(error);
        open = false;
      });
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel() {
      // The gateway stopped reading (body too large): discard the rest instead of buffering it.
      open = false;
      req.resume();
    },
  });
}

/**
 * Whether something before the gateway already read the body: body-parser (`express.json()`,
 * Express's and Fastify's own parsers) marks it, and a stream that ended although it declared a
 * body was read by someone. Reading it again would wait for data that never comes.
 */
function bodyAlreadyRead(req: IncomingMessage): boolean {
  if ((req as { _body?: unknown })._body === true) return true;
  const declared = req.headers['content-length'];
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || (declared !== undefined && declared !== '0');
  return hasBody && req.readableEnded;
}

/** A body that fails at once, naming the fix. */
function alreadyRead(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.error(
        new GatewayError(
          'body_already_read',
          'A middleware before the gateway (such as express.json()) read the request body. Mount the gateway before any body parser, or keep body parsers off its path.',
        ),
      );
    },
  });
}

function toRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const host = req.headers.host ?? 'localhost';
  // Express's app.use('/api/tickets', …) strips its mount path from req.url; originalUrl keeps
  // the whole path, so the gateway sees its basePath whether it is mounted or not.
  const path = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  const url = new URL(path, `${encrypted ? 'https' : 'http'}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    body: hasBody ? (bodyAlreadyRead(req) ? alreadyRead() : bodyStream(req)) : null,
    signal,
    // Required by Node's fetch for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  // After a body that was not read to the end, the connection cannot be reused.
  if (response.status === 413 || response.status === 408) res.setHeader('Connection', 'close');
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

/**
 * `http.createServer(toNodeHandler(gateway))`, or in Express 4 and 5
 * `app.use('/api/tickets', toNodeHandler(gateway))` (before any body parser; the gateway reads
 * the whole path from `originalUrl`). A body that a middleware already read answers 500
 * `body_already_read` at once, reported to `onError`, instead of waiting for it.
 */
export function handWrittenNodeHandler(gateway: Gateway, options: NodeHandlerOptions = {}): NodeHandler {
  return async (req, res) => {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    try {
      // A Fetch `Request` cannot carry these methods: answered here, as the gateway would.
      if (FORBIDDEN_METHODS.has((req.method ?? '').toUpperCase())) {
        const answer = errorResponse(methodNotAllowed());
        answer.headers.set('Cache-Control', 'no-store');
        answer.headers.set('X-Content-Type-Options', 'nosniff');
        await writeResponse(answer, res);
        return;
      }
      const request = toRequest(req, controller.signal);
      const clientAddress = options.clientAddress?.(req) ?? req.socket.remoteAddress ?? undefined;
      await writeResponse(await gateway(request, { clientAddress }), res);
    } catch {
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'application/problem+json');
        res.end(JSON.stringify({ type: 'about:blank', title: 'The gateway failed.', status: 500 }));
      } else res.destroy();
    }
  };
}
