import { z } from 'zod';
import { VERDICTS } from '@/server/search/search-rules';

export const RESULTS_DEFAULT_LIMIT = 25;
const RESULTS_MAX_LIMIT = 100;
const RESULTS_MAX_OFFSET = 100_000;

/** A query-string integer: digits only (no signs, decimals, exponents or blanks), within bounds. */
export const queryInteger = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}`)
    // Documented as what it is to a client: an integer parameter.
    .meta({
      override: ({ jsonSchema }) => {
        delete jsonSchema.pattern;
        Object.assign(jsonSchema, { type: 'integer', minimum: min, maximum: max, default: fallback });
      },
    });

export const resultsQuery = z
  .object({
    projectId: z.string(),
    limit: queryInteger('limit', 1, RESULTS_MAX_LIMIT, RESULTS_DEFAULT_LIMIT)
      .optional()
      .describe(`Page size, 1 to ${RESULTS_MAX_LIMIT}; default ${RESULTS_DEFAULT_LIMIT}.`),
    offset: queryInteger('offset', 0, RESULTS_MAX_OFFSET, 0)
      .optional()
      .describe(`Zero-based position of the first result, 0 to ${RESULTS_MAX_OFFSET}; default 0.`),
  })
  .strict();

const verdictSchema = z.enum(VERDICTS);

/** The spec's Result, exactly its fields. */
const resultSchema = z
  .object({
    fullName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string().describe('Current job title'),
    company: z.string().describe('Current company'),
    location: z.string().describe('City, region and country'),
    linkedinUrl: z.string().describe('Profile address on a professional network'),
    primaryEmail: z.string().nullable().describe('Work e-mail; null when the directory has none'),
    primaryPhone: z.string().nullable().describe('Phone number; null when the directory has none'),
    surfacedBy: z.string().describe('Name of the sub-search that found the person'),
    starred: z.boolean(),
    fields: z
      .object({ evidence: z.record(z.string(), z.string()).optional() })
      .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .describe(
        'Extra data: seniority, skills, years of experience, languages…, and `evidence`: criterion name -> the value that decided its verdict ("title: Sr. Developer Advocate"), or what was missing for an unknown ("no title on record")',
      ),
    verdicts: z.record(z.string(), verdictSchema).describe('Criterion name -> yes | no | unknown (data missing)'),
  })
  .meta({ id: 'Result' });

export const resultPageSchema = z
  .object({
    projectId: z.string(),
    total: z.number().int().describe('Total number of results in the project'),
    limit: z.number().int().describe('Page size applied'),
    offset: z.number().int().describe('Offset applied'),
    results: z.array(resultSchema),
  })
  .meta({ id: 'ResultPage' });

export type ResultView = z.infer<typeof resultSchema>;
export type ResultPage = z.infer<typeof resultPageSchema>;

/** projects.table (web): a page of results; the same default page size as the API. */
export const resultsTableInput = z.object({
  projectId: z.string(),
  limit: z.number().int().min(1).max(RESULTS_MAX_LIMIT).default(RESULTS_DEFAULT_LIMIT),
  offset: z.number().int().min(0).default(0),
});

/** A result in the web table: the spec's Result plus its id (for starring) and rank. */
const tableResultSchema = z.object({ id: z.string(), rank: z.number().int(), ...resultSchema.shape });

export const resultsTablePageSchema = z.object({
  total: z.number().int(),
  results: z.array(tableResultSchema),
});

export const starInput = z.object({ resultId: z.string().min(1).max(64), starred: z.boolean() }).strict();

export const starredResultSchema = z.object({
  resultId: z.string(),
  starred: z.boolean(),
  /** The project's starred count after the change. */
  starredResults: z.number().int(),
});

export type ResultsTablePage = z.infer<typeof resultsTablePageSchema>;
export type StarredResult = z.infer<typeof starredResultSchema>;
