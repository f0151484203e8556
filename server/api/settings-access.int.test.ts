import { describe, expect, it } from 'vitest';
import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { addTestMember, createTestWorkspace } from '@/test/fixtures';
import { appRouter } from './root';
import { createCallerFactory } from './trpc';

const callerFor = (principal: Principal) =>
  createCallerFactory(appRouter)({ principal, userId: principal.kind === 'user' ? principal.userId : null });

describe('workspace secrets and keys are managed by owners and admins only (server-enforced)', () => {
  it('refuses a member every management procedure', async () => {
    const ws = await createTestWorkspace();
    const member = callerFor(await addTestMember(ws.workspaceId, 'member'));
    const { prisma } = await getDb();
    const key = await prisma.apiKey.findFirstOrThrow({ where: { workspaceId: ws.workspaceId } });
    await expect(member.apiKeys.create({ name: 'nope' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(member.apiKeys.revoke({ keyId: key.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(member.webhookSecret.reveal()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(member.webhookSecret.rotate()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(member.workspace.invite({ email: ws.email, role: 'admin' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Nothing changed.
    expect(await prisma.apiKey.count({ where: { workspaceId: ws.workspaceId } })).toBe(1);
    expect((await prisma.apiKey.findUniqueOrThrow({ where: { id: key.id } })).revokedAt).toBeNull();
    expect(await prisma.auditEvent.count({ where: { workspaceId: ws.workspaceId, action: 'webhook_secret.revealed' } })).toBe(0);
    // A member may still see the key list (without secrets).
    const list = await member.apiKeys.list();
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(ws.apiKey);
    expect(list[0]!.displayPrefix).toBe(ws.apiKey.slice(0, 12));
  });

  it('lets an admin and an owner manage keys and the secret, and records reveals', async () => {
    const ws = await createTestWorkspace();
    const owner = callerFor(ws.owner);
    const admin = callerFor(await addTestMember(ws.workspaceId, 'admin'));
    const created = await admin.apiKeys.create({ name: 'ci' });
    expect(created.apiKey).toMatch(/^ok_live_[A-Za-z0-9]{43}$/);
    const { prisma } = await getDb();
    const stored = await prisma.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(JSON.stringify(stored)).not.toContain(created.apiKey);
    expect(stored.lastFour).toBe(created.apiKey.slice(-4));

    const revealed = await owner.webhookSecret.reveal();
    expect(revealed.webhookSecret).toBe(ws.webhookSecret);
    const workspace = await prisma.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } });
    expect(workspace.webhookSecretCiphertext).not.toContain(ws.webhookSecret.slice(6));
    const status = await admin.webhookSecret.status();
    expect(status.lastRevealedBy).toBe(ws.email);
    expect(status.lastRevealedAt).toBeInstanceOf(Date);

    const rotated = await admin.webhookSecret.rotate();
    expect(rotated.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(rotated.webhookSecret).not.toBe(ws.webhookSecret);
    expect((await owner.webhookSecret.reveal()).webhookSecret).toBe(rotated.webhookSecret);
  });

  it('never lets one workspace touch another workspace’s keys', async () => {
    const a = await createTestWorkspace();
    const b = await createTestWorkspace();
    const { prisma } = await getDb();
    const keyOfB = await prisma.apiKey.findFirstOrThrow({ where: { workspaceId: b.workspaceId } });
    await expect(callerFor(a.owner).apiKeys.revoke({ keyId: keyOfB.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await prisma.apiKey.findUniqueOrThrow({ where: { id: keyOfB.id } })).revokedAt).toBeNull();
    const listA = await callerFor(a.owner).apiKeys.list();
    expect(listA.map((k) => k.id)).not.toContain(keyOfB.id);
  });

  it('keeps API keys away from the web-only procedures', async () => {
    const ws = await createTestWorkspace();
    const viaKey = callerFor({ kind: 'apiKey', apiKeyId: 'k', workspaceId: ws.workspaceId });
    await expect(viaKey.apiKeys.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(viaKey.webhookSecret.reveal()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a second account for the same email', async () => {
    const ws = await createTestWorkspace();
    const anonymous = createCallerFactory(appRouter)({ principal: null, userId: null });
    await expect(anonymous.account.signUp({ email: ws.email.toUpperCase(), password: 'another long password' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});
