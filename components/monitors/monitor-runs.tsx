'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { StatusBadge } from '@/components/projects/project-status';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { formatCount, formatDateTime } from '@/components/ui/format';
import { describeError } from '@/components/ui/error-message';
import type { MonitorRunView } from '@/server/schemas/monitor';
import styles from './monitors.module.css';

const POLL_MS = 1500;
const IDLE_POLL_MS = 60_000;
/** Runs shown before "Show all": the latest few say how the monitor is doing. */
const RUNS_SHOWN = 5;

/** A monitor's latest runs (monitors.get), each linking to its project; re-read while one runs. */
export function MonitorRuns({ monitorId }: { monitorId: string }) {
  const trpc = useTRPC();
  const [showAll, setShowAll] = useState(false);
  const detail = useQuery(
    trpc.monitors.get.queryOptions(
      { monitorId },
      { staleTime: 0, refetchInterval: (query) => (query.state.data?.runs.some((run) => run.status === 'running') ? POLL_MS : IDLE_POLL_MS) },
    ),
  );

  if (detail.isPending) {
    return (
      <div className={styles.runs} aria-busy="true" aria-label="Loading runs">
        <span className="skeleton" style={{ height: 12, width: '45%' }} />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <Alert tone="error" title="Could not load the runs">
        {describeError(detail.error).message}
      </Alert>
    );
  }
  const runs = detail.data.runs;
  if (runs.length === 0) return <p className={styles.noRuns}>No runs yet: the first starts at the next scheduled time.</p>;

  const shown = showAll ? runs : runs.slice(0, RUNS_SHOWN);
  return (
    <div className={styles.runs}>
      <div className="table-wrap">
        <table className={`table ${styles.runsTable}`} aria-label="Runs">
          <thead>
            <tr>
              <th scope="col">Run</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.num}>
                New people
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((run) => (
              <RunRow key={`${run.ranAt}-${run.projectId ?? 'skipped'}`} run={run} />
            ))}
          </tbody>
        </table>
      </div>
      {runs.length > RUNS_SHOWN ? (
        <button type="button" className={styles.moreRuns} aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show the latest runs only' : `Show all ${runs.length} runs`}
        </button>
      ) : null}
    </div>
  );
}

function RunRow({ run }: { run: MonitorRunView }) {
  const when = formatDateTime(run.ranAt);
  return (
    <tr data-project-id={run.projectId ?? undefined} data-run-status={run.status}>
      <td className="nowrap">{run.projectId ? <Link href={`/projects/${run.projectId}`}>{when}</Link> : when}</td>
      <td>
        {run.status === 'skipped' ? (
          <div className={styles.skipped}>
            <Badge tone="neutral" dot>
              Skipped
            </Badge>
            <span className={styles.reason}>{run.reason ?? 'The limits refused this run.'}</span>
          </div>
        ) : (
          <StatusBadge status={run.status} />
        )}
      </td>
      <td className={`${styles.num} nowrap`}>
        {run.status === 'skipped' || run.status === 'awaiting_input' ? (
          <span className="muted">—</span>
        ) : (
          <>
            <span className={styles.strong}>{formatCount(run.newResults)}</span>
            {run.status === 'running' ? <span className="muted"> so far</span> : null}
          </>
        )}
      </td>
    </tr>
  );
}
