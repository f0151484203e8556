import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startV1Server } from '@/server/api/rest/testing/v1-http-server';
import { getDb } from '@/server/db';
import { createTestWorkspace } from '@/test/fixtures';
import { MAX_IMPORT_BYTES, MAX_QUEUED_IMPORT_BYTES, MAX_QUEUED_IMPORTS, QUEUED_IMPORTS_RETRY_SECONDS } from './limits';
import { runImportToEnd } from './process-import';
import { waitForImport } from './testing/import-fixtures';

// Issue 22: one workspace's imports must not starve everyone. Through /v1 as the production server
// answers it (node:http): at most MAX_QUEUED_IMPORTS imports uploading or running per workspace,
// holding at most MAX_QUEUED_IMPORT_BYTES of files together.
let server: Awaited<ReturnType<typeof startV1Server>>;
beforeAll(async () => {
  server = await startV1Server();
});
afterAll(() => server.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: { importId?: string; error?: { code: string; message: string } };
}

/**
 * An upload whose body is sent in two parts: `first` now, `rest` on finish() (or the connection is
 * cut by abort()). It declares `contentLength` (by default the size of both parts), as browsers
 * and curl do; null sends it chunked.
 */
function upload(key: string, first: string, rest = '', contentLength: number | null = Buffer.byteLength(first + rest)) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, 'content-type': 'text/csv' };
  if (contentLength !== null) headers['content-length'] = String(contentLength);
  const req = http.request(`${server.url}/v1/people/imports`, { method: 'POST', headers });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    req.on('error', reject);
  });
  answer.catch(() => undefined); // an aborted upload's answer is never read
  if (first !== '') req.write(first);
  return { answer, finish: () => req.end(rest), abort: () => req.destroy() };
}

const HEADER = 'Name,Title\n';
const person = (name: string) => `${name},Engineer\n`;

async function importsOf(workspaceId: string) {
  const { sql } = await getDb();
  return sql.query<{ id: string; status: string; byteSize: number }>(
    `SELECT id, status::text AS status, "byteSize" FROM people_import WHERE "workspaceId" = $1 ORDER BY "createdAt"`,
    [workspaceId],
  );
}

