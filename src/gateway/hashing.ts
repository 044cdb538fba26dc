/**
 * HMAC-SHA-256 and SHA-256 for the gateway's signed tokens (sessions, admission passes) and the
 * fingerprints of repeated writes. WebCrypto wherever the gateway runs (browsers, workers,
 * Node); in Node, `node:crypto`'s, found at run time through `process.getBuiltinModule`, with no
 * import, so the gateway's module graph still loads in a browser. There one WebCrypto HMAC costs
 * the event loop about 100 µs against 5 µs (Node 20), and the gateway verifies the session token
 * of every request: a busy sale's queue polls pay it on each one.
 */

export interface Hashing {
  /** Signs with HMAC-SHA-256 under `secret` (its UTF-8 bytes). */
  hmac(secret: string): (data: string) => Promise<Uint8Array>;
  sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array>;
}

interface NodeCrypto {
  createHmac(algorithm: 'sha256', key: Uint8Array): { update(data: string): { digest(): Uint8Array } };
  createHash(algorithm: 'sha256'): { update(data: Uint8Array): { digest(): Uint8Array } };
}

/** WebCrypto's: the same bytes everywhere. */
export const webHashing: Hashing = {
  hmac(secret) {
    const key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return async (data) =>
      new Uint8Array(await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(data)));
  },
  async sha256(bytes) {
    return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  },
};

function nodeCrypto(): NodeCrypto | null {
  const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  try {
    return (node?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Node's `node:crypto`, or null where there is none (a browser, a worker, Node before 20.16). */
export function nodeHashing(found: NodeCrypto | null = nodeCrypto()): Hashing | null {
  if (!found) return null;
  return {
    hmac(secret) {
      const key = new TextEncoder().encode(secret);
      return (data) => Promise.resolve(found.createHmac('sha256', key).update(data).digest());
    },
    sha256: (bytes) => Promise.resolve(found.createHash('sha256').update(bytes).digest()),
  };
}

export const hashing: Hashing = nodeHashing() ?? webHashing;
