/**
 * Room for answer bodies cut from larger buffers, the way Node's `Buffer` pool does it, with Web
 * APIs only (the mock also runs in the browser page). A page of a list is a few kilobytes made
 * for one answer; a `new Uint8Array` of its own costs an allocation outside the heap and a
 * zero fill before the bytes are copied in, more than the copy itself. Here each body is a view
 * of a shared slab instead: the slab is filled front to back and never written again where it
 * handed out a view (a body may still be waiting in a socket's queue), and a new slab is taken
 * when the next body does not fit. A slab lives as long as any of its views. A body larger than
 * an eighth of a slab gets a buffer of its own.
 *
 * On Node a new slab (or large body) is taken with `Buffer.allocUnsafeSlow`, which skips the zero
 * fill of `new Uint8Array` (every byte handed out is written by the caller before it is read);
 * elsewhere (the browser page) it is a plain `Uint8Array`.
 */
const SLAB_SIZE = 256 * 1024;
const LARGE = SLAB_SIZE >>> 3;

interface UnzeroedAllocator {
  allocUnsafeSlow(size: number): Uint8Array;
}
const nodeBuffer = (globalThis as { Buffer?: UnzeroedAllocator }).Buffer;

/** `size` bytes of their own, not zeroed where the platform allows it. */
function unfilled(size: number): Uint8Array<ArrayBuffer> {
  return nodeBuffer ? (nodeBuffer.allocUnsafeSlow(size) as Uint8Array<ArrayBuffer>) : new Uint8Array(size);
}

let slab = new Uint8Array(0);
let used = 0;

/** `length` bytes to fill, every one of which the caller writes; not zeroed. */
export function bodyBytes(length: number): Uint8Array<ArrayBuffer> {
  if (length > LARGE) return unfilled(length);
  if (used + length > slab.length) {
    slab = unfilled(SLAB_SIZE);
    used = 0;
  }
  const bytes = slab.subarray(used, used + length);
  // The next view starts on an 8-byte boundary, as Node's pool aligns its views.
  used = (used + length + 7) & ~7;
  return bytes;
}
