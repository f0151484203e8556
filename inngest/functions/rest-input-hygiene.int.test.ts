import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInngest, stopInngest } from '@/inngest/start';
import { getDb } from '@/server/db';
import { seedDirectory } from '@/server/search';
import { createTestWorkspace, insertProject, v1 } from '@/test/fixtures';

// Beside run-search because some cases must run a search to its end (the executor lives above
// server/). The class of bug this file sweeps, over the whole /v1 surface: client input that PostgreSQL refuses (a NUL byte in text,
// a number beyond an int column) must be a 400 or a normal answer, never a 500 (which the spec
// calls transient, so a client would retry it forever) and never a search that fails later.

let ws: Awaited<ReturnType<typeof createTestWorkspace>>;

beforeAll(async () => {
  await seedDirectory(await getDb(), { size: 500 });
  await startInngest();
  ws = await createTestWorkspace({ credits: 10_000 });
}, 120_000);
afterAll(async () => {
  await stopInngest();
});

async function expectInvalid(response: Response, field: RegExp) {
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body.error.code).toBe('invalid_request');
  expect(body.error.message).toMatch(field);
}

async function finished(key: string, projectId: string) {
  for (let i = 0; i < 300; i++) {
    const status = await (await v1('GET', `/projects/${projectId}`, { key })).json();
    if (status.status !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${projectId} did not finish`);
}

async function projectCount() {
  const { prisma } = await getDb();
  return prisma.project.count({ where: { workspaceId: ws.workspaceId } });
}

describe('text PostgreSQL cannot store is a 400 naming the field, and nothing is stored', () => {
  it.each([
    ['a NUL byte in the brief', { brief: 'find 5 engineers in Berlin\u0000' }, /brief/],
    ['a NUL byte alone', { brief: '\u0000' }, /brief/],
    ['another control character in the brief', { brief: 'find 5 engineers\u0001 in Berlin' }, /brief/],
    ['an unpaired surrogate in the brief', { brief: 'find 5 engineers in Berlin \ud800' }, /brief/],
    ['a NUL byte in the callbackUrl path', { brief: 'CTOs in Berlin', callbackUrl: 'https://example.com/hook\u0000x' }, /callbackUrl/],
    ['a NUL byte in the callbackUrl query', { brief: 'CTOs in Berlin', callbackUrl: 'https://example.com/hook?a=\u0000' }, /callbackUrl/],
    ['a NUL byte in the callbackUrl host', { brief: 'CTOs in Berlin', callbackUrl: 'https://exa\u0000mple.com/hook' }, /callbackUrl/],
  ])('%s', async (_name, body, field) => {
    const before = await projectCount();
    await expectInvalid(await v1('POST', '/search', { key: ws.apiKey, body }), field);
    expect(await projectCount()).toBe(before);
  });

  it('keeps tabs, newlines and non-Latin text in a brief', async () => {
    const response = await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'find 3 engineers\n\tin Zürich 😀' } });
    expect(response.status).toBe(202);
  });
});

describe('a count above the maximum is a clarification, whatever its size', () => {
  it.each([
    'find 3000000000 software engineers in Berlin',
    'find 99999999999999999999999 designers in Paris',
    'find 2147483648 product managers in London',
    'find 501 software engineers in Berlin',
    'find 5k software engineers in Berlin',
  ])('%s -> 202, then awaiting_input with a question, no target stored, nothing charged', async (brief) => {
    const own = await createTestWorkspace(); // a key of its own: polling stays far below its rate limit
    const response = await v1('POST', '/search', { key: own.apiKey, body: { brief } });
    expect(response.status).toBe(202);
    const { projectId } = await response.json();
    const status = await finished(own.apiKey, projectId);
    expect(status).toMatchObject({ status: 'awaiting_input', done: false, requestedTarget: null, error: null });
    expect(status.clarificationQuestion).toMatch(/at most 500/);
    const { prisma } = await getDb();
    expect((await prisma.project.findUniqueOrThrow({ where: { id: projectId } })).chargedCredits).toBe(0);
  });

  it.each([
    'software engineers at companies with 3000000000 employees in Berlin',
    'software engineers at companies with 99999999999999999999999+ employees in Berlin',
    'software engineers at companies with under 99999999999999999999 employees in Berlin',
  ])('%s -> a search that finishes without an error', async (brief) => {
    const own = await createTestWorkspace();
    const response = await v1('POST', '/search', { key: own.apiKey, body: { brief } });
    expect(response.status).toBe(202);
    const status = await finished(own.apiKey, (await response.json()).projectId);
    expect(status.error).toBeNull();
    expect(status.status).not.toBe('running');
  });
});

describe('every other input of /v1 that could reach the database', () => {
  it('path ids with NUL bytes, odd bytes or huge lengths are not_found on every route', async () => {
    const ids = ['%00', 'prj_%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00', 'x'.repeat(100_000), '%ED%A0%80', '%FF'];
    for (const id of ids) {
      // Next.js itself refuses a CSV path whose percent-encoding does not decode, before our route.
      const malformed = /%(ED|FF)/.test(id);
      for (const suffix of malformed ? ['', '/results'] : ['', '/results', '/export.csv']) {
        const response = await v1('GET', `/projects/${id}${suffix}`, { key: ws.apiKey });
        expect(response.status, `${suffix} ${id.slice(0, 20)}`).toBe(404);
        expect((await response.json()).error.code).toBe('not_found');
      }
    }
  });

  it('query integers beyond any column are invalid_request, not 500', async () => {
    const project = await insertProject(ws.workspaceId);
    for (const query of ['limit=99999999999999999999', 'offset=99999999999999999999', 'offset=2147483648', 'limit=1e3', 'offset=-1', 'limit=%00', 'offset=0%00']) {
      await expectInvalid(await v1('GET', `/projects/${project.id}/results?${query}`, { key: ws.apiKey }), /limit|offset/);
    }
  });

  it('query parameters on the other routes are ignored or refused, never a 500', async () => {
    const project = await insertProject(ws.workspaceId);
    for (const path of [`/projects/${project.id}?x=%00`, `/projects/${project.id}/export.csv?x=%00&limit=99999999999999999999`]) {
      expect((await v1('GET', path, { key: ws.apiKey })).status).toBeLessThan(500);
    }
  });

  it('an Authorization header of any length or shape is 401', async () => {
    for (const authorization of [`Bearer ok_live_${'A'.repeat(100_000)}`, 'Bearer ok_live_\u00e9\u00e9', `Bearer ${'x'.repeat(10_000)}`]) {
      const response = await v1('GET', '/projects/prj_000000000000000000000000', { headers: { authorization } });
      expect(response.status).toBe(401);
    }
  });

  it('a content-type with odd parameters still gets an envelope', async () => {
    const response = await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'x\u0000' }, headers: { 'content-type': 'application/json; charset=latin1' } });
    expect(response.status).toBe(400);
  });
});
