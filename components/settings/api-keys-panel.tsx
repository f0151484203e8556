'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { type FormEvent, useState } from 'react';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { describeError } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { formatDateTime, formatRelative } from '@/components/ui/format';
import { KeyIcon, PlusIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { DataTable } from '@/components/ui/data-table';
import { useWorkspace } from '@/components/workspace/workspace-context';
import type { AppRouter } from '@/server/api/root';
import { createApiKeyInput } from '@/server/schemas/settings';
import { NewKeyPanel } from './new-key-panel';
import styles from './settings.module.css';
import { TableSkeleton } from './table-skeleton';

type ApiKeyRow = inferRouterOutputs<AppRouter>['apiKeys']['list'][number];

export function ApiKeysPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { canManage } = useWorkspace();
  const keys = useQuery(trpc.apiKeys.list.queryOptions());
  const [created, setCreated] = useState<{ name: string; apiKey: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const toast = useToast();

  const revoke = useMutation(
    trpc.apiKeys.revoke.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
        toast(`Key “${revoking?.name}” revoked`);
        setRevoking(null);
      },
    }),
  );

  return (
    <section className="card" aria-labelledby="api-keys-title">
      <div className="card-header">
        <div>
          <h2 id="api-keys-title">API keys</h2>
          <p>
            Keys authenticate calls to the <code>/v1</code> API as this workspace. Keep them on your servers, never in a browser or app.
          </p>
        </div>
      </div>

      <div className={styles.cardSection}>
        {canManage ? (
          <CreateKeyForm onCreated={setCreated} />
        ) : (
          <Alert tone="info" title="Only owners and admins can create or revoke keys">
            You can see which keys exist. Ask a workspace owner or admin if you need a key.
          </Alert>
        )}
        {created ? <NewKeyPanel name={created.name} apiKey={created.apiKey} onDismiss={() => setCreated(null)} /> : null}
      </div>

      {keys.isPending ? (
        <TableSkeleton columns={6} />
      ) : keys.isError ? (
        <div className={styles.cardSection}>
          <Alert tone="error" title="Could not load the keys">
            {describeError(keys.error).message}
          </Alert>
        </div>
      ) : keys.data.length === 0 ? (
        <EmptyState icon={<KeyIcon size={20} />} title="No API keys yet">
          {canManage ? 'Create a key above to call the API from your server.' : 'An owner or admin can create one.'}
        </EmptyState>
      ) : (
        <DataTable label="API keys" columns={['Name', 'Key', 'Created by', 'Created', 'Last used', 'Status']} actions={canManage}>
          {keys.data.map((key) => (
            <tr key={key.id} className={key.revokedAt ? styles.revokedRow : undefined}>
              <td className={styles.strong}>{key.name}</td>
              <td>
                <span className="mono">
                  {key.displayPrefix}…{key.lastFour}
                </span>
              </td>
              <td className={styles.secondary}>{key.createdBy}</td>
              <td className={`${styles.secondary} nowrap`}>
                {formatDateTime(key.createdAt)}
              </td>
              <td className={`${styles.secondary} nowrap`} title={key.lastUsedAt ? formatDateTime(key.lastUsedAt) : undefined}>
                {key.lastUsedAt ? formatRelative(key.lastUsedAt) : <span className="muted">Never</span>}
              </td>
              <td>
                {key.revokedAt ? (
                  <span title={`Revoked ${formatDateTime(key.revokedAt)}`}>
                    <Badge tone="danger" dot>
                      Revoked
                    </Badge>
                  </span>
                ) : (
                  <Badge tone="success" dot>
                    Active
                  </Badge>
                )}
              </td>
              {canManage ? (
                <td className="cell-actions">
                  {key.revokedAt ? null : (
                    <Button
                      variant="danger-ghost"
                      size="sm"
                      onClick={() => {
                        revoke.reset();
                        setRevoking(key);
                      }}
                      aria-label={`Revoke ${key.name}`}
                    >
                      Revoke
                    </Button>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </DataTable>
      )}

      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        confirmLabel="Revoke key"
        pending={revoke.isPending}
        error={revoke.isError ? describeError(revoke.error).message : null}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate({ keyId: revoking.id })}
      >
        <p>
          Requests with{' '}
          <span className="mono">
            {revoking?.displayPrefix}…{revoking?.lastFour}
          </span>{' '}
          are refused with <code>401 unauthorized</code> from the very next request.
        </p>
        <p>This cannot be undone: create a new key if you need one again.</p>
      </ConfirmDialog>
    </section>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (created: { name: string; apiKey: string }) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const create = useMutation(
    trpc.apiKeys.create.mutationOptions({
      // The full key must not linger in the mutation cache after the panel is gone.
      gcTime: 0,
      onSuccess: async (result) => {
        onCreated({ name: result.name, apiKey: result.apiKey });
        setName('');
        await queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
      },
    }),
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = createApiKeyInput.safeParse({ name });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Check the name');
      return;
    }
    setFieldError(null);
    create.mutate(parsed.data);
  }

  return (
    <form className={styles.inlineForm} onSubmit={onSubmit} noValidate aria-label="Create API key">
      <TextField
        label="Key name"
        name="name"
        placeholder="e.g. Production server"
        value={name}
        maxLength={80}
        onChange={(event) => setName(event.target.value)}
        error={fieldError}
        hint="A name that tells you where the key is used."
        className={styles.grow}
      />
      <Button type="submit" variant="primary" pending={create.isPending} icon={<PlusIcon size={16} />} className={styles.alignButton}>
        Create key
      </Button>
      {create.isError ? (
        <div className={styles.fullRow}>
          <Alert tone="error" title="The key was not created">
            {describeError(create.error).message}
          </Alert>
        </div>
      ) : null}
    </form>
  );
}

