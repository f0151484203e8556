import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { createTestWorkspace } from '@/test/fixtures';
import { newImportId } from './create-import';
import { runImportToEnd } from './process-import';
import { storeFile } from './stored-file';

// Issue 22: an import whose stored file lost a chunk (e.g. failed, its chunks dropped, then set
// running again) must end failed, never done with the rows it happened to read.
const ROWS = 1200;
const FILE = ['Name,Title', ...Array.from({ length: ROWS }, (_, i) => `Person ${i},${'x'.repeat(2500)}`)].join('\n');
/** The body as a request delivers it: in pieces. */
async function* pieces(text: string): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < text.length; at += 65_536) yield Buffer.from(text.slice(at, at + 65_536));
}

async function storedImport(workspaceId: string) {
  const { prisma, sql } = await getDb();
  const id = newImportId();
  await prisma.peopleImport.create({ data: { id, workspaceId, kind: 'people', format: 'csv', header: [] } });
  const stored = await storeFile(sql, id, pieces(FILE), () => undefined);
  expect(stored.chunks).toBeGreaterThanOrEqual(3); // ~3 MB in chunks of 1 MiB
  await prisma.peopleImport.update({ where: { id }, data: { status: 'running', byteSize: stored.bytes, chunkCount: stored.chunks } });
  return id;
}

const statusOf = async (id: string) =>
  (await getDb()).prisma.peopleImport.findUniqueOrThrow({ where: { id }, select: { status: true, rows: true, failure: true } });

describe('reading a stored file', () => {
  it('reads every chunk of a complete file', async () => {
    const ws = await createTestWorkspace();
    const id = await storedImport(ws.workspaceId);
    await runImportToEnd(id);
    expect(await statusOf(id)).toMatchObject({ status: 'done', rows: ROWS });
  });

  it('fails the import when a chunk the upload recorded is missing, instead of finishing done with fewer rows', async () => {
    const ws = await createTestWorkspace();
    const id = await storedImport(ws.workspaceId);
    const { sql } = await getDb();
    await sql.query('DELETE FROM people_import_chunk WHERE import_id = $1 AND seq = 1', [id]);
    await runImportToEnd(id);
    const ended = await statusOf(id);
    expect(ended).toMatchObject({ status: 'failed', failure: expect.stringMatching(/stored file is incomplete \(part 2 of \d+ is missing\)/) });
    expect(ended.rows).toBeLessThan(ROWS);
    expect(await sql.query('SELECT 1 FROM people_import_chunk WHERE import_id = $1', [id])).toEqual([]);
  });

  it('fails a running import with no file at all (one stored before chunks were counted)', async () => {
    const ws = await createTestWorkspace();
    const id = await storedImport(ws.workspaceId);
    const { sql } = await getDb();
    await sql.query('DELETE FROM people_import_chunk WHERE import_id = $1', [id]);
    await sql.query('UPDATE people_import SET "chunkCount" = NULL WHERE id = $1', [id]);
    await runImportToEnd(id);
    expect(await statusOf(id)).toMatchObject({ status: 'failed', rows: 0, failure: expect.stringMatching(/incomplete \(part 1 is missing\)/) });
  });

  it('stops storing once the import is no longer uploading (the sweep failed it)', async () => {
    const ws = await createTestWorkspace();
    const { prisma, sql } = await getDb();
    const id = newImportId();
    await prisma.peopleImport.create({ data: { id, workspaceId: ws.workspaceId, kind: 'people', format: 'csv', header: [], status: 'failed' } });
    await expect(storeFile(sql, id, pieces(FILE), () => undefined)).rejects.toMatchObject({ code: 'conflict', message: expect.stringMatching(/Send the file again/) });
    expect(await sql.query('SELECT 1 FROM people_import_chunk WHERE import_id = $1', [id])).toEqual([]);
  });
});
