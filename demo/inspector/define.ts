/**
 * Registers the inspector's elements, skipping tags already defined (a page may import the
 * inspector from more than one module).
 */
import { TbInspectorClock } from './clock-panel.js';
import { TbInspectorFaults } from './faults-panel.js';
import { TbInspectorLog } from './log-panel.js';
import { TbMockInspector } from './mock-inspector.js';
import { TbInspectorOutbox } from './outbox-panel.js';
import { TbInspectorRecords } from './records-panel.js';
import { TbInspectorSale } from './sale-panel.js';

const inspectorElements = {
  'tb-mock-inspector': TbMockInspector,
  'tb-inspector-clock': TbInspectorClock,
  'tb-inspector-sale': TbInspectorSale,
  'tb-inspector-faults': TbInspectorFaults,
  'tb-inspector-records': TbInspectorRecords,
  'tb-inspector-outbox': TbInspectorOutbox,
  'tb-inspector-log': TbInspectorLog,
} as const satisfies Record<string, CustomElementConstructor>;

export function defineInspector(registry: CustomElementRegistry = customElements): void {
  // Panels first, so the inspector's first render finds them upgraded.
  for (const [tag, element] of Object.entries(inspectorElements).reverse()) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tb-mock-inspector': TbMockInspector;
    'tb-inspector-clock': TbInspectorClock;
    'tb-inspector-sale': TbInspectorSale;
    'tb-inspector-faults': TbInspectorFaults;
    'tb-inspector-records': TbInspectorRecords;
    'tb-inspector-outbox': TbInspectorOutbox;
    'tb-inspector-log': TbInspectorLog;
  }
}
