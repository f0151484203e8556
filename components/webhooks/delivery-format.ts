import type { inferRouterOutputs } from '@trpc/server';
import { toDate } from '@/components/ui/format';
import type { AppRouter } from '@/server/api/root';

type Outputs = inferRouterOutputs<AppRouter>['webhooks'];
export type ProjectDeliveries = Outputs['projectDeliveries'];
export type DeliveryRow = ProjectDeliveries['attempts'][number];

// Attempts can be 30 seconds apart: times in the log show seconds (and the year only when it is not this one).
const thisYear = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });
const otherYear = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });
const full = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'long' });

export function formatAttemptTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (!date) return '—';
  return (date.getFullYear() === new Date().getFullYear() ? thisYear : otherYear).format(date);
}

/** For a title attribute: the unabridged date and time with its zone. */
export function formatFullTime(value: Date | string | null | undefined): string | undefined {
  const date = toDate(value);
  return date ? full.format(date) : undefined;
}

/** "in 25 s", "in 4 min", "due now": for the next scheduled attempt. */
export function formatDueIn(value: Date | string | null | undefined, now = Date.now()): string {
  const date = toDate(value);
  if (!date) return '—';
  const seconds = Math.round((date.getTime() - now) / 1000);
  if (seconds <= 0) return 'due now';
  if (seconds < 90) return `in ${seconds} s`;
  return `in ${Math.round(seconds / 60)} min`;
}

export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

export function attemptLabel(row: Pick<DeliveryRow, 'kind' | 'attempt'>): string {
  return row.kind === 'resend' ? 'Resend' : `Attempt ${row.attempt} of 3`;
}

type RowKey = Pick<DeliveryRow, 'projectId' | 'kind' | 'attempt' | 'nextAttemptAt'>;

/** A failed automatic attempt whose retry has not started yet (the retry's row is not in `rows`). */
export function awaitsNextAttempt(row: RowKey, rows: readonly RowKey[]): boolean {
  return (
    row.nextAttemptAt !== null &&
    !rows.some((other) => other.projectId === row.projectId && other.kind === 'automatic' && other.attempt === row.attempt + 1)
  );
}

/** Anything queued, in flight or waiting for a retry: the view keeps refreshing until it settles. */
export function hasUnsettled(rows: ReadonlyArray<RowKey & Pick<DeliveryRow, 'outcome'>>): boolean {
  return rows.some((row) => row.outcome === 'queued' || row.outcome === 'sending' || awaitsNextAttempt(row, rows));
}
