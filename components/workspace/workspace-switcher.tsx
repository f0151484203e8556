'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { RoleBadge } from '@/components/ui/badge';
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { switchWorkspace } from './actions';
import styles from './app-shell.module.css';
import type { WorkspaceInfo } from './workspace-context';

function Initial({ name }: { name: string }) {
  return (
    <span className={styles.wsInitial} aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

/** The current workspace; a menu to change it when the user belongs to several. */
export function WorkspaceSwitcher({ current, workspaces }: { current: WorkspaceInfo; workspaces: WorkspaceInfo[] }) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const queryClient = useQueryClient();
  const toast = useToast();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const summary = (
    <>
      <Initial name={current.name} />
      <span className={styles.wsText}>
        <span className={styles.wsName}>{current.name}</span>
        <span className={styles.wsRole}>{current.role.charAt(0).toUpperCase() + current.role.slice(1)}</span>
      </span>
    </>
  );

  if (workspaces.length < 2) {
    return (
      <div className={styles.workspace} aria-label="Workspace">
        {summary}
      </div>
    );
  }

  function choose(id: string) {
    setOpen(false);
    if (id === current.id) return;
    startTransition(async () => {
      const result = await switchWorkspace(id);
      if (!result.ok) {
        toast(result.error ?? 'Could not switch workspace.', 'error');
        return;
      }
      // Everything cached belonged to the previous workspace.
      queryClient.removeQueries();
      router.refresh();
    });
  }

  return (
    <div className={styles.switcher} ref={rootRef}>
      <button
        type="button"
        className={`${styles.workspace} ${styles.workspaceButton}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Workspace: ${current.name}. Switch workspace`}
        onClick={() => setOpen((value) => !value)}
        disabled={pending}
      >
        {summary}
        {pending ? <span className="spinner" aria-hidden="true" /> : <ChevronDownIcon size={16} />}
      </button>
      {open ? (
        <div className={styles.menu} id={menuId}>
          <p className={styles.menuHeading}>Switch workspace</p>
          <ul>
            {workspaces.map((ws) => (
              <li key={ws.id}>
                <button type="button" className={styles.menuItem} onClick={() => choose(ws.id)} aria-current={ws.id === current.id ? 'true' : undefined}>
                  <Initial name={ws.name} />
                  <span className={styles.menuName}>{ws.name}</span>
                  <RoleBadge role={ws.role} />
                  <span className={styles.menuCheck}>{ws.id === current.id ? <CheckIcon size={14} /> : null}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
