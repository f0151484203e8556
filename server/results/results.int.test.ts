import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { createTestWorkspace, insertProject, insertResults, v1 } from '@/test/fixtures';
import { csvFilename, projectCsv } from './csv';
import { setStarred } from './results';

async function projectWithResults(count: number) {
  const ws = await createTestWorkspace();
  const project = await insertProject(ws.workspaceId, { status: 'done' });
  await insertResults(project.id, Array.from({ length: count }, () => ({})), ['Role: Head of Growth', 'Location: London']);
  return { ws, project };
}

describe('GET /v1/projects/{id}/results', () => {
  it('pages in a stable order with exactly the spec fields', async () => {
    const { ws, project } = await projectWithResults(30);
    const first = await (await v1('GET', `/projects/${project.id}/results`, { key: ws.apiKey })).json();
    expect(Object.keys(first).sort()).toEqual(['limit', 'offset', 'projectId', 'results', 'total']);
    expect(first).toMatchObject({ projectId: project.id, total: 30, limit: 25, offset: 0 });
    expect(first.results).toHaveLength(25);
    expect(Object.keys(first.results[0])).toEqual([
      'fullName', 'firstName', 'lastName', 'title', 'company', 'location', 'linkedinUrl',
      'primaryEmail', 'primaryPhone', 'surfacedBy', 'starred', 'fields', 'verdicts',
    ]);
    expect(first.results[0].verdicts).toEqual({ 'Role: Head of Growth': 'yes', 'Location: London': 'yes' });
    const second = await (await v1('GET', `/projects/${project.id}/results?limit=10&offset=25`, { key: ws.apiKey })).json();
    expect(second.results.map((r: { lastName: string }) => r.lastName)).toEqual(['25', '26', '27', '28', '29']);
    const again = await (await v1('GET', `/projects/${project.id}/results?offset=25&limit=10`, { key: ws.apiKey })).json();
    expect(again).toEqual(second);
    const beyond = await (await v1('GET', `/projects/${project.id}/results?offset=1000`, { key: ws.apiKey })).json();
    expect(beyond).toMatchObject({ total: 30, offset: 1000, results: [] });
  });

  it.each([
    'limit=0', 'limit=101', 'limit=-1', 'limit=1.5', 'limit=abc', 'limit=', 'limit=1e1', 'limit=%201', 'limit=0x10',
    'offset=-1', 'offset=100001', 'offset=2.0', 'limit=10&limit=20', 'offset=1&offset=1', 'page=2',
  ])('rejects ?%s with invalid_request', async (query) => {
    const { ws, project } = await projectWithResults(1);
    const response = await v1('GET', `/projects/${project.id}/results?${query}`, { key: ws.apiKey });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_request');
  });

  it('is not_found for another workspace’s project on results and export', async () => {
    const { project } = await projectWithResults(2);
    const other = await createTestWorkspace();
    for (const path of [`/projects/${project.id}/results`, `/projects/${project.id}/export.csv`]) {
      const response = await v1('GET', path, { key: other.apiKey });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
  });
});

describe('CSV export', () => {
  it('is RFC 4180 with a header, verdict columns, CRLF, quoting and formula neutralisation', async () => {
    const ws = await createTestWorkspace();
    const project = await insertProject(ws.workspaceId, { status: 'done' });
    await insertResults(
      project.id,
      [
        { fullName: 'Ann "Annie" Lee', company: '=HYPERLINK("http://evil.test")', title: 'VP, Growth', fields: { skills: 'SEO; CRM' } },
        { fullName: 'Bo\nLine', company: '+1', location: '-x', primaryEmail: '@me', verdicts: { 'Location: London': 'no' } },
      ],
      ['Location: London'],
    );
    const response = await v1('GET', `/projects/${project.id}/export.csv`, { key: ws.apiKey });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${csvFilename(project)}"`);
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '"fullName","firstName","lastName","title","company","location","linkedinUrl","primaryEmail","primaryPhone","surfacedBy","starred","fields","Location: London"',
    );
    expect(lines[1]).toContain('"Ann ""Annie"" Lee"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(lines[1]).toContain('"VP, Growth"');
    expect(lines[1]).toContain('"{""skills"":""SEO; CRM""}"');
    expect(lines[1]).toMatch(/"yes"$/);
    expect(text).toContain('"Bo\nLine"');
    expect(text).toContain(`"'+1","'-x"`);
    expect(text).toContain(`"'@me"`);
    expect(text.endsWith('"no"\r\n')).toBe(true);
  });

  it('has only the header for a project that found nobody', async () => {
    const ws = await createTestWorkspace();
    const project = await insertProject(ws.workspaceId, { status: 'done' });
    const text = await (await v1('GET', `/projects/${project.id}/export.csv`, { key: ws.apiKey })).text();
    expect(text.split('\r\n')).toHaveLength(2);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('streams large projects in order, byte-identical for the in-app export (same function)', async () => {
    const { ws, project } = await projectWithResults(1203);
    const rest = Buffer.from(await (await v1('GET', `/projects/${project.id}/export.csv`, { key: ws.apiKey })).arrayBuffer());
    const inApp = Buffer.from(await new Response((await projectCsv(ws.owner, project.id)).stream).arrayBuffer());
    expect(rest.equals(inApp)).toBe(true);
    const rows = rest.toString('utf8').trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(1203);
    expect(rows.map((row) => Number(/"Person","(\d+)"/.exec(row)![1]))).toEqual(Array.from({ length: 1203 }, (_, i) => i));
  });
});

describe('starring', () => {
  it('persists and drives starredResults, idempotently, within the workspace only', async () => {
    const { ws, project } = await projectWithResults(3);
    const { prisma } = await getDb();
    const [first, second] = await prisma.result.findMany({ where: { projectId: project.id }, orderBy: { rank: 'asc' } });
    await setStarred(ws.owner, first!.id, true);
    await setStarred(ws.owner, first!.id, true);
    await setStarred(ws.owner, second!.id, true);
    await setStarred(ws.owner, second!.id, false);
    const status = await (await v1('GET', `/projects/${project.id}`, { key: ws.apiKey })).json();
    expect(status.starredResults).toBe(1);
    const page = await (await v1('GET', `/projects/${project.id}/results`, { key: ws.apiKey })).json();
    expect(page.results.map((r: { starred: boolean }) => r.starred)).toEqual([true, false, false]);
    const other = await createTestWorkspace();
    await expect(setStarred(other.owner, first!.id, false)).rejects.toMatchObject({ code: 'not_found' });
  });
});
