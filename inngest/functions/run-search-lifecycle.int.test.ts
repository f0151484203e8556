import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInngest, stopInngest } from '@/inngest/start';
import { getDb } from '@/server/db';
import { resetEnvForTests } from '@/server/env';
import { seedDirectory } from '@/server/search';
import { startReceiver, type TestReceiver } from '@/server/webhooks/testing/test-receiver';
import { createTestWorkspace, v1 } from '@/test/fixtures';

// The receiver below listens on loopback, which only this setting lets webhooks reach.
process.env.WEBHOOK_ALLOW_PRIVATE_HOSTS = '127.0.0.1';
resetEnvForTests();
let receiver: TestReceiver;

// The whole lifecycle through the real stack: REST -> startSearch -> Inngest event -> embedded
// executor -> run-search steps -> engine on a seeded directory -> results, CSV, credits.
beforeAll(async () => {
  const db = await getDb();
  await seedDirectory(db, { size: 3000 });
  await startInngest();
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => {
  await stopInngest();
  await receiver.close();
});

async function waitUntilFinished(key: string, projectId: string) {
  const seen: number[] = [];
  for (let i = 0; i < 600; i++) {
    const status = await (await v1('GET', `/projects/${projectId}`, { key })).json();
    seen.push(status.totalResults);
    if (status.status !== 'running') return { status, seen };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${projectId} did not finish`);
}

describe('search lifecycle', () => {
  it('runs a brief to done with verified, ordered results, and settles credits', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const response = await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'find 5 software engineers in Germany' } });
    expect(response.status).toBe(202);
    const { projectId } = await response.json();
    const { status, seen } = await waitUntilFinished(ws.apiKey, projectId);
    expect(status).toMatchObject({ status: 'done', done: true, requestedTarget: 5, clarificationQuestion: null, error: null });
    expect(seen).toEqual([...seen].sort((a, b) => a - b)); // progress never goes backwards
    const page = await (await v1('GET', `/projects/${projectId}/results?limit=100`, { key: ws.apiKey })).json();
    expect(page.total).toBe(status.totalResults);
    expect(status.verifiedResults).toBe(5);
    const verified = page.results.filter((r: { verdicts: Record<string, string> }) => Object.values(r.verdicts).every((v) => v === 'yes'));
    expect(verified).toHaveLength(5);
    expect(page.results.slice(0, 5)).toEqual(verified); // verified first
    for (const result of verified) {
      expect(result.location).toMatch(/Germany/);
      expect(Object.keys(result.verdicts).length).toBeGreaterThanOrEqual(2);
    }
    const { prisma } = await getDb();
    const workspace = await prisma.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } });
    expect(workspace.creditBalance).toBe(1000 - page.total);
    const csv = await (await v1('GET', `/projects/${projectId}/export.csv`, { key: ws.apiKey })).text();
    expect(csv.trimEnd().split('\r\n')).toHaveLength(page.total + 1);
  });

  it("verifies a degree on the directory's schools and shows the entry that decided it", async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const response = await v1('POST', '/search', { key: ws.apiKey, body: { brief: "find 5 software engineers in the United States with a master's degree" } });
    const { projectId } = await response.json();
    const { status } = await waitUntilFinished(ws.apiKey, projectId);
    expect(status).toMatchObject({ status: 'done', verifiedResults: 5 });
    const page = await (await v1('GET', `/projects/${projectId}/results?limit=100`, { key: ws.apiKey })).json();
    type Row = { verdicts: Record<string, string>; fields: { education?: string; headline?: string; evidence: Record<string, string> } };
    const degree = "Education: Master's";
    for (const result of page.results as Row[]) {
      const evidence = result.fields.evidence[degree]!;
      if (result.verdicts[degree] === 'yes') expect(evidence).toMatch(/^education: [^;]+, (MSc|M\.A\.) [^,]+, \d{4}$/);
      // A profile without education is unknown, never a no; one without a master's is a no.
      if (result.verdicts[degree] === 'unknown') expect([evidence, result.fields.education]).toEqual(['no education on record', undefined]);
      if (result.verdicts[degree] === 'no') expect(result.fields.education).not.toMatch(/MSc|M\.A\.|PhD/);
    }
    expect((page.results as Row[]).some((r) => r.fields.headline)).toBe(true);
  });

  it('verifies a title that names a skill on the title or the skills, and shows both', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const response = await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'find 3 Python developers in the United States' } });
    const { projectId } = await response.json();
    const { status } = await waitUntilFinished(ws.apiKey, projectId);
    expect(status).toMatchObject({ status: 'done', verifiedResults: 3 });
    const page = await (await v1('GET', `/projects/${projectId}/results?limit=100`, { key: ws.apiKey })).json();
    type Row = { verdicts: Record<string, string>; fields: { skills: string; evidence: Record<string, string> } };
    const role = 'Role: Python Developer';
    expect(Object.keys(page.results[0].verdicts)).toEqual([role, 'Location: United States']);
    for (const result of (page.results as Row[]).filter((r) => r.verdicts[role] === 'yes')) {
      expect(result.fields.evidence[role]).toMatch(/^title: [^;]+(; skills: Python(, |$))?/);
      expect(`${result.fields.evidence[role]} ${result.fields.skills}`).toMatch(/Python/);
    }
  });

  it('keeps personal data out of job state: step outputs hold ids and counts, not people', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const { projectId } = await (await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'find 10 software engineers in Germany' } })).json();
    const { status } = await waitUntilFinished(ws.apiKey, projectId);
    expect(status.totalResults).toBeGreaterThan(0);
    const page = await (await v1('GET', `/projects/${projectId}/results?limit=100`, { key: ws.apiKey })).json();
    const { prisma } = await getDb();
    const run = (await prisma.inngestRun.findMany()).find((r) => JSON.stringify(r.event).includes(projectId));
    expect(run).toBeDefined();
    const stored = JSON.stringify(run!.steps);
    expect(stored.length).toBeGreaterThan(0);
    for (const result of page.results as Array<{ fullName: string; primaryEmail: string | null; primaryPhone: string | null; linkedinUrl: string }>) {
      for (const value of [result.primaryEmail, result.primaryPhone, result.linkedinUrl, result.fullName]) if (value) expect(stored).not.toContain(value);
    }
    expect(stored).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/); // no e-mail address at all
    // The candidates served their purpose; only the results remain.
    expect(await prisma.searchCandidate.count({ where: { projectId } })).toBe(0);
  });

  it('ends a vague brief in awaiting_input with a question, no results and a full refund', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const { projectId } = await (await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'find me some people' } })).json();
    const { status } = await waitUntilFinished(ws.apiKey, projectId);
    expect(status).toMatchObject({ status: 'awaiting_input', done: false, totalResults: 0, error: null });
    expect(status.clarificationQuestion).toEqual(expect.any(String));
    const { prisma } = await getDb();
    expect((await prisma.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } })).creditBalance).toBe(1000);
  });

  it('runs no step that would tell nobody: an API search without callbackUrl asks neither Slack nor a webhook', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    // The run's completed steps, by name (the SDK stores each step id's SHA-1).
    const stepsOf = async (projectId: string) => {
      const { prisma } = await getDb();
      const run = (await prisma.inngestRun.findMany({ where: { status: 'completed' } })).find((r) => JSON.stringify(r.event).includes(projectId));
      const names = ['interpret', 'plan', 'finalise', 'request-webhook', 'request-slack-post', ...Array.from({ length: 10 }, (_, i) => `candidates-${i}`)];
      const byHash = new Map(names.map((name) => [createHash('sha1').update(name).digest('hex'), name]));
      return (run?.stack as string[] | undefined)?.map((hash) => byHash.get(hash) ?? hash);
    };
    const vague = await (await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'find me some people' } })).json();
    const found = await (await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'find 2 software engineers in Germany' } })).json();
    expect((await waitUntilFinished(ws.apiKey, vague.projectId)).status.status).toBe('awaiting_input');
    expect((await waitUntilFinished(ws.apiKey, found.projectId)).status.status).toBe('done');
    // The run is saved completed just after the project.
    let steps: Array<string[] | undefined> = [undefined];
    for (let i = 0; i < 100 && steps.some((s) => !s); i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      steps = [await stepsOf(vague.projectId), await stepsOf(found.projectId)];
    }
    expect(steps[0]).toEqual(['interpret']);
    expect(steps[1]).toEqual(['interpret', 'plan', 'candidates-0', ...steps[1]!.slice(3, -1), 'finalise']);
    expect(steps[1]!.every((name) => !name.startsWith('request-'))).toBe(true);
  });

  it('finishes as done with zero results when nobody matches', async () => {
    const ws = await createTestWorkspace();
    const { projectId } = await (
      await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'Chief Technology Officers in Reykjavik who speak Japanese with 30+ years of experience' } })
    ).json();
    const { status } = await waitUntilFinished(ws.apiKey, projectId);
    expect(status.status).toBe('done');
    expect(status.done).toBe(true);
    expect(status.verifiedResults).toBe(0);
  });

  it('sends one signed project.completed to the callbackUrl when done, and none for awaiting_input', async () => {
    const ws = await createTestWorkspace();
    const url = receiver.url(`/hooks/${Date.now()}`);
    const vague = await (await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'what is the weather', callbackUrl: url } })).json();
    const { projectId } = await (await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'find 3 product managers in France', callbackUrl: url } })).json();
    await waitUntilFinished(ws.apiKey, vague.projectId);
    const { status } = await waitUntilFinished(ws.apiKey, projectId);
    for (let i = 0; i < 200 && !receiver.requests.some((r) => r.path === new URL(url).pathname); i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((resolve) => setTimeout(resolve, 300)); // room for a duplicate to show up, if one were sent
    const deliveries = receiver.requests.filter((r) => r.path === new URL(url).pathname);
    expect(deliveries).toHaveLength(1);
    const delivery = deliveries[0]!;
    const expected = createHmac('sha256', ws.webhookSecret).update(delivery.body).digest('hex');
    expect(delivery.headers['x-service-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(delivery.body.toString('utf8'))).toEqual({
      event: 'project.completed',
      projectId,
      status,
      resultsUrl: `http://people.test/v1/projects/${projectId}/results`,
    });
  });
});
