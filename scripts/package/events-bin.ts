// Entry of the package's `ticket-booking-events` command (built by scripts/build-package.ts).
import { runEventsCommand } from '../../src/gateway/events-cli.js';

runEventsCommand(process.argv.slice(2), { env: process.env, out: (text) => console.log(text) }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
