/**
 * Answers the gateway builds from text it holds (its own JSON, problems, replays, cached and
 * read-then-relayed answers). The Node adapter (node.ts) writes such an answer's text to the
 * socket in one go, and the gateway itself reads it (to relay it, parse it, or record it for a
 * repeated write) without a stream.
 *
 * Building a `Response` with a body costs its body stream (8 µs in Node 22, 14 in Node 20, against
 * 1 µs without a body; with what the stream costs later, a poll's answer cost a quarter of the
 * poll's CPU at the gateway), and a read of a cached answer built two. So a text answer is a `Response` whose body is made only when something reads it as
 * a `Response` (`body`, `text()`, `json()`, …): the Node adapter and the gateway's own readers
 * take the text and never do. Where the gateway hands its answer to anything else (a Fetch
 * platform, a test, the page's own gateway), `answerFor` gives an ordinary `Response` with the
 * same status, headers and body. Web APIs only: the gateway also runs in browsers.
 */
import { AnswerHeaders } from './answer-headers.js';
import { RequestView, type VisitorRequest } from './visitor-request.js';

const texts = new WeakMap<Response, string>();
/** The requests whose answers an adapter writes from their text itself (the Node adapter's). */
const textReaders = new WeakSet<VisitorRequest>();
/** Statuses whose answers have no body (a `Response` refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A text answer: its body is made from its text when first read as a `Response`'s; its headers
 * are `AnswerHeaders` (answer-headers.ts), not the `Response`'s own Fetch `Headers`.
 */
class TextAnswer extends Response {
  readonly #text: string;
  readonly #headers: AnswerHeaders;
  /** The body, made when first read. */
  #made: Response | undefined;

  constructor(text: string, init: ResponseInit) {
    super(null, { status: init.status, statusText: init.statusText });
    this.#text = text;
    this.#headers = new AnswerHeaders(init.headers);
    // What a `Response` of a string says of itself when nothing else was said (Fetch: extract a body).
    if (!this.#headers.has('content-type')) this.#headers.set('content-type', 'text/plain;charset=UTF-8');
    texts.set(this, text);
  }

  override get headers(): Headers {
    return this.#headers;
  }

  #body(): Response {
    return (this.#made ??= new Response(this.#text));
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return this.#body().body;
  }

  override get bodyUsed(): boolean {
    return this.#made?.bodyUsed ?? false;
  }

  override text(): Promise<string> {
    return this.#body().text();
  }

  override json(): Promise<unknown> {
    return this.#body().json();
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return this.#body().arrayBuffer();
  }

  override blob(): Promise<Blob> {
    return this.#body().blob();
  }

  override formData(): Promise<FormData> {
    return this.#body().formData();
  }

  override clone(): Response {
    if (this.bodyUsed) throw new TypeError('The body of the answer was already read.');
    return textResponse(this.#text, {
      status: this.status,
      statusText: this.statusText,
      headers: this.headers,
    });
  }
}

/** A `Response` of `text` (null: no body) whose text an adapter may write directly. */
export function textResponse(text: string | null, init: ResponseInit): Response {
  if (text === null || NULL_BODY.has(init.status ?? 200)) return new Response(text, init);
  return new TextAnswer(text, init);
}

/** The text `response` was built from, while its body is unread; undefined for any other answer. */
export function textOf(response: Response): string | undefined {
  const text = texts.get(response);
  return text === undefined || response.bodyUsed ? undefined : text;
}

/**
 * The body of `response` as text: a text answer's own text (its body left unread, so the answer
 * can still be sent as it is), any other answer's body read.
 */
export function readText(response: Response): Promise<string> {
  const text = textOf(response);
  return text === undefined ? response.text() : Promise.resolve(text);
}

/** Marks a request whose answer the adapter writes from its text itself when it is a text answer. */
export function writesText(request: VisitorRequest): void {
  textReaders.add(request);
}

/**
 * The gateway's answer to `request` as it hands it out: a text answer as it is to an adapter that
 * writes its text itself (one that marked its request, or handed the gateway a view of its own),
 * else an ordinary `Response` with its status, headers and body (still known as a text answer).
 */
export function answerFor(request: VisitorRequest, response: Response): Response {
  if (!(response instanceof TextAnswer) || response.bodyUsed) return response;
  if (request instanceof RequestView || textReaders.has(request)) return response;
  const text = textOf(response)!;
  const answer = new Response(text, {
    status: response.status,
    statusText: response.statusText,
    // A Fetch `Headers`: `@hono/node-server`'s `Response` (the global one in a process whose
    // server made it so) takes any other object as a record of headers, and this one has none.
    headers: new Headers(response.headers),
  });
  texts.set(answer, text);
  return answer;
}
