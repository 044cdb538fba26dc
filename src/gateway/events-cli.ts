/**
 * The `ticket-booking-events` command: lists the events the site owner's back-office login sees,
 * with the pids the gateway's `events.pids` and the widget's `event` attribute take. It reads
 * the same environment variables as the README's gateway server, so it runs where that runs:
 *
 *   TICKETING_BASE_URL=… TICKETING_CLIENT_ID=… TICKETING_CLIENT_SECRET=… \
 *   TICKETING_USERNAME=… TICKETING_PASSWORD=… npx ticket-booking-events [--json]
 */
import { parseArgs } from 'node:util';
import { listEvents, type EventSummary } from './list-events.js';

const EVENTS_COMMAND = 'ticket-booking-events';

const HELP = `Usage: ${EVENTS_COMMAND} [--json]

Lists the events your back-office login sees: pid, name, shows (first and last), host pid.
Put the pids in the gateway's events.pids (or a host pid in events.hosts) and in the widget's
event attribute. Reads the service and the login from the environment:
  TICKETING_BASE_URL       root of the ticketing service, e.g. https://tickets.example/api
  TICKETING_CLIENT_ID      OAuth client key and secret, issued by the provider
  TICKETING_CLIENT_SECRET
  TICKETING_USERNAME       back-office login (or TICKETING_REFRESH_TOKEN instead)
  TICKETING_PASSWORD
  --json                   print the list as JSON`;

export interface CommandIo {
  env: Record<string, string | undefined>;
  out: (text: string) => void;
  fetch?: (request: Request) => Promise<Response>;
}

const day = (iso: string | null) => iso?.slice(0, 10) ?? '–';

function table(events: readonly EventSummary[]): string {
  if (events.length === 0) return 'No events: this login sees none.';
  const rows = [
    ['pid', 'name', 'shows', 'host'],
    ...events.map((e) => [e.pid, e.name, `${e.shows} (${day(e.first)} – ${day(e.last)})`, e.host]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Runs the command; answers its exit code. */
export async function runEventsCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.out(HELP);
    return 0;
  }
  const { env } = io;
  const missing = ['TICKETING_BASE_URL', 'TICKETING_CLIENT_ID', 'TICKETING_CLIENT_SECRET'].filter(
    (name) => !env[name],
  );
  if (!env.TICKETING_REFRESH_TOKEN && (!env.TICKETING_USERNAME || !env.TICKETING_PASSWORD)) {
    missing.push('TICKETING_USERNAME and TICKETING_PASSWORD (or TICKETING_REFRESH_TOKEN)');
  }
  if (missing.length > 0) {
    io.out(`Set ${missing.join(', ')}.\n\n${HELP}`);
    return 2;
  }
  const events = await listEvents({
    baseUrl: env.TICKETING_BASE_URL!,
    clientId: env.TICKETING_CLIENT_ID!,
    clientSecret: env.TICKETING_CLIENT_SECRET!,
    username: env.TICKETING_USERNAME,
    password: env.TICKETING_PASSWORD,
    refreshToken: env.TICKETING_REFRESH_TOKEN,
    fetch: io.fetch,
    timeoutMs: 15_000,
  });
  io.out(values.json ? JSON.stringify(events, null, 2) : table(events));
  return 0;
}
