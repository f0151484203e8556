'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { type ReactNode, useEffect, useRef } from 'react';
import { WatchSearch } from '@/components/monitors/watch-search';
import { useTRPC } from '@/components/trpc/client';
import { DeliveryLog } from '@/components/webhooks/delivery-log';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { EmptyState } from '@/components/ui/empty-state';
import { describeError } from '@/components/ui/error-message';
import { formatDateTime, formatRelative } from '@/components/ui/format';
import { ArrowLeftIcon, DownloadIcon, MessageQuestionIcon, RefreshIcon, StarFilledIcon, UserXIcon } from '@/components/ui/icons';
import { BriefReading } from './brief-reading';
import { type ProjectDetail, newSearchHref } from './project-meta';
import { SearchProgress, SourceBadge, StatusBadge } from './project-status';
import styles from './project-view.module.css';
import { ResultsTable } from './results-table';

const POLL_MS = 1500;

interface ProjectViewProps {
  projectId: string;
  initialDetail: ProjectDetail;
}

/** One project: its brief and criteria, live progress while running, then the question or the results. */
export function ProjectView({ projectId, initialDetail }: ProjectViewProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Status, brief and criteria in one query, re-read while the search runs (the criteria appear
  // once the brief is interpreted).
  const detailQuery = useQuery(
    trpc.projects.detail.queryOptions(
      { projectId },
      {
        initialData: initialDetail,
        staleTime: 0,
        refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
      },
    ),
  );
  const status = detailQuery.data;
  const meta = status;
  const running = status.status === 'running';

  // When the search finishes: refresh the list (completion time, criteria) and the usage figures.
  const previous = useRef(status.status);
  useEffect(() => {
    if (previous.current === 'running' && status.status !== 'running') {
      void queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.projects.usage.queryKey() });
    }
    previous.current = status.status;
  }, [status.status, queryClient, trpc]);

  const brief = meta.brief;
  const criteria = meta.criteria;
  const again = brief ? newSearchHref(brief, projectId, status.requestedTarget) : '/projects';

  return (
    <div className="stack-lg">
      <div>
        <Link href="/projects" className={styles.backLink}>
          <ArrowLeftIcon size={14} />
          All projects
        </Link>
        <header className={styles.projectHeader}>
          <div className={styles.projectHeaderMain}>
            <p className={styles.eyebrow}>
              Project <span className={styles.projectId}>{projectId}</span>
            </p>
            <h1 className={styles.briefTitle} title={brief || undefined}>
              {brief || 'Search project'}
            </h1>
            <div className={styles.metaRow}>
              <StatusBadge status={status.status} />
              <SourceBadge source={meta.source} />
              <span className={styles.metaText} title={formatDateTime(meta.createdAt)}>
                Started {formatRelative(meta.createdAt)}
              </span>
              {meta.completedAt && !running ? (
                <span className={styles.metaText} title={formatDateTime(meta.completedAt)}>
                  · Finished {formatRelative(meta.completedAt)}
                </span>
              ) : null}
            </div>
          </div>
          <div className={styles.headerActions}>
            <CopyButton value={projectId} label="Copy ID" size="md" />
            {/* A monitor's own run is watched already. */}
            {status.status === 'done' && meta.source !== 'monitor' && brief ? <WatchSearch brief={brief} /> : null}
            {status.status === 'done' ? (
              <a href={`/projects/${projectId}/export.csv`} download className={buttonClass('primary')}>
                <DownloadIcon size={16} />
                Export CSV
              </a>
            ) : null}
          </div>
        </header>
      </div>

      <div className={styles.stats}>
        <Stat label="Results" value={status.totalResults} foot={running ? 'found so far' : 'in total'} testId="stat-total" />
        <Stat label="Verified" value={status.verifiedResults} foot="meet every criterion" testId="stat-verified" />
        <Stat
          label="Starred"
          value={status.starredResults}
          foot={status.starredResults === 1 ? 'person to follow up' : 'people to follow up'}
          testId="stat-starred"
          icon={status.starredResults > 0 ? <StarFilledIcon size={15} className={styles.statStar} /> : null}
        />
        <Stat label="Requested target" value={status.requestedTarget ?? 'None'} foot={status.requestedTarget ? 'verified people asked for' : 'no count in the brief'} testId="stat-target" />
      </div>

      {criteria.length > 0 || meta.reading.ignored.length > 0 ? (
        <section className={`card ${styles.criteriaCard}`} aria-label="Interpreted as">
          <BriefReading criteria={meta.reading.criteria} ignored={meta.reading.ignored} />
        </section>
      ) : null}

      {detailQuery.isError ? (
        <Alert tone="warning" title="Live updates paused">
          {describeError(detailQuery.error).message} The page shows the last known state.
        </Alert>
      ) : null}

      {status.status === 'running' ? (
        <section className={`card ${styles.runningCard}`} aria-labelledby="running-title" aria-live="polite">
          <div className={styles.runningHead}>
            <span className="spinner" aria-hidden="true" />
            <div>
              <h2 id="running-title">Searching the people directory…</h2>
              <p className="muted">
                Interpreting the brief, running several sub-searches and checking every candidate against each criterion. This page updates by
                itself.
              </p>
            </div>
          </div>
          <SearchProgress totalResults={status.totalResults} verifiedResults={status.verifiedResults} requestedTarget={status.requestedTarget} />
        </section>
      ) : status.status === 'awaiting_input' ? (
        <section className={styles.questionCard} aria-labelledby="question-title">
          <span className={styles.questionIcon}>
            <MessageQuestionIcon size={20} />
          </span>
          <div className={styles.questionBody}>
            <h2 id="question-title">This brief needs more detail</h2>
            <p className={styles.question} data-testid="clarification-question">
              {status.clarificationQuestion ?? 'The brief could not be acted on as written.'}
            </p>
            <p className={styles.questionHelp}>A search cannot be changed once submitted: start a new one with a more specific brief. No results were delivered, so no credits were spent.</p>
            <div>
              <Link href={again} className={buttonClass('primary')}>
                <RefreshIcon size={15} />
                New search from this brief
              </Link>
            </div>
          </div>
        </section>
      ) : status.totalResults === 0 ? (
        <section className="card">
          <EmptyState
            icon={<UserXIcon size={20} />}
            title="Nobody matched this brief"
            action={
              <Link href={again} className={buttonClass('primary')}>
                <RefreshIcon size={15} />
                New search from this brief
              </Link>
            }
          >
            The search finished without finding anyone. Try fewer criteria, a wider place or related titles. Searches that find nobody cost
            nothing.
          </EmptyState>
        </section>
      ) : (
        <ResultsTable projectId={projectId} total={status.totalResults} criteria={criteria} />
      )}

      {/* Only API searches can carry a callbackUrl; the web form never sets one. */}
      {meta.source !== 'web' ? <DeliveryLog projectId={projectId} /> : null}

      {status.status === 'done' && status.totalResults > 0 ? (
        <p className={styles.footNote}>
          Want to search differently? <Link href={again}>Start a new search from this brief</Link>.
        </p>
      ) : null}
    </div>
  );
}

function Stat({ label, value, foot, testId, icon }: { label: string; value: number | string; foot: string; testId: string; icon?: ReactNode }) {
  return (
    <div className={`card ${styles.stat}`} data-testid={testId}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>
        {icon}
        <span data-testid={`${testId}-value`}>{typeof value === 'number' ? value.toLocaleString('en') : value}</span>
      </span>
      <span className={styles.statFoot}>{foot}</span>
    </div>
  );
}
