import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/server/db';
import { createTestWorkspace } from '@/test/fixtures';
import { newImportId } from './create-import';
import { takeReader } from './open-readers';
import { runImportSlice, runImportToEnd } from './process-import';
import { storeFile } from './stored-file';
import { peopleCsv } from './testing/people-csv';

// An import runs as slices (steps of the import function). Split anywhere, it must give exactly
// what one pass gives: the same people, counts and rejected rows. The next slice in the same
// process continues the reader the previous one paused, so the stored file is read once; after a
// restart (no paused reader) a slice reads the file again from its start and skips the rows
// already committed.
const ROWS = 5000;
// With rows without a name, rows with too many cells, blank lines and repeated people; about
// 3.7 MB, so the stored file has several chunks (1 MiB each).
const FILE = peopleCsv(ROWS, { pad: 600, mistakes: true });

async function* pieces(text: string): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < text.length; at += 65_536) yield Buffer.from(text.slice(at, at + 65_536));
}

async function storedImport() {
  const { workspaceId } = await createTestWorkspace();
  const { prisma, sql } = await getDb();
  const id = newImportId();
  await prisma.peopleImport.create({ data: { id, workspaceId, kind: 'people', format: 'csv', header: [] } });
  const stored = await storeFile(sql, id, pieces(FILE), () => undefined);
  await prisma.peopleImport.update({ where: { id }, data: { status: 'running', byteSize: stored.bytes, chunkCount: stored.chunks } });
  return { id, workspaceId, chunks: stored.chunks };
}

/** Counts the stored file's chunks read for an import (readStoredFile: one SELECT per chunk). */
async function countChunkReads(importId: string) {
  const { sql } = await getDb();
  const query = vi.spyOn(sql, 'query');
  return () =>
    query.mock.calls.filter(([statement, params]) => typeof statement === 'string' && /FROM people_import_chunk WHERE import_id = \$1 AND seq/.test(statement) && params?.[0] === importId)
      .length;
}

/** Everything an import leaves, without what differs by workspace (ids, timestamps, new companies' ids). */
async function outcome(importId: string, workspaceId: string) {
  const { sql } = await getDb();
  const [counts] = await sql.query('SELECT status::text AS status, rows, imported, updated, rejected, header, failure FROM people_import WHERE id = $1', [importId]);
  const rejections = await sql.query('SELECT row, message, cells FROM people_import_rejection WHERE import_id = $1 ORDER BY row', [importId]);
  const people = await sql.query(
    `SELECT linkedin_key, email_key, email_domain, name_key, first_name, last_name, full_name, title, role_key, function, seniority,
            company_name, company_industry, company_stage, company_size, city_id, city, region_code, region, country, country_code,
            linkedin_url, email, phone, skills, years_experience, languages, search_vector::text AS search_vector
     FROM imported_person WHERE workspace_id = $1 ORDER BY email_key, linkedin_key, full_name`,
    [workspaceId],
  );
  const companies = await sql.query('SELECT name, name_key FROM imported_company WHERE workspace_id = $1 ORDER BY name_key', [workspaceId]);
  return { counts, rejections, people, companies };
}

afterEach(() => vi.restoreAllMocks());

describe('an import run in slices', () => {
  let onePass: Awaited<ReturnType<typeof outcome>>;

  it('in one pass: the reference', async () => {
    const imp = await storedImport();
    expect(imp.chunks).toBeGreaterThanOrEqual(3);
    await runImportToEnd(imp.id);
    onePass = await outcome(imp.id, imp.workspaceId);
    // The file's mistakes are all there, so the comparisons below compare something.
    expect(onePass.counts).toMatchObject({ status: 'done', rows: ROWS, failure: null });
    const { imported, updated, rejected } = onePass.counts as { imported: number; updated: number; rejected: number };
    expect(imported + updated + rejected).toBe(ROWS);
    expect(updated).toBeGreaterThan(0);
    expect(rejected).toBeGreaterThan(0);
    expect(onePass.rejections.map((r) => (r as { message: string }).message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/has no name$/), expect.stringMatching(/has 9 cells but the header has 7$/)]),
    );
    expect(onePass.people).toHaveLength(imported);
  });

  it('in slices of 1000 rows, each continuing the reader the last one paused: the same, and the file read once', async () => {
    const imp = await storedImport();
    const chunkReads = await countChunkReads(imp.id);
    let slices = 0;
    while (!(await runImportSlice(imp.id, { maxRows: 1000 })).done) slices++;
    expect(slices).toBe(ROWS / 1000);
    expect(await outcome(imp.id, imp.workspaceId)).toEqual(onePass);
    expect(chunkReads()).toBe(imp.chunks);
  });

  it('in slices of 1000 rows with no paused reader between them (a restart): the same, the file read again from its start', async () => {
    const imp = await storedImport();
    const chunkReads = await countChunkReads(imp.id);
    let slices = 0;
    for (;;) {
      // What a restarted process has: no reader kept for this import (a cursor no slice starts at closes it).
      takeReader(imp.id, -1);
      if ((await runImportSlice(imp.id, { maxRows: 1000 })).done) break;
      slices++;
    }
    expect(slices).toBe(ROWS / 1000);
    expect(await outcome(imp.id, imp.workspaceId)).toEqual(onePass);
    expect(chunkReads()).toBeGreaterThan(imp.chunks);
  });
});
