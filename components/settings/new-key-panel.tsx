'use client';

import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { WarningIcon } from '@/components/ui/icons';
import styles from './settings.module.css';

/** The one and only time the full key is on screen: it lives in component state, never in a cache. */
export function NewKeyPanel({ name, apiKey, onDismiss }: { name: string; apiKey: string; onDismiss: () => void }) {
  return (
    <div className={styles.secretPanel} role="region" aria-label="New API key">
      <div className={styles.secretPanelHead}>
        <WarningIcon size={18} />
        <div>
          <p className={styles.secretPanelTitle}>Copy your new key “{name}” now</p>
          <p>It will not be shown again. Only a hash is stored, so nobody can recover it later: if you lose it, revoke it and create another.</p>
        </div>
      </div>
      <div className={styles.secretRow}>
        <code className={styles.secretValue} data-testid="new-api-key">
          {apiKey}
        </code>
        <CopyButton value={apiKey} label="Copy key" size="md" />
      </div>
      <div>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          I have copied it
        </Button>
      </div>
    </div>
  );
}
