import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { createTestWorkspace, insertProject, v1 } from '@/test/fixtures';
import { v1Routes } from './route-table';

// Rules of the spec that had drifted, each checked through the facade as a client sees it.

let ws: Awaited<ReturnType<typeof createTestWorkspace>>;
beforeAll(async () => {
  ws = await createTestWorkspace();
});

describe('authentication comes before validation', () => {
  it('no key plus a repeated query parameter is 401 on every route', async () => {
    const project = await insertProject(ws.workspaceId);
    const requests: Array<[string, string, object | string | undefined]> = [
      ['GET', `/projects/${project.id}/results?limit=1&limit=2`, undefined],
      ['GET', `/projects/${project.id}/export.csv?a=1&a=2`, undefined],
      ['GET', `/projects/${project.id}?a=1&a=2`, undefined],
      ['POST', '/search?a=1&a=2', { brief: 'CTOs in Berlin' }],
      ['POST', '/search', 'not json'],
      ['POST', '/search', { brief: 'x\u0000' }],
      ['GET', `/projects/${project.id}/results?limit=oops`, undefined],
      ['GET', '/no-such-route?a=1&a=2', undefined],
      ['POST', '/people/imports?kind=a&kind=b', 'full_name\nAda\n'],
    ];
    // And every route of the /v1 table that takes a key (plain routes too), each with a repeated parameter.
    const documented = v1Routes().flatMap((route): Array<[string, string]> => (route.auth === 'key' ? [[route.method, route.path]] : []));
    expect(documented).toEqual(
      expect.arrayContaining([
        ['POST', '/people/imports'],
        ['GET', '/people/imports/{importId}'],
        ['GET', '/projects/{projectId}/export.csv'],
        ['POST', '/monitors'],
        ['GET', '/monitors'],
        ['GET', '/monitors/{monitorId}'],
        ['PATCH', '/monitors/{monitorId}'],
        ['DELETE', '/monitors/{monitorId}'],
        ['POST', '/monitors/{monitorId}/runs'],
      ]),
    );
    for (const [method, template] of documented) {
      requests.push([method, `${template.replace('{projectId}', project.id).replace(/\{[^}]+\}/g, 'x1')}?a=1&a=2`, method === 'POST' ? {} : undefined]);
    }
    for (const [method, path, body] of requests) {
      for (const key of [null, `ok_live_${'A'.repeat(43)}`]) {
        const response = await v1(method, path, { key, body });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect((await response.json()).error.code).toBe('unauthorized');
      }
    }
  });

  it('with a valid key the same repeated parameter is still a 400', async () => {
    const project = await insertProject(ws.workspaceId);
    for (const path of [`/projects/${project.id}/results?limit=1&limit=2`, `/projects/${project.id}/export.csv?a=1&a=2`]) {
      expect((await v1('GET', path, { key: ws.apiKey })).status).toBe(400);
    }
    const imports = await v1('POST', '/people/imports?kind=a&kind=b', { key: ws.apiKey, body: 'full_name\nAda\n', headers: { 'content-type': 'text/csv' } });
    expect(imports.status).toBe(400);
    expect((await imports.json()).error.message).toBe('Query parameter "kind" is given more than once.');
  });
});

describe('one set of rules for every route', () => {
  it('the unauthenticated document keeps the parameter rules and says which method its path has', async () => {
    const repeated = await v1('GET', '/openapi.json?a=1&a=2');
    expect(repeated.status).toBe(400);
    expect((await repeated.json()).error.message).toBe('Query parameter "a" is given more than once.');
    const post = await v1('POST', '/openapi.json', { body: {} });
    expect(post.status).toBe(404);
    expect((await post.json()).error.message).toBe('No such endpoint. GET /v1/openapi.json is the only method here.');
  });

  it('a known path with another method is not_found after the key, naming the method it has', async () => {
    const project = await insertProject(ws.workspaceId);
    expect((await v1('POST', `/projects/${project.id}/export.csv`, { body: {} })).status).toBe(401);
    const response = await v1('DELETE', `/projects/${project.id}/export.csv`, { key: ws.apiKey });
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe('No such endpoint. GET /v1/projects/{projectId}/export.csv is the only method here.');
  });
});

describe('media types are case-insensitive (RFC 9110)', () => {
  it.each(['Application/JSON; charset=UTF-8', 'APPLICATION/JSON', 'application/json;charset=utf-8', 'application/JSON ; Charset="UTF-8"'])(
    'accepts Content-Type: %s',
    async (contentType) => {
      const own = await createTestWorkspace();
      const response = await v1('POST', '/search', { key: own.apiKey, body: { brief: 'CTOs in Berlin' }, headers: { 'content-type': contentType } });
      expect(response.status).toBe(202);
      expect((await response.json()).status).toBe('running');
    },
  );

  it('still refuses other media types', async () => {
    const response = await v1('POST', '/search', { key: ws.apiKey, body: JSON.stringify({ brief: 'CTOs in Berlin' }), headers: { 'content-type': 'Text/Plain' } });
    expect(response.status).toBe(400);
  });
});

describe('credits used up: 429 limit_exceeded without Retry-After', () => {
  it('also when the credits are only held by running searches', async () => {
    const own = await createTestWorkspace({ credits: 10 });
    const first = await v1('POST', '/search', { key: own.apiKey, body: { brief: 'find 10 software engineers in Berlin' } });
    expect(first.status).toBe(202);
    const { prisma } = await getDb();
    expect((await prisma.workspace.findUniqueOrThrow({ where: { id: own.workspaceId } })).creditBalance).toBe(0);
    const refused = await v1('POST', '/search', { key: own.apiKey, body: { brief: 'find 5 designers in Paris' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeNull();
    const { error } = await refused.json();
    expect(error.code).toBe('limit_exceeded');
    expect(error.message).toMatch(/running/);
    expect(await prisma.project.count({ where: { workspaceId: own.workspaceId } })).toBe(1);
  });

  it('and when the monthly budget is held by running searches', async () => {
    const own = await createTestWorkspace({ credits: 1000 });
    const { prisma } = await getDb();
    await prisma.workspace.update({ where: { id: own.workspaceId }, data: { monthlyBudget: 10 } });
    expect((await v1('POST', '/search', { key: own.apiKey, body: { brief: 'find 10 software engineers in Berlin' } })).status).toBe(202);
    const refused = await v1('POST', '/search', { key: own.apiKey, body: { brief: 'find 5 designers in Paris' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeNull();
    expect((await refused.json()).error.message).toMatch(/budget/);
  });
});
