'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Badge, RoleBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { describeError } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { formatDateTime } from '@/components/ui/format';
import { PlusIcon, UsersIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { type Role, useWorkspace } from '@/components/workspace/workspace-context';
import type { AppRouter } from '@/server/api/root';
import { addMemberInput } from '@/server/schemas/settings';
import styles from './settings.module.css';
import { TableSkeleton } from './table-skeleton';

type Member = inferRouterOutputs<AppRouter>['workspace']['members'][number];

const ROLE_HELP: Record<Role, string> = {
  member: 'Member: sees keys and settings, cannot manage them.',
  admin: 'Admin: manages keys, the webhook secret and members.',
  owner: 'Owner: everything an admin does, plus managing owners.',
};

export function MembersPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();
  const { canManage, userId, workspace } = useWorkspace();
  const members = useQuery(trpc.workspace.members.queryOptions());
  const [removing, setRemoving] = useState<Member | null>(null);
  // The server keeps at least one owner; the last one is not offered a way to leave.
  const owners = members.data?.filter((m) => m.role === 'owner').length ?? 0;
  const canRemove = (member: Member) => !(member.role === 'owner' && owners <= 1);

  const remove = useMutation(
    trpc.workspace.removeMember.mutationOptions({
      onSuccess: async () => {
        const self = removing?.userId === userId;
        toast(self ? `You left ${workspace.name}` : `${removing?.email} removed`);
        setRemoving(null);
        if (self) {
          // The session now resolves to another workspace (or none): reload everything.
          queryClient.removeQueries();
          router.refresh();
          return;
        }
        await queryClient.invalidateQueries({ queryKey: trpc.workspace.members.queryKey() });
      },
    }),
  );

  return (
    <section className="card" aria-labelledby="members-title">
      <div className="card-header">
        <div>
          <h2 id="members-title">Members</h2>
          <p>Everyone here acts in this workspace. Owners and admins manage keys, the webhook secret and members.</p>
        </div>
      </div>

      <div className={styles.cardSection}>
        {canManage ? (
          <AddMemberForm />
        ) : (
          <Alert tone="info" title="Only owners and admins can add or remove members">
            Ask a workspace owner or admin to invite a colleague.
          </Alert>
        )}
      </div>

      {members.isPending ? (
        <TableSkeleton columns={4} />
      ) : members.isError ? (
        <div className={styles.cardSection}>
          <Alert tone="error" title="Could not load the members">
            {describeError(members.error).message}
          </Alert>
        </div>
      ) : members.data.length === 0 ? (
        <EmptyState icon={<UsersIcon size={20} />} title="No members" />
      ) : (
        <div className="table-wrap">
          <table className="table" aria-label="Members">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Role</th>
                <th scope="col">Joined</th>
                {canManage ? (
                  <th scope="col" className="cell-actions">
                    <span className="visually-hidden">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => (
                <tr key={member.userId}>
                  <td>
                    <div className={styles.person}>
                      <span className={styles.personAvatar} aria-hidden="true">
                        {(member.name ?? member.email).charAt(0).toUpperCase()}
                      </span>
                      <div className={styles.personText}>
                        <span className={styles.strong}>
                          {member.name ?? member.email}
                          {member.userId === userId ? (
                            <>
                              {' '}
                              <Badge>You</Badge>
                            </>
                          ) : null}
                        </span>
                        {member.name ? <span className={styles.secondary}>{member.email}</span> : null}
                      </div>
                    </div>
                  </td>
                  <td>
                    <RoleBadge role={member.role} />
                  </td>
                  <td className={`${styles.secondary} nowrap`}>{formatDateTime(member.since)}</td>
                  {canManage ? (
                    <td className="cell-actions">
                      {canRemove(member) ? (
                        <Button
                          variant="danger-ghost"
                          size="sm"
                          onClick={() => {
                            remove.reset();
                            setRemoving(member);
                          }}
                          aria-label={member.userId === userId ? 'Leave workspace' : `Remove ${member.email}`}
                        >
                          {member.userId === userId ? 'Leave' : 'Remove'}
                        </Button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ConfirmDialog
        open={removing !== null}
        title={removing?.userId === userId ? `Leave ${workspace.name}?` : `Remove ${removing?.email ?? ''}?`}
        confirmLabel={removing?.userId === userId ? 'Leave workspace' : 'Remove member'}
        pending={remove.isPending}
        error={remove.isError ? describeError(remove.error).message : null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ userId: removing.userId })}
      >
        {removing?.userId === userId ? (
          <p>You lose access to this workspace right away. Another owner or admin would have to add you again.</p>
        ) : (
          <p>They lose access to this workspace right away. Their account and their other workspaces are not affected.</p>
        )}
      </ConfirmDialog>
    </section>
  );
}

function AddMemberForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { workspace } = useWorkspace();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const add = useMutation(
    trpc.workspace.addMember.mutationOptions({
      onSuccess: async (_result, input) => {
        toast(`${input.email} added as ${input.role}`);
        setEmail('');
        setRole('member');
        await queryClient.invalidateQueries({ queryKey: trpc.workspace.members.queryKey() });
      },
    }),
  );
  const roles: Role[] = workspace.role === 'owner' ? ['member', 'admin', 'owner'] : ['member', 'admin'];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = addMemberInput.safeParse({ email: email.trim(), role });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Check the email address');
      return;
    }
    setFieldError(null);
    add.mutate(parsed.data);
  }

  return (
    <form className={styles.inlineForm} onSubmit={onSubmit} noValidate aria-label="Add member">
      <TextField
        label="Email"
        name="email"
        type="email"
        placeholder="colleague@company.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
        hint="They need an account first: ask them to sign up, then add them here."
        className={styles.grow}
      />
      <div className={`field ${styles.roleField}`}>
        <label className="field-label" htmlFor="member-role">
          Role
        </label>
        <select id="member-role" className="select" value={role} onChange={(event) => setRole(event.target.value as Role)}>
          {roles.map((value) => (
            <option key={value} value={value}>
              {value.charAt(0).toUpperCase() + value.slice(1)}
            </option>
          ))}
        </select>
        <p className="field-hint">{ROLE_HELP[role]}</p>
      </div>
      <Button type="submit" variant="primary" pending={add.isPending} icon={<PlusIcon size={16} />} className={styles.alignButton}>
        Add member
      </Button>
      {add.isError ? (
        <div className={styles.fullRow}>
          <Alert tone="error" title="The member was not added">
            {describeError(add.error).message}
          </Alert>
        </div>
      ) : null}
    </form>
  );
}
