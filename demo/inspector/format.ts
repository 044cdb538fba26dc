/**
 * How the inspector writes times and amounts. Times are the mock's, shown in the zone of the
 * demo hosts (Europe/Zurich), as the records are written in that zone's wall time.
 */
export const MOCK_TIME_ZONE = 'Europe/Zurich';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: MOCK_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const shortDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: MOCK_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

const timeOfDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: MOCK_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const toDate = (value: number | string) => new Date(value);
const valid = (date: Date) => Number.isFinite(date.getTime());

/** `Mon, 1 Jun 2026, 10:00:05`. */
export function formatDateTime(value: number | string): string {
  const date = toDate(value);
  return valid(date) ? dateTime.format(date) : String(value);
}

/** `1 Jun, 19:30`. */
export function formatShort(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const date = toDate(value);
  return valid(date) ? shortDateTime.format(date) : String(value);
}

/** `10:00:05`. */
export function formatTime(value: number | string | undefined): string {
  if (value === undefined) return '';
  const date = toDate(value);
  return valid(date) ? timeOfDay.format(date) : String(value);
}

/** Time left as `mm:ss` (or `h:mm:ss`), rounded up so `00:00` shows only at the deadline. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** `30 minutes`, `1 minute`, `90 seconds`. */
export function formatDuration(ms: number): string {
  if (ms % 60_000 === 0) {
    const minutes = ms / 60_000;
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  return `${Math.round(ms / 1000)} seconds`;
}

/** The first characters of a long pid, enough to tell records apart. */
export function shortPid(pid: string | number): string {
  const text = String(pid);
  return text.length > 8 ? `${text.slice(0, 8)}…` : text;
}
