import { getProjectStatus } from '@/server/projects/project-status';
import { projectIdParam, projectStatusSchema } from '@/server/schemas/project';
import { router, workspaceProcedure } from '../trpc';

export const projectsRouter = router({
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
});
