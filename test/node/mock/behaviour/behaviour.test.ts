/**
 * The mock's behaviour suite: every area runs against the app in-process here, and against MSW's
 * Node interception and the real HTTP server in the integration tier
 * (`test/integration/mock/behaviour/adapters.test.ts`), proving the same contract for all three.
 * `--test-name-pattern` narrows the tests.
 */
import './all-areas';
import { runBehaviourSuite } from './harness';

runBehaviourSuite(['in-process']);
