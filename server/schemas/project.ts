import { z } from 'zod';
import { MAX_TARGET } from '@/server/search/constants';

export const projectIdParam = z.object({
  projectId: z.string().describe('The project identifier returned by POST /search.'),
});

/** The spec's project status object, exactly its fields. */
export const projectStatusSchema = z
  .object({
    projectId: z.string(),
    status: z.enum(['running', 'awaiting_input', 'done']),
    done: z.boolean(),
    totalResults: z.number().int(),
    verifiedResults: z.number().int(),
    requestedTarget: z.number().int().nullable(),
    starredResults: z.number().int(),
    clarificationQuestion: z.string().nullable(),
    error: z.null(),
  })
  .meta({ id: 'ProjectStatus' });

export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const BRIEF_MAX_LENGTH = 2000;

/** POST /search: the spec's two fields, nothing else. */
export const searchInput = z
  .object({
    brief: z
      .string({ error: 'brief must be a string' })
      .trim()
      .min(1, 'brief must not be empty')
      .max(BRIEF_MAX_LENGTH, `brief must be at most ${BRIEF_MAX_LENGTH} characters`)
      .describe('Free-text description of the people sought'),
    callbackUrl: z
      .string({ error: 'callbackUrl must be a string' })
      .max(2048, 'callbackUrl must be at most 2048 characters')
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
  .object({ projectId: z.string(), status: z.literal('running') })
  .meta({ id: 'SearchCreated' });

/** The web form: a brief and an optional target count. */
export const webSearchInput = z
  .object({
    brief: searchInput.shape.brief,
    target: z.number().int().min(1).max(MAX_TARGET).optional(),
  })
  .strict();
