import { StreamParser } from '@json2csv/plainjs';
import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import type { Project, Result } from '@/server/db/generated/client';
import { findOwnProject } from '@/server/projects/project-store';
import { keysetStream } from './keyset-stream';
import { toResultView } from './result-view';

/**
 * The one CSV of a project, used by GET /v1/projects/{id}/export.csv and the in-app export, so
 * both are byte-identical by construction. RFC 4180 (CRLF, every text cell quoted, quotes
 * doubled), one header row, one row per result in the results endpoint's order. Columns: the
 * result fields (`fields` as JSON), then one column per criterion with its verdict.
 */
export const CSV_BASE_COLUMNS = [
  'fullName',
  'firstName',
  'lastName',
  'title',
  'company',
  'location',
  'linkedinUrl',
  'primaryEmail',
  'primaryPhone',
  'surfacedBy',
  'starred',
  'fields',
] as const;

const BATCH = 500;

/** Spreadsheets run a cell starting with these as a formula: prefix it with ' (OWASP). */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const quoted = (value: string) => `"${neutraliseFormula(value).replaceAll('"', '""')}"`;

function criterionNames(project: Project): string[] {
  const criteria = project.criteria as Array<{ name?: unknown }> | null;
  return Array.isArray(criteria) ? criteria.map((c) => c.name).filter((n): n is string => typeof n === 'string') : [];
}

export function csvFilename(project: Pick<Project, 'id'>): string {
  return `${project.id}.csv`;
}

/** Streams the CSV in batches of rows: memory stays flat however large the project. */
export async function projectCsv(principal: Principal, projectId: string): Promise<{ filename: string; stream: ReadableStream<Uint8Array> }> {
  const project = await findOwnProject(principal, projectId);
  const criteria = criterionNames(project);
  const { prisma } = await getDb();
  let text = '';
  const parser = new StreamParser<Record<string, unknown>, Record<string, unknown>>(
    {
      fields: [...CSV_BASE_COLUMNS, ...criteria.map((name) => ({ label: name, value: (row: Record<string, unknown>) => (row.verdicts as Record<string, string>)[name] ?? '' }))],
      eol: '\r\n',
      formatters: { string: quoted, header: quoted },
    },
    { objectMode: true },
  );
  parser.onData = (chunk) => (text += chunk);
  const taken = () => {
    const out = text;
    text = '';
    return out;
  };
  parser.pushHeaderIfNotWritten();
  const stream = keysetStream<Result>({
    head: taken(),
    pageSize: BATCH,
    readPage: (after, take) => prisma.result.findMany({ where: { projectId: project.id, rank: { gt: after?.rank ?? -1 } }, orderBy: { rank: 'asc' }, take }),
    format: (rows) => {
      for (const row of rows) {
        const view = toResultView(row);
        parser.write({ ...view, fields: JSON.stringify(view.fields) });
      }
      return taken();
    },
    // A CSV ends with a line break after its last record.
    tail: '\r\n',
  });
  return { filename: csvFilename(project), stream };
}
