import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietExecutorLogger } from '@/server/jobs/embedded/testing/test-app';
import { startInngest, stopInngest } from '@/inngest/start';
import { trpcHttp, webContext } from '@/server/api/testing/trpc-http';
import { getDb } from '@/server/db';
import { resetEnvForTests } from '@/server/env';
import { seedDirectory } from '@/server/search';
import { requestCompletionWebhook } from '@/server/webhooks';
import { RESENDS_PER_WORKSPACE_PER_MINUTE } from '@/server/webhooks/deliveries';
import { startReceiver, type TestReceiver } from '@/server/webhooks/testing/test-receiver';
import { createTestWorkspace, insertProject, v1 } from '@/test/fixtures';

// A receiver on loopback that takes every request and never answers: each attempt to it holds a
// background worker until its 10-second timeout. Only this setting lets webhooks reach loopback.
process.env.WEBHOOK_ALLOW_PRIVATE_HOSTS = '127.0.0.1';
resetEnvForTests();

let silent: TestReceiver;

beforeAll(async () => {
  await seedDirectory(await getDb(), { size: 2000 });
  silent = await startReceiver(() => undefined);
  await startInngest({ pollMs: 100, logger: quietExecutorLogger });
}, 120_000);

afterAll(async () => {
  await silent.close();
  await stopInngest();
});

describe('background work is shared fairly between workspaces', () => {
  it("finishes workspace B's search while workspace A's 20 deliveries and its resends still hang", async () => {
    const a = await createTestWorkspace();
    const b = await createTestWorkspace();
    const { prisma } = await getDb();

    // A: 20 finished searches whose callbacks point at the silent receiver (each hands its
    // delivery to the background workers, as a search's last step does)…
    const projects = [];
    for (let i = 0; i < 20; i++) {
      const project = await insertProject(a.workspaceId, { status: 'done', callbackUrl: silent.url(`/hook/${i}`), completedAt: new Date() });
      await requestCompletionWebhook(project.id);
      projects.push(project);
    }
    // …and a resend loop over them, through the web API, until the workspace's allowance stops it.
    const resends = [];
    for (const project of projects) resends.push((await trpcHttp(webContext(a.owner), 'mutation', 'webhooks.resend', { projectId: project.id })).status);
    expect(resends.filter((status) => status === 200)).toHaveLength(RESENDS_PER_WORKSPACE_PER_MINUTE);
    expect(resends.slice(RESENDS_PER_WORKSPACE_PER_MINUTE).every((status) => status === 429)).toBe(true);
    await waitForSending(a.workspaceId);

    // B: one search through the REST API, submitted after all of that.
    const submitted = await v1('POST', '/search', { key: b.apiKey, body: { brief: 'find 3 software engineers in Germany' } });
    expect(submitted.status).toBe(202);
    const { projectId } = await submitted.json();
    let status: { status: string } = { status: 'running' };
    while (status.status === 'running') {
      // Under the key's 120 requests a minute.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const polled = await v1('GET', `/projects/${projectId}`, { key: b.apiKey });
      expect(polled.status).toBe(200);
      status = await polled.json();
    }
    expect(status.status).toBe('done');

    // B is done while A's deliveries are still hanging: some of A's very first attempts have not
    // even ended (before the fix, B's run queued behind all 20 of them and the 10 resends, four
    // at a time, each holding a worker for its 10-second timeout).
    const firstAttempts = await prisma.webhookDelivery.findMany({ where: { workspaceId: a.workspaceId, kind: 'automatic', attempt: 1 } });
    expect(firstAttempts.filter((row) => row.finishedAt !== null).length).toBeLessThan(20);
    const resent = await prisma.webhookDelivery.findMany({ where: { workspaceId: a.workspaceId, kind: 'resend' } });
    expect(resent.some((row) => row.finishedAt === null)).toBe(true);
  }, 180_000);
});

/** Until the workers are busy with A's silent receiver (its first attempts are under way). */
async function waitForSending(workspaceId: string) {
  const { prisma } = await getDb();
  for (let i = 0; i < 200; i++) {
    if ((await prisma.webhookDelivery.count({ where: { workspaceId, outcome: 'sending' } })) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no delivery of A started');
}
