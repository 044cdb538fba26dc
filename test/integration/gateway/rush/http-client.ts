/**
 * The rush's HTTP/1.1 client: kept-alive connections per server, one request at a time on each,
 * written as undici's `request` writes it (the same request line, `host`, `connection:
 * keep-alive`, the caller's headers in their order, `content-length`, the body). It exists
 * because the rush's simulated buyers share the machine with the gateways they measure: it writes
 * a request to its socket at once (undici defers the write of each request on an idle connection
 * by an event loop turn) and decodes of an answer only what the caller reads. Answers with a
 * `Content-Length`, chunked, or closed by the server are read; no upgrades, no pipelining.
 */
import { connect, type Socket } from 'node:net';

export interface Answer {
  readonly status: number;
  /** The body as JSON (`{}` when empty or not JSON), parsed when first read. */
  readonly json: Record<string, unknown>;
  /** Every header, by lower-case name (repeated ones as an array), parsed when first read. */
  readonly headers: Record<string, string | string[] | undefined>;
  /** One header's value (`name` in lower case; the first if repeated), or null. */
  header(name: string): string | null;
}

/**
 * An answer as it came: the status, the header block (from the end of the status line, as text),
 * the body's bytes. `json` and `headers` are getters: a copy made with `{ ...answer }` has neither.
 */
class Reply implements Answer {
  #json: Record<string, unknown> | null = null;
  #headers: Record<string, string | string[] | undefined> | null = null;
  constructor(
    readonly status: number,
    /** `\r\nName: value\r\nName: value` and its lower-case copy. */
    private readonly head: string,
    private readonly lower: string,
    private readonly body: Buffer,
  ) {}
  get json(): Record<string, unknown> {
    if (this.#json === null) {
      const data = this.body.toString();
      try {
        this.#json = data ? (JSON.parse(data) as Record<string, unknown>) : {};
      } catch {
        this.#json = {}; // not JSON
      }
    }
    return this.#json;
  }
  get headers(): Record<string, string | string[] | undefined> {
    if (this.#headers === null) {
      const all: Record<string, string | string[] | undefined> = {};
      for (const line of this.head.split('\r\n')) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        const seen = all[name];
        all[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
      }
      this.#headers = all;
    }
    return this.#headers;
  }
  header(name: string): string | null {
    const at = this.lower.indexOf(`\n${name}:`);
    if (at < 0) return null;
    const from = at + name.length + 2;
    const end = this.head.indexOf('\r', from);
    return this.head.slice(from, end < 0 ? undefined : end).trim();
  }
}

/** Where every connection's bytes are read, one read at a time (each handled before the next). */
const READ_BUFFER = Buffer.alloc(64 * 1024);

interface Request {
  /** The request line and headers (latin1), and the body (UTF-8) if any. */
  readonly head: string;
  readonly body: string | undefined;
  readonly timeoutMs: number;
  readonly resolve: (answer: Answer) => void;
  readonly reject: (error: Error) => void;
}

/** The server's `Keep-Alive: timeout=<s>` less 2 s, as undici keeps a connection; else 4 s. */
const idleLimitMs = (reply: Reply) => {
  const match = /timeout=(\d+)/.exec(reply.header('keep-alive') ?? '');
  return match ? Number(match[1]) * 1000 - 2000 : 4_000;
};

/** One kept-alive connection: one request at a time, its answer read as it arrives. */
class Connection {
  readonly socket: Socket;
  request: Request | null = null;
  idleSince = 0;
  idleLimit = -1;
  private buffer: Buffer | null = null;
  /** Of the answer being read: where its header block ends, its status and header block. */
  private bodyAt = -1;
  private status = 0;
  private head = '';
  private lower = '';
  private length = -1;
  private chunked = false;
  private closes = false;
  private closed = false;
  /** Why the connection ended, if it failed. */
  error: Error | null = null;
  connected = false;

