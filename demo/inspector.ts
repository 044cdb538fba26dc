/**
 * The mock inspector for a demo page, in one import:
 *
 *   import './inspector.js';
 *   <tb-mock-inspector api-base="/api" remember></tb-mock-inspector>
 *
 * It starts the page's mock (`./mock.js`, shared with the rest of the page) and defines the
 * element once the mock answers, so the inspector's first read never reaches the dev server.
 */
import { defineInspector } from './inspector/define.js';
import { TbMockInspector } from './inspector/mock-inspector.js';
import { mockReady } from './mock.js';
import { seedRegistry } from '../mock-server/index.js';

// Offer the seeds this build of the mock has.
TbMockInspector.defaultSeeds = seedRegistry.names;

// The inspector element is defined once the page mock is ready.
void mockReady.then(() => defineInspector());
