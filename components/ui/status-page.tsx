import type { ReactNode } from 'react';
import { Logo } from './logo';
import styles from './status-page.module.css';

/** Full-page message for 404s and unexpected errors, in the app's look. */
export function StatusPage({ code, title, text, children }: { code: string; title: string; text: string; children?: ReactNode }) {
  return (
    <main className={styles.page}>
      <Logo />
      <div className={`card ${styles.card}`}>
        <p className={styles.code}>{code}</p>
        <h1>{title}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </main>
  );
}