  constructor(
    port: number,
    host: string,
    private readonly done: (connection: Connection, reusable: boolean) => void,
  ) {
    this.socket = connect({
      port,
      host,
      noDelay: true,
      keepAlive: true,
      keepAliveInitialDelay: 60_000,
      // Bytes read into one buffer and handed over at once, without the socket's stream.
      onread: {
        buffer: READ_BUFFER,
        callback: (length) => {
          this.read(READ_BUFFER.subarray(0, length));
          return true;
        },
      },
    });
    this.socket.on('connect', () => (this.connected = true));
    this.socket.on('timeout', () => this.socket.destroy(new Error('timed out')));
    // The 'close' that follows fails the request with it.
    this.socket.on('error', (error) => (this.error = error));
    this.socket.on('close', () => {
      this.closed = true;
      // An answer without a length ends with its connection.
      if (this.request && this.bodyAt >= 0 && this.length < 0 && !this.chunked) {
        this.finish(this.buffer!.subarray(this.bodyAt));
      } else if (this.request) {
        const request = this.request;
        this.request = null;
        request.reject(this.error ?? new Error('the connection closed before the answer'));
      }
      this.done(this, false);
    });
  }

  send(request: Request): void {
    this.request = request;
    if (this.socket.timeout !== request.timeoutMs) this.socket.setTimeout(request.timeoutMs);
    const { head, body } = request;
    if (body === undefined) {
      this.socket.write(head, 'latin1');
    } else if (Buffer.byteLength(body) === body.length) {
      this.socket.write(head + body, 'latin1'); // ASCII: the same bytes in one write
    } else {
      this.socket.cork();
      this.socket.write(head, 'latin1');
      this.socket.write(body, 'utf8');
      this.socket.uncork();
    }
  }

  /** `chunk` is read into the connections' shared buffer: what is kept is copied. */
  private read(chunk: Buffer): void {
    if (!this.request) {
      this.socket.destroy(); // bytes nobody asked for
      return;
    }
    const buffer = (this.buffer = this.buffer ? Buffer.concat([this.buffer, chunk]) : chunk);
    this.parse(buffer);
    // A part of an answer waits for the rest in a copy of its own.
    if (this.buffer === chunk) this.buffer = Buffer.from(chunk);
  }

  private parse(buffer: Buffer): void {
    if (this.bodyAt < 0) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const lineEnd = buffer.indexOf('\r\n');
      this.status = Number(buffer.toString('latin1', 9, 12));
      this.head = buffer.toString('latin1', lineEnd, end);
      this.lower = this.head.toLowerCase();
      this.bodyAt = end + 4;
      const length = /\ncontent-length:\s*(\d+)/.exec(this.lower);
      this.length = length ? Number(length[1]) : -1;
      this.chunked = /\ntransfer-encoding:[^\r]*chunked/.test(this.lower);
      this.closes = /\nconnection:\s*close/.test(this.lower);
      if (this.status === 204 || this.status === 304) this.length = 0;
      if (this.status < 200) {
        // An interim answer (100 Continue): the real one follows.
        this.buffer = buffer.length > this.bodyAt ? buffer.subarray(this.bodyAt) : null;
        this.bodyAt = -1;
        if (this.buffer) this.read(Buffer.alloc(0));
        return;
      }
    }
    if (this.chunked) {
      let body: Buffer | null;
      try {
        body = unchunk(buffer, this.bodyAt);
      } catch (error) {
        this.socket.destroy(error as Error);
        return;
      }
      if (body) this.finish(body);
    } else if (this.length >= 0 && buffer.length - this.bodyAt >= this.length) {
      this.finish(Buffer.from(buffer.subarray(this.bodyAt, this.bodyAt + this.length)));
    }
  }

  private finish(body: Buffer): void {
    const request = this.request!;
    const reply = new Reply(this.status, this.head, this.lower, body);
    if (this.idleLimit < 0) this.idleLimit = idleLimitMs(reply);
    this.request = null;
    this.buffer = null;
    this.bodyAt = -1;
    request.resolve(reply);
    if (this.closes) this.socket.destroy();
    else if (!this.closed) this.done(this, true);
  }
}

