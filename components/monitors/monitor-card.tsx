'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describeError } from '@/components/ui/error-message';
import { formatDateTime, formatRelative } from '@/components/ui/format';
import { PauseIcon, PlayIcon, RefreshIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import type { Monitor } from './monitor-meta';
import { MonitorRuns } from './monitor-runs';
import styles from './monitors.module.css';
import { scheduleInWords } from './schedule-words';

/** One monitor: its brief, schedule and state, what can be done with it, and its latest runs. */
export function MonitorCard({ monitor, highlighted }: { monitor: Monitor; highlighted: boolean }) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  // Arriving from "Watch this search" (/monitors?monitor=…): bring that monitor into view.
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  const actions = useMonitorActions(monitor);
  const paused = monitor.status === 'paused';

  return (
    <article ref={ref} className={`${styles.monitor} ${highlighted ? styles.highlighted : ''}`} aria-labelledby={titleId} data-monitor-id={monitor.monitorId}>
      <div className={styles.monitorHead}>
        <div className={styles.monitorMain}>
          <h3 id={titleId} className={styles.brief}>
            {monitor.brief}
          </h3>
          <div className={styles.metaRow}>
            <Badge tone={paused ? 'neutral' : 'success'} dot>
              {paused ? 'Paused' : 'Active'}
            </Badge>
            <span className={styles.metaText} data-testid="monitor-schedule">
              {scheduleInWords(monitor)} · {monitor.timezone.replaceAll('_', ' ')}
            </span>
            <span className={styles.metaText}>·</span>
            {monitor.nextRunAt ? (
              <span className={styles.metaText} title={formatDateTime(monitor.nextRunAt)}>
                Next run {formatRelative(monitor.nextRunAt)}
              </span>
            ) : (
              <span className={styles.metaText}>No runs while paused</span>
            )}
            {monitor.callbackUrl ? (
              <span className={styles.metaText} title={monitor.callbackUrl}>
                · Webhook to {hostOf(monitor.callbackUrl)}
              </span>
            ) : null}
          </div>
        </div>
        <div className={styles.actions}>
          <Button size="sm" onClick={actions.runNow} pending={actions.running} icon={<RefreshIcon size={14} />}>
            Run now
          </Button>
          <Button size="sm" onClick={actions.togglePause} pending={actions.switching} icon={paused ? <PlayIcon size={14} /> : <PauseIcon size={14} />}>
            {paused ? 'Resume' : 'Pause'}
          </Button>
          <Button size="sm" variant="danger-ghost" onClick={actions.askToDelete}>
            Delete
          </Button>
        </div>
      </div>

      {monitor.pausedReason ? (
        <Alert tone="warning" title="This monitor paused itself">
          {monitor.pausedReason}
        </Alert>
      ) : null}
      {actions.failure ? (
        <Alert
          tone="error"
          title={actions.failure.title}
          action={
            actions.failure.code === 'limit_exceeded' ? (
              <Link href="/usage" className={styles.alertLink}>
                View usage
              </Link>
            ) : undefined
          }
        >
          {actions.failure.message}
        </Alert>
      ) : null}

      <MonitorRuns monitorId={monitor.monitorId} />

      <ConfirmDialog
        open={actions.deleting}
        title="Delete this monitor?"
        confirmLabel="Delete monitor"
        pending={actions.removing}
        error={actions.deleteError}
        onClose={actions.cancelDelete}
        onConfirm={actions.confirmDelete}
      >
        <p>“{monitor.brief}” will not run again.</p>
        <p>The projects of its runs stay, with the people they delivered.</p>
      </ConfirmDialog>
    </article>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Run now, pause or resume, and delete (after confirming), with the one error worth showing. */
function useMonitorActions(monitor: Monitor) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [deleting, setDeleting] = useState(false);
  const monitorId = monitor.monitorId;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.monitors.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.monitors.get.queryKey({ monitorId }) }),
    ]);

  const runNow = useMutation(
    trpc.monitors.runNow.mutationOptions({
      onSuccess: async () => {
        toast('Run started');
        await refresh();
      },
    }),
  );
  const setStatus = useMutation(
    trpc.monitors.setStatus.mutationOptions({
      onSuccess: async (updated) => {
        toast(updated.status === 'paused' ? 'Monitor paused' : 'Monitor resumed');
        await refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.monitors.remove.mutationOptions({
      onSuccess: async () => {
        toast('Monitor deleted');
        await queryClient.invalidateQueries({ queryKey: trpc.monitors.list.queryKey() });
      },
    }),
  );

  // Only the latest action's refusal is on screen.
  const resetAll = () => {
    runNow.reset();
    setStatus.reset();
  };
  const failed = runNow.isError ? { title: 'The run was not started', error: runNow.error } : setStatus.isError ? { title: 'The monitor was not changed', error: setStatus.error } : null;

  return {
    running: runNow.isPending,
    switching: setStatus.isPending,
    removing: remove.isPending,
    deleting,
    failure: failed ? { title: failed.title, ...describeError(failed.error) } : null,
    deleteError: remove.isError ? describeError(remove.error).message : null,
    runNow: () => {
      resetAll();
      runNow.mutate({ monitorId });
    },
    togglePause: () => {
      resetAll();
      setStatus.mutate({ monitorId, status: monitor.status === 'paused' ? 'active' : 'paused' });
    },
    askToDelete: () => {
      remove.reset();
      setDeleting(true);
    },
    cancelDelete: () => setDeleting(false),
    confirmDelete: () => remove.mutate({ monitorId }),
  };
}
