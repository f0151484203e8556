'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { describeError } from '@/components/ui/error-message';
import { useWorkspace } from '@/components/workspace/workspace-context';
import styles from './people.module.css';

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
