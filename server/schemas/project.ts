import { z } from 'zod';
import { ProjectSource } from '@/server/db/generated/enums';
import { CRITERION_KINDS, MAX_BRIEF_LENGTH, MAX_TARGET, isAcceptedTarget } from '@/server/search/search-rules';
import { isStorableText, storableTextMessage } from './text';

/** The web projects page lists this many of the newest projects unless asked for another count. */
export const PROJECTS_LIST_DEFAULT_LIMIT = 50;
const PROJECTS_LIST_MAX_LIMIT = 100;

export const projectIdParam = z.object({
  projectId: z.string().describe('The project identifier returned by POST /search.'),
});

/** The spec's project status object, exactly its fields. */
export const projectStatusSchema = z
  .object({
    projectId: z.string().describe('Identifier of the project'),
    status: z.enum(['running', 'awaiting_input', 'done']).describe('running, then done or awaiting_input'),
    done: z.boolean().describe('true when the search has finished, also when it found nobody'),
    totalResults: z.number().int().describe('Results found so far, or in total once done'),
    verifiedResults: z.number().int().describe('Results for which every criterion verdict is yes'),
    requestedTarget: z.number().int().nullable().describe('The count the brief asked for; null when it gave none'),
    starredResults: z.number().int().describe('Results starred in the web app'),
    clarificationQuestion: z.string().nullable().describe('In awaiting_input: what the brief is missing; otherwise null'),
    error: z
      .object({ code: z.string(), message: z.string() })
      .nullable()
      .describe('null, except for a search that could not be completed: { code: "internal_error", message }'),
  })
  .meta({ id: 'ProjectStatus' });

export type ProjectStatus = z.infer<typeof projectStatusSchema>;

/** POST /search: the spec's two fields, nothing else. */
export const searchInput = z
  .object({
    brief: z
      .string({ error: 'brief must be a string' })
      .trim()
      .min(1, 'brief must not be empty')
      .max(MAX_BRIEF_LENGTH, `brief must be at most ${MAX_BRIEF_LENGTH} characters`)
      .refine(isStorableText, storableTextMessage('brief'))
      .describe('Free-text description of the people sought'),
    callbackUrl: z
      .string({ error: 'callbackUrl must be a string' })
      .max(2048, 'callbackUrl must be at most 2048 characters')
      .refine(isStorableText, storableTextMessage('callbackUrl'))
      .refine(isHttpUrl, 'callbackUrl must be an absolute http or https URL')
      .optional()
      .describe('Public https address that receives the project.completed event'),
  })
  .strict();

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const searchCreated = z
  .object({ projectId: z.string().describe('Identifier of the new project'), status: z.literal('running') })
  .meta({ id: 'SearchCreated' });

/** The web form: a brief and an optional target count. */
export const webSearchInput = z
  .object({
    brief: searchInput.shape.brief,
    target: z.number().refine(isAcceptedTarget, `target must be a whole number from 1 to ${MAX_TARGET}`).optional(),
  })
  .strict();

/** projects.list (web): how many of the newest projects. */
export const projectsListInput = z
  .object({ limit: z.number().int().min(1).max(PROJECTS_LIST_MAX_LIMIT).default(PROJECTS_LIST_DEFAULT_LIMIT) })
  .optional();

/** What the web app shows of a project: the status object plus its brief and story. */
const projectSummarySchema = z.object({
  ...projectStatusSchema.shape,
  brief: z.string(),
  source: z.enum(ProjectSource),
  createdAt: z.date(),
  completedAt: z.date().nullable(),
  /** The names of the criteria the brief was read into, in order. */
  criteria: z.array(z.string()),
});

export const projectListSchema = z.array(projectSummarySchema);

export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** POST /search/preview: the same body as POST /search (a callbackUrl is validated and not used). */
export const searchPreviewInput = searchInput;

const criterionKindSchema = z.enum(CRITERION_KINDS);

/** How a brief will be read, the words it will not use, the question it would ask and the people it would match. */
export const searchPreviewSchema = z
  .object({
    criteria: z
      .array(z.object({ name: z.string().describe('The criterion, as verdicts will name it ("Role: Product Manager")'), kind: criterionKindSchema }))
      .describe('The criteria every verified result will meet'),
    requestedTarget: z.number().int().nullable().describe('The count the brief asks for; null when it gives none'),
    ignored: z.array(z.string()).describe('Words of the brief the search will not use'),
    clarificationQuestion: z.string().nullable().describe('The question the search would ask instead of running; null when it can run'),
    estimatedMatches: z.number().int().describe('People in the directory meeting every criterion'),
  })
  .meta({ id: 'SearchPreview' });
export type SearchPreview = z.infer<typeof searchPreviewSchema>;

/** The project page: the summary plus the reading of its brief (as the form's live preview showed it). */
export const projectDetailSchema = projectSummarySchema.extend({
  reading: z.object({
    criteria: z.array(z.object({ name: z.string(), kind: criterionKindSchema })),
    /** Words of the brief the search did not use. */
    ignored: z.array(z.string()),
  }),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
