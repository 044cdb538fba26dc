/**
 * Reading the journal: which parts of the inspector an entry makes stale, and whether a fault
 * would hit the inspector's own reads. Pure functions, so the rules can be checked on their own.
 */
import type { MockFault, MockJournalEntry } from './types.js';

/** Parts of the mock's state the inspector reads separately. */
export type Slice =
  'clock' | 'config' | 'faults' | 'events' | 'shows' | 'bookings' | 'tickets' | 'outbox' | 'webhooks';

export const ALL_SLICES: readonly Slice[] = [
  'clock',
  'config',
  'faults',
  'events',
  'shows',
  'bookings',
  'tickets',
  'outbox',
  'webhooks',
];

/** What a change of one resource makes stale: capacity depends on tickets, sectors and bookings. */
const BY_RESOURCE: Readonly<Record<string, readonly Slice[]>> = {
  events: ['events', 'shows'],
  shows: ['shows'],
  venues: ['shows'],
  sectors: ['shows'],
  prices: ['shows'],
  bookings: ['bookings', 'shows', 'tickets'],
  tickets: ['tickets', 'bookings', 'shows'],
  options: ['shows'],
  ticketoptions: ['shows', 'tickets'],
  ticketoptionlimitations: ['shows'],
  deliveries: ['bookings'],
};

/** The first path segment after the base address and `/__admin`, e.g. `tickets` or `__admin/clock`. */
function target(path: string, basePath: string): string {
  const bare = path.split('?')[0]!;
  const below = bare.startsWith(`${basePath}/`) ? bare.slice(basePath.length) : bare;
  const [first = '', second = ''] = below.split('/').filter(Boolean);
  return first === '__admin' ? `__admin/${second}` : first;
}

/**
 * The slices an entry makes stale, and whether the mock forgot its logins (a reset or a
 * restored snapshot), which ends the inspector's session.
 */
export function staleness(
  entry: MockJournalEntry,
  basePath: string,
): { slices: Slice[]; signedOut: boolean } {
  const none = { slices: [], signedOut: false };
  switch (entry.kind) {
    case 'admin': {
      if (/^(Reset|Snapshot restored)/.test(entry.message))
        return { slices: [...ALL_SLICES], signedOut: true };
      if (entry.message.startsWith('Clock moved'))
        return { slices: ['clock', 'shows', 'bookings', 'tickets'], signedOut: false };
      if (entry.message.startsWith('Config')) return { slices: ['config'], signedOut: false };
      return { slices: ['faults', 'config'], signedOut: false };
    }
    case 'release':
      return { slices: ['bookings', 'shows', 'tickets'], signedOut: false };
    case 'change':
      return { slices: [...(BY_RESOURCE[entry.resource ?? ''] ?? [])], signedOut: false };
    case 'email':
      return { slices: ['outbox'], signedOut: false };
    case 'webhook':
      return { slices: ['webhooks'], signedOut: false };
    case 'request':
    case 'rejection': {
      if (!entry.path || !entry.method) return none;
      const what = target(entry.path, basePath);
      if (what.startsWith('__admin/')) {
        const control = what.slice('__admin/'.length);
        if (entry.method === 'GET' || entry.kind === 'rejection') return none;
        if (control === 'faults' || control === 'webhooks') return { slices: [control], signedOut: false };
        return none; // Reset, clock and config moves leave their own `admin` entries.
      }
      // Every request can use up a counted fault; writes also change records.
      const slices: Slice[] = ['faults'];
      if (entry.kind === 'request' && entry.method !== 'GET' && entry.method !== 'HEAD')
        slices.push(...(BY_RESOURCE[what] ?? []));
      if (what === 'email') slices.push('outbox');
      return { slices, signedOut: false };
    }
    default:
      return none;
  }
}

/** The fault's path pattern as the mock reads it: a glob, or a regular expression after `^`. */
function faultPattern(path: string): RegExp | undefined {
  if (path.startsWith('^')) {
    try {
      return new RegExp(path);
    } catch {
      return undefined;
    }
  }
  let source = '';
  const glob = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * Whether a fault would answer a request of `method` on `path` (below the base address). The
 * inspector holds back its reads while one would, so it never uses up a fault meant for the page.
 */
export function faultHits(fault: MockFault, method: string, path: string): boolean {
  if (fault.method !== null && fault.method !== method.toUpperCase()) return false;
  if (!fault.networkError && fault.status === null) return false; // A delay only slows the read down.
  const pattern = faultPattern(fault.path);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return pattern !== undefined && (pattern.test(trimmed) || pattern.test(path));
}

/** The paths below the base address the inspector reads records from, for `faultHits`. */
export const READ_PATHS: readonly (readonly [method: string, path: string])[] = [
  ['POST', '/oauth/v2/token'],
  ['GET', '/events/'],
  ['GET', '/shows/'],
  ['GET', '/bookings/'],
  ['GET', '/bookings/100000000000/tickets/'],
];
