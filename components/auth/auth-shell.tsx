import Link from 'next/link';
import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';
import styles from './auth.module.css';

const POINTS = [
  { title: 'Describe who you need', text: 'Write a brief in plain words: role, seniority, place, skills.' },
  { title: 'We search and verify', text: 'Several searches run in parallel; every match is checked against each criterion.' },
  { title: 'Use the results anywhere', text: 'Poll or get a signed webhook, then fetch JSON or a CSV export.' },
];

/** Two-column frame of the sign-in and sign-up pages: product story on the left, form on the right. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <aside className={styles.story}>
        <Link href="/" className={styles.brand} aria-label="People Search home">
          <Logo inverted />
        </Link>
        <div className={styles.storyBody}>
          <h2 className={styles.storyTitle}>Find the people who match your brief.</h2>
          <ol className={styles.points}>
            {POINTS.map((point, index) => (
              <li key={point.title}>
                <span className={styles.pointNumber}>{index + 1}</span>
                <div>
                  <strong>{point.title}</strong>
                  <p>{point.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <p className={styles.storyFoot}>
          Building an integration? Read the <Link href="/docs/api">API reference</Link>.
        </p>
      </aside>
      <main className={styles.main}>
        <div className={styles.mobileBrand}>
          <Logo />
        </div>
        <div className={styles.card}>
          <h1>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
