'use client';

import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { describeError } from '@/components/ui/error-message';
import { RadarIcon } from '@/components/ui/icons';
import { MonitorCard } from './monitor-card';
import { MONITORS_LIST_INPUT, MONITORS_LIST_LIMIT, type MonitorsPage } from './monitor-meta';
import styles from './monitors.module.css';

// Scheduled runs move nextRunAt on; monitors made elsewhere (the API, Slack) appear without a reload.
const IDLE_POLL_MS = 60_000;

/** The workspace's monitors, newest first, each with its latest runs. */
export function MonitorsList({ initialData, highlighted }: { initialData?: MonitorsPage; highlighted?: string }) {
  const trpc = useTRPC();
  const monitors = useQuery(trpc.monitors.list.queryOptions(MONITORS_LIST_INPUT, { initialData, staleTime: 0, refetchInterval: IDLE_POLL_MS }));
  const total = monitors.data?.total ?? 0;

  return (
    <section className="card" aria-labelledby="monitors-title">
      <div className="card-header">
        <div>
          <h2 id="monitors-title">Monitors</h2>
          <p>Newest first. Each run is a project of its own; open it for the people it delivered.</p>
        </div>
        {total > 0 ? <span className={styles.countPill}>{total > MONITORS_LIST_LIMIT ? `Latest ${MONITORS_LIST_LIMIT} of ${total}` : total}</span> : null}
      </div>

      {monitors.isPending ? (
        <div className="card-body" aria-busy="true" aria-label="Loading monitors">
          <span className="skeleton" style={{ height: 14, width: '60%', marginBottom: 10 }} />
          <span className="skeleton" style={{ height: 12, width: '35%' }} />
        </div>
      ) : monitors.isError ? (
        <div className="card-body">
          <Alert tone="error" title="Could not load the monitors">
            {describeError(monitors.error).message}
          </Alert>
        </div>
      ) : monitors.data.monitors.length === 0 ? (
        <EmptyState icon={<RadarIcon size={20} />} title="No monitors yet">
          Create one above, or choose “Watch this search” on a finished project. Monitors created through the API show up here too.
        </EmptyState>
      ) : (
        <div>
          {monitors.data.monitors.map((monitor) => (
            <MonitorCard key={monitor.monitorId} monitor={monitor} highlighted={monitor.monitorId === highlighted} />
          ))}
        </div>
      )}
    </section>
  );
}
