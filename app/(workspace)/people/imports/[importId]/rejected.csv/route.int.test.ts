import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInngest, stopInngest } from '@/inngest/start';
import { webContext } from '@/server/api/testing/trpc-http';
import { setWebSession } from '@/server/api/testing/web-session';
import { createTestWorkspace } from '@/test/fixtures';
import { rejectedRowsCsv } from '@/server/people/imports';
import { MESSY_CSV, postImport, waitForImport } from '@/server/people/testing/import-fixtures';
import { GET } from './route';

// The in-app download (this route) with the session
// the web door would resolve; everything behind it is real.
setWebSession(webContext(null));

let a: Awaited<ReturnType<typeof createTestWorkspace>>;
let b: Awaited<ReturnType<typeof createTestWorkspace>>;
beforeAll(async () => {
  await startInngest();
  a = await createTestWorkspace();
  b = await createTestWorkspace();
}, 120_000);
afterAll(() => stopInngest());

async function importFile(body: string, contentType = 'text/csv') {
  const response = await postImport(a.apiKey, body, { contentType });
  expect(response.status).toBe(202);
  const { importId } = await response.json();
  await waitForImport(a.apiKey, importId);
  return importId as string;
}

function download(as: Awaited<ReturnType<typeof createTestWorkspace>> | null, importId: string) {
  setWebSession(webContext(as?.owner ?? null));
  return GET(new Request(`http://people.test/people/imports/${importId}/rejected.csv`), { params: Promise.resolve({ importId }) });
}

describe('GET /people/imports/{id}/rejected.csv', () => {
  it('sends the same bytes as the whole-string download did (CSV and JSON Lines)', async () => {
    const csvId = await importFile(MESSY_CSV);
    const response = await download(a, csvId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${csvId}-rejected.csv"`);
    expect(await response.text()).toBe(
      '"row","error","Full Name","Job Title","Organisation","City","Country","E-mail Address","LinkedIn URL","Skills","Years of Experience"\r\n' +
        '"8","Row 8 has no name","","Engineer","Nobody Inc","Berlin","","nobody@example.test","","",""\r\n' +
        '"9","Row 9 has 12 cells but the header has 9","Gil Matos","Chief Vibes Officer","Mystery Co","Atlantis","","gil@mystery.test","","","","extra","extra","extra"\r\n',
    );
    const ndjsonId = await importFile('{"name":"A B"}\n{"title":"=1+1"}\nnot json\n', 'application/x-ndjson');
    expect(await (await download(a, ndjsonId)).text()).toBe(
      '"row","error","line"\r\n"2","Row 2 has no name","{""title"":""=1+1""}"\r\n"3","Row 3 is not valid JSON","not json"\r\n',
    );
  });

  it('answers another workspace and a signed-out visitor with the error envelope', async () => {
    const id = await importFile('Name,Title\n,Engineer\n');
    const other = await download(b, id);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: { code: 'not_found', message: 'Import not found' } });
    expect((await download(null, id)).status).toBe(401);
  });

  it('reads many rejections in bounded keyset pages, complete and in row order', async () => {
    const lines = ['Name,Title'];
    for (let i = 0; i < 2500; i++) lines.push(`,=Engineer ${i}`);
    const id = await importFile(lines.join('\n'));
    const { stream } = await rejectedRowsCsv(a.owner, id, 300);
    const reader = stream.getReader();
    const chunks: string[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(new TextDecoder().decode(read.value));
    // The header, then one chunk per page: 8 full pages of 300 rows and one of 100.
    expect(chunks).toHaveLength(1 + 9);
    expect(chunks.slice(1).map((c) => c.split('\r\n').length - 1)).toEqual([300, 300, 300, 300, 300, 300, 300, 300, 100]);
    const rows = chunks.join('').split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(2500);
    rows.forEach((line, i) => expect(line).toBe(`"${i + 2}","Row ${i + 2} has no name","","'=Engineer ${i}"`));
  });
});
