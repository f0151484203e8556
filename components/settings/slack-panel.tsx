'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { describeError } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { formatDateTime } from '@/components/ui/format';
import { DownloadIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { useWorkspace } from '@/components/workspace/workspace-context';
import styles from './settings.module.css';

/** Saves the manifest as a file, built in the browser from what the server returned. */
function downloadJson(name: string, value: unknown) {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }));
  const anchor = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}

/**
 * Settings › Slack: step 1, the app manifest to create a Slack app from; step 2, the team id,
 * signing secret and bot token of that app; then the connection (secrets as hints only) and a
 * disconnect action. The secrets are typed once and never come back from the server.
 */
export function SlackPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { canManage } = useWorkspace();
  const toast = useToast();
  const status = useQuery(trpc.slack.status.queryOptions());
  const manifest = useQuery(trpc.slack.manifest.queryOptions());
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.slack.status.queryKey() });

  const connect = useMutation(
    trpc.slack.connect.mutationOptions({
      gcTime: 0,
      onSuccess: async () => {
        toast('Slack connected. Try /people help in any channel.');
        await refresh();
      },
    }),
  );
  const disconnect = useMutation(
    trpc.slack.disconnect.mutationOptions({
      onSuccess: async () => {
        setConfirmDisconnect(false);
        toast('Slack disconnected.');
        await refresh();
      },
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    connect.mutate({ teamId: String(form.get('teamId') ?? ''), signingSecret: String(form.get('signingSecret') ?? ''), botToken: String(form.get('botToken') ?? '') });
  };

  return (
    <div className="stack-lg">
      <section className="card" aria-labelledby="slack-app-title">
        <div className="card-header">
          <div>
            <h2 id="slack-app-title">1. Create the Slack app</h2>
            <p>
              In Slack, go to <strong>api.slack.com/apps › Create New App › From a manifest</strong>, pick your Slack workspace and paste this manifest.
              Then install the app to the workspace.
            </p>
          </div>
        </div>
        <div className={styles.cardSection}>
          {manifest.data ? (
            <>
              <dl className={styles.meta}>
                <div>
                  <dt>Slash command</dt>
                  <dd>
                    <code>{manifest.data.command}</code>
                  </dd>
                </div>
                <div>
                  <dt>Request URL</dt>
                  <dd>
                    <code data-testid="slack-request-url">{manifest.data.requestUrl}</code>
                  </dd>
                </div>
                <div>
                  <dt>Bot scopes</dt>
                  <dd>{manifest.data.scopes.map((scope) => <code key={scope}>{scope} </code>)}</dd>
                </div>
              </dl>
              <div className={styles.secretRow}>
                <Button variant="primary" icon={<DownloadIcon size={16} />} onClick={() => downloadJson('people-search-slack-manifest.json', manifest.data.manifest)}>
                  Download manifest
                </Button>
                <CopyButton value={JSON.stringify(manifest.data.manifest, null, 2)} label="Copy manifest" size="md" />
              </div>
            </>
          ) : manifest.isError ? (
            <Alert tone="error">{describeError(manifest.error).message}</Alert>
          ) : (
            <span className="skeleton" style={{ height: 12, width: 240 }} />
          )}
        </div>
      </section>

      <section className="card" aria-labelledby="slack-connection-title">
        <div className="card-header">
          <div>
            <h2 id="slack-connection-title">2. Connect it</h2>
            <p>
              One Slack workspace per workspace here. The signing secret and bot token are stored encrypted and never shown again in full.
            </p>
          </div>
        </div>
        <div className={styles.cardSection}>
          {status.isPending ? (
            <span className="skeleton" style={{ height: 12, width: 200 }} />
          ) : status.isError ? (
            <Alert tone="error">{describeError(status.error).message}</Alert>
          ) : status.data.connected ? (
            <div data-testid="slack-connection">
              <Alert tone="success" title={`Connected to Slack team ${status.data.teamId}`}>
                Slash commands from this team start searches in this workspace.
              </Alert>
              <dl className={styles.meta}>
                <div>
                  <dt>Team id</dt>
                  <dd>
                    <code>{status.data.teamId}</code>
                  </dd>
                </div>
                <div>
                  <dt>Signing secret</dt>
                  <dd>
                    <code>{status.data.signingSecretHint}</code>
                  </dd>
                </div>
                <div>
                  <dt>Bot token</dt>
                  <dd>
                    <code>{status.data.botTokenHint}</code>
                  </dd>
                </div>
                <div>
                  <dt>Connected</dt>
                  <dd>
                    {formatDateTime(status.data.connectedAt)} by {status.data.connectedBy}
                  </dd>
                </div>
              </dl>
            </div>
          ) : (
            <p className="muted" data-testid="slack-not-connected">
              Not connected.
            </p>
          )}

          {!canManage ? (
            <Alert tone="info" title="Only owners and admins can connect or disconnect Slack" />
          ) : (
            <form onSubmit={onSubmit} className="stack" aria-label="Connect Slack">
              <TextField label="Team id" name="teamId" placeholder="T0123ABCD" autoComplete="off" required hint="Slack: the workspace's id, starting with T." />
              <TextField label="Signing secret" name="signingSecret" type="password" autoComplete="off" required hint="The app's Basic Information › App Credentials › Signing Secret." />
              <TextField label="Bot token" name="botToken" type="password" autoComplete="off" placeholder="xoxb-…" required hint="OAuth & Permissions › Bot User OAuth Token. Slack is asked whose it is before anything is saved." />
              {connect.isError ? (
                <Alert tone="error" title="Not connected">
                  {describeError(connect.error).message}
                </Alert>
              ) : null}
              <div>
                <Button type="submit" variant="primary" pending={connect.isPending}>
                  {status.data?.connected ? 'Replace connection' : 'Connect Slack'}
                </Button>
              </div>
            </form>
          )}
        </div>
        {canManage && status.data?.connected ? (
          <div className={styles.cardFooter}>
            <p>Disconnecting stops slash commands from this team at once.</p>
            <Button variant="danger-ghost" onClick={() => setConfirmDisconnect(true)}>
              Disconnect
            </Button>
          </div>
        ) : null}
      </section>

      <ConfirmDialog
        open={confirmDisconnect}
        title="Disconnect Slack?"
        confirmLabel="Disconnect"
        pending={disconnect.isPending}
        error={disconnect.isError ? describeError(disconnect.error).message : null}
        onClose={() => setConfirmDisconnect(false)}
        onConfirm={() => disconnect.mutate()}
      >
        <p>The signing secret and bot token are deleted. Slash commands from this team get a short answer and start nothing.</p>
      </ConfirmDialog>
    </div>
  );
}
