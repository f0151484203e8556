'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { TableSkeleton } from '@/components/settings/table-skeleton';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { describeError } from '@/components/ui/error-message';
import { WebhookIcon } from '@/components/ui/icons';
import { attemptLabel, awaitsNextAttempt, formatAttemptTime, formatDueIn, formatDuration, formatFullTime, hasUnsettled } from './delivery-format';
import { OutcomeCell } from './outcome-badge';
import styles from './webhooks.module.css';

const POLL_MS = 2000;

/** The workspace's latest delivery attempts across projects, newest first. */
export function RecentDeliveries({ limit = 50 }: { limit?: number }) {
  const trpc = useTRPC();
  const recent = useQuery(
    trpc.webhooks.recentDeliveries.queryOptions(
      { limit },
      { staleTime: 0, refetchInterval: (query) => (query.state.data && hasUnsettled(query.state.data) ? POLL_MS : false) },
    ),
  );

  return (
    <section className="card" aria-labelledby="recent-deliveries-title">
      <div className="card-header">
        <div>
          <h2 id="recent-deliveries-title">Recent deliveries</h2>
          <p>
            The last {limit} attempts to deliver <code>project.completed</code> events from this workspace. Open a project for its whole log and to resend.
          </p>
        </div>
      </div>
      {recent.isPending ? (
        <TableSkeleton columns={6} />
      ) : recent.isError ? (
        <div className={styles.section}>
          <Alert tone="error" title="Could not load the deliveries">
            {describeError(recent.error).message}
          </Alert>
        </div>
      ) : recent.data.length === 0 ? (
        <EmptyState icon={<WebhookIcon size={20} />} title="No webhook deliveries yet">
          A search submitted with a <code>callbackUrl</code> sends a signed <code>project.completed</code> event to it when it finishes.
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table className={`table ${styles.compact}`} aria-label="Recent webhook deliveries">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Project and target</th>
                <th scope="col">Result</th>
                <th scope="col">Duration</th>
              </tr>
            </thead>
            <tbody>
              {recent.data.map((row) => (
                <tr key={row.id}>
                  <td className="nowrap">
                    <span title={formatFullTime(row.startedAt ?? row.createdAt)}>{formatAttemptTime(row.startedAt ?? row.createdAt)}</span>
                    <span className={styles.subtle}>
                      {attemptLabel(row)}
                      {row.requestedBy ? ` · by ${row.requestedBy}` : ''}
                    </span>
                    {awaitsNextAttempt(row, recent.data) ? <span className={styles.subtle}>next {formatDueIn(row.nextAttemptAt)}</span> : null}
                  </td>
                  <td>
                    <Link href={`/projects/${row.projectId}`} className={styles.brief} title={`${row.brief ?? ''} (${row.projectId})`.trim()}>
                      {row.brief ?? row.projectId}
                    </Link>
                    <span className={`mono ${styles.target} ${styles.subtle}`} title={row.url}>
                      {row.url}
                    </span>
                  </td>
                  <td>
                    <OutcomeCell row={row} />
                  </td>
                  <td className={`nowrap ${styles.secondary}`}>{formatDuration(row.durationMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
