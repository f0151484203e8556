import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { resetEnvForTests } from '@/server/env';
import { toProjectStatus } from '@/server/projects/project-status';
import { completionPayloadSchema } from '@/server/schemas/webhooks';
import { listProjectDeliveries, requestCompletionWebhook, resendWebhook } from '@/server/webhooks';
import { overrideDeliverySettings } from '@/server/webhooks/testing/delivery-settings';
import { startReceiver, type ReceivedRequest, type ReceiverHandler, type TestReceiver } from '@/server/webhooks/testing/test-receiver';
import { rotateWebhookSecret } from '@/server/workspaces/webhook-secret';
import { createTestWorkspace, insertProject, v1 } from '@/test/fixtures';
import { quietExecutorLogger, waitFor } from '@/server/jobs/embedded/testing/test-app';
import { startInngest, stopInngest } from '../start';

// 30 s and 5 min become 300 ms and 3 s. Receivers listen on 127.0.0.1, allowed as a private host.
const SCALE = 0.01;
process.env.EMBEDDED_SLEEP_SCALE = String(SCALE);
process.env.WEBHOOK_ALLOW_PRIVATE_HOSTS = '127.0.0.1';
resetEnvForTests();

const executorOptions = { pollMs: 50, logger: quietExecutorLogger };
let ws: Awaited<ReturnType<typeof createTestWorkspace>>;
const receivers: TestReceiver[] = [];

async function receiver(handler?: ReceiverHandler): Promise<TestReceiver> {
  const started = await startReceiver(handler);
  receivers.push(started);
  return started;
}

/** Answers with the given statuses in turn, then 200. */
function statuses(...codes: number[]): ReceiverHandler {
  let n = 0;
  return (_req, res) => {
    res.statusCode = codes[n++] ?? 200;
    res.end();
  };
}

function doneProject(callbackUrl: string | null, overrides: Record<string, unknown> = {}) {
  return insertProject(ws.workspaceId, { status: 'done', callbackUrl, completedAt: new Date(), totalResults: 3, verifiedResults: 2, requestedTarget: 5, ...overrides });
}

async function attempts(projectId: string) {
  const { prisma } = await getDb();
  return prisma.webhookDelivery.findMany({ where: { projectId }, orderBy: [{ createdAt: 'asc' }, { attempt: 'asc' }] });
}

/** Waits until the project's log has `count` finished attempts. */
function finishedAttempts(projectId: string, count: number, timeoutMs = 20_000) {
  return waitFor(
    async () => {
      const rows = await attempts(projectId);
      return rows.filter((row) => row.finishedAt).length >= count ? rows : null;
    },
    timeoutMs,
    `${count} finished attempt(s) of ${projectId}`,
  );
}

async function automaticRun(projectId: string) {
  const { sql } = await getDb();
  const rows = await sql.query<{ status: string; output: unknown }>(`SELECT "status", "output" FROM "InngestRun" WHERE "eventId" = $1`, [`webhook-completed-${projectId}`]);
  return rows;
}

/** Verification written from the spec, with node:crypto only: not the code under test. */
function serviceSignatureValid(request: ReceivedRequest, secret: string): boolean {
  const expected = `sha256=${createHmac('sha256', Buffer.from(secret, 'utf8')).update(request.body).digest('hex')}`;
  return request.headers['x-service-signature'] === expected;
}

/** The official Standard Webhooks library over the raw bytes. */
function standardSignatureValid(request: ReceivedRequest, secret: string): boolean {
  try {
    new Webhook(secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    });
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  ws = await createTestWorkspace();
  await startInngest(executorOptions);
});

afterEach(() => overrideDeliverySettings({}));

afterAll(async () => {
  await stopInngest();
  await Promise.all(receivers.map((r) => r.close()));
});