/** A chunked body from `at`, or null while it has not all arrived. */
function unchunk(buffer: Buffer, at: number): Buffer | null {
  const parts: Buffer[] = [];
  for (let pos = at; ;) {
    const lineEnd = buffer.indexOf('\r\n', pos);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.toString('latin1', pos, lineEnd), 16);
    if (Number.isNaN(size)) throw new Error('a malformed chunked answer');
    if (size === 0) {
      // Trailers, if any, then an empty line.
      return buffer.indexOf('\r\n\r\n', lineEnd) >= 0 ? Buffer.concat(parts) : null;
    }
    const next = lineEnd + 2 + size + 2;
    if (buffer.length < next) return null;
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    pos = next;
  }
}

/** Connections to one server (`host:port`): at most `max`, idle ones reused last-in first-out. */
class Pool {
  private readonly idle: Connection[] = [];
  private readonly waiting: Request[] = [];
  private readonly open = new Set<Connection>();
  private readonly hostLine: string;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly max: number,
  ) {
    this.hostLine = `host: ${host}${port ? `:${port}` : ''}\r\n`;
  }

  /** The request line and headers, as undici writes them. */
  head(method: string, path: string, headers: Record<string, string>, body: string | undefined): string {
    let head = `${method} ${path} HTTP/1.1\r\n${this.hostLine}connection: keep-alive\r\n`;
    for (const name in headers) head += `${name}: ${headers[name]}\r\n`;
    if (body !== undefined) return `${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n`;
    // A POST, PUT or PATCH without a body says so.
    return method === 'POST' || method === 'PUT' || method === 'PATCH'
      ? `${head}content-length: 0\r\n\r\n`
      : `${head}\r\n`;
  }

  send(request: Request): void {
    const now = Date.now();
    for (let connection = this.idle.pop(); connection; connection = this.idle.pop()) {
      if (now - connection.idleSince < connection.idleLimit) return connection.send(request);
      connection.socket.destroy(); // idle too long: the server may be closing it
    }
    if (this.open.size < this.max) {
      const host = this.host.startsWith('[') ? this.host.slice(1, -1) : this.host;
      const connection = new Connection(this.port || 80, host, (c, reusable) => this.done(c, reusable));
      this.open.add(connection);
      connection.send(request);
    } else {
      this.waiting.push(request);
    }
  }

  private done(connection: Connection, reusable: boolean): void {
    if (!reusable) {
      this.open.delete(connection);
      const idle = this.idle.indexOf(connection);
      if (idle >= 0) this.idle.splice(idle, 1);
      if (!connection.connected && connection.error) {
        // No server took the connection: the requests waiting for one fail with it (as undici
        // fails the requests queued for a connection it could not open).
        for (const request of this.waiting.splice(0)) request.reject(connection.error);
        return;
      }
      // A request that waited for a connection gets a new one.
      const next = this.waiting.shift();
      if (next) this.send(next);
      return;
    }
    const next = this.waiting.shift();
    if (next) {
      connection.send(next);
    } else {
      connection.idleSince = Date.now();
      this.idle.push(connection);
    }
  }

  close(): void {
    for (const connection of this.open) connection.socket.destroy();
    this.open.clear();
    this.idle.length = 0;
  }
}

/**
 * Requests over at most `connections` kept-alive connections per server. `close()` ends them
 * (the process does not end while one is open).
 */
export function httpClient(connections = 64) {
  const pools = new Map<string, Pool>();
  return {
    send(
      url: string,
      method: string,
      headers: Record<string, string> = {},
      body?: unknown,
      timeoutMs = 60_000,
    ): Promise<Answer> {
      const hostAt = url.indexOf('//') + 2;
      const slash = url.indexOf('/', hostAt);
      const origin = slash < 0 ? url : url.slice(0, slash);
      let pool = pools.get(origin);
      if (!pool) {
        const { hostname, port } = new URL(origin);
        pools.set(origin, (pool = new Pool(hostname, Number(port), connections)));
      }
      const path = slash < 0 ? '/' : url.slice(slash);
      const text = body === undefined ? undefined : JSON.stringify(body);
      const head =
        text === undefined
          ? pool.head(method, path, headers, undefined)
          : pool.head(method, path, { ...headers, 'content-type': 'application/json' }, text);
      const target = pool;
      return new Promise<Answer>((resolve, reject) =>
        target.send({ head, body: text, timeoutMs, resolve, reject }),
      );
    },
    close: () => {
      for (const pool of pools.values()) pool.close();
      pools.clear();
    },
  };
}
