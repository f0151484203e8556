import { describe, expect, it } from 'vitest';
import { trpcHttp, webContext } from '@/server/api/testing/trpc-http';
import { checkCredentials } from '@/server/auth/users';
import { getDb } from '@/server/db';
import { addTestMember, createTestWorkspace } from '@/test/fixtures';

const tokenOf = (url: string) => /\/invitations\/([A-Za-z0-9]{43})$/.exec(url)![1]!;

async function invite(owner: ReturnType<typeof webContext>, email: string, role = 'member') {
  const response = await trpcHttp(owner, 'mutation', 'workspace.invite', { email, role });
  return response as { status: number; body: { result?: { data: { inviteUrl: string; email: string; role: string } }; error?: { message: string } } };
}

describe('members by invitation (/api/trpc)', () => {
  it('adds nobody without consent, and answers the same for registered and unknown addresses', async () => {
    const ws = await createTestWorkspace();
    const someoneElse = await createTestWorkspace();
    const owner = webContext(ws.owner);
    const registered = await invite(owner, someoneElse.email);
    const unknown = await invite(owner, `nobody-${Date.now()}@example.com`);
    expect(registered.status).toBe(200);
    expect(unknown.status).toBe(200);
    const shape = (r: typeof registered) => Object.keys(r.body.result!.data).sort();
    expect(shape(registered)).toEqual(shape(unknown));
    // Nobody joined yet.
    const members = await trpcHttp(owner, 'query', 'workspace.members');
    expect(JSON.stringify(members.body)).not.toContain(someoneElse.email);
    // The old way in is gone.
    expect((await trpcHttp(owner, 'mutation', 'workspace.addMember', { email: someoneElse.email, role: 'member' })).status).toBe(404);
  });

  it('lets the invited user accept once while signed in with the invited address, never another account', async () => {
    const ws = await createTestWorkspace();
    const invitee = await createTestWorkspace();
    const stranger = await createTestWorkspace();
    const invited = await invite(webContext(ws.owner), invitee.email.toUpperCase(), 'admin');
    const token = tokenOf(invited.body.result!.data.inviteUrl);

    const preview = await trpcHttp(webContext(null), 'query', 'account.invitation', { token });
    expect(preview.body.result?.data).toMatchObject({ workspaceId: ws.workspaceId, email: invitee.email, role: 'admin' });

    const wrong = await trpcHttp(webContext(stranger.owner), 'mutation', 'account.acceptInvitation', { token });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error?.message).toContain(invitee.email);
    const accepted = await trpcHttp(webContext(invitee.owner), 'mutation', 'account.acceptInvitation', { token });
    expect(accepted.status).toBe(200);
    const { prisma } = await getDb();
    expect(await prisma.membership.findUnique({ where: { userId_workspaceId: { userId: invitee.userId, workspaceId: ws.workspaceId } } })).toMatchObject({ role: 'admin' });
    // One use only.
    expect((await trpcHttp(webContext(invitee.owner), 'mutation', 'account.acceptInvitation', { token })).status).toBe(404);
    expect((await trpcHttp(webContext(null), 'query', 'account.invitation', { token })).status).toBe(404);
  });

  it('lets the invitee create the account for the invited address through the link; it then signs in', async () => {
    const ws = await createTestWorkspace();
    const email = `new-${Date.now()}@example.com`;
    const token = tokenOf((await invite(webContext(ws.owner), email)).body.result!.data.inviteUrl);
    const created = await trpcHttp(webContext(null), 'mutation', 'account.acceptInvitationWithNewAccount', { token, password: 'a long password 1' });
    expect(created.status).toBe(200);
    expect(await checkCredentials(email, 'a long password 1')).toMatchObject({ email });
    const { prisma } = await getDb();
    const memberships = await prisma.membership.findMany({ where: { user: { email } } });
    expect(memberships).toEqual([expect.objectContaining({ workspaceId: ws.workspaceId, role: 'member' })]);
  });

  it('is for owners and admins; only owners invite owners; a new invitation replaces the last; revoked links stop working', async () => {
    const ws = await createTestWorkspace();
    const member = webContext(await addTestMember(ws.workspaceId, 'member'));
    const admin = webContext(await addTestMember(ws.workspaceId, 'admin'));
    const email = `x-${Date.now()}@example.com`;
    expect((await invite(member, email)).status).toBe(403);
    expect((await invite(admin, email, 'owner')).status).toBe(403);
    const first = tokenOf((await invite(admin, email)).body.result!.data.inviteUrl);
    const second = await invite(admin, email, 'admin');
    expect((await trpcHttp(webContext(null), 'query', 'account.invitation', { token: first })).status).toBe(404);
    const pending = await trpcHttp(admin, 'query', 'workspace.invitations');
    const list = pending.body.result!.data as Array<{ id: string; email: string; role: string }>;
    expect(list).toEqual([expect.objectContaining({ email, role: 'admin' })]);
    expect((await trpcHttp(admin, 'mutation', 'workspace.revokeInvitation', { invitationId: list[0]!.id })).status).toBe(200);
    const token = tokenOf(second.body.result!.data.inviteUrl);
    expect((await trpcHttp(webContext(null), 'mutation', 'account.acceptInvitationWithNewAccount', { token, password: 'a long password 1' })).status).toBe(404);
  });
});

describe('sign-up (/api/trpc account.signUp)', () => {
  it('refuses a registered address without saying that it is registered', async () => {
    const ws = await createTestWorkspace();
    const refused = await trpcHttp(webContext(null, '198.51.100.77'), 'mutation', 'account.signUp', { email: ws.email, password: 'another long password' });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).not.toMatch(/exists|registered|taken|already have an account with this/i);
  });
});
