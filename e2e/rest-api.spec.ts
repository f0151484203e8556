import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { newCustomerKey } from './support/api-key';

// Black-box tests of the public API, written the way a client integrates it: nothing but HTTP
// against the running server, with a key obtained through the web app.

let key: string;
let otherKey: string;

test.beforeAll(async ({ browser }) => {
  key = await newCustomerKey(browser, 'client');
  otherKey = await newCustomerKey(browser, 'other');
});

const auth = (k: string) => ({ Authorization: `Bearer ${k}` });

async function expectError(response: APIResponse, status: number, code: string) {
  expect(response.status()).toBe(status);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ error: { code, message: expect.any(String) } });
}

async function waitForDone(request: APIRequestContext, projectId: string) {
  for (let i = 0; i < 240; i++) {
    const status = await (await request.get(`/v1/projects/${projectId}`, { headers: auth(key) })).json();
    if (status.status !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${projectId} still running`);
}

test('submit a brief, poll, page through results, export CSV', async ({ request }) => {
  const created = await request.post('/v1/search', {
    headers: auth(key),
    data: { brief: 'Find 10 senior software engineers in Berlin' },
  });
  expect(created.status()).toBe(202);
  const { projectId, status } = await created.json();
  expect(status).toBe('running');

  const done = await waitForDone(request, projectId);
  expect(done).toMatchObject({ projectId, status: 'done', done: true, requestedTarget: 10, error: null, clarificationQuestion: null });
  expect(done.totalResults).toBeGreaterThan(0);

  const first = await (await request.get(`/v1/projects/${projectId}/results?limit=4`, { headers: auth(key) })).json();
  expect(first).toMatchObject({ projectId, total: done.totalResults, limit: 4, offset: 0 });
  const second = await (await request.get(`/v1/projects/${projectId}/results?limit=4&offset=4`, { headers: auth(key) })).json();
  const all = await (await request.get(`/v1/projects/${projectId}/results?limit=100`, { headers: auth(key) })).json();
  expect([...first.results, ...second.results]).toEqual(all.results.slice(0, first.results.length + second.results.length));

  const csv = await request.get(`/v1/projects/${projectId}/export.csv`, { headers: auth(key) });
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers()['content-disposition']).toContain(`${projectId}.csv`);
  expect((await csv.text()).trimEnd().split('\r\n')).toHaveLength(all.total + 1);

  // The project is invisible to another workspace, exactly like a project that does not exist.
  for (const path of [`/v1/projects/${projectId}`, `/v1/projects/${projectId}/results`, `/v1/projects/${projectId}/export.csv`]) {
    await expectError(await request.get(path, { headers: auth(otherKey) }), 404, 'not_found');
  }
});

test('a vague brief asks for clarification instead of guessing', async ({ request }) => {
  const { projectId } = await (await request.post('/v1/search', { headers: auth(key), data: { brief: 'asdf' } })).json();
  const status = await waitForDone(request, projectId);
  expect(status).toMatchObject({ status: 'awaiting_input', done: false, totalResults: 0 });
  expect(status.clarificationQuestion).toEqual(expect.any(String));
});

test('wrong keys, malformed bodies and odd queries get the spec error, never HTML', async ({ request }) => {
  await expectError(await request.get('/v1/projects/prj_xxxxxxxxxxxxxxxxxxxxxxxx'), 401, 'unauthorized');
  await expectError(await request.get('/v1/projects/prj_xxxxxxxxxxxxxxxxxxxxxxxx', { headers: { Authorization: 'Bearer' } }), 401, 'unauthorized');
  await expectError(await request.get('/v1/projects/prj_xxxxxxxxxxxxxxxxxxxxxxxx', { headers: { Authorization: `Basic ${key}` } }), 401, 'unauthorized');
  await expectError(await request.get('/v1/projects/prj_xxxxxxxxxxxxxxxxxxxxxxxx', { headers: auth(`${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`) }), 401, 'unauthorized');

  const post = (body: string, contentType = 'application/json') =>
    request.post('/v1/search', { headers: { ...auth(key), 'Content-Type': contentType }, data: body });
  await expectError(await post('{"brief":'), 400, 'invalid_request');
  await expectError(await post('[]'), 400, 'invalid_request');
  await expectError(await post('{"brief":"x","extra":1}'), 400, 'invalid_request');
  await expectError(await post('{"brief":7}'), 400, 'invalid_request');
  await expectError(await post('brief=x', 'application/x-www-form-urlencoded'), 400, 'invalid_request');
  await expectError(await post(JSON.stringify({ brief: 'x'.repeat(100_000) })), 400, 'invalid_request');

  await expectError(await request.get('/v1/nothing-here', { headers: auth(key) }), 404, 'not_found');
  await expectError(await request.get('/v1', { headers: auth(key) }), 404, 'not_found');
  await expectError(await request.get('/v1/', { headers: auth(key) }), 404, 'not_found');
  await expectError(await request.get('/v1/projects/%ZZ', { headers: auth(key) }), 404, 'not_found');
  await expectError(await request.fetch('/v1/projects/prj_xxxxxxxxxxxxxxxxxxxxxxxx', { method: 'OPTIONS', headers: auth(key) }), 404, 'not_found');
  await expectError(await request.delete('/v1/search', { headers: auth(key) }), 404, 'not_found');
  await expectError(await request.get(`/v1/projects/${'x'.repeat(10_000)}`, { headers: auth(key) }), 404, 'not_found');
  await expectError(await request.get('/v1/projects/prj_xxxxxxxxxxxxxxxxxxxxxxxx/results?limit=10&limit=20', { headers: auth(key) }), 400, 'invalid_request');
});

test('the OpenAPI document is served without a key', async ({ request }) => {
  const response = await request.get('/v1/openapi.json');
  expect(response.status()).toBe(200);
  const doc = await response.json();
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/search', '/projects/{projectId}', '/projects/{projectId}/results', '/projects/{projectId}/export.csv']));
});

test('hardening over real HTTP: auth first, any-case media types, NUL bytes and huge counts, idempotent retries', async ({ request }) => {
  const own = otherKey; // the second workspace: this test's searches stay clear of the first one's hourly allowance
  // No key: 401 whatever else is wrong with the request.
  await expectError(await request.get('/v1/projects/prj_xxxxxxxxxxxxxxxxxxxxxxxx/results?limit=1&limit=2'), 401, 'unauthorized');
  await expectError(await request.get('/v1/projects/prj_xxxxxxxxxxxxxxxxxxxxxxxx/export.csv?a=1&a=2'), 401, 'unauthorized');

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    request.post('/v1/search', { headers: { ...auth(own), 'Content-Type': 'application/json', ...headers }, data: JSON.stringify(body) });
  await expectError(await post({ brief: 'find 5 engineers in Berlin\u0000' }), 400, 'invalid_request');
  await expectError(await post({ brief: 'CTOs in Berlin', callbackUrl: 'https://example.com/a\u0000b' }), 400, 'invalid_request');

  const mixedCase = await post({ brief: 'CTOs in Berlin' }, { 'Content-Type': 'Application/JSON; charset=UTF-8' });
  expect(mixedCase.status()).toBe(202);

  const huge = await post({ brief: 'find 99999999999999999999999 designers in Paris' });
  expect(huge.status()).toBe(202);
  const hugeStatus = await waitForDoneWith(request, own, (await huge.json()).projectId);
  expect(hugeStatus).toMatchObject({ status: 'awaiting_input', requestedTarget: null });

  const idempotencyKey = `e2e-${Date.now()}`;
  const first = await post({ brief: 'find 3 product managers in France' }, { 'Idempotency-Key': idempotencyKey });
  const again = await post({ brief: 'find 3 product managers in France' }, { 'Idempotency-Key': idempotencyKey });
  expect(first.status()).toBe(202);
  expect(again.status()).toBe(202);
  expect(await again.json()).toEqual(await first.json());
  await expectError(await post({ brief: 'find 4 product managers in France' }, { 'Idempotency-Key': idempotencyKey }), 400, 'invalid_request');
});

async function waitForDoneWith(request: APIRequestContext, apiKey: string, projectId: string) {
  for (let i = 0; i < 240; i++) {
    const status = await (await request.get(`/v1/projects/${projectId}`, { headers: auth(apiKey) })).json();
    if (status.status !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${projectId} still running`);
}
