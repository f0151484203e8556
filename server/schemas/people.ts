import { z } from 'zod';
import { IMPORT_ERRORS_SHOWN, IMPORT_KINDS, MAX_IMPORT_BYTES } from '@/server/people/limits';

export const importKindSchema = z.enum(IMPORT_KINDS);

/** Query of POST /v1/people/imports (the body is the file itself). */
export const importQuerySchema = z
  .object({ kind: importKindSchema.default('people').describe('people (default) or suppression') })
  .strict();

export const importIdParam = z.object({ importId: z.string().describe('The import identifier returned by POST /people/imports.') });

export const importCreatedSchema = z
  .object({ importId: z.string().describe('Identifier of the import (imp_…)'), status: z.literal('running') })
  .meta({ id: 'ImportCreated' });

export const importStatusSchema = z
  .object({
    importId: z.string(),
    kind: importKindSchema,
    status: z.enum(['running', 'done', 'failed']),
    rows: z.number().int().describe('Data rows read so far (blank lines not counted)'),
    imported: z.number().int().describe('New people (or new suppression entries)'),
    updated: z.number().int().describe('Rows matching a person already imported (same LinkedIn address, else the same e-mail)'),
    rejected: z.number().int().describe('Rows rejected: no name, or more cells than the header'),
    errors: z
      .array(z.object({ row: z.number().int().describe('Row number as a spreadsheet shows it: the header is row 1'), message: z.string() }))
      .describe(`The first ${IMPORT_ERRORS_SHOWN} rejected rows`),
  })
  .meta({ id: 'ImportStatus' });
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const personIdParam = z.object({ personId: z.string().regex(/^own_\d+$/, 'not a person of this workspace') });

export const peopleListInput = z.object({
  search: z.string().trim().max(200).optional(),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});

export const suppressionValueInput = z.object({ value: z.string().trim().min(1, 'Enter an e-mail, LinkedIn address or domain').max(500) });
export const suppressionEntryInput = z.object({ kind: z.enum(['email', 'linkedin', 'domain']), value: z.string().min(1).max(500) });
export const suppressionListInput = z.object({ offset: z.number().int().min(0).max(1_000_000).default(0) });
export const peopleSettingsInput = z.object({ skipDeliveredPeople: z.boolean() });

/** For the web upload: the largest file, in MiB (the rule itself is MAX_IMPORT_BYTES). */
export const MAX_IMPORT_MIB = MAX_IMPORT_BYTES / 1024 / 1024;
