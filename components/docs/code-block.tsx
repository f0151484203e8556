import { CopyButton } from '@/components/ui/copy-button';
import styles from './docs.module.css';

/** A dark code sample with a copy button; `label` names the language or file. */
export function CodeBlock({ code, label = 'shell' }: { code: string; label?: string }) {
  return (
    <div className={`${styles.code} ${label === 'response' ? styles.response : ''}`}>
      <div className={styles.codeBar}>
        <span>{label}</span>
        <CopyButton value={code} />
      </div>
      <pre>
        <code>{code}</code>
      </pre>
    </div>
  );
}
