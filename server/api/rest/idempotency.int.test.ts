import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@/server/api/openapi';
import { getDb } from '@/server/db';
import { SEARCHES_PER_HOUR } from '@/server/limits/policy';
import { createTestWorkspace, v1 } from '@/test/fixtures';

// POST /v1/search with Idempotency-Key, Stripe's semantics, through the facade.

const search = (key: string, body: object, idempotencyKey?: string) =>
  v1('POST', '/search', { key, body, headers: idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey } });

async function state(workspaceId: string) {
  const { prisma } = await getDb();
  const projects = await prisma.project.count({ where: { workspaceId } });
  const { creditBalance } = await prisma.workspace.findUniqueOrThrow({ where: { id: workspaceId } });
  return { projects, creditBalance };
}

describe('Idempotency-Key on POST /v1/search', () => {
  it('the same key and body return the original 202 and projectId, creating and charging nothing more', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const key = randomUUID();
    const body = { brief: 'find 10 software engineers in Berlin', callbackUrl: 'https://example.com/hook' };
    const first = await search(ws.apiKey, body, key);
    expect(first.status).toBe(202);
    const original = await first.json();
    const after = await state(ws.workspaceId);
    expect(after).toEqual({ projects: 1, creditBalance: 990 });
    for (let i = 0; i < 3; i++) {
      const again = await search(ws.apiKey, body, key);
      expect(again.status).toBe(202);
      expect(await again.json()).toEqual(original);
    }
    expect(await state(ws.workspaceId)).toEqual(after);
  });

  it('the same key with a different body is 400 invalid_request', async () => {
    const ws = await createTestWorkspace();
    const key = randomUUID();
    expect((await search(ws.apiKey, { brief: 'CTOs in Berlin' }, key)).status).toBe(202);
    for (const body of [{ brief: 'CTOs in Paris' }, { brief: 'CTOs in Berlin', callbackUrl: 'https://example.com/hook' }]) {
      const response = await search(ws.apiKey, body, key);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('invalid_request');
      expect(error.message).toMatch(/Idempotency-Key/);
    }
    expect((await state(ws.workspaceId)).projects).toBe(1);
  });

  it('concurrent retries with one key create one project', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 12 }, () => search(ws.apiKey, { brief: 'find 20 designers in Paris' }, key)));
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(202));
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).projectId)));
    expect(ids.size).toBe(1);
    expect(await state(ws.workspaceId)).toEqual({ projects: 1, creditBalance: 980 });
  });

  it('keys are scoped to the workspace', async () => {
    const a = await createTestWorkspace();
    const b = await createTestWorkspace();
    const key = randomUUID();
    const body = { brief: 'CTOs in Berlin' };
    const fromA = await (await search(a.apiKey, body, key)).json();
    const fromB = await search(b.apiKey, body, key);
    expect(fromB.status).toBe(202);
    expect((await fromB.json()).projectId).not.toBe(fromA.projectId);
    // and a different body in B is not compared with A's
    expect((await search(b.apiKey, { brief: 'CFOs in Rome' }, randomUUID())).status).toBe(202);
  });

  it('a replay is not a new search: it passes even when the hourly allowance is used up', async () => {
    const ws = await createTestWorkspace({ credits: 100_000 });
    const key = randomUUID();
    const first = await (await search(ws.apiKey, { brief: 'b0' }, key)).json();
    for (let i = 1; i < SEARCHES_PER_HOUR; i++) expect((await search(ws.apiKey, { brief: `b${i}` })).status).toBe(202);
    expect((await search(ws.apiKey, { brief: 'one too many' })).status).toBe(429);
    const replay = await search(ws.apiKey, { brief: 'b0' }, key);
    expect(replay.status).toBe(202);
    expect((await replay.json()).projectId).toBe(first.projectId);
  });

  it('a request refused for credits stores no key: repeating it later is a fresh attempt', async () => {
    const ws = await createTestWorkspace({ credits: 0 });
    const key = randomUUID();
    const body = { brief: 'CTOs in Berlin' };
    expect((await search(ws.apiKey, body, key)).status).toBe(429);
    const { prisma } = await getDb();
    await prisma.workspace.update({ where: { id: ws.workspaceId }, data: { creditBalance: 500 } });
    expect((await search(ws.apiKey, body, key)).status).toBe(202);
    expect((await state(ws.workspaceId)).projects).toBe(1);
  });

  it('after 24 hours the key is free again', async () => {
    const ws = await createTestWorkspace();
    const key = randomUUID();
    const first = await (await search(ws.apiKey, { brief: 'CTOs in Berlin' }, key)).json();
    const { prisma } = await getDb();
    await prisma.idempotencyKey.updateMany({ where: { workspaceId: ws.workspaceId }, data: { createdAt: new Date(Date.now() - 24 * 3600_000 - 1000) } });
    const later = await search(ws.apiKey, { brief: 'CFOs in Rome' }, key);
    expect(later.status).toBe(202);
    expect((await later.json()).projectId).not.toBe(first.projectId);
  });

  it.each([['empty', ''], ['too long', 'k'.repeat(256)], ['a space', 'my key'], ['non-ASCII', 'schl\u00fcssel']])(
    'a malformed key (%s) is 400 and creates nothing',
    async (_name, header) => {
      const ws = await createTestWorkspace();
      const response = await search(ws.apiKey, { brief: 'CTOs in Berlin' }, header);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/Idempotency-Key/);
      expect((await state(ws.workspaceId)).projects).toBe(0);
    },
  );

  it('is documented on POST /search in the OpenAPI document', async () => {
    const doc = buildOpenApiDocument() as unknown as { paths: Record<string, { post: { parameters: unknown[] } }> };
    const parameters = doc.paths['/search']!.post.parameters as Array<{ name: string; in: string; required?: boolean; description?: string }>;
    const header = parameters.find((p) => p.name === 'Idempotency-Key');
    expect(header).toMatchObject({ in: 'header' });
    expect(header?.required ?? false).toBe(false);
    expect(header?.description).toMatch(/24 hours/);
  });
});
