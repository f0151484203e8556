import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey, revokeApiKeyByValue } from '@/server/api-keys/api-keys';
import { getDb } from '@/server/db';
import { createTestWorkspace, insertProject, v1 } from '@/test/fixtures';

let a: Awaited<ReturnType<typeof createTestWorkspace>>;
let b: Awaited<ReturnType<typeof createTestWorkspace>>;

beforeAll(async () => {
  a = await createTestWorkspace();
  b = await createTestWorkspace();
});

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await response.json();
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error.message as string;
}

describe('GET /v1/projects/{id}', () => {
  it('returns exactly the spec status fields', async () => {
    const project = await insertProject(a.workspaceId, { requestedTarget: 25, totalResults: 3, verifiedResults: 2 });
    const response = await v1('GET', `/projects/${project.id}`, { key: a.apiKey });
    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({
      projectId: project.id,
      status: 'running',
      done: false,
      totalResults: 3,
      verifiedResults: 2,
      requestedTarget: 25,
      starredResults: 0,
      clarificationQuestion: null,
      error: null,
    });
    expect(response.headers.get('ratelimit-policy')).toBe('"per-key";q=120;w=60');
    expect(response.headers.get('ratelimit')).toMatch(/^"per-key";r=\d+;t=\d+$/);
  });

  it('answers another workspace exactly like an unknown id', async () => {
    const project = await insertProject(a.workspaceId);
    const foreign = await v1('GET', `/projects/${project.id}`, { key: b.apiKey });
    const unknown = await v1('GET', `/projects/prj_${'x'.repeat(24)}`, { key: b.apiKey });
    const foreignBody = await foreign.text();
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreignBody).toBe(await unknown.text());
  });

  it('treats odd and huge ids as unknown projects', async () => {
    for (const id of ['%00', '..%2F..%2Fetc', "prj_'; drop table", 'x'.repeat(10_000), '%F0%9F%98%80']) {
      await expectError(await v1('GET', `/projects/${id}`, { key: a.apiKey }), 404, 'not_found');
    }
  });
});

