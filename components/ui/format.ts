// Dates cross the tRPC wire as ISO strings (no transformer) and arrive as Dates from server callers.
type DateLike = Date | string | null | undefined;

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function toDate(value: DateLike): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "12,345": counts of people, rows and entries. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

export function formatDateTime(value: DateLike): string {
  const date = toDate(value);
  return date ? dateTime.format(date) : '—';
}

/** "3 minutes ago", "yesterday"; coarse on purpose (last-used is stored to the minute). */
export function formatRelative(value: DateLike, now = Date.now()): string {
  const date = toDate(value);
  if (!date) return '—';
  const seconds = Math.round((date.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'just now';
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return dateTime.format(date);
}
