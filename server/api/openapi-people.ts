import {
  IMPORT_CONTENT_TYPES,
  IMPORT_KINDS,
  MAX_IMPORT_BYTES,
  MAX_QUEUED_IMPORT_BYTES,
  MAX_QUEUED_IMPORTS,
  QUEUED_IMPORTS_RETRY_SECONDS,
} from '@/server/people/limits';

/** The OpenAPI operation of POST /people/imports (a plain route: the body is the file, not JSON). */
export function peopleImportOperation(errorResponses: Record<string, unknown>) {
  const maxMiB = MAX_IMPORT_BYTES / 1024 / 1024;
  const queuedMiB = MAX_QUEUED_IMPORT_BYTES / 1024 / 1024;
  const limited = errorResponses['429'] as { description: string } | undefined;
  return {
    operationId: 'people-startImport',
    summary: 'Import people or a suppression list from a file',
    description:
      `The file is the request body, up to ${maxMiB} MiB: \`text/csv\` (UTF-8, with a header row) or \`application/x-ndjson\` (one JSON object per line). ` +
      'Columns (CSV headers or JSON keys) are matched loosely: name / full name / first name + last name; title / job title / position / role / headline; ' +
      'company / organisation / organization / employer; location / city / region / country; email / e-mail / email address / work email; phone / mobile; ' +
      "linkedin / linkedin url / profile url / URL; skills and languages (a list, or one text split on , ; |); years of experience. LinkedIn's Connections.csv imports as it is. " +
      'A row without a name, or with more cells than the header, is rejected with its row number; every other row is kept. ' +
      'A person already imported (same LinkedIn address after normalisation, else the same e-mail) is updated, never duplicated. ' +
      'With `kind=suppression` the file lists e-mails, LinkedIn addresses and e-mail domains (columns email / linkedin / domain) that searches of the workspace never return. ' +
      `A body over ${maxMiB} MiB, of another content type, or that is not CSV / JSON Lines is \`400 invalid_request\`. Poll GET /people/imports/{importId} for the counts. ` +
      `A workspace may have ${MAX_QUEUED_IMPORTS} imports uploading or running at once: one more is \`429 limit_exceeded\` with \`Retry-After: ${QUEUED_IMPORTS_RETRY_SECONDS}\`, before the body is read. ` +
      `Their files may hold ${queuedMiB} MiB together (an upload counts its Content-Length, or ${maxMiB} MiB without one, until it is stored): a file that does not fit in what is left is \`400 invalid_request\`.`,
    tags: ['People'],
    parameters: [
      { in: 'query', name: 'kind', required: false, schema: { type: 'string', enum: [...IMPORT_KINDS], default: 'people' }, description: 'people (default) or suppression' },
    ],
    requestBody: {
      required: true,
      content: {
        [IMPORT_CONTENT_TYPES.csv]: { schema: { type: 'string', maxLength: MAX_IMPORT_BYTES }, example: 'Name,Title,Company,Location,Email\\nAna Silva,Sr. Product Manager,Acme,Lisboa,ana@acme.test\\n' },
        [IMPORT_CONTENT_TYPES.ndjson]: {
          schema: {
            type: 'object',
            description: 'One line per person; other keys are ignored',
            properties: {
              name: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' }, title: { type: 'string' },
              company: { type: 'string' }, location: { type: 'string' }, city: { type: 'string' }, region: { type: 'string' }, country: { type: 'string' },
              email: { type: 'string' }, phone: { type: 'string' }, linkedinUrl: { type: 'string' },
              skills: { oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }] },
              languages: { oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }] },
              yearsOfExperience: { type: 'integer' },
            },
          },
        },
      },
    },
    security: [{ bearerAuth: [] }],
    responses: {
      '202': {
        description: 'Accepted: the file is stored and being imported',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['importId', 'status'],
              properties: { importId: { type: 'string', description: 'imp_…' }, status: { type: 'string', const: 'running' } },
            },
          },
        },
      },
      ...errorResponses,
      ...(limited
        ? { '429': { ...limited, description: `${limited.description}; or ${MAX_QUEUED_IMPORTS} imports of the workspace are already uploading or running (Retry-After: ${QUEUED_IMPORTS_RETRY_SECONDS})` } }
        : {}),
    },
  };
}