describe('authentication', () => {
  const cases: Array<[string, Record<string, string>]> = [
    ['no header', {}],
    ['empty bearer', { authorization: 'Bearer ' }],
    ['bare Bearer', { authorization: 'Bearer' }],
    ['basic scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['right prefix, wrong bytes', { authorization: `Bearer ok_live_${'A'.repeat(43)}` }],
    ['another environment', { authorization: `Bearer ok_test_${'A'.repeat(43)}` }],
    ['garbage', { authorization: 'Bearer ok_live_$$$$ DROP' }],
  ];
  it.each(cases)('%s -> 401 unauthorized', async (_name, headers) => {
    const project = await insertProject(a.workspaceId);
    await expectError(await v1('GET', `/projects/${project.id}`, { headers }), 401, 'unauthorized');
  });

  it('accepts the scheme case-insensitively', async () => {
    const project = await insertProject(a.workspaceId);
    const response = await v1('GET', `/projects/${project.id}`, { headers: { authorization: `bearer ${a.apiKey}` } });
    expect(response.status).toBe(200);
  });

  it('rejects a revoked key on the very next request', async () => {
    const c = await createTestWorkspace();
    const project = await insertProject(c.workspaceId);
    expect((await v1('GET', `/projects/${project.id}`, { key: c.apiKey })).status).toBe(200);
    const { prisma } = await getDb();
    const key = await prisma.apiKey.findFirstOrThrow({ where: { workspaceId: c.workspaceId } });
    await revokeApiKey(c.owner, key.id);
    await expectError(await v1('GET', `/projects/${project.id}`, { key: c.apiKey }), 401, 'unauthorized');
  });

  it('records when a key was last used', async () => {
    const c = await createTestWorkspace();
    const project = await insertProject(c.workspaceId);
    await v1('GET', `/projects/${project.id}`, { key: c.apiKey });
    const { prisma } = await getDb();
    const key = await prisma.apiKey.findFirstOrThrow({ where: { workspaceId: c.workspaceId } });
    expect(key.lastUsedAt).toBeInstanceOf(Date);
  });
});

describe('errors everywhere under /v1 use the envelope', () => {
  it('unknown paths and wrong methods are not_found', async () => {
    await expectError(await v1('GET', '/nope', { key: a.apiKey }), 404, 'not_found');
    await expectError(await v1('GET', '/', { key: a.apiKey }), 404, 'not_found');
    const project = await insertProject(a.workspaceId);
    await expectError(await v1('DELETE', `/projects/${project.id}`, { key: a.apiKey }), 404, 'not_found');
    await expectError(await v1('PUT', `/projects/${project.id}`, { key: a.apiKey, body: {} }), 404, 'not_found');
    // The route is checked before the body: a wrong method without a body is still not_found.
    await expectError(await v1('POST', `/projects/${project.id}`, { key: a.apiKey }), 404, 'not_found');
    await expectError(await v1('PATCH', '/nope', { key: a.apiKey, body: 'not json' }), 404, 'not_found');
    await expectError(await v1('OPTIONS', '/search', { key: a.apiKey }), 404, 'not_found');
  });

  it('HEAD answers like GET without a body', async () => {
    const project = await insertProject(a.workspaceId);
    const ok = await v1('HEAD', `/projects/${project.id}`, { key: a.apiKey });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('');
    const missing = await v1('HEAD', '/nope', { key: a.apiKey });
    expect(missing.status).toBe(404);
  });

  it('repeated query parameters are invalid_request', async () => {
    const project = await insertProject(a.workspaceId);
    const message = await expectError(await v1('GET', `/projects/${project.id}?a=1&a=2`, { key: a.apiKey }), 400, 'invalid_request');
    expect(message).toContain('"a"');
  });

  it('bad bodies are invalid_request and store nothing', async () => {
    const { prisma } = await getDb();
    const before = await prisma.project.count();
    const bodies: Array<[string | undefined, Record<string, string>]> = [
      [undefined, { 'content-type': 'application/json' }],
      ['', { 'content-type': 'application/json' }],
      ['{"brief": ', { 'content-type': 'application/json' }],
      ['[1,2]', { 'content-type': 'application/json' }],
      ['"text"', { 'content-type': 'application/json' }],
      ['null', { 'content-type': 'application/json' }],
      ['brief=x', { 'content-type': 'application/x-www-form-urlencoded' }],
      [JSON.stringify({ brief: 'x'.repeat(70_000) }), { 'content-type': 'application/json' }],
    ];
    for (const [body, headers] of bodies) {
      await expectError(await v1('POST', '/search', { key: a.apiKey, body, headers }), 400, 'invalid_request');
    }
    expect(await prisma.project.count()).toBe(before);
  });
});

describe('per-key rate limit', () => {
  it('lets exactly 120 of 200 concurrent requests through, then 429 with Retry-After', async () => {
    const c = await createTestWorkspace();
    const project = await insertProject(c.workspaceId);
    const responses = await Promise.all(Array.from({ length: 200 }, () => v1('GET', `/projects/${project.id}`, { key: c.apiKey })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(80);
    const limited = responses.find((r) => r.status === 429)!;
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ error: { code: 'limit_exceeded', message: expect.any(String) } });
    // Another key of another workspace is unaffected.
    const other = await insertProject(b.workspaceId);
    expect((await v1('GET', `/projects/${other.id}`, { key: b.apiKey })).status).toBe(200);
  });

  it('counts each key apart when concurrent requests of several keys are admitted together', async () => {
    const c = await createTestWorkspace();
    const second = (await createApiKey(c.owner, { name: 'second' })).apiKey;
    const revoked = (await createApiKey(c.owner, { name: 'revoked' })).apiKey;
    await revokeApiKeyByValue(c.owner, revoked);
    const project = await insertProject(c.workspaceId);
    const keys = [c.apiKey, second, revoked, 'ok_live_' + 'x'.repeat(43)];
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => v1('GET', `/projects/${project.id}`, { key: keys[i % 4] })));
    const byKey = keys.map((_, k) => responses.filter((_, i) => i % 4 === k));
    for (const own of byKey.slice(0, 2)) {
      expect(own.map((r) => r.status)).toEqual(Array(10).fill(200));
      // Each of the two keys used 10 of its own 120, whatever the order they were counted in.
      const remaining = own.map((r) => Number(/r=(\d+)/.exec(r.headers.get('ratelimit')!)![1])).sort((x, y) => x - y);
      expect(remaining).toEqual([110, 111, 112, 113, 114, 115, 116, 117, 118, 119]);
    }
    for (const refused of byKey.slice(2)) expect(refused.map((r) => r.status)).toEqual(Array(10).fill(401));
  });
});
