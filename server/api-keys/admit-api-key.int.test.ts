import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { persistAdmissionState } from '@/server/api-keys/admit-api-key';
import { closeDb, getDb } from '@/server/db';
import { getEnv } from '@/server/env';
import { createTestWorkspace, insertProject, v1 } from '@/test/fixtures';

// Keys and windows may be held in memory (embedded mode): whatever changes a key in the database,
// by any path, is in force on the very next request. Runs on PGlite and on PostgreSQL.

let a: Awaited<ReturnType<typeof createTestWorkspace>>;
let b: Awaited<ReturnType<typeof createTestWorkspace>>;

beforeAll(async () => {
  a = await createTestWorkspace();
  b = await createTestWorkspace();
});

async function keyRow(workspaceId: string) {
  const { prisma } = await getDb();
  return prisma.apiKey.findFirstOrThrow({ where: { workspaceId } });
}

describe('a key known to the facade', () => {
  it('is refused on the next request once revoked by a raw UPDATE (not through the service)', async () => {
    const c = await createTestWorkspace();
    const project = await insertProject(c.workspaceId);
    expect((await v1('GET', `/projects/${project.id}`, { key: c.apiKey })).status).toBe(200);
    const { sql } = await getDb();
    await sql.query(`UPDATE "ApiKey" SET "revokedAt" = now() WHERE "workspaceId" = $1`, [c.workspaceId]);
    const response = await v1('GET', `/projects/${project.id}`, { key: c.apiKey });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('is refused on the next request once deleted', async () => {
    const c = await createTestWorkspace();
    const project = await insertProject(c.workspaceId);
    expect((await v1('GET', `/projects/${project.id}`, { key: c.apiKey })).status).toBe(200);
    const { prisma } = await getDb();
    await prisma.apiKey.delete({ where: { id: (await keyRow(c.workspaceId)).id } });
    expect((await v1('GET', `/projects/${project.id}`, { key: c.apiKey })).status).toBe(401);
  });

  it('is refused on the next request once its workspace is deleted (cascade)', async () => {
    const c = await createTestWorkspace();
    expect((await v1('GET', `/projects/prj_${'z'.repeat(24)}`, { key: c.apiKey })).status).toBe(404);
    const { prisma } = await getDb();
    await prisma.workspace.delete({ where: { id: c.workspaceId } });
    expect((await v1('GET', `/projects/prj_${'z'.repeat(24)}`, { key: c.apiKey })).status).toBe(401);
  });

  it('acts for its new workspace on the next request once moved to another workspace', async () => {
    const c = await createTestWorkspace();
    const own = await insertProject(c.workspaceId);
    const other = await insertProject(b.workspaceId);
    expect((await v1('GET', `/projects/${own.id}`, { key: c.apiKey })).status).toBe(200);
    expect((await v1('GET', `/projects/${other.id}`, { key: c.apiKey })).status).toBe(404);
    const { prisma } = await getDb();
    await prisma.apiKey.update({ where: { id: (await keyRow(c.workspaceId)).id }, data: { workspaceId: b.workspaceId } });
    expect((await v1('GET', `/projects/${own.id}`, { key: c.apiKey })).status).toBe(404);
    expect((await v1('GET', `/projects/${other.id}`, { key: c.apiKey })).status).toBe(200);
  });

  it('keeps serving other keys while one is revoked', async () => {
    const project = await insertProject(a.workspaceId);
    const c = await createTestWorkspace();
    await v1('GET', `/projects/${project.id}`, { key: c.apiKey });
    const { sql } = await getDb();
    await sql.query(`UPDATE "ApiKey" SET "revokedAt" = now() WHERE "workspaceId" = $1`, [c.workspaceId]);
    expect((await v1('GET', `/projects/${project.id}`, { key: a.apiKey })).status).toBe(200);
  });
});

describe('the per-key window', () => {
  it('is counted exactly while the key is revoked in the middle of a burst: nothing after the revocation passes', async () => {
    const c = await createTestWorkspace();
    const project = await insertProject(c.workspaceId);
    const first = await Promise.all(Array.from({ length: 50 }, () => v1('GET', `/projects/${project.id}`, { key: c.apiKey })));
    expect(first.every((r) => r.status === 200)).toBe(true);
    const { sql } = await getDb();
    await sql.query(`UPDATE "ApiKey" SET "revokedAt" = now() WHERE "workspaceId" = $1`, [c.workspaceId]);
    const second = await Promise.all(Array.from({ length: 50 }, () => v1('GET', `/projects/${project.id}`, { key: c.apiKey })));
    expect(second.every((r) => r.status === 401)).toBe(true);
  });

  it('survives a restart of the process (the database is closed and opened again)', async () => {
    const c = await createTestWorkspace();
    const project = await insertProject(c.workspaceId);
    const burst = await Promise.all(Array.from({ length: 125 }, () => v1('GET', `/projects/${project.id}`, { key: c.apiKey })));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(120);
    await persistAdmissionState();
    await closeDb();
    const after = await v1('GET', `/projects/${project.id}`, { key: c.apiKey });
    expect(after.status).toBe(429);
    expect(Number(after.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('records lastUsedAt in UTC, like every other timestamp Prisma writes', async () => {
    const c = await createTestWorkspace();
    const before = Date.now();
    await v1('GET', `/projects/prj_${'q'.repeat(24)}`, { key: c.apiKey });
    const { lastUsedAt } = await keyRow(c.workspaceId);
    expect(lastUsedAt).toBeInstanceOf(Date);
    // Minutes apart would mean a time-zone shift; this allows for a slow machine only.
    expect(Math.abs(lastUsedAt!.getTime() - before)).toBeLessThan(60_000);
  });

  it('stamps lastUsedAt once a minute, not on every request', async () => {
    const c = await createTestWorkspace();
    const project = await insertProject(c.workspaceId);
    await v1('GET', `/projects/${project.id}`, { key: c.apiKey });
    const first = (await keyRow(c.workspaceId)).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await v1('GET', `/projects/${project.id}`, { key: c.apiKey });
    expect((await keyRow(c.workspaceId)).lastUsedAt).toEqual(first);
  });
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')('lastUsedAt on PostgreSQL', () => {
  it('is stamped again once a minute old', async () => {
    const c = await createTestWorkspace();
    const { sql } = await getDb();
    await sql.query(`UPDATE "ApiKey" SET "lastUsedAt" = timezone('UTC', now()) - interval '2 minutes' WHERE "workspaceId" = $1`, [c.workspaceId]);
    const before = Date.now();
    expect((await v1('GET', `/projects/prj_${'s'.repeat(24)}`, { key: c.apiKey })).status).toBe(404);
    expect(Math.abs((await keyRow(c.workspaceId)).lastUsedAt!.getTime() - before)).toBeLessThan(60_000);
  });

  it('never holds a request up while another transaction has the key row locked, and is stamped by a later one', async () => {
    const c = await createTestWorkspace();
    const project = await insertProject(c.workspaceId);
    const { sql } = await getDb();
    await sql.query(`UPDATE "ApiKey" SET "lastUsedAt" = NULL WHERE "workspaceId" = $1`, [c.workspaceId]);
    const other = new pg.Client({ connectionString: getEnv().DATABASE_URL });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`SELECT id FROM "ApiKey" WHERE "workspaceId" = $1 FOR UPDATE`, [c.workspaceId]);
      // A request that waited for the lock would wait until this transaction ends: never, here.
      const answered = await Promise.race([
        v1('GET', `/projects/${project.id}`, { key: c.apiKey }).then((response) => response.status),
        new Promise((resolve) => setTimeout(() => resolve('still waiting for the lock'), 10_000)),
      ]);
      expect(answered).toBe(200);
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    expect((await keyRow(c.workspaceId)).lastUsedAt).toBeNull();
    await v1('GET', `/projects/${project.id}`, { key: c.apiKey });
    expect((await keyRow(c.workspaceId)).lastUsedAt).toBeInstanceOf(Date);
  });
});
