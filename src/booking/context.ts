/**
 * What the flow's actions are handed: the core every module gets (`flow-core.ts`) with the reads
 * and the expiry check. Types only.
 */
import type { Expiry } from './expiry.js';
import type { FlowCore } from './flow-core.js';
import type { Loader } from './load.js';

export interface FlowContext extends FlowCore {
  readonly load: Loader;
  readonly expiry: Expiry;
}
