import { z } from 'zod';
import { getProjectStatus } from '@/server/projects/project-status';
import { getProjectDetail, listProjects } from '@/server/projects/projects';
import { startSearch } from '@/server/projects/start-search';
import { listResults, listResultsForTable, setStarred } from '@/server/results/results';
import { projectIdParam, projectStatusSchema, searchCreated, searchInput, webSearchInput } from '@/server/schemas/project';
import { resultPageSchema, resultsQuery } from '@/server/schemas/results';
import { usageSummary } from '@/server/workspaces/usage';
import { router, userProcedure, workspaceProcedure } from '../trpc';

export const projectsRouter = router({
  search: workspaceProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/search',
        protect: true,
        tags: ['Search'],
        summary: 'Submit a search brief',
        description:
          'Creates a project and runs the search asynchronously. Counts against 20 new searches per hour per workspace and the workspace credits.',
        successStatus: 202,
        successDescription: 'Accepted: the project is running',
      },
    })
    .input(searchInput)
    .output(searchCreated)
    .mutation(({ ctx, input }) => startSearch(ctx.principal, { ...input, source: ctx.principal.kind === 'apiKey' ? 'api' : 'web' })),

  get: workspaceProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/projects/{projectId}',
        protect: true,
        tags: ['Projects'],
        summary: 'Get the status of a project',
        description: 'Poll every few seconds until `done` is true. A project of another workspace is `not_found`.',
      },
    })
    .input(projectIdParam)
    .output(projectStatusSchema)
    .query(({ ctx, input }) => getProjectStatus(ctx.principal, input.projectId)),

  results: workspaceProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/projects/{projectId}/results',
        protect: true,
        tags: ['Projects'],
        summary: 'Get a page of results',
        description: 'Results in a stable order: verified first, then by score.',
      },
    })
    .input(resultsQuery)
    .output(resultPageSchema)
    .query(({ ctx, input }) => listResults(ctx.principal, input.projectId, input)),

  // Web UI only (no REST path).
  list: userProcedure.input(z.object({ limit: z.number().int().min(1).max(100).default(50) }).optional()).query(({ ctx, input }) =>
    listProjects(ctx.principal, input?.limit ?? 50),
  ),
  detail: userProcedure.input(projectIdParam).query(({ ctx, input }) => getProjectDetail(ctx.principal, input.projectId)),
  start: userProcedure.input(webSearchInput).mutation(({ ctx, input }) => startSearch(ctx.principal, { ...input, source: 'web' })),
  table: userProcedure
    .input(z.object({ projectId: z.string(), limit: z.number().int().min(1).max(100).default(25), offset: z.number().int().min(0).default(0) }))
    .query(({ ctx, input }) => listResultsForTable(ctx.principal, input.projectId, input)),
  star: userProcedure
    .input(z.object({ resultId: z.string().min(1).max(64), starred: z.boolean() }).strict())
    .mutation(({ ctx, input }) => setStarred(ctx.principal, input.resultId, input.starred)),
  usage: userProcedure.query(({ ctx }) => usageSummary(ctx.principal)),
});
