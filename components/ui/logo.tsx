import styles from './logo.module.css';

export function Logo({ inverted, compact }: { inverted?: boolean; compact?: boolean }) {
  return (
    <span className={`${styles.logo} ${inverted ? styles.inverted : ''}`}>
      <span className={styles.mark} aria-hidden="true">
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round">
          <circle cx="10" cy="8" r="3.5" />
          <path d="M3.5 20c.8-3.6 3.3-5.5 6.5-5.5 1.6 0 3 .5 4.1 1.4" />
          <circle cx="17.5" cy="17" r="2.6" />
          <path d="m19.5 19 2 2" />
        </svg>
      </span>
      {compact ? null : <span className={styles.word}>People Search</span>}
    </span>
  );
}
