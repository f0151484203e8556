import { Badge } from '@/components/ui/badge';
import type { ProjectStatus } from '@/server/schemas/project';
import styles from './project-status.module.css';

type Status = ProjectStatus['status'];

const LABELS: Record<Status, string> = { running: 'Running', awaiting_input: 'Needs input', done: 'Done' };

/** Running pulses, a brief that needs clarifying is amber, a finished search green. */
export function StatusBadge({ status }: { status: Status }) {
  if (status === 'running') {
    return (
      <span className={`badge badge-primary ${styles.runningBadge}`}>
        <span className={styles.pulse} aria-hidden="true" />
        {LABELS.running}
      </span>
    );
  }
  return (
    <Badge tone={status === 'done' ? 'success' : 'warning'} dot>
      {LABELS[status]}
    </Badge>
  );
}

export function SourceBadge({ source }: { source: string }) {
  return (
    <span className={styles.sourceBadge} title={source === 'api' ? 'Started through the REST API' : source === 'web' ? 'Started in the web app' : `Started from ${source}`}>
      {source === 'api' ? 'API' : source === 'web' ? 'Web' : source.charAt(0).toUpperCase() + source.slice(1)}
    </span>
  );
}

/**
 * How far a running search is. With a requested target the bar fills towards it; without one the
 * engine's stopping point is unknown, so the bar is indeterminate and the count says the progress.
 */
export function SearchProgress({ totalResults, verifiedResults, requestedTarget, compact }: {
  totalResults: number;
  verifiedResults: number;
  requestedTarget: number | null;
  compact?: boolean;
}) {
  const ratio = requestedTarget ? Math.min(1, verifiedResults / requestedTarget) : null;
  return (
    <div className={compact ? styles.progressCompact : styles.progress}>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="Search progress"
        aria-valuemin={0}
        aria-valuemax={requestedTarget ?? undefined}
        aria-valuenow={requestedTarget ? verifiedResults : undefined}
        aria-valuetext={`${totalResults} found so far`}
      >
        <span
          className={ratio === null ? styles.progressIndeterminate : styles.progressFill}
          style={ratio === null ? undefined : { width: `${Math.max(4, ratio * 100)}%` }}
        />
      </div>
      <span className={styles.progressText} data-testid="progress-text">
        {totalResults === 1 ? '1 found so far' : `${totalResults} found so far`}
      </span>
    </div>
  );
}