/** Waits until the workspace has `count` imports uploading (their rows are created before the body is read). */
async function uploadingCount(workspaceId: string, count: number) {
  for (let i = 0; i < 400; i++) {
    if ((await importsOf(workspaceId)).filter((imp) => imp.status === 'uploading').length === count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the workspace never had ${count} uploads: ${JSON.stringify(await importsOf(workspaceId))}`);
}

function expectQueueFull(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(answer.headers['retry-after']).toBe(String(QUEUED_IMPORTS_RETRY_SECONDS));
  expect(answer.json).toEqual({ error: { code: 'limit_exceeded', message: expect.stringContaining(`already has ${MAX_QUEUED_IMPORTS} imports uploading or running`) } });
}

describe('the queue of imports per workspace', () => {
  it(`refuses import ${MAX_QUEUED_IMPORTS + 1} with 429 and Retry-After, storing nothing; other workspaces go on; a finished import frees its place`, async () => {
    const a = await createTestWorkspace();
    const b = await createTestWorkspace();
    const held = Array.from({ length: MAX_QUEUED_IMPORTS }, (_, i) => upload(a.apiKey, HEADER + person(`Held ${i}`), person(`Held ${i}b`)));
    await uploadingCount(a.workspaceId, MAX_QUEUED_IMPORTS);

    // Refused before its body is read: the server answers while the client is still sending.
    const refused = upload(a.apiKey, HEADER, person('Refused'));
    expectQueueFull(await refused.answer);
    refused.abort();
    expect(await importsOf(a.workspaceId)).toHaveLength(MAX_QUEUED_IMPORTS);

    // Another workspace is not affected.
    const other = upload(b.apiKey, HEADER + person('Other'));
    other.finish();
    expect((await other.answer).status).toBe(202);

    // One of the held uploads completes, and is imported (as the background job runs it): its place is free again.
    held[0]!.finish();
    const first = await held[0]!.answer;
    expect(first.status).toBe(202);
    const refusedWhileRunning = upload(a.apiKey, HEADER, person('Too early'));
    expectQueueFull(await refusedWhileRunning.answer);
    refusedWhileRunning.abort();
    await runImportToEnd(first.json.importId!);
    expect(await waitForImport(a.apiKey, first.json.importId!)).toMatchObject({ status: 'done', rows: 2 });
    const next = upload(a.apiKey, HEADER + person('Next'));
    next.finish();
    expect((await next.answer).status).toBe(202);

    for (const h of held.slice(1)) h.finish();
    expect((await Promise.all(held.slice(1).map((h) => h.answer))).map((answer) => answer.status)).toEqual([202, 202, 202]);
  });

  it('lets exactly one of several concurrent uploads take the last place', async () => {
    const a = await createTestWorkspace();
    const held = Array.from({ length: MAX_QUEUED_IMPORTS - 1 }, (_, i) => upload(a.apiKey, HEADER, person(`Held ${i}`)));
    await uploadingCount(a.workspaceId, MAX_QUEUED_IMPORTS - 1);
    const racers = Array.from({ length: 6 }, (_, i) => upload(a.apiKey, HEADER, person(`Racer ${i}`)));
    // The losers are answered at once (the winner once its body is sent).
    const answered: Answer[] = [];
    for (const r of racers) void r.answer.then((answer) => answered.push(answer));
    for (let i = 0; i < 400 && answered.length < racers.length - 1; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    for (const loser of answered) expectQueueFull(loser);
    expect((await importsOf(a.workspaceId)).filter((imp) => imp.status === 'uploading')).toHaveLength(MAX_QUEUED_IMPORTS);
    for (const h of [...held, ...racers]) h.finish();
    const statuses = (await Promise.all(racers.map((r) => r.answer))).map((answer) => answer.status).sort();
    expect(statuses).toEqual([202, 429, 429, 429, 429, 429]);
    await Promise.all(held.map((h) => h.answer));
  });
});

describe('the bytes a workspace’s queued imports hold', () => {
  it(`refuses a file over what is left of ${MAX_QUEUED_IMPORT_BYTES / 1024 / 1024} MiB with 400: by its Content-Length before reading, else where the stream crosses it`, async () => {
    const a = await createTestWorkspace();
    // Two declared uploads reserve their Content-Length while they arrive.
    const big = upload(a.apiKey, HEADER, '', MAX_IMPORT_BYTES);
    await uploadingCount(a.workspaceId, 1);
    const reserved = MAX_QUEUED_IMPORT_BYTES - MAX_IMPORT_BYTES - 1024 * 1024; // 1 MiB left
    const second = upload(a.apiKey, HEADER, '', reserved);
    await uploadingCount(a.workspaceId, 2);
    expect((await importsOf(a.workspaceId)).map((imp) => imp.byteSize)).toEqual([MAX_IMPORT_BYTES, reserved]);

    // Declared over what is left: refused before its body is read.
    const declared = upload(a.apiKey, HEADER, '', 1024 * 1024 + 1);
    const answer = await declared.answer;
    declared.abort();
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { code: 'invalid_request', message: expect.stringMatching(/hold 99 MiB of the 100 MiB .* may be at most 1 MiB/) } });

    // Chunked (no Content-Length): stopped where it crosses what is left, its stored part deleted.
    const chunked = upload(a.apiKey, HEADER, person('x'.repeat(1024 * 1024)), null);
    chunked.finish();
    const cut = await chunked.answer;
    expect(cut.status).toBe(400);
    expect(cut.json.error?.message).toMatch(/may be at most 1 MiB; wait for them to finish, or split the file/);
    // A file that fits is accepted.
    const small = upload(a.apiKey, HEADER, person('Small'), null);
    small.finish();
    expect((await small.answer).status).toBe(202);

    big.abort();
    second.abort();
    const { sql } = await getDb();
    for (let i = 0; i < 400 && (await importsOf(a.workspaceId)).some((imp) => imp.status === 'uploading'); i++) await new Promise((resolve) => setTimeout(resolve, 25));
    // Cut-off uploads leave nothing; the accepted one holds its real size.
    const left = await importsOf(a.workspaceId);
    expect(left).toEqual([expect.objectContaining({ byteSize: Buffer.byteLength(HEADER + person('Small')) })]);
    expect(await sql.query('SELECT 1 FROM people_import_chunk c JOIN people_import i ON i.id = c.import_id WHERE i."workspaceId" = $1 AND i.status = $2', [a.workspaceId, 'uploading'])).toEqual([]);
  });
});
