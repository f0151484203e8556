import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { createTestWorkspace, insertProject } from '@/test/fixtures';
import { startV1Server } from './testing/v1-http-server';

// /v1 as scripts/serve.ts answers it (npm start and npm run dev): node:http in front of the
// dispatch the other tests call through dispatchV1Fetch. Runs on PGlite and PostgreSQL.

let server: Awaited<ReturnType<typeof startV1Server>>;
let a: Awaited<ReturnType<typeof createTestWorkspace>>;

beforeAll(async () => {
  a = await createTestWorkspace();
  server = await startV1Server();
});
afterAll(() => server.close());

const call = (path: string, init: RequestInit & { key?: string } = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { ...(init.key ? { authorization: `Bearer ${init.key}` } : {}), ...(init.headers as Record<string, string>) } });

/** A request through node:http itself, to see the response as it went out (fetch hides framing). */
function rawRequest(method: string, path: string, key: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${key}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function expectEnvelope(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ error: { code, message: expect.any(String) } });
}

describe('the node:http door to /v1', () => {
  it('serves the status object with the rate headers', async () => {
    const project = await insertProject(a.workspaceId, { requestedTarget: 5 });
    const response = await call(`/v1/projects/${project.id}`, { key: a.apiKey });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ projectId: project.id, status: 'running', done: false, requestedTarget: 5 });
    expect(response.headers.get('ratelimit-policy')).toBe('"per-key";q=120;w=60');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('takes a streamed JSON body: POST /v1/search is 202, a bad body 400', async () => {
    const accepted = await call('/v1/search', { method: 'POST', key: a.apiKey, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ brief: 'somebody good' }) });
    expect(accepted.status).toBe(202);
    expect(await accepted.json()).toEqual({ projectId: expect.stringMatching(/^prj_/), status: 'running' });
    await expectEnvelope(await call('/v1/search', { method: 'POST', key: a.apiKey, headers: { 'content-type': 'application/json' }, body: '{"brief": ' }), 400, 'invalid_request');
  });

  it('takes a people import as a streamed CSV body: 202, then its status', async () => {
    const csv = 'Full Name,Title,City\r\nAna Silva,Product Manager,Lisboa\r\n';
    const created = await call('/v1/people/imports', { method: 'POST', key: a.apiKey, headers: { 'content-type': 'text/csv' }, body: csv });
    expect(created.status).toBe(202);
    const { importId } = await created.json();
    expect(importId).toMatch(/^imp_/);
    const status = await call(`/v1/people/imports/${importId}`, { key: a.apiKey });
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ importId, kind: 'people' });
    await expectEnvelope(await call('/v1/people/imports', { method: 'POST', key: a.apiKey, headers: { 'content-type': 'image/png' }, body: 'x' }), 400, 'invalid_request');
  });

  it('answers every error with the envelope, also where a fetch Request cannot even be built', async () => {
    await expectEnvelope(await call('/v1/projects/x'), 401, 'unauthorized');
    await expectEnvelope(await call('/v1/nope', { key: a.apiKey }), 404, 'not_found');
    await expectEnvelope(await call('/v1', { key: a.apiKey }), 404, 'not_found');
    await expectEnvelope(await call('/v1/projects/%ZZ', { key: a.apiKey }), 404, 'not_found');
    // fetch will not send TRACE (nor build a Request for it): node:http can.
    const trace = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${server.url}/v1/projects/x`, { method: 'TRACE' }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(trace.status).toBe(404);
    expect(JSON.parse(trace.body)).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    await expectEnvelope(await call('/v1/openapi.json', { method: 'POST', body: '{}' }), 404, 'not_found');
  });

  it('HEAD has the status and headers of GET and no body', async () => {
    const project = await insertProject(a.workspaceId);
    const response = await call(`/v1/projects/${project.id}`, { method: 'HEAD', key: a.apiKey });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('sends a JSON answer whole, with its length in bytes (not chunked); HEAD gives the same length', async () => {
    const question = 'Which “growth” do you mean — café owners?';
    const project = await insertProject(a.workspaceId, { status: 'awaiting_input', clarificationQuestion: question });
    const raw = await rawRequest('GET', `/v1/projects/${project.id}`, a.apiKey);
    expect(raw.status).toBe(200);
    expect(raw.headers['transfer-encoding']).toBeUndefined();
    expect(Number(raw.headers['content-length'])).toBe(raw.body.byteLength);
    expect(JSON.parse(raw.body.toString('utf8'))).toMatchObject({ projectId: project.id, clarificationQuestion: question });
    const head = await rawRequest('HEAD', `/v1/projects/${project.id}`, a.apiKey);
    expect(head.headers['content-length']).toBe(raw.headers['content-length']);
    expect(head.body.byteLength).toBe(0);
  });

  it('keeps concurrent calls apart: each answers for its own key, and one call’s error is no other’s', async () => {
    const b = await createTestWorkspace();
    const ofA = await insertProject(a.workspaceId);
    const ofB = await insertProject(b.workspaceId);
    const calls = Array.from({ length: 60 }, (_, i) => {
      const [key, project, expected] = [
        [a.apiKey, ofA.id, 200],
        [b.apiKey, ofA.id, 404],
        [b.apiKey, ofB.id, 200],
        [a.apiKey, `${ofA.id}/results?limit=0`, 400],
      ][i % 4] as [string, string, number];
      return call(`/v1/projects/${project}`, { key }).then(async (response) => ({ expected, project, status: response.status, body: await response.json() }));
    });
    for (const outcome of await Promise.all(calls)) {
      expect(outcome.status).toBe(outcome.expected);
      if (outcome.status === 200) expect(outcome.body.projectId).toBe(outcome.project);
      if (outcome.status === 404) expect(outcome.body.error.code).toBe('not_found');
      if (outcome.status === 400) expect(outcome.body.error.message).toMatch(/limit/);
    }
  });

  it('serves the OpenAPI document unauthenticated and the CSV export', async () => {
    const doc = await call('/v1/openapi.json');
    expect(doc.status).toBe(200);
    expect((await doc.json()).openapi).toMatch(/^3\./);
    const project = await insertProject(a.workspaceId);
    const csv = await call(`/v1/projects/${project.id}/export.csv`, { key: a.apiKey });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await csv.text()).toMatch(/^"?fullName/);
  });
});

// Scaled mode: a second app process on the same database. Nothing the limit or a revocation
// depends on may live in one process's memory. (Embedded mode has one process by construction:
// the data directory is locked.)
describe.runIf(process.env.TEST_DATABASE === 'postgres')('two app processes on one PostgreSQL', () => {
  let child: ChildProcess;
  let childUrl: string;

  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/api/rest/testing/v1-http-server.ts'], { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
    childUrl = await new Promise<string>((resolve) => child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
  });
  afterAll(() => {
    child.kill('SIGTERM');
  });

  it('share the per-key limit exactly: 120 of 200 concurrent requests split across both pass', async () => {
    const c = await createTestWorkspace();
    const project = await insertProject(c.workspaceId);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => fetch(`${i % 2 ? childUrl : server.url}/v1/projects/${project.id}`, { headers: { authorization: `Bearer ${c.apiKey}` } })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(80);
  });

  it('see a revocation made by the other process on the very next request', async () => {
    const c = await createTestWorkspace();
    const project = await insertProject(c.workspaceId);
    const headers = { authorization: `Bearer ${c.apiKey}` };
    expect((await fetch(`${childUrl}/v1/projects/${project.id}`, { headers })).status).toBe(200);
    expect((await fetch(`${server.url}/v1/projects/${project.id}`, { headers })).status).toBe(200);
    const { sql } = await getDb();
    await sql.query(`UPDATE "ApiKey" SET "revokedAt" = now() WHERE "workspaceId" = $1`, [c.workspaceId]);
    expect((await fetch(`${childUrl}/v1/projects/${project.id}`, { headers })).status).toBe(401);
    expect((await fetch(`${server.url}/v1/projects/${project.id}`, { headers })).status).toBe(401);
  });
});
