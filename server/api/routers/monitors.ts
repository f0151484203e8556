import { SEARCHES_PER_HOUR } from '@/server/limits/policy';
import { createMonitor, deleteMonitor, getMonitor, listMonitors, runMonitorNow, setMonitorStatus } from '@/server/monitors/monitors';
import {
  monitorDeleted,
  monitorDetailSchema,
  monitorIdParam,
  monitorInput,
  monitorPageSchema,
  monitorRunStarted,
  monitorSchema,
  monitorsQuery,
  monitorStatusInput,
} from '@/server/schemas/monitor';
import { router, workspaceProcedure } from '../trpc';

const tags = ['Monitors'];

/** Monitors: a brief re-run on a schedule, each run delivering only people no earlier run did. Web and /v1 alike. */
export const monitorsRouter = router({
  create: workspaceProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/monitors',
        protect: true,
        tags,
        summary: 'Create a monitor',
        description:
          'Validated like POST /search. The first run starts at once (it delivers what a search of the brief would; if the limits refuse it, it is recorded as skipped); ' +
          'later runs follow the schedule and deliver only people no earlier run of the monitor delivered. A brief the search would ask about is refused with the question as the message: preview it first.',
        successStatus: 201,
        successDescription: 'Created: the monitor',
      },
    })
    .input(monitorInput)
    .output(monitorSchema)
    .mutation(({ ctx, input }) => createMonitor(ctx.principal, input)),

  list: workspaceProcedure
    .meta({ openapi: { method: 'GET', path: '/monitors', protect: true, tags, summary: 'List monitors', description: 'The workspace\'s monitors, newest first, paged like results.' } })
    .input(monitorsQuery)
    .output(monitorPageSchema)
    .query(({ ctx, input }) => listMonitors(ctx.principal, input)),

  get: workspaceProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/monitors/{monitorId}',
        protect: true,
        tags,
        summary: 'Get a monitor and its latest runs',
        description: 'Each run is a project (GET /projects/{projectId}); a webhook receiver tells runs apart by the projectId it receives. A skipped run says why. Another workspace\'s monitor is `not_found`.',
      },
    })
    .input(monitorIdParam)
    .output(monitorDetailSchema)
    .query(({ ctx, input }) => getMonitor(ctx.principal, input.monitorId)),

  setStatus: workspaceProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/monitors/{monitorId}',
        protect: true,
        tags,
        summary: 'Pause or resume a monitor',
        description: 'A paused monitor never runs; a resumed one runs at its next slot from now (missed slots are not made up).',
      },
    })
    .input(monitorStatusInput)
    .output(monitorSchema)
    .mutation(({ ctx, input }) => setMonitorStatus(ctx.principal, input.monitorId, input.status)),

  remove: workspaceProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/monitors/{monitorId}',
        protect: true,
        tags,
        summary: 'Delete a monitor',
        description: 'The projects of its runs stay.',
        successStatus: 204,
        successDescription: 'Deleted',
      },
    })
    .input(monitorIdParam)
    .output(monitorDeleted)
    .mutation(({ ctx, input }) => deleteMonitor(ctx.principal, input.monitorId)),

  runNow: workspaceProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/monitors/{monitorId}/runs',
        protect: true,
        tags,
        summary: 'Start a run now',
        description: `A run outside the schedule, under the same limits as any search (${SEARCHES_PER_HOUR} new searches per hour, credits, budget). It delivers only people no earlier run delivered.`,
        successStatus: 202,
        successDescription: 'Accepted: the run\'s project is running',
      },
    })
    .input(monitorIdParam)
    .output(monitorRunStarted)
    .mutation(({ ctx, input }) => runMonitorNow(ctx.principal, input.monitorId)),
});
