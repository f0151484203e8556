import { describe, expect, it } from 'vitest';
import { settleCredits } from '@/server/credits/credits';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import { SEARCHES_PER_HOUR } from '@/server/limits/policy';
import { RESULT_CAP_WITHOUT_TARGET } from '@/server/search';
import { usageSummary } from '@/server/workspaces/usage';
import { createTestWorkspace, insertProject, v1 } from '@/test/fixtures';
import { startSearch } from './start-search';

const settled = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

describe('starting a search', () => {
  it('admits exactly the remaining hourly allowance of 40 simultaneous submissions, across sources', async () => {
    const ws = await createTestWorkspace({ credits: 100_000 });
    await startSearch(ws.owner, { brief: 'already one from the web', source: 'web' });
    const outcomes = await settled(
      Array.from({ length: 40 }, (_, i) => startSearch(i % 2 ? ws.owner : { kind: 'apiKey', apiKeyId: 'k', workspaceId: ws.workspaceId }, { brief: `brief ${i}`, source: 'api' })),
    );
    const admitted = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(admitted).toHaveLength(SEARCHES_PER_HOUR - 1);
    expect(refused).toHaveLength(40 - (SEARCHES_PER_HOUR - 1));
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect(reason.code).toBe('limit_exceeded');
      expect(Number(reason.headers['Retry-After'])).toBeGreaterThan(3500);
      expect(Number(reason.headers['Retry-After'])).toBeLessThanOrEqual(3600);
    }
    const { prisma } = await getDb();
    expect(await prisma.project.count({ where: { workspaceId: ws.workspaceId } })).toBe(SEARCHES_PER_HOUR);
  });

  it('reserves what the brief can deliver, never driving the balance below zero under concurrency', async () => {
    const ws = await createTestWorkspace({ credits: 50 * 2 + 30 });
    const outcomes = await settled(Array.from({ length: 6 }, () => startSearch(ws.owner, { brief: 'find 50 software engineers in Berlin', source: 'web' })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const { prisma } = await getDb();
    const workspace = await prisma.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } });
    expect(workspace.creditBalance).toBe(0);
    const projects = await prisma.project.findMany({ where: { workspaceId: ws.workspaceId }, select: { reservedCredits: true, requestedTarget: true } });
    expect(projects.map((p) => p.reservedCredits).sort((a, b) => a - b)).toEqual([30, 50, 50]);
    expect(projects.every((p) => p.requestedTarget === 50)).toBe(true);
    // Spec, Limits rule 2: used-up credits are a 429 without Retry-After, even when running
    // searches hold them (the message says that some may come back).
    const refused = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')!.reason as AppError;
    expect(refused.code).toBe('limit_exceeded');
    expect(refused.headers['Retry-After']).toBeUndefined();
    expect(refused.message).toMatch(/running/);
  });

  it('reserves nothing for a brief that will ask for clarification, and the cap for one without a count', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const vague = await startSearch(ws.owner, { brief: 'find me some people', source: 'web' });
    const uncounted = await startSearch(ws.owner, { brief: 'product managers in Paris', source: 'web' });
    const { prisma } = await getDb();
    expect((await prisma.project.findUniqueOrThrow({ where: { id: vague.projectId } })).reservedCredits).toBe(0);
    const project = await prisma.project.findUniqueOrThrow({ where: { id: uncounted.projectId } });
    expect(project).toMatchObject({ reservedCredits: RESULT_CAP_WITHOUT_TARGET, requestedTarget: null });
  });

  it('keeps the month within the budget and refunds what a search did not deliver', async () => {
    const ws = await createTestWorkspace({ credits: 10_000 });
    const { prisma, sql } = await getDb();
    await prisma.workspace.update({ where: { id: ws.workspaceId }, data: { monthlyBudget: 150 } });
    const brief = 'find 100 software engineers in Berlin';
    const first = await startSearch(ws.owner, { brief, source: 'web' });
    const second = await startSearch(ws.owner, { brief, source: 'web' });
    await expect(startSearch(ws.owner, { brief, source: 'web' })).rejects.toMatchObject({ code: 'limit_exceeded' });
    expect((await prisma.project.findUniqueOrThrow({ where: { id: second.projectId } })).reservedCredits).toBe(50);
    await sql.transaction((tx) => settleCredits(tx, first.projectId, 12));
    await sql.transaction((tx) => settleCredits(tx, first.projectId, 12)); // settles once
    const workspace = await prisma.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } });
    expect(workspace.creditBalance).toBe(10_000 - 100 - 50 + 88);
    // The refund came back into the month's budget: a new search may reserve it.
    const third = await startSearch(ws.owner, { brief, source: 'web' });
    expect((await prisma.project.findUniqueOrThrow({ where: { id: third.projectId } })).reservedCredits).toBe(88);
  });
});

