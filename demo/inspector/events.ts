/**
 * What the inspector's panels ask of it. The panels render data they are given and emit these;
 * `<tb-mock-inspector>` carries them out. They stay inside the inspector (not `composed`): they
 * are its inner workings, not events for the page.
 */
import type { MockConfigPatch, MockFaultInput } from './types.js';

export interface InspectorEventDetails {
  'tb-inspector-clock-advance': { readonly ms: number };
  'tb-inspector-config-change': { readonly patch: MockConfigPatch };
  'tb-inspector-fault-add': { readonly fault: MockFaultInput };
  'tb-inspector-fault-remove': { readonly ids: readonly string[] };
  'tb-inspector-booking-select': { readonly pid: string | undefined };
  /** A booking's countdown reached zero: the mock releases its tickets on the next read. */
  'tb-inspector-countdown-end': Record<string, never>;
}

export type InspectorEventType = keyof InspectorEventDetails;

export class InspectorEvent<K extends InspectorEventType> extends CustomEvent<InspectorEventDetails[K]> {
  constructor(type: K, detail: InspectorEventDetails[K]) {
    super(type, { detail, bubbles: true, composed: false });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tb-inspector-clock-advance': InspectorEvent<'tb-inspector-clock-advance'>;
    'tb-inspector-config-change': InspectorEvent<'tb-inspector-config-change'>;
    'tb-inspector-fault-add': InspectorEvent<'tb-inspector-fault-add'>;
    'tb-inspector-fault-remove': InspectorEvent<'tb-inspector-fault-remove'>;
    'tb-inspector-booking-select': InspectorEvent<'tb-inspector-booking-select'>;
    'tb-inspector-countdown-end': InspectorEvent<'tb-inspector-countdown-end'>;
  }
}
