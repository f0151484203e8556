import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { createTestWorkspace, v1 } from '@/test/fixtures';

// The /v1 monitor endpoints as a client calls them: shapes, validation, isolation, pause, delete.
// Runs themselves (scheduling, delivery) are in inngest/functions/monitor-runs.int.test.ts.
let a: Awaited<ReturnType<typeof createTestWorkspace>>;
let b: Awaited<ReturnType<typeof createTestWorkspace>>;

beforeAll(async () => {
  a = await createTestWorkspace({ credits: 1000 });
  b = await createTestWorkspace({ credits: 1000 });
});

const BRIEF = 'software engineers in Berlin';

async function create(key: string, body: object) {
  const response = await v1('POST', '/monitors', { key, body });
  return { response, body: await response.json() };
}

async function expectInvalid(body: object, message: RegExp) {
  const { response, body: answer } = await create(a.apiKey, body);
  expect(response.status).toBe(400);
  expect(answer).toEqual({ error: { code: 'invalid_request', message: expect.stringMatching(message) } });
}

describe('POST /v1/monitors', () => {
  it('creates an active monitor, answers 201 with its fields, and starts the first run', async () => {
    const before = Date.now();
    const { response, body } = await create(a.apiKey, { brief: BRIEF, schedule: 'weekly', timezone: 'Europe/Berlin' });
    expect(response.status).toBe(201);
    expect(body).toStrictEqual({
      monitorId: expect.stringMatching(/^mon_[A-Za-z0-9]{24}$/),
      status: 'active',
      brief: BRIEF,
      schedule: 'weekly',
      timezone: 'Europe/Berlin',
      callbackUrl: null,
      nextRunAt: expect.any(String),
      pausedReason: null,
      createdAt: expect.any(String),
    });
    // Weekly: the same minute a week after creation (Berlin has no clock change this week or next? it may: allow an hour).
    const gap = Date.parse(body.nextRunAt) - before;
    expect(gap).toBeGreaterThan(7 * 24 * 3600_000 - 2 * 3600_000);
    expect(gap).toBeLessThanOrEqual(7 * 24 * 3600_000 + 3600_000);
    const detail = await (await v1('GET', `/monitors/${body.monitorId}`, { key: a.apiKey })).json();
    expect(detail.runs).toEqual([{ projectId: expect.stringMatching(/^prj_/), ranAt: expect.any(String), newResults: 0, status: 'running', reason: null }]);
    const { prisma } = await getDb();
    const project = await prisma.project.findUniqueOrThrow({ where: { id: detail.runs[0].projectId } });
    expect(project).toMatchObject({ source: 'monitor', monitorId: body.monitorId, brief: BRIEF, workspaceId: a.workspaceId });
  });

  it('defaults the time zone to UTC and keeps a cron schedule as sent', async () => {
    const { response, body } = await create(a.apiKey, { brief: BRIEF, schedule: '15 9 * * 1-5', callbackUrl: 'https://example.com/hook' });
    expect(response.status).toBe(201);
    expect(body).toMatchObject({ schedule: '15 9 * * 1-5', timezone: 'UTC', callbackUrl: 'https://example.com/hook' });
    const next = new Date(body.nextRunAt);
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([9, 15]);
    expect([1, 2, 3, 4, 5]).toContain(next.getUTCDay());
  });

  it('refuses schedules that are not daily, weekly or a cron of at most one run an hour', async () => {
    await expectInvalid({ brief: BRIEF, schedule: '*/30 * * * *' }, /^schedule: .*at most once an hour/);
    await expectInvalid({ brief: BRIEF, schedule: '* * * * *' }, /^schedule: .*at most once an hour/);
    await expectInvalid({ brief: BRIEF, schedule: '0,30 9 * * *' }, /^schedule: .*at most once an hour/);
    await expectInvalid({ brief: BRIEF, schedule: 'hourly' }, /^schedule: must be .*five fields/);
    await expectInvalid({ brief: BRIEF, schedule: '0 0 9 * * 1' }, /^schedule: must be .*five fields/);
    await expectInvalid({ brief: BRIEF, schedule: '0 25 * * *' }, /^schedule: .*not a valid cron/);
    await expectInvalid({ brief: BRIEF, schedule: '0 9 31 2 *' }, /^schedule: never runs/);
    await expectInvalid({ brief: BRIEF, schedule: 'weekly', timezone: 'Mars/Olympus' }, /^timezone: .*IANA/);
    await expectInvalid({ brief: BRIEF, schedule: 7 }, /^schedule: /);
    await expectInvalid({ brief: BRIEF }, /^schedule: /);
  });

  it('validates brief and callbackUrl as POST /search does, and refuses unknown fields', async () => {
    await expectInvalid({ brief: '', schedule: 'daily' }, /brief must not be empty/);
    await expectInvalid({ brief: 'x'.repeat(5000), schedule: 'daily' }, /brief must be at most/);
    await expectInvalid({ brief: BRIEF, schedule: 'daily', callbackUrl: 'ftp://example.com' }, /callbackUrl must be an absolute http or https URL/);
    await expectInvalid({ brief: BRIEF, schedule: 'daily', target: 5 }, /target|Unrecognized/i);
    const response = await v1('POST', '/monitors', { key: a.apiKey, body: '{"brief":' });
    expect(response.status).toBe(400);
  });

  it('refuses a brief the search would ask about, with the question as the message', async () => {
    const preview = await (await v1('POST', '/search/preview', { key: a.apiKey, body: { brief: 'people' } })).json();
    expect(preview.clarificationQuestion).toEqual(expect.any(String));
    const { response, body } = await create(a.apiKey, { brief: 'people', schedule: 'daily' });
    expect(response.status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid_request', message: preview.clarificationQuestion } });
  });

  it('needs a valid key', async () => {
    const response = await v1('POST', '/monitors', { key: 'ok_live_nope', body: { brief: BRIEF, schedule: 'daily' } });
    expect(response.status).toBe(401);
  });
});

describe('the monitors of a workspace', () => {
  it('are listed newest first, paged like results, and never another workspace\'s', async () => {
    const ws = await createTestWorkspace({ credits: 100 });
    const ids: string[] = [];
    for (const schedule of ['daily', 'weekly', '0 6 * * *']) ids.push((await create(ws.apiKey, { brief: BRIEF, schedule })).body.monitorId);
    const page = await (await v1('GET', '/monitors?limit=2', { key: ws.apiKey })).json();
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(page.monitors.map((m: { monitorId: string }) => m.monitorId)).toEqual([ids[2], ids[1]]);
    const rest = await (await v1('GET', '/monitors?limit=2&offset=2', { key: ws.apiKey })).json();
    expect(rest.monitors.map((m: { monitorId: string }) => m.monitorId)).toEqual([ids[0]]);
    const other = await (await v1('GET', '/monitors', { key: b.apiKey })).json();
    expect(other.monitors.map((m: { monitorId: string }) => m.monitorId)).not.toContain(ids[0]);
    expect((await v1('GET', '/monitors?limit=0', { key: ws.apiKey })).status).toBe(400);
    expect((await v1('GET', '/monitors?limit=abc', { key: ws.apiKey })).status).toBe(400);
    expect((await v1('GET', '/monitors?limit=1&limit=2', { key: ws.apiKey })).status).toBe(400);
  });

  it('answers another workspace\'s monitor exactly like an unknown one, for every method', async () => {
    const { body } = await create(a.apiKey, { brief: BRIEF, schedule: 'daily' });
    const unknown = `mon_${'x'.repeat(24)}`;
    for (const [method, suffix, payload] of [
      ['GET', '', undefined],
      ['PATCH', '', { status: 'paused' }],
      ['DELETE', '', undefined],
      ['POST', '/runs', undefined],
    ] as const) {
      const foreign = await v1(method, `/monitors/${body.monitorId}${suffix}`, { key: b.apiKey, body: payload });
      const missing = await v1(method, `/monitors/${unknown}${suffix}`, { key: b.apiKey, body: payload });
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toEqual(await missing.json());
    }
    // Still there, untouched.
    expect((await (await v1('GET', `/monitors/${body.monitorId}`, { key: a.apiKey })).json()).status).toBe('active');
  });

  it('pause and resume: a paused monitor has no next run; a resumed one runs at its next slot from now', async () => {
    const { body } = await create(a.apiKey, { brief: BRIEF, schedule: '0 7 * * *' });
    const paused = await v1('PATCH', `/monitors/${body.monitorId}`, { key: a.apiKey, body: { status: 'paused' } });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ monitorId: body.monitorId, status: 'paused', nextRunAt: null, pausedReason: null });
    const resumed = await (await v1('PATCH', `/monitors/${body.monitorId}`, { key: a.apiKey, body: { status: 'active' } })).json();
    expect(resumed.status).toBe('active');
    expect(new Date(resumed.nextRunAt).getUTCHours()).toBe(7);
    expect(Date.parse(resumed.nextRunAt)).toBeGreaterThan(Date.now());
    const bad = await v1('PATCH', `/monitors/${body.monitorId}`, { key: a.apiKey, body: { status: 'stopped' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/status must be "active" or "paused"/);
  });

  it('delete answers 204 with no body; the monitor is gone and its projects stay', async () => {
    const { body } = await create(a.apiKey, { brief: BRIEF, schedule: 'daily' });
    const { runs } = await (await v1('GET', `/monitors/${body.monitorId}`, { key: a.apiKey })).json();
    const deleted = await v1('DELETE', `/monitors/${body.monitorId}`, { key: a.apiKey });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect((await v1('GET', `/monitors/${body.monitorId}`, { key: a.apiKey })).status).toBe(404);
    expect((await v1('DELETE', `/monitors/${body.monitorId}`, { key: a.apiKey })).status).toBe(404);
    expect((await v1('GET', `/projects/${runs[0].projectId}`, { key: a.apiKey })).status).toBe(200);
  });

  it('run now starts a run (202) without a body, counted like any search', async () => {
    const { body } = await create(a.apiKey, { brief: BRIEF, schedule: 'daily' });
    const response = await v1('POST', `/monitors/${body.monitorId}/runs`, { key: a.apiKey });
    expect(response.status).toBe(202);
    const started = await response.json();
    expect(started).toStrictEqual({ projectId: expect.stringMatching(/^prj_/), status: 'running' });
    const { runs } = await (await v1('GET', `/monitors/${body.monitorId}`, { key: a.apiKey })).json();
    expect(runs.map((r: { projectId: string }) => r.projectId)).toContain(started.projectId);
  });

  it('run now is refused like any search when the limits say no (429, no Retry-After for credits), and is not recorded as a skipped slot', async () => {
    const broke = await createTestWorkspace({ credits: 0 });
    const { response, body } = await create(broke.apiKey, { brief: BRIEF, schedule: 'daily' });
    // Created all the same: the first run is recorded as skipped, with the reason.
    expect(response.status).toBe(201);
    const before = (await (await v1('GET', `/monitors/${body.monitorId}`, { key: broke.apiKey })).json()).runs;
    expect(before).toEqual([{ projectId: null, ranAt: expect.any(String), newResults: 0, status: 'skipped', reason: expect.stringMatching(/no credits left/) }]);
    const refused = await v1('POST', `/monitors/${body.monitorId}/runs`, { key: broke.apiKey });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeNull();
    expect((await refused.json()).error).toMatchObject({ code: 'limit_exceeded', message: expect.stringMatching(/no credits left/) });
    expect((await (await v1('GET', `/monitors/${body.monitorId}`, { key: broke.apiKey })).json()).runs).toHaveLength(1);
  });
});
