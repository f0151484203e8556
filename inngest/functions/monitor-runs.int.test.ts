import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInngest, stopInngest } from '@/inngest/start';
import { getDb } from '@/server/db';
import { SEARCHES_PER_HOUR } from '@/server/limits/policy';
import { addSuppression } from '@/server/people/suppression';
import { postImport, waitForImport } from '@/server/people/testing/import-fixtures';
import { createTestWorkspace, insertProject, v1 } from '@/test/fixtures';
import { fanOutDueMonitors } from '@/server/monitors/due-monitors';
import { monitorById } from '@/server/monitors/monitor-store';
import { startMonitorRun } from '@/server/monitors/run-monitor';

// Monitor runs through the real stack, with the scheduler's clock in the test's hands: the tick
// (fanOutDueMonitors) is called with the time of the slot it stands for, and the embedded executor
// runs the fanned-out run-monitor and run-search functions as it would after a cron tick. Only the
// workspace's own people exist (no directory is seeded), so what a run can deliver is exact.
type Ws = Awaited<ReturnType<typeof createTestWorkspace>>;
const BRIEF = 'developer advocates in Berlin';
const HEADER = 'Full Name,Job Title,City,Country,Email';

beforeAll(() => startInngest(), 60_000);
afterAll(() => stopInngest());

async function importPeople(ws: Ws, rows: string[]) {
  const response = await postImport(ws.apiKey, [HEADER, ...rows].join('\n'), { contentType: 'text/csv' });
  expect(response.status).toBe(202);
  expect(await waitForImport(ws.apiKey, (await response.json()).importId)).toMatchObject({ status: 'done' });
}

async function createMonitor(ws: Ws, body: object = {}) {
  const response = await v1('POST', '/monitors', { key: ws.apiKey, body: { brief: BRIEF, schedule: 'daily', ...body } });
  expect(response.status).toBe(201);
  return (await response.json()) as { monitorId: string; nextRunAt: string };
}

/** A monitor whose first run has ended, so that its next slot is not skipped for a run still searching. */
async function createSettledMonitor(ws: Ws, body: object = {}) {
  const monitor = await createMonitor(ws, body);
  const [first] = await runs(ws, monitor.monitorId);
  if (first?.projectId) await finished(ws, first.projectId);
  return monitor;
}

async function runs(ws: Ws, monitorId: string) {
  return (await (await v1('GET', `/monitors/${monitorId}`, { key: ws.apiKey })).json()).runs as Array<{ projectId: string | null; status: string; newResults: number; reason: string | null }>;
}

