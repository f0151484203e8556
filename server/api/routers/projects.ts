import { SEARCHES_PER_HOUR } from '@/server/limits/policy';
import { getProjectStatus } from '@/server/projects/project-status';
import { getProjectDetail, listProjects } from '@/server/projects/projects';
import { startSearch } from '@/server/projects/start-search';
import { listResults, listResultsForTable, setStarred } from '@/server/results/results';
import { searchRequestHeaders } from '@/server/schemas/idempotency';
import {
  PROJECTS_LIST_DEFAULT_LIMIT,
  projectIdParam,
  projectDetailSchema,
  projectListSchema,
  projectStatusSchema,
  projectsListInput,
  searchCreated,
  searchInput,
  searchPreviewInput,
  searchPreviewSchema,
  webSearchInput,
} from '@/server/schemas/project';
import { previewSearch } from '@/server/projects/preview-search';
import { resultPageSchema, resultsQuery, resultsTableInput, resultsTablePageSchema, starInput, starredResultSchema } from '@/server/schemas/results';
import { usageSummarySchema } from '@/server/schemas/usage';
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
          `Creates a project and runs the search asynchronously. Counts against ${SEARCHES_PER_HOUR} new searches per hour per workspace and the workspace credits. ` +
          'Send an `Idempotency-Key` header to retry safely: the same key with the same body within 24 hours returns the original 202 and projectId.',
        requestHeaders: searchRequestHeaders,
        successStatus: 202,
        successDescription: 'Accepted: the project is running',
      },
    })
    .input(searchInput)
    .output(searchCreated)
    .mutation(({ ctx, input }) =>
      startSearch(ctx.principal, { ...input, source: ctx.principal.kind === 'apiKey' ? 'api' : 'web', idempotencyKey: ctx.idempotencyKey }),
    ),

  preview: workspaceProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/search/preview',
        protect: true,
        tags: ['Search'],
        summary: 'Preview how a brief will be read (free)',
        description:
          'Reads the brief as POST /search would: the criteria, the requested count, the words it will not use, the question it would ask and how many people in the directory meet every criterion. Creates no project, spends no credit and does not count against the 20 searches per hour; the per-key request limit applies.',
        successDescription: 'How the brief will be read',
      },
    })
    .input(searchPreviewInput)
    .output(searchPreviewSchema)
    .mutation(({ ctx, input }) => previewSearch(ctx.principal, input)),

  get: workspaceProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/projects/{projectId}',
        protect: true,
        pollsProject: 'projectId',
        tags: ['Projects'],
        summary: 'Get the status of a project',
        description: 'Poll every few seconds until `done` is true. A project of another workspace is `not_found`.',
      },
    })
    .input(projectIdParam)
    .output(projectStatusSchema)
    .query(({ ctx, input }) => getProjectStatus(ctx.principal, input.projectId, ctx.statusRead)),

  results: workspaceProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/projects/{projectId}/results',
        protect: true,
        tags: ['Projects'],
        summary: 'Get a page of results',
        description:
          'Results in a stable order: verified first, then by score. While the search runs, the verified people found so far ' +
          '(`total` equals the status `totalResults`) in a provisional order that becomes final at `done`.',
      },
    })
    .input(resultsQuery)
    .output(resultPageSchema)
    .query(({ ctx, input }) => listResults(ctx.principal, input.projectId, input)),

  // Web UI only (no REST path).
  list: userProcedure
    .input(projectsListInput)
    .output(projectListSchema)
    .query(({ ctx, input }) => listProjects(ctx.principal, input?.limit ?? PROJECTS_LIST_DEFAULT_LIMIT)),
  detail: userProcedure
    .input(projectIdParam)
    .output(projectDetailSchema)
    .query(({ ctx, input }) => getProjectDetail(ctx.principal, input.projectId)),
  start: userProcedure
    .input(webSearchInput)
    .output(searchCreated)
    .mutation(({ ctx, input }) => startSearch(ctx.principal, { ...input, source: 'web' })),
  table: userProcedure
    .input(resultsTableInput)
    .output(resultsTablePageSchema)
    .query(({ ctx, input }) => listResultsForTable(ctx.principal, input.projectId, input)),
  star: userProcedure
    .input(starInput)
    .output(starredResultSchema)
    .mutation(({ ctx, input }) => setStarred(ctx.principal, input.resultId, input.starred)),
  usage: userProcedure.output(usageSummarySchema).query(({ ctx }) => usageSummary(ctx.principal)),
});
