'use client';

import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import Link from 'next/link';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { describeError } from '@/components/ui/error-message';
import type { AppRouter } from '@/server/api/root';
import { formatDateTime, formatRelative } from '@/components/ui/format';
import { FolderSearchIcon, StarFilledIcon } from '@/components/ui/icons';
import { LIST_LIMIT } from './project-meta';
import { SearchProgress, SourceBadge, StatusBadge } from './project-status';
import styles from './projects-list.module.css';

const POLL_MS = 1500;
// Searches started elsewhere (the API, a colleague) appear without a reload.
const IDLE_POLL_MS = 15_000;

export type ProjectsListData = inferRouterOutputs<AppRouter>['projects']['list'];

/** The workspace's newest searches; polls while any of them is still running. */
export function ProjectsList({ initialData }: { initialData?: ProjectsListData }) {
  const trpc = useTRPC();
  const projects = useQuery(
    trpc.projects.list.queryOptions(
      { limit: LIST_LIMIT },
      {
        initialData,
        refetchInterval: (query) => (query.state.data?.some((p) => p.status === 'running') ? POLL_MS : IDLE_POLL_MS),
        staleTime: 0,
      },
    ),
  );

  return (
    <section className="card" aria-labelledby="projects-title">
      <div className="card-header">
        <div>
          <h2 id="projects-title">Projects</h2>
          <p>Every search of this workspace, from the web app and the API. Newest first.</p>
        </div>
        {projects.data && projects.data.length > 0 ? <span className={styles.countPill}>{projects.data.length === LIST_LIMIT ? `Latest ${LIST_LIMIT}` : projects.data.length}</span> : null}
      </div>

      {projects.isPending ? (
        <ListSkeleton />
      ) : projects.isError ? (
        <div className="card-body">
          <Alert tone="error" title="Could not load the projects">
            {describeError(projects.error).message}
          </Alert>
        </div>
      ) : projects.data.length === 0 ? (
        <EmptyState icon={<FolderSearchIcon size={20} />} title="No searches yet">
          Write a brief above and start your first search. Searches started through the API show up here too.
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table className={`table ${styles.projectsTable}`} aria-label="Projects">
            <thead>
              <tr>
                <th scope="col">Brief</th>
                <th scope="col">Status</th>
                <th scope="col" className={styles.num}>
                  Verified / total
                </th>
                <th scope="col" className={styles.num}>
                  Starred
                </th>
                <th scope="col">Source</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {projects.data.map((project) => (
                <tr key={project.projectId} data-project-id={project.projectId}>
                  <td className={styles.briefCell}>
                    <Link href={`/projects/${project.projectId}`} className={styles.briefLink}>
                      {project.brief}
                    </Link>
                    {project.criteria.length > 0 ? (
                      <div className={styles.miniChips}>
                        {project.criteria.slice(0, 4).map((name) => (
                          <span key={name} className={styles.miniChip}>
                            {name}
                          </span>
                        ))}
                        {project.criteria.length > 4 ? <span className={styles.miniChipMore}>+{project.criteria.length - 4}</span> : null}
                      </div>
                    ) : null}
                  </td>
                  <td className={styles.statusCell}>
                    <StatusBadge status={project.status} />
                    {project.status === 'running' ? (
                      <SearchProgress
                        compact
                        totalResults={project.totalResults}
                        verifiedResults={project.verifiedResults}
                        requestedTarget={project.requestedTarget}
                      />
                    ) : null}
                  </td>
                  <td className={`${styles.num} nowrap`}>
                    {project.status === 'awaiting_input' ? (
                      <span className="muted" title="The brief needs more detail; nothing was searched">
                        —
                      </span>
                    ) : (
                      <>
                        <span className={styles.strong}>{project.verifiedResults}</span>
                        <span className="muted"> / {project.totalResults}</span>
                      </>
                    )}
                    {project.requestedTarget ? <div className={styles.subtle}>target {project.requestedTarget}</div> : null}
                  </td>
                  <td className={`${styles.num} nowrap`}>
                    {project.starredResults > 0 ? (
                      <span className={styles.starCount}>
                        <StarFilledIcon size={13} />
                        {project.starredResults}
                      </span>
                    ) : (
                      <span className="muted">0</span>
                    )}
                  </td>
                  <td>
                    <SourceBadge source={project.source} />
                  </td>
                  <td className={`${styles.secondary} nowrap`} title={formatDateTime(project.createdAt)}>
                    {formatRelative(project.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ListSkeleton() {
  return (
    <div className="table-wrap" aria-busy="true" aria-label="Loading projects">
      <table className="table">
        <tbody>
          {[0, 1, 2].map((row) => (
            <tr key={row}>
              <td style={{ width: '50%' }}>
                <span className="skeleton" style={{ height: 12, width: '80%' }} />
                <span className="skeleton" style={{ height: 10, width: '40%', marginTop: 8 }} />
              </td>
              {[0, 1, 2, 3].map((col) => (
                <td key={col}>
                  <span className="skeleton" style={{ height: 12, width: '60%' }} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
