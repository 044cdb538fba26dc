/**
 * What every module of the flow is handed: the requests, the settings, the state's owner and the
 * page's events. Types only.
 */
import type { FlowApi } from './api.js';
import type { FlowStore } from './flow-store.js';
import type { FlowEventMap, VisitorToken } from './types.js';

export interface Settings {
  event: string;
  fewLeft: number;
  now: () => number;
  schedule: (callback: () => void, ms: number) => () => void;
  /** Aborted when the flow is disposed: whatever waits (a place in line) stops. */
  lifetime: AbortSignal;
  /** The site owner's human-verification token, or its source (`BookingFlowOptions.visitorToken`). */
  visitorToken?: VisitorToken;
  /** Sends the buyer to the payment provider's page (`BookingFlowOptions.navigate`). */
  navigate?: (url: string) => void;
  /** The address the provider sends the buyer back to (`BookingFlowOptions.returnUrl`). */
  returnUrl?: () => string;
}

export interface FlowCore {
  readonly api: FlowApi;
  readonly settings: Readonly<Settings>;
  readonly store: FlowStore;
  emit<K extends keyof FlowEventMap>(name: K, detail: FlowEventMap[K]): void;
}
