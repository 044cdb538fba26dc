/**
 * Adapter for Node's `http` / `https` servers (and Express, whose `(req, res)` are the same
 * objects): turns an `IncomingMessage` into a Fetch `Request`, calls the gateway with the
 * socket's address, and writes the `Response` back. It uses only globals (`Request`,
 * `ReadableStream`) and types from `node:http`, so importing it costs nothing elsewhere.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Gateway } from './options.js';

export interface NodeHandlerOptions {
  /**
   * Reads the client address from the request instead of the socket, e.g. the first entry of
   * `X-Forwarded-For` when (and only when) a proxy you run sets it.
   */
  clientAddress?: (req: IncomingMessage) => string | undefined;
}

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

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

function toRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const host = req.headers.host ?? 'localhost';
  const url = new URL(req.url ?? '/', `${encrypted ? 'https' : 'http'}://${host}`);
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
    body: hasBody ? bodyStream(req) : null,
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
 * `http.createServer(toNodeHandler(gateway))`, or mounted under a path in Express:
 * `app.use('/api/tickets', …)` strips the mount path from `req.url`, so use `app.all` with the
 * full path (or leave `basePath` empty) and let the gateway see the whole path.
 */
export function toNodeHandler(gateway: Gateway, options: NodeHandlerOptions = {}): NodeHandler {
  return async (req, res) => {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    try {
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
