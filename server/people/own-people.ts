// The workspace's own people as the People page lists them, and deleting one of them.
import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import { PERSON_ID_PREFIX, personOrigin } from '@/server/search';

export const PEOPLE_PAGE_SIZE = 50;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listOwnPeople(principal: Principal, input: { search?: string; offset: number }) {
  const { sql } = await getDb();
  const params: unknown[] = [principal.workspaceId];
  let filter = '';
  if (input.search) {
    params.push(`%${escapeLike(input.search)}%`);
    filter = `AND (full_name ILIKE $2 OR email_key ILIKE $2 OR company_name ILIKE $2 OR title ILIKE $2)`;
  }
  const [{ total } = { total: 0 }] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM imported_person WHERE workspace_id = $1 ${filter}`, params);
  const rows = await sql.query<{ id: number; full_name: string; title: string; company_name: string; city: string; country: string; email: string | null; linkedin_url: string }>(
    `SELECT id, full_name, title, company_name, city, country, email, linkedin_url FROM imported_person WHERE workspace_id = $1 ${filter}
     ORDER BY id DESC LIMIT ${PEOPLE_PAGE_SIZE} OFFSET ${Number(input.offset)}`,
    params,
  );
  return {
    total,
    people: rows.map((r) => ({
      personId: `${PERSON_ID_PREFIX.own}${r.id}`,
      fullName: r.full_name,
      title: r.title,
      company: r.company_name,
      location: [r.city, r.country].filter(Boolean).join(', '),
      email: r.email,
      linkedinUrl: r.linkedin_url,
      source: personOrigin(`${PERSON_ID_PREFIX.own}${r.id}`),
    })),
  };
}

/** Removes one of the workspace's own people from future searches (delivered results stay). */
export async function deleteOwnPerson(principal: Principal, personId: string): Promise<{ deleted: true }> {
  const id = Number(personId.slice(PERSON_ID_PREFIX.own.length));
  if (!personId.startsWith(PERSON_ID_PREFIX.own) || !Number.isSafeInteger(id)) throw new AppError('not_found', 'Person not found');
  const { sql } = await getDb();
  const removed = await sql.query('DELETE FROM imported_person WHERE id = $1 AND workspace_id = $2 RETURNING id', [id, principal.workspaceId]);
  if (removed.length === 0) throw new AppError('not_found', 'Person not found');
  return { deleted: true };
}

/** What the shared directory holds, for the label that says it is generated demo data. */
export async function directoryInfo() {
  const { sql } = await getDb();
  const [row] = await sql.query<{ generated: number; licensed: number }>(
    `SELECT (SELECT count(*)::int FROM directory_person) AS generated, (SELECT count(*)::int FROM imported_person WHERE workspace_id IS NULL) AS licensed`,
  );
  return { generated: row?.generated ?? 0, licensed: row?.licensed ?? 0 };
}
