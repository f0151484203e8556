'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TableSkeleton } from '@/components/settings/table-skeleton';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describeError } from '@/components/ui/error-message';
import { RefreshIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { useWorkspace } from '@/components/workspace/workspace-context';
import { type DeliveryRow, type ProjectDeliveries, attemptLabel, awaitsNextAttempt, formatAttemptTime, formatDueIn, formatDuration, formatFullTime, hasUnsettled } from './delivery-format';
import { OutcomeCell } from './outcome-badge';
import styles from './webhooks.module.css';

const POLL_MS = 1000;

/**
 * The webhook log of one project: every attempt with its time, target, result, duration and the
 * next scheduled attempt, refreshed while anything is in flight; owners and admins can resend.
 */
export function DeliveryLog({ projectId }: { projectId: string }) {
  const trpc = useTRPC();
  const log = useQuery(
    trpc.webhooks.projectDeliveries.queryOptions(
      { projectId },
      {
        staleTime: 0,
        refetchInterval: (query) => {
          const data = query.state.data;
          if (!data) return false;
          const waitingForDone = data.state === 'not_sent' && data.projectStatus === 'running';
          return data.state === 'pending' || waitingForDone || hasUnsettled(data.attempts) ? POLL_MS : false;
        },
      },
    ),
  );

  return (
    <section className="card" aria-labelledby={`webhook-log-${projectId}`}>
      <div className="card-header">
        <div>
          <h2 id={`webhook-log-${projectId}`}>Webhook deliveries</h2>
          <p>
            The signed <code>project.completed</code> event sent to the search&rsquo;s callback URL when it finished.
          </p>
          {log.data?.webhookId ? (
            <div className={styles.meta}>
              <span>
                webhook-id <code>{log.data.webhookId}</code>
              </span>
              {log.data.callbackUrl ? (
                <span className={styles.headerTarget} title={log.data.callbackUrl}>
                  to <code>{log.data.callbackUrl}</code>
                </span>
              ) : null}
            </div>
          ) : null}
        </div>
        {log.data?.canResend ? <ResendButton projectId={projectId} url={log.data.callbackUrl ?? ''} /> : null}
      </div>
      {log.isPending ? (
        <TableSkeleton columns={6} rows={2} />
      ) : log.isError ? (
        <div className={styles.section}>
          <Alert tone="error" title="Could not load the webhook log">
            {describeError(log.error).message}
          </Alert>
        </div>
      ) : (
        <LogBody data={log.data} />
      )}
    </section>
  );
}

function LogBody({ data }: { data: ProjectDeliveries }) {
  if (data.state === 'no_callback') {
    return (
      <p className={styles.note}>
        This search was submitted without a <code>callbackUrl</code>, so no webhook is sent. Clients poll the project instead.
      </p>
    );
  }
  if (data.state === 'not_sent') {
    const text =
      data.projectStatus === 'running'
        ? 'The webhook is sent as soon as the search finishes.'
        : data.projectStatus === 'awaiting_input'
          ? 'No webhook is sent for a search that needs clarification.'
          : 'No webhook was sent for this search.';
    return <p className={styles.note}>{text}</p>;
  }
  return (
    <>
      <StateSummary data={data} />
      <AttemptsTable rows={data.attempts} />
    </>
  );
}

function StateSummary({ data }: { data: ProjectDeliveries }) {
  const latest = data.attempts.at(-1);
  const automatic = data.attempts.filter((row) => row.kind === 'automatic');
  if (data.state === 'blocked' && latest?.blocked) {
    return (
      <div className={styles.section}>
        <Alert tone="warning" title="Not sent: the callback URL is a private address">
          {latest.blocked}. Webhooks are only sent to public addresses; the search itself completed normally.
        </Alert>
      </div>
    );
  }
  if (data.state === 'failed') {
    return (
      <div className={styles.section}>
        <Alert tone="error" title={automatic.length >= 3 ? 'Delivery failed after 3 attempts' : 'The last delivery failed'}>
          The receiver did not answer with a 2xx status. Fix the receiver, then resend; the client can also poll the project.
        </Alert>
      </div>
    );
  }
  if (data.state === 'pending' && latest && awaitsNextAttempt(latest, data.attempts)) {
    return (
      <div className={styles.section}>
        <Alert tone="info" title={`Next attempt ${formatDueIn(latest.nextAttemptAt)}`}>
          Scheduled for {formatAttemptTime(latest.nextAttemptAt)}, attempt {latest.attempt + 1} of 3.
        </Alert>
      </div>
    );
  }
  return null;
}

function AttemptsTable({ rows }: { rows: DeliveryRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="table-wrap">
      <table className={`table ${styles.compact}`} aria-label="Delivery attempts">
        <thead>
          <tr>
            <th scope="col">Attempt</th>
            <th scope="col">Target</th>
            <th scope="col">Result</th>
            <th scope="col">Duration</th>
            <th scope="col">Next attempt</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="nowrap">
                {attemptLabel(row)}
                <span className={styles.subtle} title={formatFullTime(row.startedAt ?? row.createdAt)}>
                  {formatAttemptTime(row.startedAt ?? row.createdAt)}
                  {row.requestedBy ? ` · by ${row.requestedBy}` : ''}
                </span>
              </td>
              <td>
                <span className={`mono ${styles.target}`} title={row.url}>
                  {row.url}
                </span>
              </td>
              <td>
                <OutcomeCell row={row} />
              </td>
              <td className={`nowrap ${styles.secondary}`}>{formatDuration(row.durationMs)}</td>
              <td className={`nowrap ${styles.secondary}`} title={formatFullTime(row.nextAttemptAt)}>
                {row.nextAttemptAt ? formatAttemptTime(row.nextAttemptAt) : '—'}
                {awaitsNextAttempt(row, rows) ? <span className={styles.subtle}>{formatDueIn(row.nextAttemptAt)}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResendButton({ projectId, url }: { projectId: string; url: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { canManage } = useWorkspace();
  const [open, setOpen] = useState(false);
  const resend = useMutation(
    trpc.webhooks.resend.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.webhooks.projectDeliveries.queryKey({ projectId }) }),
          queryClient.invalidateQueries({ queryKey: trpc.webhooks.recentDeliveries.queryKey() }),
        ]);
        setOpen(false);
        toast('Resend queued');
      },
    }),
  );
  // Members see the log; the server refuses them a resend too.
  if (!canManage) return null;
  return (
    <>
      <Button
        icon={<RefreshIcon size={14} />}
        onClick={() => {
          resend.reset();
          setOpen(true);
        }}
      >
        Resend
      </Button>
      <ConfirmDialog
        open={open}
        title="Resend the webhook?"
        confirmLabel="Resend"
        tone="primary"
        pending={resend.isPending}
        error={resend.isError ? describeError(resend.error).message : null}
        onClose={() => setOpen(false)}
        onConfirm={() => resend.mutate({ projectId })}
      >
        <p>
          The same <code>project.completed</code> event is sent once more to <span className="mono">{url}</span>: the same{' '}
          <code>webhook-id</code> and body, with a fresh timestamp and signatures made with the current webhook secret.
        </p>
        <p>It is one attempt, logged as a resend. A receiver that has already handled this webhook-id should ignore it.</p>
      </ConfirmDialog>
    </>
  );
}
