import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/server/db';
import { getEnv } from '@/server/env';
import { CONNECTIONS_CSV } from '@/server/people/testing/import-fixtures';
import { runScript } from './testing/run-script';

// The operator CLIs as their npm scripts run them, each in a Node process of its own (tsx compiles
// the app on start: seconds of CPU per run). Only what the process adds is tested here: the
// arguments, the streams, the exit code and the database released at exit. What the commands
// do is tested in-process beside them (server/operator/*.int.test.ts).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-processes-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function run(script: string, ...args: string[]) {
  await closeDb(); // the embedded database has one owner at a time: the CLI while it runs
  return runScript(script, args);
}

describe('the operator CLIs as processes', { timeout: 240_000 }, () => {
  it('admin prints one JSON line and exits 0, releasing the database; a bad command exits 1 with the usage', async () => {
    const email = `cli-${randomBytes(3).toString('hex')}@example.com`;
    const created = await run('scripts/admin.ts', 'create-workspace', '--name', 'Acme', '--owner', email, '--credits', '5');
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const lines = created.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const { workspaceId } = JSON.parse(lines[0]!);
    const { prisma } = await getDb(); // opens only if the CLI closed it at exit
    expect(await prisma.workspace.findUnique({ where: { id: workspaceId }, select: { creditBalance: true } })).toEqual({ creditBalance: 5 });

    const bad = await run('scripts/admin.ts', 'frobnicate');
    expect(bad).toMatchObject({ code: 1, stdout: '' });
    expect(bad.stderr).toMatch(/^admin: Unknown command "frobnicate"\nUsage: npm run admin -- <command>/);
  });

  it.runIf(getEnv().databaseMode === 'embedded')('admin says the data directory is in use while the server holds it', async () => {
    await getDb(); // this test process now plays the running server
    const result = await runScript('scripts/admin.ts', ['create-key', '--workspace', 'x']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/data directory .* is in use by process \d+/);
    expect(result.stderr).toMatch(/stop the server/);
  });

  it('directory:import shows its progress on stderr and prints one JSON line; a missing file exits 2', async () => {
    const file = path.join(dir, 'Connections.csv');
    fs.writeFileSync(file, CONNECTIONS_CSV);
    const result = await run('scripts/directory-import.ts', '--file', file);
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ rows: 2, imported: 2, rejected: 0 });
    expect(result.stderr).toMatch(/\[#+\.*\] 100% 2 rows/);

    const missing = await run('scripts/directory-import.ts', '--file', path.join(dir, 'none.csv'));
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toMatch(/none\.csv does not exist\nUsage: npm run directory:import/);
  });
});
