import { z } from 'zod';
import { PERSON_FIELDS, PERSON_SYNONYMS, SUPPRESSION_SYNONYMS, type PersonField } from '@/server/people/headers';
import { importKindOfQuery } from '@/server/people/import-kind';
import { startImport } from '@/server/people/imports';
import {
  IMPORT_CONTENT_TYPES,
  MAX_IMPORT_BYTES,
  MAX_QUEUED_IMPORT_BYTES,
  MAX_QUEUED_IMPORTS,
  QUEUED_IMPORTS_RETRY_SECONDS,
} from '@/server/people/limits';
import { CSV_BASE_COLUMNS, projectCsv } from '@/server/results/csv';
import { importCreatedSchema, importQuerySchema } from '@/server/schemas/people';
import { projectIdParam } from '@/server/schemas/project';
import { csvResponse } from '../csv-response';
import { buildOpenApiDocument } from '../openapi';
import type { V1Route } from './route-table';

// The /v1 routes that are not procedures: the document itself, and the two whose bodies are not
// JSON (trpc-to-openapi only speaks JSON). Their operations are written here from the schemas;
// key, limit, parameter rules and the error envelope are answer.ts's, as for every route.

/** GET /v1/openapi.json, the one route without a key. */
export const openApiDocumentRoute: V1Route = {
  method: 'GET',
  path: '/openapi.json',
  auth: 'none',
  successStatus: 200,
  cacheControl: 'public, max-age=300',
  operation: {
    operationId: 'getOpenApiDocument',
    summary: 'This OpenAPI document',
    tags: ['Meta'],
    responses: { '200': { description: 'The OpenAPI 3.1 description of the API', content: { 'application/json': { schema: { type: 'object' } } } } },
  },
  handle: async () => buildOpenApiDocument(),
};

const exportCsvRoute: V1Route = {
  method: 'GET',
  path: '/projects/{projectId}/export.csv',
  auth: 'key',
  successStatus: 200,
  operation: {
    operationId: 'projects-exportCsv',
    summary: 'Export the results as CSV',
    description:
      'Byte-identical to the in-app export. RFC 4180, UTF-8, one header row, one row per result in the results order. ' +
      `Columns: ${CSV_BASE_COLUMNS.join(', ')} (fields as JSON), then one column per criterion holding its verdict. ` +
      "Cells starting with = + - @ or a tab are prefixed with ' against spreadsheet formula injection.",
    tags: ['Projects'],
    requestParams: { path: projectIdParam },
    responses: {
      '200': {
        description: 'The CSV file',
        headers: { 'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename="<projectId>.csv"' } },
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
    },
  },
  // The export has always read its id percent-decoded (the procedures read theirs as sent).
  handle: async ({ params, guarded }) => csvResponse(await projectCsv(guarded.principal, decodeURIComponent(params.projectId!))),
};

/** One line of an NDJSON import: the person fields of server/people/headers.ts, which also reads their synonyms. */
const LIST_FIELDS: readonly PersonField[] = ['skills', 'languages', 'education'];
const ndjsonPerson = z
  .object(
    Object.fromEntries(
      PERSON_FIELDS.map((field) => [
        field,
        (LIST_FIELDS.includes(field) ? z.union([z.array(z.string()), z.string()]) : field === 'yearsExperience' ? z.number().int() : field === 'graduationYear' ? z.union([z.number().int(), z.string()]) : z.string()).optional(),
      ]),
    ),
  )
  .describe('One line per person; other keys are ignored');

/** Each field with the column names headers.ts accepts for it, as a Markdown list. */
const columnsInWords = (synonyms: Record<string, readonly string[]>) =>
  Object.entries(synonyms)
    .map(([field, names]) => `\n- \`${field}\`: ${names.join(', ')}`)
    .join('');

const maxMiB = MAX_IMPORT_BYTES / 1024 / 1024;
const queuedMiB = MAX_QUEUED_IMPORT_BYTES / 1024 / 1024;

