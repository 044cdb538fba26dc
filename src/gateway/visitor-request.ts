/**
 * The visitor's request as the gateway reads it: its method, URL, headers (read one by one) and
 * body. A Fetch `Request` is one. An adapter may hand the gateway a view of its own request
 * instead (`RequestView`: the Node adapter's reads an `IncomingMessage` directly, node.ts), so
 * that no Fetch `Request` is built for a request that needs none: building one, with its
 * `Headers` and their checks, cost a Node gateway more than a queue poll's own steps. Where
 * something takes a Fetch `Request` (the site owner's hooks), `fetchRequestOf` makes one from
 * a view when asked. Web APIs only: the gateway also runs in browsers.
 */
import type { ConnectionInfo, Gateway } from './options.js';

/** A request's headers as the gateway reads them (a Fetch `Headers` is one). */
export interface HeaderReader {
  get(name: string): string | null;
  has(name: string): boolean;
}

/**
 * An adapter's view of its own request: what the gateway reads of a Fetch `Request`, with the
 * same values a `Request` made from that request would give.
 */
export abstract class RequestView {
  abstract readonly method: string;
  /** The absolute URL. */
  abstract readonly url: string;
  abstract readonly headers: HeaderReader;
  /** The body as a stream, or null when the request has none. */
  abstract readonly body: ReadableStream<Uint8Array> | null;
  /** The whole body (read once). */
  abstract arrayBuffer(): Promise<ArrayBuffer>;
  /**
   * A Fetch `Request` with the view's method, URL and headers, without its body (which the
   * gateway reads itself): for code that takes a `Request`.
   */
  abstract toRequest(): Request;
}

/** A visitor's request: a Fetch `Request`, or an adapter's view of its own. */
export type VisitorRequest = Request | RequestView;

/** The request as a Fetch `Request` (a view's without its body). */
export function fetchRequestOf(request: VisitorRequest): Request {
  return request instanceof RequestView ? request.toRequest() : request;
}

/** The request's method, URL and headers as a Fetch `Request` without a body. */
export function bareRequest(request: VisitorRequest): Request {
  if (request instanceof RequestView) return request.toRequest();
  return new Request(request.url, { method: request.method, headers: request.headers });
}

/** The gateway's handler of any visitor request: a view or a Fetch `Request`. */
export type ViewHandler = (request: VisitorRequest, connection?: ConnectionInfo) => Promise<Response>;

const viewHandlers = new WeakMap<Gateway, ViewHandler>();

/**
 * Says that `gateway` (a Fetch handler) also takes an adapter's view, through `handler`, which
 * answers exactly as the gateway answers the same request as a Fetch `Request`.
 */
export function takesViews(gateway: Gateway, handler: ViewHandler): Gateway {
  viewHandlers.set(gateway, handler);
  return gateway;
}

/** The handler of views of `gateway`, when it takes them (one made by `createGateway`). */
export function viewHandlerOf(gateway: Gateway): ViewHandler | undefined {
  return viewHandlers.get(gateway);
}
