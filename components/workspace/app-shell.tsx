'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { signOutAction } from '@/components/auth/actions';
import { LogOutIcon, MenuIcon, XIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { NAV_ITEMS, NAV_SECTIONS, isActive } from './nav-items';
import styles from './app-shell.module.css';
import { WorkspaceSwitcher } from './workspace-switcher';
import type { WorkspaceInfo } from './workspace-context';

interface AppShellProps {
  email: string;
  workspace: WorkspaceInfo | null;
  workspaces: WorkspaceInfo[];
  children: ReactNode;
}

/** Sidebar (a drawer on small screens) with the workspace, navigation and the signed-in user. */
export function AppShell({ email, workspace, workspaces, children }: AppShellProps) {
  const pathname = usePathname();
  // The drawer remembers the page it was opened on, so navigating closes it without an effect.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? pathname : null);

  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
        <button type="button" className={styles.menuButton} onClick={() => setDrawerOpen(true)} aria-label="Open navigation">
          <MenuIcon size={20} />
        </button>
        <Logo />
      </header>

      {drawerOpen ? <div className={styles.scrim} onClick={() => setDrawerOpen(false)} aria-hidden="true" /> : null}

      <aside className={`${styles.sidebar} ${drawerOpen ? styles.sidebarOpen : ''}`} aria-label="Sidebar">
        <div className={styles.sidebarHead}>
          <Link href="/" className={styles.brand} aria-label="People Search home">
            <Logo />
          </Link>
          <button type="button" className={styles.closeButton} onClick={() => setDrawerOpen(false)} aria-label="Close navigation">
            <XIcon size={18} />
          </button>
        </div>

        {workspace ? <WorkspaceSwitcher current={workspace} workspaces={workspaces} /> : null}

        <nav className={styles.nav} aria-label="Main">
          {NAV_SECTIONS.map((section) => {
            const items = NAV_ITEMS.filter((item) => item.section === section);
            if (items.length === 0) return null;
            return (
              <div key={section} className={styles.navSection}>
                <p className={styles.navHeading}>{section}</p>
                <ul>
                  {items.map((item) => {
                    const active = isActive(item, pathname);
                    const Icon = item.icon;
                    return (
                      <li key={item.href}>
                        <Link href={item.href} className={`${styles.navLink} ${active ? styles.navLinkActive : ''}`} aria-current={active ? 'page' : undefined}>
                          <Icon size={16} />
                          {item.label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </nav>

        <div className={styles.user}>
          <span className={styles.avatar} aria-hidden="true">
            {email.charAt(0).toUpperCase()}
          </span>
          <div className={styles.userText}>
            <span className={styles.userLabel}>Signed in as</span>
            <span className={styles.userEmail} title={email}>
              {email}
            </span>
          </div>
          <form action={signOutAction}>
            <button type="submit" className={styles.signOut} aria-label="Sign out" title="Sign out">
              <LogOutIcon size={16} />
            </button>
          </form>
        </div>
      </aside>

      <main className={styles.main} id="main">
        <div className={styles.content}>{children}</div>
      </main>
    </div>
  );
}
