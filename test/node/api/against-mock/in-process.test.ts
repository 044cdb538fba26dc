/**
 * The typed client against the mock's app called in-process. The same suites run against the
 * HTTP server in `test/integration/api/against-mock/http.test.ts`.
 */
import { authAgainst } from './auth.js';
import { queryAgainst } from './query.js';
import { recordsAgainst } from './records.js';

authAgainst('in-process');
queryAgainst('in-process');
recordsAgainst('in-process');
