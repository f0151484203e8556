import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { trpcHttp, webContext } from '@/server/api/testing/trpc-http';
import { checkCredentials } from '@/server/auth/users';
import { v1, insertProject } from '@/test/fixtures';
import { adminCli } from './admin-cli';
import { runCli } from './testing/run-cli';

/** The operator CLI with these arguments, against this test's database (scripts/cli-processes.int.test.ts runs it as a process). */
const admin = (...args: string[]) => runCli(adminCli, args);

describe('operator CLI', () => {
  it('creates a workspace, keys, credits and revokes, one JSON line each', async () => {
    const email = `cli-${randomBytes(3).toString('hex')}@example.com`;
    const created = await admin('create-workspace', '--name', 'Acme', '--owner', email, '--password', 'a long password', '--credits', '50');
    expect(created.code).toBe(0);
    const lines = created.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!);
    expect(Object.keys(out).sort()).toEqual(['apiKey', 'webhookSecret', 'workspaceId']);
    expect(out.apiKey).toMatch(/^ok_live_/);
    expect(out.webhookSecret).toMatch(/^whsec_/);

    const key = await admin('create-key', '--workspace', out.workspaceId, '--name', 'second');
    expect(key.code).toBe(0);
    const { apiKey } = JSON.parse(key.stdout);

    const credits = await admin('set-credits', '--workspace', out.workspaceId, '--credits', '75', '--monthly-budget', '500');
    expect(JSON.parse(credits.stdout)).toEqual({ workspaceId: out.workspaceId, credits: 75, monthlyBudget: 500 });

    const revoked = await admin('revoke-key', '--workspace', out.workspaceId, '--key', apiKey);
    expect(JSON.parse(revoked.stdout)).toEqual({ revoked: true });

    const project = await insertProject(out.workspaceId);
    expect((await v1('GET', `/projects/${project.id}`, { key: out.apiKey })).status).toBe(200);
    expect((await v1('GET', `/projects/${project.id}`, { key: apiKey })).status).toBe(401);
  });

  it('creates a new owner without --password and gives a one-time set-password link (24 h)', async () => {
    const email = `cli-nopw-${randomBytes(3).toString('hex')}@example.com`;
    const created = await admin('create-workspace', '--name', 'No Password Inc', '--owner', email);
    expect(created.code).toBe(0);
    const out = JSON.parse(created.stdout.trim());
    expect(Object.keys(out).sort()).toEqual(['apiKey', 'setPasswordUrl', 'webhookSecret', 'workspaceId']);
    expect(out.apiKey).toMatch(/^ok_live_/);
    const match = /^http:\/\/people\.test\/set-password\/([A-Za-z0-9]{43})$/.exec(out.setPasswordUrl);
    expect(match).not.toBeNull();
    const token = match![1]!;

    // The account exists without a password: nothing signs in yet.
    expect(await checkCredentials(email, 'a long new password')).toBeNull();
    const { prisma } = await getDb();
    const link = await prisma.oneTimeToken.findFirstOrThrow({ where: { email, purpose: 'set_password' } });
    expect(Math.abs(link.expiresAt.getTime() - link.createdAt.getTime() - 24 * 60 * 60_000)).toBeLessThan(60_000);
    expect(JSON.stringify(link)).not.toContain(token);

    // The page's API: it names the account, sets the password once, and the link is spent.
    const anonymous = webContext(null);
    expect((await trpcHttp(anonymous, 'query', 'account.passwordLink', { token })).body.result?.data).toEqual({ email });
    expect((await trpcHttp(anonymous, 'mutation', 'account.setPassword', { token, password: 'short' })).status).toBe(400);
    expect((await trpcHttp(anonymous, 'mutation', 'account.setPassword', { token, password: 'a long new password' })).status).toBe(200);
    expect(await checkCredentials(email, 'a long new password')).toMatchObject({ email });
    expect((await trpcHttp(anonymous, 'mutation', 'account.setPassword', { token, password: 'another long password' })).status).toBe(404);
    expect((await trpcHttp(anonymous, 'query', 'account.passwordLink', { token })).status).toBe(404);
    expect(await checkCredentials(email, 'another long password')).toBeNull();
  });

  it('fails with a clear message and a non-zero exit on bad input', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['create-key', '--workspace', 'does-not-exist'], /No workspace with id does-not-exist/],
      [['set-credits', '--workspace', 'x', '--credits', 'many'], /--credits must be a whole number/],
      [['create-workspace', '--name', 'X'], /--owner is required/],
      [['frobnicate'], /Unknown command "frobnicate"/],
      [['create-key', '--nope', '1'], /Unknown option '--nope'/],
    ];
    for (const [args, message] of cases) {
      const result = await admin(...args);
      expect(result.code).not.toBe(0);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(message);
    }
  });
});
