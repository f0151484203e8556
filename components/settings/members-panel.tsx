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
import { CopyButton } from '@/components/ui/copy-button';
import { EmptyState } from '@/components/ui/empty-state';
import { describeError } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { formatDateTime } from '@/components/ui/format';
import { PlusIcon, UsersIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { DataTable } from '@/components/ui/data-table';
import { type Role, useWorkspace } from '@/components/workspace/workspace-context';
import type { AppRouter } from '@/server/api/root';
import { inviteMemberInput } from '@/server/schemas/settings';
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
          <InviteMemberForm />
        ) : (
          <Alert tone="info" title="Only owners and admins can add or remove members">
            Ask a workspace owner or admin to invite a colleague.
          </Alert>
        )}
      </div>

      {canManage ? <PendingInvitations /> : null}

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
        <DataTable label="Members" columns={['Member', 'Role', 'Joined']} actions={canManage}>
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
        </DataTable>
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
          <p>You lose access to this workspace right away. Another owner or admin would have to invite you again.</p>
        ) : (
          <p>They lose access to this workspace right away. Their account and their other workspaces are not affected.</p>
        )}
      </ConfirmDialog>
    </section>
  );
}

function InviteMemberForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { workspace } = useWorkspace();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const invite = useMutation(
    trpc.workspace.invite.mutationOptions({
      onSuccess: async (result) => {
        toast(`Invitation for ${result.email} created`);
        setEmail('');
        setRole('member');
        await queryClient.invalidateQueries({ queryKey: trpc.workspace.invitations.queryKey() });
      },
    }),
  );
  const roles: Role[] = workspace.role === 'owner' ? ['member', 'admin', 'owner'] : ['member', 'admin'];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = inviteMemberInput.safeParse({ email: email.trim(), role });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Check the email address');
      return;
    }
    setFieldError(null);
    invite.mutate(parsed.data);
  }

  return (
    <form className={styles.inlineForm} onSubmit={onSubmit} noValidate aria-label="Invite member">
      <TextField
        label="Email"
        name="email"
        type="email"
        placeholder="colleague@company.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
        hint="You get a one-time link (valid 7 days) to send them. They join when they accept it."
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
      <Button type="submit" variant="primary" pending={invite.isPending} icon={<PlusIcon size={16} />} className={styles.alignButton}>
        Invite
      </Button>
      {invite.isError ? (
        <div className={styles.fullRow}>
          <Alert tone="error" title="No invitation was created">
            {describeError(invite.error).message}
          </Alert>
        </div>
      ) : null}
      {invite.data ? (
        <div className={styles.fullRow}>
          <section aria-label="Invitation link">
            <Alert tone="info" title={`Send this link to ${invite.data.email}`}>
              <p>It works once, until {formatDateTime(invite.data.expiresAt)}. Anyone with the link can use it, so send it only to them.</p>
              <code className="mono" data-testid="invite-url">
                {invite.data.inviteUrl}
              </code>{' '}
              <CopyButton value={invite.data.inviteUrl} label="Copy link" />
            </Alert>
          </section>
        </div>
      ) : null}
    </form>
  );
}

function PendingInvitations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const invitations = useQuery(trpc.workspace.invitations.queryOptions());
  const revoke = useMutation(
    trpc.workspace.revokeInvitation.mutationOptions({
      onSuccess: async () => {
        toast('Invitation revoked');
        await queryClient.invalidateQueries({ queryKey: trpc.workspace.invitations.queryKey() });
      },
    }),
  );
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <DataTable label="Pending invitations" columns={['Invited', 'Role', 'Expires']} actions>
      {invitations.data.map((invitation) => (
        <tr key={invitation.id}>
          <td>{invitation.email}</td>
          <td>
            <RoleBadge role={invitation.role} />
          </td>
          <td className={`${styles.secondary} nowrap`}>{formatDateTime(invitation.expiresAt)}</td>
          <td className="cell-actions">
            <Button
              variant="danger-ghost"
              size="sm"
              pending={revoke.isPending && revoke.variables?.invitationId === invitation.id}
              onClick={() => revoke.mutate({ invitationId: invitation.id })}
              aria-label={`Revoke the invitation for ${invitation.email}`}
            >
              Revoke
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
