import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { interpretBrief } from '@/server/search';
import { createTestWorkspace, insertProject } from '@/test/fixtures';
import { getProjectDetail } from './projects';
import { interpretProject } from './search-steps';
import { startSearch } from './start-search';

// Issue 24 item 7: a brief is read once, when its project is created; the search and the project
// page use that stored reading, so an engine change never mixes an old reading with a new one.
describe('the reading stored with a project', () => {
  it('is the reading of the brief at creation', async () => {
    const ws = await createTestWorkspace();
    const brief = 'find 12 product designers in Lisbon who love hiking';
    const { projectId } = await startSearch(ws.owner, { brief, source: 'web' });
    const { prisma } = await getDb();
    const { reading } = await prisma.project.findUniqueOrThrow({ where: { id: projectId }, select: { reading: true } });
    expect(reading).toEqual(JSON.parse(JSON.stringify(interpretBrief(brief))));
  });

  it('is what the search and the project page use, even when the engine would now read the brief otherwise', async () => {
    const ws = await createTestWorkspace();
    const { projectId } = await startSearch(ws.owner, { brief: 'backend engineers in Berlin', source: 'web' });
    // As if the engine had read it differently when the project was created.
    const then = interpretBrief('product managers in Paris, fluent in French');
    const { prisma, sql } = await getDb();
    await sql.query(`UPDATE "Project" SET reading = $2::jsonb WHERE id = $1`, [projectId, JSON.stringify(then)]);

    const outcome = await interpretProject(projectId);
    expect(outcome.kind).toBe('search');
    const names = then.criteria.map((c) => c.name);
    expect(outcome.kind === 'search' && outcome.interpretation.criteria.map((c) => c.name)).toEqual(names);
    const saved = await prisma.project.findUniqueOrThrow({ where: { id: projectId }, select: { criteria: true } });
    expect((saved.criteria as Array<{ name: string }>).map((c) => c.name)).toEqual(names);
    expect((await getProjectDetail(ws.owner, projectId)).reading.criteria.map((c) => c.name)).toEqual(names);
  });

  it('is read from the brief for a project created before readings were stored', async () => {
    const ws = await createTestWorkspace();
    const project = await insertProject(ws.workspaceId, { brief: 'data scientists in Madrid' });
    const outcome = await interpretProject(project.id);
    expect(outcome.kind === 'search' && outcome.interpretation.criteria.map((c) => c.name)).toEqual(interpretBrief('data scientists in Madrid').criteria.map((c) => c.name));
  });
});