/** Waits (in the database: REST polling would spend the key's limit) until the project has ended; its result names. */
async function finished(ws: Ws, projectId: string) {
  const { prisma } = await getDb();
  for (let i = 0; i < 1200; i++) {
    const row = await prisma.project.findUniqueOrThrow({ where: { id: projectId } });
    if (row.status !== 'running') {
      const page = await (await v1('GET', `/projects/${projectId}/results?limit=100`, { key: ws.apiKey })).json();
      return { project: row, names: (page.results as Array<{ fullName: string }>).map((r) => r.fullName).sort() };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${projectId} did not finish`);
}

/** The monitor's next slot comes: one scheduler tick at that time; resolves with the run's row once the run-monitor function has recorded it. */
async function tickAtNextSlot(ws: Ws, monitorId: string) {
  const { sql } = await getDb();
  const monitor = (await monitorById(sql, monitorId))!;
  const before = (await runs(ws, monitorId)).length;
  await fanOutDueMonitors(monitor.nextRunAt);
  for (let i = 0; i < 600; i++) {
    const now = await runs(ws, monitorId);
    if (now.length > before) return { run: now[0]!, slot: monitor.nextRunAt };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no run of ${monitorId} was recorded`);
}

describe('monitor runs', () => {
  it('deliver what a search would first, then exactly the new people, never suppressed or delivered ones, and nothing for free when nobody is new', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    await importPeople(ws, ['Ada Advocate,Developer Advocate,Berlin,Germany,ada@example.com', 'Ben Relations,Sr. Developer Advocate,Berlin,Germany,ben@example.com', 'Cleo Coder,Software Engineer,Berlin,Germany,cleo@example.com']);
    const search = await v1('POST', '/search', { key: ws.apiKey, body: { brief: BRIEF } });
    const searched = await finished(ws, (await search.json()).projectId);

    const monitor = await createMonitor(ws);
    const [first] = await runs(ws, monitor.monitorId);
    const firstRun = await finished(ws, first!.projectId!);
    expect(firstRun.names).toEqual(searched.names);
    expect(firstRun.names).toEqual(expect.arrayContaining(['Ada Advocate', 'Ben Relations']));

    // New people arrive; one of them is on the suppression list.
    await importPeople(ws, ['Dan Devrel,DevRel Lead,Berlin,Germany,dan@example.com', 'Eve Hidden,Developer Advocate,Berlin,Germany,eve@example.com']);
    await addSuppression(ws.owner, 'eve@example.com');
    const second = await tickAtNextSlot(ws, monitor.monitorId);
    const secondRun = await finished(ws, second.run.projectId!);
    // Exactly the one new person who is not suppressed.
    expect(secondRun.names).toEqual(['Dan Devrel']);
    expect(secondRun.project).toMatchObject({ source: 'monitor', monitorId: monitor.monitorId, status: 'done' });
    expect((await runs(ws, monitor.monitorId))[0]).toMatchObject({ projectId: second.run.projectId, status: 'done', newResults: secondRun.names.length, reason: null });

    // Nobody new: done with 0 results, and it costs nothing.
    const { prisma } = await getDb();
    const balance = (await prisma.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } })).creditBalance;
    const third = await tickAtNextSlot(ws, monitor.monitorId);
    const thirdRun = await finished(ws, third.run.projectId!);
    expect(thirdRun.names).toEqual([]);
    expect(thirdRun.project).toMatchObject({ status: 'done', totalResults: 0, chargedCredits: 0 });
    expect((await prisma.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } })).creditBalance).toBe(balance);
    // The status poll keeps the spec's shape exactly.
    expect(Object.keys(await (await v1('GET', `/projects/${third.run.projectId}`, { key: ws.apiKey })).json()).sort()).toEqual(
      ['clarificationQuestion', 'done', 'error', 'projectId', 'requestedTarget', 'starredResults', 'status', 'totalResults', 'verifiedResults'],
    );
  });

  it('skip a slot the hourly allowance refuses, without counting towards a pause, and wait for the next slot', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const monitor = await createSettledMonitor(ws);
    for (let i = 0; i < SEARCHES_PER_HOUR; i++) await insertProject(ws.workspaceId, { createdAt: new Date() });
    const { run, slot } = await tickAtNextSlot(ws, monitor.monitorId);
    expect(run).toMatchObject({ projectId: null, status: 'skipped', newResults: 0, reason: expect.stringMatching(/searches in the last hour/) });
    const after = (await monitorById((await getDb()).sql, monitor.monitorId))!;
    expect(after).toMatchObject({ status: 'active', creditSkips: 0 });
    expect(after.nextRunAt.getTime()).toBeGreaterThan(slot.getTime());
  });

  it('pause themselves, and say so, after three slots skipped for credits in a row; a paused monitor never runs', async () => {
    const ws = await createTestWorkspace({ credits: 0 });
    const monitor = await createMonitor(ws);
    // The first run at creation was already refused for credits: two more slots pause it.
    expect((await runs(ws, monitor.monitorId))[0]).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/no credits left/) });
    await tickAtNextSlot(ws, monitor.monitorId);
    const third = await tickAtNextSlot(ws, monitor.monitorId);
    expect(third.run).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/no credits left/) });
    const view = await (await v1('GET', `/monitors/${monitor.monitorId}`, { key: ws.apiKey })).json();
    expect(view).toMatchObject({ status: 'paused', nextRunAt: null, pausedReason: expect.stringMatching(/3 runs in a row.*credits/) });
    expect(view.runs).toHaveLength(3);
    // Paused: a tick long after its slot finds nothing due.
    await fanOutDueMonitors(new Date(Date.now() + 30 * 24 * 3600_000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await runs(ws, monitor.monitorId)).toHaveLength(3);
    // Resumed: the count of skips starts again.
    const resumed = await (await v1('PATCH', `/monitors/${monitor.monitorId}`, { key: ws.apiKey, body: { status: 'active' } })).json();
    expect(resumed).toMatchObject({ status: 'active', pausedReason: null });
    expect((await monitorById((await getDb()).sql, monitor.monitorId))!.creditSkips).toBe(0);
  });

  it('skip a slot the monthly budget refuses, naming the budget', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const monitor = await createSettledMonitor(ws);
    const { prisma } = await getDb();
    await prisma.workspace.update({ where: { id: ws.workspaceId }, data: { monthlyBudget: 0 } });
    const { run } = await tickAtNextSlot(ws, monitor.monitorId);
    expect(run).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/monthly budget/) });
    expect((await monitorById((await getDb()).sql, monitor.monitorId))!.creditSkips).toBe(1);
  });

  it('skip a scheduled slot while the previous run still searches: runs never pile up', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const monitor = await createSettledMonitor(ws);
    const { prisma } = await getDb();
    // A run that is still searching.
    await insertProject(ws.workspaceId, { source: 'monitor', monitorId: monitor.monitorId, status: 'running' });
    const { run } = await tickAtNextSlot(ws, monitor.monitorId);
    expect(run).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/previous run was still searching/) });
    expect(await prisma.project.count({ where: { monitorId: monitor.monitorId } })).toBe(2);
  });

  it('run one slot once: a fan-out repeated after a crash before its advance, and two processes starting the same slot', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const monitor = await createSettledMonitor(ws);
    const { sql, prisma } = await getDb();
    const due = (await monitorById(sql, monitor.monitorId))!;
    // The tick sent its events, then "crashed" before moving the slot on: the next tick finds it due again.
    const ticked = await tickAtNextSlot(ws, monitor.monitorId);
    await sql.query(`UPDATE "Monitor" SET "nextRunAt" = $2::timestamptz WHERE id = $1`, [monitor.monitorId, due.nextRunAt.toISOString()]);
    await fanOutDueMonitors(due.nextRunAt);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const slotRuns = await prisma.monitorRun.findMany({ where: { monitorId: monitor.monitorId, slotAt: due.nextRunAt } });
    expect(slotRuns.map((r) => r.projectId)).toEqual([ticked.run.projectId]);
    // Two processes start the same slot at once (on PostgreSQL they are two connections): one project.
    await finished(ws, ticked.run.projectId!);
    const slot = new Date(due.nextRunAt.getTime() + 24 * 3600_000);
    const outcomes = await Promise.all([startMonitorRun(due, slot, 'slot'), startMonitorRun(due, slot, 'slot')]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['not-run', 'started']);
    expect(await prisma.monitorRun.count({ where: { monitorId: monitor.monitorId, slotAt: slot } })).toBe(1);
    expect(await prisma.project.count({ where: { monitorId: monitor.monitorId } })).toBe(3);
  });

  it('a slot started again while its own run still searches is one that already ran, not a skipped one', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const monitor = await createSettledMonitor(ws);
    const { sql, prisma } = await getDb();
    const due = (await monitorById(sql, monitor.monitorId))!;
    const slot = new Date(due.nextRunAt.getTime() + 24 * 3600_000);
    // Another process has just started this slot: its project is still searching.
    const first = await startMonitorRun(due, slot, 'slot');
    expect(first.kind).toBe('started');
    await prisma.project.update({ where: { id: (first as { projectId: string }).projectId }, data: { status: 'running' } });
    const again = await startMonitorRun(due, slot, 'slot');
    expect(again.kind).toBe('not-run');
    const runs = await prisma.monitorRun.findMany({ where: { monitorId: monitor.monitorId, slotAt: slot } });
    expect(runs.map((r) => [r.projectId, r.skipReason])).toEqual([[(first as { projectId: string }).projectId, null]]);
  });

  it('a slot missed while the process was down runs once, and the next slot is after now', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const monitor = await createSettledMonitor(ws, { schedule: '0 * * * *' });
    const { sql, prisma } = await getDb();
    // Down for five hours: the slot it was due at is long past when the process is back.
    const due = (await monitorById(sql, monitor.monitorId))!;
    const back = new Date(due.nextRunAt.getTime() + 5 * 3600_000 + 60_000);
    await fanOutDueMonitors(back);
    await fanOutDueMonitors(new Date(back.getTime() + 60_000));
    for (let i = 0; i < 200 && (await prisma.monitorRun.count({ where: { monitorId: monitor.monitorId } })) < 2; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await prisma.monitorRun.count({ where: { monitorId: monitor.monitorId } })).toBe(2);
    const after = (await monitorById(sql, monitor.monitorId))!;
    expect(after.nextRunAt.getTime()).toBeGreaterThan(back.getTime());
    expect(after.nextRunAt.getTime() - back.getTime()).toBeLessThanOrEqual(3600_000);
  });

  it('a slot fanned out just before the process stops runs once when it is back', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const monitor = await createSettledMonitor(ws);
    const { sql, prisma } = await getDb();
    const due = (await monitorById(sql, monitor.monitorId))!;
    // The tick has sent the slot's event; the process stops before any run picks it up.
    await stopInngest();
    await fanOutDueMonitors(due.nextRunAt);
    expect(await prisma.monitorRun.count({ where: { monitorId: monitor.monitorId } })).toBe(1);
    await startInngest();
    for (let i = 0; i < 600 && (await prisma.monitorRun.count({ where: { monitorId: monitor.monitorId } })) < 2; i++) await new Promise((r) => setTimeout(r, 50));
    const slotRuns = await prisma.monitorRun.findMany({ where: { monitorId: monitor.monitorId, slotAt: due.nextRunAt } });
    expect(slotRuns).toHaveLength(1);
    expect((await finished(ws, slotRuns[0]!.projectId!)).project.status).toBe('done');
    expect(await prisma.project.count({ where: { monitorId: monitor.monitorId } })).toBe(2);
  });
});
