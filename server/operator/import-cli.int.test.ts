import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { ScopedPeopleSource } from '@/server/search';
import { CONNECTIONS_CSV, MESSY_CSV } from '@/server/people/testing/import-fixtures';
import { createTestWorkspace } from '@/test/fixtures';
import { adminCli } from './admin-cli';
import { directoryImportCli } from './directory-import-cli';
import { runCli } from './testing/run-cli';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'people-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const admin = (...args: string[]) => runCli(adminCli, args);

function oneJsonLine(stdout: string) {
  const lines = stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!);
}

describe('npm run admin -- import-people', () => {
  it('imports a file into a workspace and prints exactly one JSON line', async () => {
    const ws = await createTestWorkspace();
    const file = path.join(dir, 'messy.csv');
    fs.writeFileSync(file, MESSY_CSV);
    const first = await admin('import-people', '--workspace', ws.workspaceId, '--file', file);
    expect(first.code).toBe(0);
    const out = oneJsonLine(first.stdout);
    expect(out).toStrictEqual({ importId: expect.stringMatching(/^imp_/), rows: 9, imported: 7, updated: 0, rejected: 2 });
    const again = oneJsonLine((await admin('import-people', '--workspace', ws.workspaceId, '--file', file)).stdout);
    expect(again).toMatchObject({ rows: 9, imported: 0, updated: 7, rejected: 2 });

    const suppression = path.join(dir, 'suppress.csv');
    fs.writeFileSync(suppression, 'Email Address\nana@example.com\n@acme.test\n');
    const suppressed = await admin('import-people', '--workspace', ws.workspaceId, '--file', suppression, '--kind', 'suppression');
    expect(oneJsonLine(suppressed.stdout)).toMatchObject({ rows: 2, imported: 2, rejected: 0 });
    const { prisma } = await getDb();
    expect(await prisma.suppressionEntry.findMany({ where: { workspaceId: ws.workspaceId }, select: { kind: true, value: true }, orderBy: { value: 'asc' } })).toEqual([
      { kind: 'domain', value: 'acme.test' },
      { kind: 'email', value: 'ana@example.com' },
    ]);
  });

  it('fails with a clear message on bad input', async () => {
    const missing = await admin('import-people', '--workspace', 'nope', '--file', path.join(dir, 'none.csv'));
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toMatch(/does not exist/);
    const file = path.join(dir, 'x.csv');
    fs.writeFileSync(file, 'Name\nAna\n');
    expect((await admin('import-people', '--workspace', 'nope', '--file', file)).stderr).toMatch(/No workspace with id nope/);
    expect((await admin('import-people', '--workspace', 'nope', '--file', file, '--kind', 'all')).stderr).toMatch(/--kind must be/);
  });
});

describe('npm run directory:import', () => {
  it('loads licensed people into the shared directory that every workspace searches', async () => {
    const file = path.join(dir, 'Connections.csv');
    fs.writeFileSync(file, CONNECTIONS_CSV);
    const result = await runCli(directoryImportCli, ['--file', file]);
    expect(result.code).toBe(0);
    expect(oneJsonLine(result.stdout)).toMatchObject({ importId: expect.stringMatching(/^imp_/), rows: 2, imported: 2, updated: 0, rejected: 0 });
    expect(result.stderr).toMatch(/\[#+\.*\] 100% 2 rows/);
    const ws = await createTestWorkspace();
    const source = new ScopedPeopleSource((await getDb()).sql, { workspaceId: ws.workspaceId, projectId: null, skipDelivered: false });
    const found = await source.findPeople({ filters: [{ field: 'role', roleKeys: ['head_of_growth'], titleTerms: [], exclude: false }], limit: 10, excludeIds: [] });
    expect(found.map((p) => [p.fullName, p.personId.slice(0, 4)])).toContainEqual(['Max Mustermann', 'lic_']);
  });
});