describe('POST /v1/search', () => {
  it('answers 202 with exactly projectId and status running, and the project polls as running', async () => {
    const ws = await createTestWorkspace();
    const response = await v1('POST', '/search', { key: ws.apiKey, body: { brief: '25 heads of growth at Series B fintech startups in London' } });
    expect(response.status).toBe(202);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['projectId', 'status']);
    expect(body.status).toBe('running');
    expect(body.projectId).toMatch(/^prj_[A-Za-z0-9]{24}$/);
    const status = await (await v1('GET', `/projects/${body.projectId}`, { key: ws.apiKey })).json();
    expect(status).toMatchObject({ projectId: body.projectId, status: 'running', done: false, error: null, clarificationQuestion: null });
  });

  it('accepts and stores a private callbackUrl (it will never be called)', async () => {
    const ws = await createTestWorkspace();
    const response = await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'CTOs in Berlin', callbackUrl: 'http://127.0.0.1:9/hook' } });
    expect(response.status).toBe(202);
    const { prisma } = await getDb();
    const project = await prisma.project.findUniqueOrThrow({ where: { id: (await response.json()).projectId } });
    expect(project.callbackUrl).toBe('http://127.0.0.1:9/hook');
    expect(project.source).toBe('api');
  });

  it.each([
    [{}, /brief/],
    [{ brief: '' }, /brief must not be empty/],
    [{ brief: '   ' }, /brief must not be empty/],
    [{ brief: 42 }, /brief/],
    [{ brief: 'x'.repeat(2001) }, /at most 2000/],
    [{ brief: 'ok', callbackUrl: 'not a url' }, /callbackUrl/],
    [{ brief: 'ok', callbackUrl: 'ftp://example.com/x' }, /callbackUrl/],
    [{ brief: 'ok', callbackUrl: 'javascript:alert(1)' }, /callbackUrl/],
    [{ brief: 'ok', callbackUrl: 5 }, /callbackUrl/],
    [{ brief: 'ok', target: 5 }, /target/],
  ])('rejects %j with a message naming the field, creating and charging nothing', async (body, message) => {
    const ws = await createTestWorkspace();
    const response = await v1('POST', '/search', { key: ws.apiKey, body });
    expect(response.status).toBe(400);
    const error = (await response.json()).error;
    expect(error.code).toBe('invalid_request');
    expect(error.message).toMatch(message);
    const { prisma } = await getDb();
    expect(await prisma.project.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
    expect((await prisma.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } })).creditBalance).toBe(1000);
  });

  it('is 429 without Retry-After when credits are used up, and creates nothing', async () => {
    const ws = await createTestWorkspace({ credits: 0 });
    const response = await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'CTOs in Berlin' } });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBeNull();
    expect((await response.json()).error.code).toBe('limit_exceeded');
  });

  it('is 429 without Retry-After when the monthly budget is used up, and creates nothing', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const { prisma } = await getDb();
    await prisma.workspace.update({ where: { id: ws.workspaceId }, data: { monthlyBudget: 0 } });
    const response = await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'CTOs in Berlin' } });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBeNull();
    expect((await response.json()).error.code).toBe('limit_exceeded');
    expect(await prisma.project.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });

  it('is 429 with Retry-After past the hourly allowance', async () => {
    const ws = await createTestWorkspace({ credits: 100_000 });
    for (let i = 0; i < SEARCHES_PER_HOUR; i++) expect((await v1('POST', '/search', { key: ws.apiKey, body: { brief: `b${i}` } })).status).toBe(202);
    const response = await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'one too many' } });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('reads the hour on the clock the projects were stored with: Retry-After is when the oldest start turns an hour old', async () => {
    const ws = await createTestWorkspace({ credits: 100_000 });
    const halfAnHourAgo = new Date(Date.now() - 30 * 60_000);
    const longAgo = new Date(Date.now() - 61 * 60_000);
    for (let i = 0; i < SEARCHES_PER_HOUR; i++) await insertProject(ws.workspaceId, { createdAt: halfAnHourAgo });
    await insertProject(ws.workspaceId, { createdAt: longAgo });
    expect((await usageSummary(ws.owner)).searchesThisHour).toBe(SEARCHES_PER_HOUR);
    const response = await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'one too many' } });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(1790);
    expect(retryAfter).toBeLessThanOrEqual(1800);
  });
});
