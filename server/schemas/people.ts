import { z } from 'zod';
import { DEFAULT_IMPORT_KIND, IMPORT_ERRORS_SHOWN, IMPORT_KINDS, MAX_IMPORT_BYTES } from '@/server/people/limits';

export const importKindSchema = z.enum(IMPORT_KINDS);

/** Query of POST /v1/people/imports (the body is the file itself). */
export const importQuerySchema = z
  .object({ kind: importKindSchema.default(DEFAULT_IMPORT_KIND).describe('people (default) or suppression') })
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
export const suppressionKindSchema = z.enum(['email', 'linkedin', 'domain']);
export const suppressionEntryInput = z.object({ kind: suppressionKindSchema, value: z.string().min(1).max(500) });
export const noPeopleInput = z.void();
export const suppressionListInput = z.object({ offset: z.number().int().min(0).max(1_000_000).default(0) });
export const peopleSettingsInput = z.object({ skipDeliveredPeople: z.boolean() });

/** For the web upload: the largest file, in MiB (the rule itself is MAX_IMPORT_BYTES). */
export const MAX_IMPORT_MIB = MAX_IMPORT_BYTES / 1024 / 1024;

// ---------------------------------------------------------------- web-only procedures (outputs)

export const importListSchema = z.array(
  z.object({
    importId: z.string(),
    kind: importKindSchema,
    status: z.enum(['running', 'done', 'failed']),
    fileName: z.string().nullable(),
    byteSize: z.number().int(),
    rows: z.number().int(),
    imported: z.number().int(),
    updated: z.number().int(),
    rejected: z.number().int(),
    failure: z.string().nullable(),
    createdAt: z.date(),
    completedAt: z.date().nullable(),
  }),
);

export const deletedImportSchema = z.object({ deleted: z.literal(true), people: z.number().int() });
export const deletedPersonSchema = z.object({ deleted: z.literal(true) });

export const ownPeoplePageSchema = z.object({
  total: z.number().int(),
  people: z.array(
    z.object({
      personId: z.string(),
      fullName: z.string(),
      title: z.string(),
      company: z.string(),
      location: z.string(),
      email: z.string().nullable(),
      linkedinUrl: z.string(),
      source: z.enum(['directory', 'your people']),
    }),
  ),
});

export const suppressionPageSchema = z.object({
  total: z.number().int(),
  entries: z.array(
    z.object({
      kind: suppressionKindSchema,
      value: z.string(),
      createdAt: z.date(),
      importIds: z.array(z.string()).describe('The suppression lists (imports) that hold the entry'),
      manual: z.boolean().describe('Added by hand'),
    }),
  ),
});
export const suppressionAddedSchema = z.object({ kind: suppressionKindSchema, value: z.string() });
export const suppressionRemovedSchema = z.object({
  removed: z.literal(true),
  heldByLists: z.number().int().describe('Suppression lists that still hold the entry (it stays suppressed while any does)'),
});
export const peopleSettingsSchema = peopleSettingsInput;
export const directoryInfoSchema = z.object({ generated: z.number().int(), licensed: z.number().int() });
