import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInngest, stopInngest } from '@/inngest/start';
import { getDb } from '@/server/db';
import { resumeStalledImports } from '@/server/people/imports';
import { postImport, waitForImport } from '@/server/people/testing/import-fixtures';
import { createTestWorkspace } from '@/test/fixtures';

// Issue 22: the sweep fails an upload by its heartbeat (a stored chunk), not by its age, and an
// upload it failed is never revived as running (then done with 0 rows).
let ws: Awaited<ReturnType<typeof createTestWorkspace>>;
beforeAll(async () => {
  await startInngest();
  ws = await createTestWorkspace();
}, 120_000);
afterAll(() => stopInngest());

const encoder = new TextEncoder();
const rows = (name: string, from: number, count: number) => Array.from({ length: count }, (_, i) => `${name} ${from + i},${'x'.repeat(1000)}\n`).join('');

/** A request body sent in two parts: the first (over one stored chunk) at once, the second when `release` is called. */
function slowBody(name: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const parts = [`Name,Title\n${rows(name, 0, 1100)}`, rows(name, 1100, 100)];
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 1) await gate;
      if (sent === parts.length) return controller.close();
      controller.enqueue(encoder.encode(parts[sent++]!));
    },
  });
  return { body, release };
}

async function uploading(): Promise<string> {
  const { sql } = await getDb();
  for (let i = 0; i < 400; i++) {
    const [imp] = await sql.query<{ id: string }>(
      `SELECT id FROM people_import i WHERE "workspaceId" = $1 AND status = 'uploading' AND EXISTS (SELECT 1 FROM people_import_chunk c WHERE c.import_id = i.id)`,
      [ws.workspaceId],
    );
    if (imp) return imp.id;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no chunk was stored');
}

const statusOf = async (id: string) => (await (await getDb()).sql.query<{ status: string }>('SELECT status::text AS status FROM people_import WHERE id = $1', [id]))[0]?.status;

describe('the sweep of uploads', () => {
  it('leaves an old upload whose chunks still arrive, and it finishes with every row', async () => {
    const { body, release } = slowBody('Alive');
    const response = postImport(ws.apiKey, body, { contentType: 'text/csv' });
    const id = await uploading();
    const { sql } = await getDb();
    // Started two hours ago (longer than the stale window), last chunk just now.
    await sql.query(`UPDATE people_import SET "createdAt" = now() - interval '2 hours' WHERE id = $1`, [id]);
    await resumeStalledImports();
    expect(await statusOf(id)).toBe('uploading');
    release();
    expect((await response).status).toBe(202);
    expect(await waitForImport(ws.apiKey, id)).toMatchObject({ status: 'done', rows: 1200 });
  });

  it('fails an upload silent for the stale window; its late bytes get a clear error, and it is never revived', async () => {
    const { body, release } = slowBody('Silent');
    const response = postImport(ws.apiKey, body, { contentType: 'text/csv' });
    const id = await uploading();
    const { sql } = await getDb();
    await sql.query(`UPDATE people_import SET "updatedAt" = now() - interval '2 hours' WHERE id = $1`, [id]);
    await resumeStalledImports();
    expect(await statusOf(id)).toBe('failed');
    release();
    const answer = await response;
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { code: 'invalid_request', message: expect.stringMatching(/stalled .* Send the file again/) } });
    // Not revived (running, then done with 0 rows): like any refused body, it leaves nothing behind.
    expect(await statusOf(id)).toBeUndefined();
    expect(await sql.query('SELECT 1 FROM people_import_chunk WHERE import_id = $1', [id])).toEqual([]);
    expect(await sql.query('SELECT 1 FROM imported_person WHERE workspace_id = $1 AND full_name = $2', [ws.workspaceId, 'Silent 1150'])).toEqual([]);
  });
});
