import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/server/db';

function child(...args: string[]): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }> {
  return new Promise((resolve) => {
    // node itself (not npx/tsx wrappers) so that the child's own SIGKILL is what we observe.
    const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/testing/search-crash-child.ts', ...args], { env: process.env });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (chunk) => (stdout += chunk));
    proc.stderr.on('data', (chunk) => (stderr += chunk));
    proc.on('exit', (code, signal) => {
      if (code) console.error(stderr);
      resolve({ code, signal, stdout });
    });
  });
}

describe('an app killed in the middle of a search', () => {
  it.each(['mid-search', 'after-finalise'])('is completed by the restarted app with nothing lost or duplicated (%s)', async (point) => {
    await closeDb(); // the child processes are the app; the embedded database has one owner at a time
    const email = `crash-${randomBytes(3).toString('hex')}@example.com`;
    const first = await child('start', email, point);
    expect(first.signal).toBe('SIGKILL');
    // Only the child's own line: the executor logs to stdout too (a run resumed from an earlier app).
    const projectId = /^project (prj_\w+)$/m.exec(first.stdout)?.[1];
    if (!projectId) throw new Error(`the child printed no project line:\n${first.stdout}`);

    const { prisma } = await getDb();
    const before = await prisma.project.findUnique({ where: { id: projectId } });
    expect(before, `the killed child's project is gone; it printed:\n${first.stdout}`).not.toBeNull();
    expect(before!.status).toBe(point === 'mid-search' ? 'running' : 'done');
    if (point === 'mid-search') expect(await prisma.result.count({ where: { projectId } })).toBe(0);
    await closeDb();

    const second = await child('resume', projectId);
    expect(second.code).toBe(0);

    const db = await getDb();
    const project = await db.prisma.project.findUniqueOrThrow({ where: { id: projectId } });
    expect(project).toMatchObject({ status: 'done', verifiedResults: 8 });
    const results = await db.prisma.result.findMany({ where: { projectId }, orderBy: { rank: 'asc' } });
    expect(results).toHaveLength(project.totalResults);
    expect(new Set(results.map((r) => r.personId)).size).toBe(results.length);
    expect(results.map((r) => r.rank)).toEqual(results.map((_, i) => i));
    const runs = await db.sql.query<{ status: string }>(`SELECT status FROM "InngestRun" WHERE "functionId" LIKE '%run-search' AND "eventId" = $1`, [
      `search-${projectId}`,
    ]);
    expect(runs.map((r) => r.status)).toEqual(['completed']);
    // Charged exactly once, for the results delivered.
    expect(project.chargedCredits).toBe(results.length);
    const ledger = await db.prisma.creditEntry.findMany({ where: { projectId } });
    expect(ledger.filter((e) => e.kind === 'reserve')).toHaveLength(1);
    expect(ledger.filter((e) => e.kind === 'refund').length).toBeLessThanOrEqual(1);
    expect(-ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(results.length);
  }, 180_000);
});
