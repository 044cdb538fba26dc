/**
 * The typed client against the mock's HTTP server in a process of its own (`mock-server/serve.ts`
 * on a free loopback port): the suites the unit tier runs against the app in-process.
 */
import { authAgainst } from '../../../node/api/against-mock/auth.js';
import { queryAgainst } from '../../../node/api/against-mock/query.js';
import { recordsAgainst } from '../../../node/api/against-mock/records.js';

authAgainst('http');
queryAgainst('http');
recordsAgainst('http');
