import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '@/server/api/root';
import { createCallerFactory } from '@/server/api/trpc';
import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { resetEnvForTests } from '@/server/env';
import { addTestMember, createTestWorkspace, insertProject } from '@/test/fixtures';
import { abandonAttempts, runAttempt } from './attempt';
import { requestCompletionWebhook } from './completion';
import { postWebhook } from './http-sender';
import { AUTOMATIC_DELIVERY } from './schedule';
import { overrideDeliverySettings } from '@/server/webhooks/testing/delivery-settings';
import { startReceiver, type TestReceiver } from './testing/test-receiver';

// No executor runs in this file: attempts are driven by hand, so each call is observable.
process.env.WEBHOOK_ALLOW_PRIVATE_HOSTS = '127.0.0.1';
resetEnvForTests();

const callerFor = (principal: Principal) => createCallerFactory(appRouter)({ principal, userId: principal.kind === 'user' ? principal.userId : null });

let receiver: TestReceiver;
let sends = 0;

beforeAll(async () => {
  receiver = await startReceiver();
});

afterEach(() => {
  overrideDeliverySettings({});
  sends = 0;
});

afterAll(() => receiver.close());

function countingSender() {
  overrideDeliverySettings({
    post: (input) => {
      sends++;
      return postWebhook(input);
    },
  });
}

async function completedProject(workspaceId: string, callbackUrl: string | null = receiver.url()) {
  const project = await insertProject(workspaceId, { status: 'done', callbackUrl, completedAt: new Date() });
  await requestCompletionWebhook(project.id);
  return project;
}

