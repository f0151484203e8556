'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { describeError } from '@/components/ui/error-message';
import { formatCount, formatDateTime } from '@/components/ui/format';
import { useToast } from '@/components/ui/toast';
import type { AppRouter } from '@/server/api/root';
import styles from './people.module.css';
import { reloadQueries } from './reload-queries';
import { UploadZone } from './upload-zone';

type ImportRow = inferRouterOutputs<AppRouter>['people']['imports'][number];

export function ImportsPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const imports = useQuery({
    ...trpc.people.imports.queryOptions(),
    // Poll while an import runs, so its counts move and it ends as done or failed.
    refetchInterval: (query) => (query.state.data?.some((i) => i.status === 'running') ? 1000 : false),
  });
  const [deleting, setDeleting] = useState<ImportRow | null>(null);
  const refresh = () => reloadQueries(queryClient, [trpc.people.imports.queryKey(), trpc.people.list.queryKey(), trpc.people.suppression.queryKey()]);
  const remove = useMutation(
    trpc.people.deleteImport.mutationOptions({
      onSuccess: async (result) => {
        toast(`Import deleted; ${formatCount(result.people)} people left your searches`);
        setDeleting(null);
        await refresh();
      },
    }),
  );

  return (
    <section className="card" aria-labelledby="imports-title">
      <div className="card-header">
        <div>
          <h2 id="imports-title">Import people</h2>
          <p>
            CSV exports of your ATS, CRM or LinkedIn (Connections.csv as it is), or JSON Lines. Columns are matched loosely (Name, Title, Company,
            Location, Email, LinkedIn URL, Skills…). Someone already imported (same LinkedIn address, else the same e-mail) is updated, never
            duplicated.
          </p>
        </div>
      </div>
      <div className={styles.section}>
        <UploadZone kind="people" label="Upload people" onStarted={() => void refresh()} />
      </div>
      {imports.isError ? (
        <div className={styles.section}>
          <Alert tone="error" title="Could not load the imports">
            {describeError(imports.error).message}
          </Alert>
        </div>
      ) : imports.data && imports.data.length > 0 ? (
        <DataTable label="Import history" columns={['File', 'Kind', 'Status', 'Rows', 'Imported', 'Updated', 'Rejected', 'Started']} actions>
          {imports.data.map((row) => (
            <tr key={row.importId} data-import-id={row.importId}>
              <td>
                {row.fileName ?? <span className="muted">API upload</span>}
                {row.failure ? <div className={styles.muted}>{row.failure}</div> : null}
              </td>
              <td>{row.kind === 'people' ? 'People' : 'Suppression list'}</td>
              <td>
                <Badge tone={row.status === 'done' ? 'success' : row.status === 'failed' ? 'danger' : 'primary'} dot>
                  {row.status}
                </Badge>
              </td>
              <td data-col="rows">{formatCount(row.rows)}</td>
              <td data-col="imported">{formatCount(row.imported)}</td>
              <td data-col="updated">{formatCount(row.updated)}</td>
              <td data-col="rejected">
                {row.rejected > 0 ? (
                  <a href={`/people/imports/${row.importId}/rejected.csv`} download aria-label={`Download the ${row.rejected} rejected rows`}>
                    {formatCount(row.rejected)} (CSV)
                  </a>
                ) : (
                  '0'
                )}
              </td>
              <td className="nowrap">{formatDateTime(row.createdAt)}</td>
              <td className="cell-actions">
                {row.status === 'running' ? null : (
                  <Button variant="danger-ghost" size="sm" onClick={() => setDeleting(row)} aria-label={`Delete import ${row.fileName ?? row.importId}`}>
                    Delete
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this import?"
        confirmLabel="Delete import"
        pending={remove.isPending}
        error={remove.isError ? describeError(remove.error).message : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ importId: deleting.importId })}
      >
        <p>
          {deleting?.kind === 'suppression'
            ? 'Its entries leave the suppression list.'
            : 'Its people leave future searches (unless another import also brought them). Results already delivered stay in their projects.'}
        </p>
      </ConfirmDialog>
    </section>
  );
}
