'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { useTRPC } from '@/components/trpc/client';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { describeError } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { formatCount } from '@/components/ui/format';
import { useToast } from '@/components/ui/toast';
import type { AppRouter } from '@/server/api/root';
import styles from './people.module.css';

type PersonRow = inferRouterOutputs<AppRouter>['people']['list']['people'][number];

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
        <span className={styles.muted}>{formatCount(total)} people</span>
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
              {offset + 1}–{Math.min(total, offset + 50)} of {formatCount(total)}
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
