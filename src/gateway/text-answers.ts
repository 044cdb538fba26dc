/**
 * Answers the gateway builds from text it holds (its own JSON, problems, replays, cached and
 * read-then-relayed answers). They are ordinary `Response`s; the text is also kept beside each,
 * so the Node adapter (node.ts) writes it to the socket in one go instead of reading the
 * answer's body back through a stream; and the gateway itself reads such an answer's text (to
 * relay it, parse it, or record it for a repeated write) without a stream. Web APIs only: the
 * gateway also runs in browsers.
 */

const texts = new WeakMap<Response, string>();

/** A `Response` of `text` (null: no body) whose text an adapter may write directly. */
export function textResponse(text: string | null, init: ResponseInit): Response {
  const response = new Response(text, init);
  if (text !== null) texts.set(response, text);
  return response;
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
