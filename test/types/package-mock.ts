// The hand-written declarations of `ticket-booking/mock` hold for the implementation: assigning
// each real export to its declared type fails to compile when the two drift apart.
import type * as Declared from '../../scripts/package/mock.js';
import * as real from '../../mock-server/node';

export const createMockHandlers: typeof Declared.createMockHandlers = real.createMockHandlers;
export const setupMockServer: typeof Declared.setupMockServer = real.setupMockServer;
