/**
 * The mock's behaviour suite: every area below runs against each target (the app in-process,
 * MSW's Node interception and the real HTTP server), proving the same contract for all three.
 * `MOCK_TARGETS=in-process,http` narrows the targets; `--test-name-pattern` the tests.
 */
import './areas/workflow';
import './areas/generic';
import './areas/bookings';
import './areas/query';
import './areas/formats';
import './areas/oauth';
import './areas/isolation';
import './areas/bad-input';
import './areas/contract';
import './areas/rules';
import './areas/seats/plan';
import './areas/seats/best-available';
import './areas/seats/release';
import { runBehaviourSuite } from './harness';

runBehaviourSuite();
