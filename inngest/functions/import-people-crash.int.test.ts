import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startInngest, stopInngest } from '@/inngest/start';
import { closeDb, getDb } from '@/server/db';
import { createTestWorkspace } from '@/test/fixtures';
import { importFile, resumeStalledImports } from '@/server/people/imports';
import { waitForImport } from '@/server/people/testing/import-fixtures';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-crash-'));
afterAll(async () => {
  await stopInngest();
  fs.rmSync(dir, { recursive: true, force: true });
});

function child(...args: string[]): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'server/people/testing/import-crash-child.ts', ...args], { env: process.env });
    let stderr = '';
    proc.stderr.on('data', (chunk) => (stderr += chunk));
    proc.on('exit', (code, signal) => {
      if (code) console.error(stderr);
      resolve({ code, signal });
    });
  });
}

describe('a process killed in the middle of an import', () => {
  it('leaves the committed batches, and the resumed import finishes with nothing duplicated', async () => {
    const file = path.join(dir, 'people.csv');
    const lines = ['Name,Title,Email,Location'];
    for (let i = 0; i < 5000; i++) lines.push(`Person ${i},Senior Backend Engineer,person${i}@crash.test,Berlin`);
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    const ws = await createTestWorkspace();
    await closeDb(); // the child is the only owner of the embedded database while it runs

    const crashed = await child(ws.workspaceId, file, '2000');
    expect(crashed.signal).toBe('SIGKILL');

    const db = await getDb();
    const [imp] = await db.sql.query<{ id: string; status: string; rows: number; imported: number }>(
      `SELECT id, status::text AS status, rows, imported FROM people_import WHERE "workspaceId" = $1`,
      [ws.workspaceId],
    );
    expect(imp).toMatchObject({ status: 'running', rows: 2000, imported: 2000 });
    const [{ n: partial }] = (await db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM imported_person WHERE workspace_id = $1', [ws.workspaceId])) as [{ n: number }];
    expect(partial).toBe(2000);

    // The app's sweep finds the stalled import and the import function resumes it after the cursor.
    await db.sql.query(`UPDATE people_import SET "updatedAt" = now() - interval '11 minutes' WHERE id = $1`, [imp!.id]);
    await startInngest();
    expect(await resumeStalledImports()).toBe(1);
    expect(await waitForImport(ws.apiKey, imp!.id)).toMatchObject({ status: 'done', rows: 5000, imported: 5000, updated: 0, rejected: 0 });
    const people = await db.sql.query<{ n: number; distinct_emails: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT email_key)::int AS distinct_emails FROM imported_person WHERE workspace_id = $1',
      [ws.workspaceId],
    );
    expect(people[0]).toEqual({ n: 5000, distinct_emails: 5000 });

    // A retry of the whole file never duplicates either.
    const retry = await importFile({ workspaceId: ws.workspaceId, kind: 'people', path: file });
    expect(retry).toMatchObject({ rows: 5000, imported: 0, updated: 5000 });
    expect((await db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM imported_person WHERE workspace_id = $1', [ws.workspaceId]))[0]!.n).toBe(5000);
  }, 300_000);
});