describe('deliver-webhook', () => {
  it('delivers the spec payload once, signed over the raw bytes with both schemes', async () => {
    const r = await receiver();
    const project = await doneProject(r.url('/hooks/people?token=abc'));
    const sent = await requestCompletionWebhook(project.id);
    expect(sent?.webhookId).toMatch(/^msg_[A-Za-z0-9]{27}$/);
    const [row] = await finishedAttempts(project.id, 1);

    expect(r.requests).toHaveLength(1);
    const request = r.requests[0]!;
    expect(request.path).toBe('/hooks/people?token=abc');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toMatch(/^PeopleSearch-Webhooks\/1\.0 /);
    expect(serviceSignatureValid(request, ws.webhookSecret)).toBe(true);
    expect(standardSignatureValid(request, ws.webhookSecret)).toBe(true);
    expect(request.headers['webhook-id']).toBe(sent!.webhookId);

    const payload = completionPayloadSchema.parse(JSON.parse(request.body.toString('utf8')));
    const { prisma } = await getDb();
    const stored = await prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(payload).toEqual({
      event: 'project.completed',
      projectId: project.id,
      status: toProjectStatus(stored),
      resultsUrl: `http://people.test/v1/projects/${project.id}/results`,
    });
    expect(payload.status).toMatchObject({ status: 'done', done: true, totalResults: 3, verifiedResults: 2, requestedTarget: 5, clarificationQuestion: null, error: null });
    // resultsUrl is fetchable at once with the workspace's key.
    const results = await v1('GET', new URL(payload.resultsUrl).pathname.replace(/^\/v1/, ''), { key: ws.apiKey });
    expect(results.status).toBe(200);

    expect(row).toMatchObject({ kind: 'automatic', attempt: 1, outcome: 'delivered', statusCode: 200, error: null, blocked: null, nextAttemptAt: null, url: r.url('/hooks/people?token=abc') });
    expect(row!.durationMs).toBeGreaterThanOrEqual(0);
    expect(row!.finishedAt!.getTime()).toBeGreaterThanOrEqual(row!.startedAt!.getTime());
    await waitFor(async () => (await automaticRun(project.id))[0]?.status === 'completed', 5000, 'the run to complete');
  });

  it('sends exactly one automatic delivery per project however often completion is reported', async () => {
    const r = await receiver();
    const project = await doneProject(r.url());
    const ids = await Promise.all([requestCompletionWebhook(project.id), requestCompletionWebhook(project.id), requestCompletionWebhook(project.id)]);
    expect(new Set(ids.map((id) => id?.webhookId)).size).toBe(1);
    await finishedAttempts(project.id, 1);
    await requestCompletionWebhook(project.id);
    await sleep(500);
    expect(r.requests).toHaveLength(1);
    expect(await attempts(project.id)).toHaveLength(1);
    expect(await automaticRun(project.id)).toHaveLength(1);
  });

  it('sends nothing for a project without callbackUrl, still running, or awaiting input', async () => {
    const r = await receiver();
    const cases = [
      await doneProject(null),
      await insertProject(ws.workspaceId, { status: 'running', callbackUrl: r.url() }),
      await insertProject(ws.workspaceId, { status: 'awaiting_input', callbackUrl: r.url(), clarificationQuestion: 'Which role?' }),
    ];
    for (const project of cases) expect(await requestCompletionWebhook(project.id)).toBeNull();
    expect(await requestCompletionWebhook('prj_doesnotexist000000000000')).toBeNull();
    await sleep(300);
    expect(r.connections).toBe(0);
    const { prisma } = await getDb();
    expect(await prisma.webhookEvent.count({ where: { projectId: { in: cases.map((p) => p.id) } } })).toBe(0);
  });

  it('retries a receiver that fails twice: three attempts, 30 s then 5 min apart (scaled), same bytes and id', async () => {
    const r = await receiver(statuses(500, 503));
    const project = await doneProject(r.url());
    await requestCompletionWebhook(project.id);
    const rows = await finishedAttempts(project.id, 3);

    expect(r.requests).toHaveLength(3);
    const [first, second, third] = r.requests as [ReceivedRequest, ReceivedRequest, ReceivedRequest];
    for (const request of r.requests) {
      expect(request.body.equals(first.body)).toBe(true);
      expect(request.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(serviceSignatureValid(request, ws.webhookSecret)).toBe(true);
      expect(standardSignatureValid(request, ws.webhookSecret)).toBe(true);
    }
    const firstGap = second.at - first.at;
    const secondGap = third.at - second.at;
    expect(firstGap).toBeGreaterThanOrEqual(30_000 * SCALE);
    expect(secondGap).toBeGreaterThanOrEqual(300_000 * SCALE);
    expect(firstGap).toBeLessThan(30_000 * SCALE + 1000);
    expect(secondGap).toBeLessThan(300_000 * SCALE + 1000);
    expect(Number(third.headers['webhook-timestamp'])).toBeGreaterThanOrEqual(Number(first.headers['webhook-timestamp']) + 3);

    expect(rows.map((row) => [row.attempt, row.outcome, row.statusCode, row.error])).toEqual([
      [1, 'failed', 500, 'HTTP 500'],
      [2, 'failed', 503, 'HTTP 503'],
      [3, 'delivered', 200, null],
    ]);
    // The log's next-attempt time is when the next attempt actually started.
    expect(rows[0]!.nextAttemptAt!.getTime() - rows[0]!.finishedAt!.getTime()).toBe(30_000 * SCALE);
    expect(rows[1]!.nextAttemptAt!.getTime() - rows[1]!.finishedAt!.getTime()).toBe(300_000 * SCALE);
    expect(rows[1]!.startedAt!.getTime()).toBeGreaterThanOrEqual(rows[0]!.nextAttemptAt!.getTime() - 5);
    expect(rows[2]!.startedAt!.getTime()).toBeGreaterThanOrEqual(rows[1]!.nextAttemptAt!.getTime() - 5);
    expect(rows[2]!.nextAttemptAt).toBeNull();
    await waitFor(async () => (await automaticRun(project.id))[0]?.status === 'completed', 5000, 'the run to complete');
  });

  it('makes exactly three attempts at a receiver that always fails, then the log shows the failure', async () => {
    const r = await receiver((_req, res) => {
      res.statusCode = 500;
      res.end('database is down');
    });
    const project = await doneProject(r.url());
    await requestCompletionWebhook(project.id);
    await finishedAttempts(project.id, 3);
    await waitFor(async () => (await automaticRun(project.id))[0]?.status === 'completed', 5000, 'the run to complete');
    await sleep(800); // nothing more comes
    expect(r.requests).toHaveLength(3);
    const rows = await attempts(project.id);
    expect(rows.map((row) => [row.attempt, row.outcome, row.error, row.responseExcerpt])).toEqual([
      [1, 'failed', 'HTTP 500', 'database is down'],
      [2, 'failed', 'HTTP 500', 'database is down'],
      [3, 'failed', 'HTTP 500', 'database is down'],
    ]);
    expect(rows[2]!.nextAttemptAt).toBeNull();
    const log = await listProjectDeliveries(ws.owner, project.id);
    expect(log.state).toBe('failed');
    expect(log.attempts).toHaveLength(3);
    // A failed delivery is not a failed function: the project and its run are fine.
    expect((await automaticRun(project.id))[0]).toMatchObject({ status: 'completed', output: { outcome: 'failed', final: true } });
  });

  it('treats a redirect as a failure and never follows it: the redirect target receives nothing', async () => {
    const target = await receiver();
    const r = await receiver((_req, res) => {
      res.writeHead(307, { location: target.url('/elsewhere') });
      res.end();
    });
    const project = await doneProject(r.url());
    await requestCompletionWebhook(project.id);
    const rows = await finishedAttempts(project.id, 3);
    expect(rows.map((row) => [row.outcome, row.statusCode, row.error])).toEqual(
      Array(3).fill(['failed', 307, `HTTP 307: redirect to ${target.url('/elsewhere')} not followed`]),
    );
    expect(target.connections).toBe(0);
    expect(target.requests).toHaveLength(0);
  });

  it('gives up on a slow receiver after the timeout and tries again', async () => {
    overrideDeliverySettings({ timeoutMs: 300 });
    let calls = 0;
    const r = await receiver(async (_req, res) => {
      if (calls++ === 0) await sleep(2000);
      res.end();
    });
    const project = await doneProject(r.url());
    await requestCompletionWebhook(project.id);
    const rows = await finishedAttempts(project.id, 2);
    expect(rows.map((row) => [row.attempt, row.outcome, row.statusCode, row.error])).toEqual([
      [1, 'failed', null, 'timed out after 300 ms'],
      [2, 'delivered', 200, null],
    ]);
    expect(rows[0]!.durationMs).toBeGreaterThanOrEqual(290);
    expect(rows[0]!.durationMs).toBeLessThan(1500);
  });

  it('signs each attempt with the secret as it is then: a rotation between attempts applies to the next one', async () => {
    const r = await receiver(statuses(500));
    const project = await doneProject(r.url());
    await requestCompletionWebhook(project.id);
    await finishedAttempts(project.id, 1);
    const { webhookSecret: rotated } = await rotateWebhookSecret(ws.owner);
    await finishedAttempts(project.id, 2);
    const [before, after] = r.requests as [ReceivedRequest, ReceivedRequest];
    expect(serviceSignatureValid(before, ws.webhookSecret)).toBe(true);
    expect(serviceSignatureValid(after, rotated)).toBe(true);
    expect(serviceSignatureValid(after, ws.webhookSecret)).toBe(false);
    expect(standardSignatureValid(after, rotated)).toBe(true);
    expect(standardSignatureValid(after, ws.webhookSecret)).toBe(false);
    expect(after.body.equals(before.body)).toBe(true);
    ws.webhookSecret = rotated;
  });

  it('resends the same event (same id and bytes, fresh timestamp, current secret) as one attempt counted apart', async () => {
    const r = await receiver();
    const project = await doneProject(r.url());
    await requestCompletionWebhook(project.id);
    await finishedAttempts(project.id, 1);
    const { webhookSecret: rotated } = await rotateWebhookSecret(ws.owner);
    await sleep(1100); // a later second for webhook-timestamp
    const resend = await resendWebhook(ws.owner, project.id);
    expect(resend.deliveryKey).toMatch(/^resend_/);
    const rows = await finishedAttempts(project.id, 2);
    const [original, again] = r.requests as [ReceivedRequest, ReceivedRequest];
    expect(again.body.equals(original.body)).toBe(true);
    expect(again.headers['webhook-id']).toBe(original.headers['webhook-id']);
    expect(Number(again.headers['webhook-timestamp'])).toBeGreaterThan(Number(original.headers['webhook-timestamp']));
    expect(serviceSignatureValid(again, rotated)).toBe(true);
    expect(standardSignatureValid(again, rotated)).toBe(true);
    expect(serviceSignatureValid(again, ws.webhookSecret)).toBe(false);
    expect(rows.map((row) => [row.kind, row.attempt, row.outcome, row.deliveryKey === resend.deliveryKey])).toEqual([
      ['automatic', 1, 'delivered', false],
      ['resend', 1, 'delivered', true],
    ]);
    expect(rows[1]!.requestedById).toBe(ws.userId);
    ws.webhookSecret = rotated;
  });

  it('continues after a restart mid-sleep, with nothing sent twice', async () => {
    const r = await receiver(statuses(500, 500));
    const project = await doneProject(r.url());
    await requestCompletionWebhook(project.id);
    await finishedAttempts(project.id, 1);
    // Crash while the run sleeps before attempt 2: no clean shutdown, leases and state as they are.
    const executor = await startInngest(executorOptions);
    executor!.kill();
    await stopInngest();
    await sleep(30_000 * SCALE * 3);
    expect(r.requests).toHaveLength(1); // nobody is running it

    await startInngest(executorOptions);
    const rows = await finishedAttempts(project.id, 3);
    expect(r.requests).toHaveLength(3);
    expect(rows.map((row) => [row.attempt, row.outcome])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'delivered'],
    ]);
    expect(new Set(r.requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
    await waitFor(async () => (await automaticRun(project.id))[0]?.status === 'completed', 5000, 'the run to complete');
    await sleep(500);
    expect(r.requests).toHaveLength(3);
    expect(await automaticRun(project.id)).toHaveLength(1);
  });
});