describe('runAttempt', () => {
  it('records each attempt once: a replay returns the recorded result, another run leaves it alone', async () => {
    countingSender();
    const ws = await createTestWorkspace();
    const project = await completedProject(ws.workspaceId);
    const first = await runAttempt({ projectId: project.id, deliveryKey: AUTOMATIC_DELIVERY, attempt: 1, runId: 'run-a' });
    expect(first).toMatchObject({ outcome: 'delivered', final: true, statusCode: 200 });
    // The same step replayed (a crash after it finished, before Inngest saved it): nothing is sent.
    expect(await runAttempt({ projectId: project.id, deliveryKey: AUTOMATIC_DELIVERY, attempt: 1, runId: 'run-a' })).toEqual(first);
    // A second run for the same event (a duplicate event): nothing is sent, and that run stops.
    expect(await runAttempt({ projectId: project.id, deliveryKey: AUTOMATIC_DELIVERY, attempt: 1, runId: 'run-b' })).toMatchObject({ outcome: 'skipped', final: true });
    expect(sends).toBe(1);
    const { prisma } = await getDb();
    expect(await prisma.webhookDelivery.count({ where: { projectId: project.id } })).toBe(1);
  });

  it('lets only one of two concurrent runs make an attempt', async () => {
    countingSender();
    const ws = await createTestWorkspace();
    const project = await completedProject(ws.workspaceId);
    const results = await Promise.all(
      ['run-1', 'run-2', 'run-3'].map((runId) => runAttempt({ projectId: project.id, deliveryKey: AUTOMATIC_DELIVERY, attempt: 1, runId })),
    );
    expect(sends).toBe(1);
    expect(results.filter((r) => r.outcome === 'delivered')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'skipped' && r.final)).toHaveLength(2);
  });

  it('sends again when its own run was interrupted mid-attempt (at least once), and records it once', async () => {
    countingSender();
    const ws = await createTestWorkspace();
    const project = await completedProject(ws.workspaceId);
    const { prisma } = await getDb();
    const event = await prisma.webhookEvent.findUniqueOrThrow({ where: { projectId: project.id } });
    // What a crash between sending and recording leaves behind.
    await prisma.webhookDelivery.create({
      data: { webhookId: event.id, projectId: project.id, workspaceId: ws.workspaceId, kind: 'automatic', deliveryKey: AUTOMATIC_DELIVERY, attempt: 1, url: event.url, outcome: 'sending', runId: 'run-x', startedAt: new Date() },
    });
    expect(await runAttempt({ projectId: project.id, deliveryKey: AUTOMATIC_DELIVERY, attempt: 1, runId: 'run-y' })).toMatchObject({ outcome: 'skipped' });
    expect(sends).toBe(0);
    expect(await runAttempt({ projectId: project.id, deliveryKey: AUTOMATIC_DELIVERY, attempt: 1, runId: 'run-x' })).toMatchObject({ outcome: 'delivered' });
    expect(sends).toBe(1);
    expect(await prisma.webhookDelivery.findMany({ where: { projectId: project.id } })).toMatchObject([{ attempt: 1, outcome: 'delivered', runId: 'run-x' }]);
  });

  it('is not final until the third automatic attempt, and says when the next one is due', async () => {
    const failing = await startReceiver((_req, res) => {
      res.statusCode = 502;
      res.end();
    });
    try {
      const ws = await createTestWorkspace();
      const project = await completedProject(ws.workspaceId, failing.url());
      const results = [];
      for (const attempt of [1, 2, 3]) results.push(await runAttempt({ projectId: project.id, deliveryKey: AUTOMATIC_DELIVERY, attempt, runId: 'r' }));
      expect(results.map((r) => [r.outcome, r.final, r.statusCode])).toEqual([
        ['failed', false, 502],
        ['failed', false, 502],
        ['failed', true, 502],
      ]);
      const { prisma } = await getDb();
      const rows = await prisma.webhookDelivery.findMany({ where: { projectId: project.id }, orderBy: { attempt: 'asc' } });
      // EMBEDDED_SLEEP_SCALE is 1 here: the real 30 s and 5 min.
      expect(rows.map((row) => (row.nextAttemptAt ? row.nextAttemptAt.getTime() - row.finishedAt!.getTime() : null))).toEqual([30_000, 300_000, null]);
    } finally {
      await failing.close();
    }
  });

  it('abandonAttempts closes attempts left in flight by a run that failed for good', async () => {
    const ws = await createTestWorkspace();
    const project = await completedProject(ws.workspaceId);
    const { prisma } = await getDb();
    const event = await prisma.webhookEvent.findUniqueOrThrow({ where: { projectId: project.id } });
    await prisma.webhookDelivery.create({
      data: { webhookId: event.id, projectId: project.id, workspaceId: ws.workspaceId, kind: 'resend', deliveryKey: 'resend_abc', attempt: 1, url: event.url, outcome: 'queued' },
    });
    expect(await abandonAttempts(project.id, 'resend_abc', 'database unavailable')).toBe(1);
    expect(await prisma.webhookDelivery.findFirstOrThrow({ where: { projectId: project.id, deliveryKey: 'resend_abc' } })).toMatchObject({
      outcome: 'failed',
      error: 'delivery aborted: database unavailable',
    });
  });
});

