/**
 * Loaded before every unit test (`npm run test:unit`, `node --import`): the unit tier runs in
 * process, so anything that would listen on a port or start a child process (a server, Redis,
 * a CLI, a bundler's service) fails the test at once with the reason, instead of slowing every
 * developer's loop. Outgoing connections need one of those, so they fail too; MSW's interception
 * of `fetch` still works, as it never reaches a socket. Tests that need a server, Redis or a
 * process belong in `test/integration/`.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

function refuse(what: string): never {
  throw new Error(
    `The unit tier (test/node/) runs in process: ${what} is not allowed here. Move the test to test/integration/.`,
  );
}

net.Server.prototype.listen = function listen(): never {
  refuse('listening on a port');
};
for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const) {
  Object.defineProperty(childProcess, name, {
    value: () => refuse(`starting a child process (${name})`),
    configurable: true,
    writable: true,
  });
}
syncBuiltinESMExports();