/**
 * POST /v1/people/imports: the file is the body (text/csv or application/x-ndjson, up to 50 MiB).
 * 202 with the import id once the whole body is stored; the rows are imported in the background.
 * The workspace's queue of imports and the bytes they hold are startImport's (429 or 400, before the body is read).
 */
const startImportRoute: V1Route = {
  method: 'POST',
  path: '/people/imports',
  auth: 'key',
  successStatus: 202,
  alsoLimitedBy: `${MAX_QUEUED_IMPORTS} imports of the workspace are already uploading or running (Retry-After: ${QUEUED_IMPORTS_RETRY_SECONDS})`,
  operation: {
    operationId: 'people-startImport',
    summary: 'Import people or a suppression list from a file',
    description:
      `The file is the request body, up to ${maxMiB} MiB: \`text/csv\` (UTF-8, with a header row) or \`application/x-ndjson\` (one JSON object per line). ` +
      'A row without a name, or with more cells than the header, is rejected with its row number; every other row is kept. ' +
      'A person already imported (same LinkedIn address after normalisation, else the same e-mail) is updated, never duplicated. ' +
      `A body over ${maxMiB} MiB, of another content type, or that is not CSV / JSON Lines is \`400 invalid_request\`. Poll GET /people/imports/{importId} for the counts. ` +
      `A workspace may have ${MAX_QUEUED_IMPORTS} imports uploading or running at once: one more is \`429 limit_exceeded\` with \`Retry-After: ${QUEUED_IMPORTS_RETRY_SECONDS}\`, before the body is read. ` +
      `Their files may hold ${queuedMiB} MiB together (an upload counts its Content-Length, or ${maxMiB} MiB without one, until it is stored): a file that does not fit in what is left is \`400 invalid_request\`.\n\n` +
      'Columns (CSV headers or JSON keys) are matched loosely: case, accents, spaces and punctuation are ignored, so `Job Title`, `job_title` and `jobTitle` are all `jobtitle`; ' +
      'of two columns for one field the one whose name comes first in the list below wins (a `Title` over a `Position`; a `Headline` is the title only when no column holds one), and the cells of columns naming no field ' +
      '(a summary, a department, a second title) are kept with the person as text, as `Header: value`, and searched as text. ' +
      'A name may also come as first name + last name; skills and languages as a list, or one text split on , ; |. ' +
      "Rows above the header (LinkedIn's Notes) are skipped: the header is the first of the first 10 rows that names a field. " +
      `The exports of LinkedIn (Connections.csv, Recruiter, Sales Navigator), HubSpot, Salesforce, Greenhouse and Lever import as they are. Each field and the column names it accepts:${columnsInWords(PERSON_SYNONYMS)}\n\n` +
      `With \`kind=suppression\` the file lists e-mails, LinkedIn addresses and e-mail domains that searches of the workspace never return, in the columns:${columnsInWords(SUPPRESSION_SYNONYMS)}`,
    tags: ['People'],
    requestParams: { query: importQuerySchema },
    requestBody: {
      required: true,
      content: {
        [IMPORT_CONTENT_TYPES.csv]: {
          schema: z.string().max(MAX_IMPORT_BYTES),
          example: 'Name,Title,Company,Location,Email\\nAna Silva,Sr. Product Manager,Acme,Lisboa,ana@acme.test\\n',
        },
        [IMPORT_CONTENT_TYPES.ndjson]: { schema: ndjsonPerson },
      },
    },
    responses: { '202': { description: 'Accepted: the file is stored and being imported', content: { 'application/json': { schema: importCreatedSchema } } } },
  },
  async handle({ req, url, guarded }) {
    const kind = importKindOfQuery(url.searchParams);
    return startImport(guarded.principal, { kind, contentType: req.header('content-type'), contentLength: req.header('content-length'), body: req.body });
  },
};

export const plainRoutes: V1Route[] = [exportCsvRoute, startImportRoute];