describe('webhooks router', () => {
  it('shows a project log to every member, in its own workspace only', async () => {
    const ws = await createTestWorkspace();
    const other = await createTestWorkspace();
    const project = await completedProject(ws.workspaceId);
    await runAttempt({ projectId: project.id, deliveryKey: AUTOMATIC_DELIVERY, attempt: 1, runId: 'r' });
    const member = callerFor(await addTestMember(ws.workspaceId, 'member'));
    const log = await member.webhooks.projectDeliveries({ projectId: project.id });
    expect(log).toMatchObject({ projectId: project.id, callbackUrl: receiver.url(), state: 'delivered', canResend: true });
    expect(log.webhookId).toMatch(/^msg_/);
    expect(log.attempts).toEqual([expect.objectContaining({ kind: 'automatic', attempt: 1, outcome: 'delivered', statusCode: 200, requestedBy: null })]);
    await expect(callerFor(other.owner).webhooks.projectDeliveries({ projectId: project.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await callerFor(other.owner).webhooks.recentDeliveries()).toEqual([]);
    const recent = await member.webhooks.recentDeliveries({ limit: 10 });
    expect(recent).toEqual([expect.objectContaining({ projectId: project.id, brief: 'test brief', outcome: 'delivered' })]);
  });

  it('explains the state of projects that send nothing', async () => {
    const ws = await createTestWorkspace();
    const owner = callerFor(ws.owner);
    const noCallback = await completedProject(ws.workspaceId, null);
    const running = await insertProject(ws.workspaceId, { status: 'running', callbackUrl: receiver.url() });
    expect(await owner.webhooks.projectDeliveries({ projectId: noCallback.id })).toMatchObject({ state: 'no_callback', canResend: false, attempts: [] });
    expect(await owner.webhooks.projectDeliveries({ projectId: running.id })).toMatchObject({ state: 'not_sent', canResend: false, attempts: [] });
    await expect(owner.webhooks.resend({ projectId: noCallback.id })).rejects.toMatchObject({ code: 'CONFLICT', message: 'The project has no callback URL.' });
    await expect(owner.webhooks.resend({ projectId: running.id })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('lets owners and admins resend, never members; one resend at a time', async () => {
    const ws = await createTestWorkspace();
    const project = await completedProject(ws.workspaceId);
    const member = callerFor(await addTestMember(ws.workspaceId, 'member'));
    const admin = await addTestMember(ws.workspaceId, 'admin');
    await expect(member.webhooks.resend({ projectId: project.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const { prisma } = await getDb();
    expect(await prisma.webhookDelivery.count({ where: { projectId: project.id, kind: 'resend' } })).toBe(0);

    const queued = await callerFor(admin).webhooks.resend({ projectId: project.id });
    expect(queued.deliveryKey).toMatch(/^resend_[A-Za-z0-9]{16}$/);
    const log = await callerFor(ws.owner).webhooks.projectDeliveries({ projectId: project.id });
    expect(log.attempts).toEqual([expect.objectContaining({ kind: 'resend', outcome: 'queued', requestedBy: expect.stringMatching(/^admin-/) })]);
    expect(log.state).toBe('pending');
    // The Inngest event is stored for the executor with an id derived from the resend.
    const { sql } = await getDb();
    const [event] = await sql.query<{ payload: { data: unknown } }>(`SELECT "payload" FROM "InngestEvent" WHERE "id" = $1`, [`webhook-${queued.deliveryKey}`]);
    expect(event!.payload.data).toEqual({ projectId: project.id, workspaceId: ws.workspaceId, webhookId: log.webhookId, reason: 'resend', deliveryKey: queued.deliveryKey });
    await expect(callerFor(ws.owner).webhooks.resend({ projectId: project.id })).rejects.toMatchObject({ code: 'CONFLICT', message: 'A resend of this webhook is already under way.' });

    // Once it has been made, another resend is allowed.
    await runAttempt({ projectId: project.id, deliveryKey: queued.deliveryKey, attempt: 1, runId: 'r' });
    expect(await callerFor(ws.owner).webhooks.resend({ projectId: project.id })).toMatchObject({ webhookId: log.webhookId });
  });

  it('admits one of several simultaneous resends', async () => {
    const ws = await createTestWorkspace();
    const project = await completedProject(ws.workspaceId);
    const owner = callerFor(ws.owner);
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => owner.webhooks.resend({ projectId: project.id })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const { prisma } = await getDb();
    expect(await prisma.webhookDelivery.count({ where: { projectId: project.id, kind: 'resend' } })).toBe(1);
  });

  it('refuses API keys (web UI only)', async () => {
    const ws = await createTestWorkspace();
    const key = createCallerFactory(appRouter)({ principal: { kind: 'apiKey', apiKeyId: 'k', workspaceId: ws.workspaceId }, userId: null });
    await expect(key.webhooks.recentDeliveries()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
