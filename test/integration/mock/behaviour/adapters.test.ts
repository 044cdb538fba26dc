/**
 * The mock's behaviour suite through its adapters: MSW's Node interception of the global fetch,
 * and the real HTTP server over loopback (`startServer` on a free port). The unit tier runs the
 * same areas against the app in-process (`test/node/mock/behaviour/`). `MOCK_TARGETS=http`
 * narrows the targets.
 */
import '../../../node/mock/behaviour/all-areas';
import { runBehaviourSuite } from '../../../node/mock/behaviour/harness';

runBehaviourSuite(['msw-node', 'http']);
