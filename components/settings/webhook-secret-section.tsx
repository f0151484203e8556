'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { describeError } from '@/components/ui/error-message';
import { formatDateTime } from '@/components/ui/format';
import { EyeIcon, RefreshIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { useWorkspace } from '@/components/workspace/workspace-context';
import styles from './settings.module.css';

const MASK = 'whsec_' + '•'.repeat(32);

/**
 * The workspace's webhook signing secret: masked until someone asks to see it (each reveal is
 * recorded on the server). Members get the button too, so the refusal comes from the server and
 * is shown, not guessed by the UI.
 */
export function WebhookSecretSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { canManage } = useWorkspace();
  const toast = useToast();
  const status = useQuery(trpc.webhookSecret.status.queryOptions());
  const [secret, setSecret] = useState<string | null>(null);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const refreshStatus = () => queryClient.invalidateQueries({ queryKey: trpc.webhookSecret.status.queryKey() });

  const reveal = useMutation(
    trpc.webhookSecret.reveal.mutationOptions({
      // Secrets live in component state only, never in a cache.
      gcTime: 0,
      onSuccess: async (result) => {
        setSecret(result.webhookSecret);
        await refreshStatus();
      },
    }),
  );
  const rotate = useMutation(
    trpc.webhookSecret.rotate.mutationOptions({
      gcTime: 0,
      onSuccess: async (result) => {
        setSecret(result.webhookSecret);
        setConfirmRotate(false);
        toast('Webhook secret rotated. Update your receivers with the new secret.');
        await refreshStatus();
      },
    }),
  );

  return (
    <section className="card" aria-labelledby="webhook-secret-title">
      <div className="card-header">
        <div>
          <h2 id="webhook-secret-title">Webhook signing secret</h2>
          <p>
            Every <code>project.completed</code> delivery carries <code>X-Service-Signature: sha256=&lt;hex&gt;</code>, the HMAC-SHA256 of the
            raw body keyed with this secret. Verify it before trusting a delivery.
          </p>
        </div>
      </div>

      <div className={styles.cardSection}>
        {canManage ? null : (
          <Alert tone="info" title="Only owners and admins can reveal or rotate the secret">
            Ask a workspace owner or admin for the secret if you build a webhook receiver.
          </Alert>
        )}

        <div className={styles.secretRow}>
          <code className={`${styles.secretValue} ${secret ? '' : styles.masked}`} data-testid="webhook-secret" aria-label={secret ? 'Webhook secret' : 'Webhook secret (hidden)'}>
            {secret ?? MASK}
          </code>
          {secret ? (
            <>
              <CopyButton value={secret} label="Copy secret" size="md" />
              <Button variant="ghost" onClick={() => setSecret(null)}>
                Hide
              </Button>
            </>
          ) : (
            <Button
              variant={canManage ? 'primary' : 'secondary'}
              onClick={() => reveal.mutate()}
              pending={reveal.isPending}
              icon={<EyeIcon size={16} />}
            >
              Reveal
            </Button>
          )}
        </div>

        {reveal.isError ? (
          <Alert tone="error" title="Reveal refused">
            {describeError(reveal.error).message}
          </Alert>
        ) : null}

        <dl className={styles.meta}>
          <div>
            <dt>Last revealed</dt>
            <dd>
              {status.isPending ? (
                <span className="skeleton" style={{ height: 12, width: 140 }} />
              ) : status.data?.lastRevealedAt ? (
                <>
                  {formatDateTime(status.data.lastRevealedAt)} by {status.data.lastRevealedBy}
                </>
              ) : (
                <span className="muted">Never</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Rotated</dt>
            <dd>
              {status.isPending ? (
                <span className="skeleton" style={{ height: 12, width: 140 }} />
              ) : status.data?.rotatedAt ? (
                formatDateTime(status.data.rotatedAt)
              ) : (
                <span className="muted">Never (created {formatDateTime(status.data?.createdAt)})</span>
              )}
            </dd>
          </div>
        </dl>
        {status.isError ? <Alert tone="error">{describeError(status.error).message}</Alert> : null}
      </div>

      {canManage ? (
        <div className={styles.cardFooter}>
          <p>Rotating replaces the secret at once; the old one stops working.</p>
          <Button
            variant="secondary"
            icon={<RefreshIcon size={15} />}
            onClick={() => {
              rotate.reset();
              setConfirmRotate(true);
            }}
          >
            Rotate secret
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={confirmRotate}
        title="Rotate the webhook secret?"
        confirmLabel="Rotate secret"
        pending={rotate.isPending}
        error={rotate.isError ? describeError(rotate.error).message : null}
        onClose={() => setConfirmRotate(false)}
        onConfirm={() => rotate.mutate()}
      >
        <p>A new secret is generated and every delivery from now on is signed with it. The current secret stops working immediately.</p>
        <p>
          <strong>Update every receiver that verifies signatures</strong> with the new secret, or it will reject deliveries.
        </p>
      </ConfirmDialog>
    </section>
  );
}
