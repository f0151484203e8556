import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from '@/components/docs/docs.module.css';
import { HOME_PATH } from '@/components/workspace/nav-items';
import { buttonClass } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { auth } from '@/server/auth/auth';

/** Public documentation frame: readable without an account, with a way into the app. */
export default async function DocsLayout({ children }: { children: ReactNode }) {
  const signedIn = Boolean((await auth())?.user?.id);
  return (
    <>
      <header className={styles.topbar}>
        <div className={styles.topbarLeft}>
          <Link href="/" aria-label="People Search home">
            <Logo />
          </Link>
          <span className={styles.topbarDivider} aria-hidden="true" />
          <span className={styles.topbarTitle}>Developers</span>
        </div>
        {signedIn ? (
          <Link href={HOME_PATH} className={buttonClass('secondary', 'sm')}>
            Back to workspace
          </Link>
        ) : (
          <div className="row">
            <Link href="/sign-in" className={buttonClass('ghost', 'sm')}>
              Sign in
            </Link>
            <Link href="/sign-up" className={buttonClass('primary', 'sm')}>
              Create account
            </Link>
          </div>
        )}
      </header>
      <main>{children}</main>
    </>
  );
}
