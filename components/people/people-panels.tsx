'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describeError } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { formatDateTime } from '@/components/ui/format';
import { useToast } from '@/components/ui/toast';
import { DataTable } from '@/components/ui/data-table';
import { useWorkspace } from '@/components/workspace/workspace-context';
import type { AppRouter } from '@/server/api/root';
import styles from './people.module.css';
import { UploadZone } from './upload-zone';

type Outputs = inferRouterOutputs<AppRouter>['people'];
type ImportRow = Outputs['imports'][number];
type PersonRow = Outputs['list']['people'][number];

const number = (n: number) => n.toLocaleString('en-US');

/** The shared directory is generated: say so wherever its people can show up. */
export function DirectoryNotice() {
  const trpc = useTRPC();
  const info = useQuery(trpc.people.directory.queryOptions());
  if (!info.data) return null;
  return (
    <Alert tone="warning" title="The shared directory is demo data">
      Searches cover your own people and a shared directory of {number(info.data.generated)} <strong>generated, fictional</strong> people
      (reserved example.com e-mails, fictional phone ranges)
      {info.data.licensed > 0 ? <>, plus {number(info.data.licensed)} people your operator licensed</> : null}. Results from it are marked
      “Demo directory”; your own imports are marked “Your people”.
    </Alert>
  );
}

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
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.people.imports.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.people.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.people.suppression.queryKey() }),
    ]);
  const remove = useMutation(
    trpc.people.deleteImport.mutationOptions({
      onSuccess: async (result) => {
        toast(`Import deleted; ${number(result.people)} people left your searches`);
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
              <td data-col="rows">{number(row.rows)}</td>
              <td data-col="imported">{number(row.imported)}</td>
              <td data-col="updated">{number(row.updated)}</td>
              <td data-col="rejected">
                {row.rejected > 0 ? (
                  <a href={`/people/imports/${row.importId}/rejected.csv`} download aria-label={`Download the ${row.rejected} rejected rows`}>
                    {number(row.rejected)} (CSV)
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

export function OwnPeoplePanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const people = useQuery({ ...trpc.people.list.queryOptions({ search: search || undefined, offset }), placeholderData: keepPreviousData });
  const [deleting, setDeleting] = useState<PersonRow | null>(null);
  const remove = useMutation(
    trpc.people.deletePerson.mutationOptions({
      onSuccess: async () => {
        toast(`${deleting?.fullName} deleted`);
        setDeleting(null);
        await queryClient.invalidateQueries({ queryKey: trpc.people.list.queryKey() });
      },
    }),
  );
  const total = people.data?.total ?? 0;
  return (
    <section className="card" aria-labelledby="own-people-title">
      <div className="card-header">
        <div>
          <h2 id="own-people-title">Your people</h2>
          <p>Only this workspace ever sees them. At equal verdicts and score they rank before the shared directory.</p>
        </div>
      </div>
      <div className={styles.section}>
        <TextField
          label="Find a person"
          placeholder="Name, e-mail, company or title"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setOffset(0);
          }}
        />
        <span className={styles.muted}>{number(total)} people</span>
      </div>
      {people.data && people.data.people.length > 0 ? (
        <DataTable label="Your people" columns={['Name', 'Title', 'Company', 'Location', 'E-mail']} actions>
          {people.data.people.map((p) => (
            <tr key={p.personId} data-name={p.fullName}>
              <td>{p.fullName}</td>
              <td>{p.title}</td>
              <td>{p.company}</td>
              <td>{p.location}</td>
              <td>{p.email}</td>
              <td className="cell-actions">
                <Button variant="danger-ghost" size="sm" onClick={() => setDeleting(p)} aria-label={`Delete ${p.fullName}`}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      {total > 50 ? (
        <div className={styles.section}>
          <div className={styles.row}>
            <Button size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - 50))}>
              Previous
            </Button>
            <span className={styles.muted}>
              {offset + 1}–{Math.min(total, offset + 50)} of {number(total)}
            </span>
            <Button size="sm" disabled={offset + 50 >= total} onClick={() => setOffset(offset + 50)}>
              Next
            </Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.fullName ?? ''}?`}
        confirmLabel="Delete person"
        pending={remove.isPending}
        error={remove.isError ? describeError(remove.error).message : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ personId: deleting.personId })}
      >
        <p>They leave future searches. Results already delivered stay in their projects.</p>
      </ConfirmDialog>
    </section>
  );
}

export function SkipDeliveredSetting() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { canManage } = useWorkspace();
  const settings = useQuery(trpc.people.settings.queryOptions());
  // The box shows the new state at once (set in the change handler itself); a refused save puts
  // the stored one back.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const save = useMutation(
    trpc.people.setSettings.mutationOptions({
      onError: () => setChosen(null),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.people.settings.queryKey() }),
    }),
  );
  return (
    <section className="card" aria-labelledby="skip-title">
      <div className="card-header">
        <div>
          <h2 id="skip-title">Search setting</h2>
          <p>New searches can leave out people already delivered in this workspace’s earlier projects.</p>
        </div>
      </div>
      <div className={styles.section}>
        <label className={styles.row}>
          <input
            type="checkbox"
            checked={chosen ?? settings.data?.skipDeliveredPeople ?? false}
            disabled={!canManage || settings.isPending}
            onChange={(event) => {
              setChosen(event.target.checked);
              save.mutate({ skipDeliveredPeople: event.target.checked });
            }}
          />
          Skip people already delivered in earlier projects
        </label>
        {!canManage ? <span className={styles.muted}>Only owners and admins can change this.</span> : null}
        {save.isError ? (
          <Alert tone="error" title="Not saved">
            {describeError(save.error).message}
          </Alert>
        ) : null}
      </div>
    </section>
  );
}
