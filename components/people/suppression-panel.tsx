'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeError } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { formatCount, formatDateTime } from '@/components/ui/format';
import { useToast } from '@/components/ui/toast';
import { DataTable } from '@/components/ui/data-table';
import type { AppRouter } from '@/server/api/root';
import styles from './people.module.css';
import { reloadQueries } from './reload-queries';
import { UploadZone } from './upload-zone';

type Outputs = inferRouterOutputs<AppRouter>['people'];
type Entry = Outputs['suppression']['entries'][number];
type ImportRow = Outputs['imports'][number];

const KIND_LABELS: Record<Entry['kind'], string> = { email: 'E-mail', linkedin: 'LinkedIn', domain: 'Domain' };

/**
 * Who holds an entry: "By hand" and the lists' file names (from the import history the page
 * already loads; a list older than its last 100 imports shows by its id).
 */
function holdersOf(entry: Entry, imports: ImportRow[] | undefined): string {
  const names = new Map(imports?.map((i) => [i.importId, i.fileName ?? `API upload ${i.importId}`]));
  return [...(entry.manual ? ['By hand'] : []), ...entry.importIds.map((id) => names.get(id) ?? id)].join(', ');
}

/**
 * Refreshes the list when a list's import ends: a list's entries are all in only then. An upload
 * from this page is watched by its id from the moment it is accepted, so its end is seen even
 * when the history's first answer already shows it done; other changes of the finished lists (a
 * list deleted, one uploaded through the API) are seen as they reach the history. Returns the
 * function that watches an upload.
 */
function useRefreshWhenListsFinish(imports: ImportRow[] | undefined, refresh: () => unknown): (importId: string) => void {
  const watched = useRef(new Set<string>());
  const finishedKey = imports
    ?.filter((i) => i.kind === 'suppression' && i.status !== 'running')
    .map((i) => i.importId)
    .join(' ');
  const before = useRef(finishedKey);
  useEffect(() => {
    const ended = finishedKey?.split(' ').filter((id) => watched.current.delete(id)) ?? [];
    const changed = before.current !== undefined && finishedKey !== before.current;
    before.current = finishedKey;
    if (ended.length > 0 || changed) void refresh();
  }, [finishedKey, refresh]);
  return useCallback((importId: string) => void watched.current.add(importId), []);
}

export function SuppressionPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [value, setValue] = useState('');
  const list = useQuery(trpc.people.suppression.queryOptions({ offset: 0 }));
  // The same query as the import history (one request, shared cache): the lists' names.
  const imports = useQuery(trpc.people.imports.queryOptions());
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: trpc.people.suppression.queryKey() }), [queryClient, trpc]);
  const watchUpload = useRefreshWhenListsFinish(imports.data, refresh);
  const add = useMutation(trpc.people.addSuppression.mutationOptions({ onSuccess: async () => (setValue(''), await refresh()) }));
  const remove = useMutation(
    trpc.people.removeSuppression.mutationOptions({
      onSuccess: async (result, entry) => {
        if (result.heldByLists > 0) {
          toast(`${entry.value} stays suppressed: ${result.heldByLists === 1 ? 'a suppression list holds' : `${result.heldByLists} suppression lists hold`} it`);
        }
        await refresh();
      },
      // Refused (another tab or a list changed the entry): show it as it is now.
      onError: () => void refresh(),
    }),
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (value.trim()) add.mutate({ value });
  }

  return (
    <section className="card" aria-labelledby="suppression-title">
      <div className="card-header">
        <div>
          <h2 id="suppression-title">Suppression list</h2>
          <p>
            People your searches must never return (and never charge for): e-mail addresses, LinkedIn addresses and whole e-mail domains. An entry
            from an uploaded list goes when you delete the list.
          </p>
        </div>
      </div>
      <div className={styles.section}>
        <form onSubmit={onSubmit} className={styles.row}>
          <TextField
            label="Add an entry"
            placeholder="jane@acme.com, acme.com or linkedin.com/in/jane"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={add.isError ? describeError(add.error).message : null}
          />
          <Button type="submit" variant="primary" pending={add.isPending}>
            Add
          </Button>
        </form>
        <UploadZone
          kind="suppression"
          label="Upload a suppression list"
          onStarted={(importId) => {
            watchUpload(importId);
            void reloadQueries(queryClient, [trpc.people.suppression.queryKey(), trpc.people.imports.queryKey()]);
          }}
        />
        <span className={styles.muted}>{formatCount(list.data?.total ?? 0)} entries</span>
        {remove.isError ? (
          <Alert tone="error" title={`${remove.variables.value} not removed`}>
            {describeError(remove.error).message}
          </Alert>
        ) : null}
      </div>
      {list.data && list.data.entries.length > 0 ? (
        <DataTable label="Suppression list" columns={['Kind', 'Value', 'Added by', 'Added']} actions>
          {list.data.entries.map((entry) => (
            <tr key={`${entry.kind}:${entry.value}`} data-value={entry.value}>
              <td>{KIND_LABELS[entry.kind]}</td>
              <td className="mono">{entry.value}</td>
              <td data-col="holders">{holdersOf(entry, imports.data)}</td>
              <td className="nowrap">{formatDateTime(entry.createdAt)}</td>
              <td className="cell-actions">
                {/* Only the hand's hold can be lifted here; a list's goes with the list. */}
                {entry.manual ? (
                  <Button
                    variant="danger-ghost"
                    size="sm"
                    aria-label={`Remove ${entry.value}`}
                    pending={remove.isPending && remove.variables.value === entry.value}
                    onClick={() => remove.mutate({ kind: entry.kind, value: entry.value })}
                  >
                    Remove
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </section>
  );
}
