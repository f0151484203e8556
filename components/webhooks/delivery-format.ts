import type { inferRouterOutputs } from '@trpc/server';
import { toDate } from '@/components/ui/format';
import type { AppRouter } from '@/server/api/root';

type Outputs = inferRouterOutputs<AppRouter>['webhooks'];
export type ProjectDeliveries = Outputs['projectDeliveries'];
export type DeliveryRow = ProjectDeliveries['attempts'][number];
export type RecentDeliveryRow = Outputs['recentDeliveries'][number];

// Attempts can be 30 seconds apart: times in the log show seconds.
const timeWithSeconds = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });

export function formatAttemptTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? timeWithSeconds.format(date) : '—';
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

/** A row still queued, in flight, or followed by a scheduled retry: the log should keep refreshing. */
export function isUnsettled(row: Pick<DeliveryRow, 'outcome' | 'nextAttemptAt'>): boolean {
  return row.outcome === 'queued' || row.outcome === 'sending' || row.nextAttemptAt !== null;
}
