import { z } from 'zod';
import { isTimeZone, scheduleProblem } from '@/server/monitors/schedule';
import { queryInteger } from './results';
import { searchInput } from './project';
import { isStorableText, storableTextMessage } from './text';

export const MONITORS_DEFAULT_LIMIT = 25;
const MONITORS_MAX_LIMIT = 100;
/** GET /monitors/{id} shows this many of the latest runs. */
export const MONITOR_RUNS_SHOWN = 20;

export const monitorIdParam = z.object({ monitorId: z.string().describe('The monitor identifier returned by POST /monitors.') });

/** POST /monitors: POST /search's brief and callbackUrl, a schedule and its time zone. */
export const monitorInput = z
  .object({
    brief: searchInput.shape.brief,
    schedule: z
      .string({ error: 'schedule must be a string' })
      .trim()
      .min(1, 'schedule must not be empty')
      .max(100, 'schedule must be at most 100 characters')
      .refine(isStorableText, storableTextMessage('schedule'))
      .describe('"daily" or "weekly" (at the time of day, and weekday, the monitor is created), or a five-field cron expression that runs at most once an hour'),
    timezone: z
      .string({ error: 'timezone must be a string' })
      .max(100, 'timezone must be at most 100 characters')
      .refine(isTimeZone, 'timezone must be an IANA time zone name such as "UTC" or "Europe/London"')
      .default('UTC')
      .describe('IANA time zone the schedule is read in; default UTC'),
    callbackUrl: searchInput.shape.callbackUrl,
  })
  .strict()
  .superRefine((input, ctx) => {
    const problem = isTimeZone(input.timezone) ? scheduleProblem(input.schedule, input.timezone) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['schedule'], message: problem });
  });

export const monitorStatusInput = z
  .object({
    monitorId: z.string(),
    status: z.enum(['active', 'paused'], { error: 'status must be "active" or "paused"' }).describe('active runs on schedule; paused never runs'),
  })
  .strict();

export const monitorsQuery = z
  .object({
    limit: queryInteger('limit', 1, MONITORS_MAX_LIMIT, MONITORS_DEFAULT_LIMIT)
      .optional()
      .describe(`Page size, 1 to ${MONITORS_MAX_LIMIT}; default ${MONITORS_DEFAULT_LIMIT}.`),
    offset: queryInteger('offset', 0, 100_000, 0)
      .optional()
      .describe('Zero-based position of the first monitor, newest first; default 0.'),
  })
  .strict();

export const monitorSchema = z
  .object({
    monitorId: z.string(),
    status: z.enum(['active', 'paused']),
    brief: z.string(),
    schedule: z.string().describe('As sent: "daily", "weekly" or the cron expression'),
    timezone: z.string(),
    callbackUrl: z.string().nullable(),
    nextRunAt: z.string().nullable().describe('When the next scheduled run starts (ISO 8601, UTC); null while paused'),
    pausedReason: z.string().nullable().describe('Why the monitor paused itself (credits used up); null otherwise'),
    createdAt: z.string(),
  })
  .meta({ id: 'Monitor' });
export type MonitorView = z.infer<typeof monitorSchema>;

const monitorRunSchema = z
  .object({
    projectId: z.string().nullable().describe('The run\'s project (GET /projects/{projectId}); null for a skipped run'),
    ranAt: z.string(),
    newResults: z.number().int().describe('People this run delivered that no earlier run did'),
    status: z.enum(['running', 'awaiting_input', 'done', 'skipped']),
    reason: z.string().nullable().describe('Why a skipped run was skipped (the hourly allowance, credits, budget, or the previous run still running)'),
  })
  .meta({ id: 'MonitorRun' });
export type MonitorRunView = z.infer<typeof monitorRunSchema>;

export const monitorDetailSchema = monitorSchema.extend({ runs: z.array(monitorRunSchema).describe(`The latest ${MONITOR_RUNS_SHOWN} runs, newest first`) }).meta({ id: 'MonitorDetail' });

export const monitorPageSchema = z
  .object({
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    monitors: z.array(monitorSchema),
  })
  .meta({ id: 'MonitorPage' });

export const monitorRunStarted = z.object({ projectId: z.string(), status: z.literal('running') }).meta({ id: 'MonitorRunStarted' });

/** DELETE /monitors/{monitorId}: 204, no body. */
export const monitorDeleted = z.void();
