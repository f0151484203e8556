import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcHttp, webContext } from '@/server/api/testing/trpc-http';
import { resetEnvForTests } from '@/server/env';
import { addTestMember, createTestWorkspace, insertProject } from '@/test/fixtures';
import { runAttempt } from './attempt';
import { requestCompletionWebhook } from './completion';
import { RESENDS_PER_WORKSPACE_PER_MINUTE } from './deliveries';
import { AUTOMATIC_DELIVERY } from './schedule';
import { startReceiver, type TestReceiver } from './testing/test-receiver';

// No executor runs here: the attempt is made by hand, so the log holds exactly what we made.
process.env.WEBHOOK_ALLOW_PRIVATE_HOSTS = '127.0.0.1';
resetEnvForTests();

let receiver: TestReceiver;
beforeAll(async () => {
  receiver = await startReceiver((_req, res) => {
    res.statusCode = 500;
    res.end('token=rcv_secret_echo');
  });
});
afterAll(() => receiver.close());

async function failedDelivery(workspaceId: string) {
  const project = await insertProject(workspaceId, { status: 'done', callbackUrl: receiver.url('/hook?token=cb_secret_123'), completedAt: new Date() });
  await requestCompletionWebhook(project.id);
  await runAttempt({ projectId: project.id, deliveryKey: AUTOMATIC_DELIVERY, attempt: 1, runId: 'run-1' });
  return project;
}

describe('the delivery log by role (/api/trpc)', () => {
  it('shows members callback URLs without their query string and no response excerpts; admins and owners everything', async () => {
    const ws = await createTestWorkspace();
    const project = await failedDelivery(ws.workspaceId);
    const member = webContext(await addTestMember(ws.workspaceId, 'member'));
    const admin = webContext(await addTestMember(ws.workspaceId, 'admin'));

    for (const path of ['webhooks.projectDeliveries', 'webhooks.recentDeliveries']) {
      const input = path === 'webhooks.projectDeliveries' ? { projectId: project.id } : undefined;
      const asMember = await trpcHttp(member, 'query', path, input);
      expect(asMember.status).toBe(200);
      const text = JSON.stringify(asMember.body);
      expect(text).not.toContain('cb_secret_123');
      expect(text).not.toContain('rcv_secret_echo');
      expect(text).toContain(`${receiver.url('/hook')}?…`);

      for (const privileged of [admin, webContext(ws.owner)]) {
        const full = JSON.stringify((await trpcHttp(privileged, 'query', path, input)).body);
        expect(full).toContain('cb_secret_123');
        expect(full).toContain('rcv_secret_echo');
      }
    }
  });
});

describe('the delivery log hides the same parts of every URL from members (/api/trpc)', () => {
  it('a user name in the callback URL and the query string of a redirect’s Location', async () => {
    const redirecting = await startReceiver((_req, res) => {
      res.statusCode = 302;
      res.setHeader('location', 'https://login.example/sso?ticket=loc_secret_456');
      res.end();
    });
    const relative = await startReceiver((_req, res) => {
      res.statusCode = 307;
      res.setHeader('location', '//carol:rel_pass_789@elsewhere.example/next#rel_frag_secret');
      res.end();
    });
    try {
      const ws = await createTestWorkspace();
      const withUser = (url: string) => url.replace('http://', 'http://bob_user_secret:pw_secret@');
      const projects = [];
      for (const target of [redirecting, relative]) {
        const project = await insertProject(ws.workspaceId, { status: 'done', callbackUrl: withUser(target.url('/hook')), completedAt: new Date() });
        await requestCompletionWebhook(project.id);
        await runAttempt({ projectId: project.id, deliveryKey: AUTOMATIC_DELIVERY, attempt: 1, runId: 'run-1' });
        projects.push(project);
      }
      const member = webContext(await addTestMember(ws.workspaceId, 'member'));
      const views = [
        ...projects.map((project) => ['webhooks.projectDeliveries', { projectId: project.id }] as const),
        ['webhooks.recentDeliveries', undefined] as const,
      ];
      for (const [path, input] of views) {
        const asMember = await trpcHttp(member, 'query', path, input);
        expect(asMember.status).toBe(200);
        const text = JSON.stringify(asMember.body);
        for (const secret of ['bob_user_secret', 'pw_secret', 'loc_secret_456', 'carol', 'rel_pass_789', 'rel_frag_secret']) expect(text).not.toContain(secret);
        // The owner sees them all.
        const full = JSON.stringify((await trpcHttp(webContext(ws.owner), 'query', path, input)).body);
        expect(full).toContain('bob_user_secret');
        expect(full).toMatch(/loc_secret_456|rel_pass_789/);
      }
      const first = await trpcHttp(member, 'query', 'webhooks.projectDeliveries', { projectId: projects[0]!.id });
      const data = first.body.result!.data as { callbackUrl: string; attempts: Array<{ url: string; error: string }> };
      expect(data.callbackUrl).toBe(redirecting.url('/hook').replace('http://', 'http://***@'));
      expect(data.attempts[0]).toMatchObject({ url: redirecting.url('/hook').replace('http://', 'http://***@'), error: 'HTTP 302: redirect to https://login.example/sso?… not followed' });
      const second = await trpcHttp(member, 'query', 'webhooks.projectDeliveries', { projectId: projects[1]!.id });
      expect((second.body.result!.data as { attempts: Array<{ error: string }> }).attempts[0]!.error).toBe('HTTP 307: redirect to //***@elsewhere.example/next?… not followed');
    } finally {
      await redirecting.close();
      await relative.close();
    }
  });
});

describe('resends (/api/trpc webhooks.resend)', () => {
  it(`are limited to ${RESENDS_PER_WORKSPACE_PER_MINUTE} a minute per workspace, across projects, with Retry-After`, async () => {
    const ws = await createTestWorkspace();
    const other = await createTestWorkspace();
    const owner = webContext(ws.owner);
    const projects = await Promise.all(Array.from({ length: RESENDS_PER_WORKSPACE_PER_MINUTE + 1 }, () => failedDelivery(ws.workspaceId)));
    for (const project of projects.slice(0, RESENDS_PER_WORKSPACE_PER_MINUTE)) {
      expect((await trpcHttp(owner, 'mutation', 'webhooks.resend', { projectId: project.id })).status).toBe(200);
    }
    const refused = await trpcHttp(owner, 'mutation', 'webhooks.resend', { projectId: projects.at(-1)!.id });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toMatch(/resend 10 webhooks a minute/);
    // Another workspace has its own allowance.
    const elsewhere = await failedDelivery(other.workspaceId);
    expect((await trpcHttp(webContext(other.owner), 'mutation', 'webhooks.resend', { projectId: elsewhere.id })).status).toBe(200);
  });
});
