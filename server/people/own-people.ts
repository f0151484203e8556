// The workspace's own people as the People page lists them, and deleting one of them.
import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import { deleteOwnPersonRow, ownPeoplePage, PERSON_ID_PREFIX, personOrigin, sharedDirectoryCounts } from '@/server/search';

const PEOPLE_PAGE_SIZE = 50;

export async function listOwnPeople(principal: Principal, input: { search?: string; offset: number }) {
  const { sql } = await getDb();
  const { total, rows } = await ownPeoplePage(sql, principal.workspaceId, { search: input.search, offset: input.offset, size: PEOPLE_PAGE_SIZE });
  return {
    total,
    people: rows.map((r) => ({
      personId: `${PERSON_ID_PREFIX.own}${r.id}`,
      fullName: r.fullName,
      title: r.title,
      company: r.companyName,
      location: [r.city, r.country].filter(Boolean).join(', '),
      email: r.email,
      linkedinUrl: r.linkedinUrl,
      source: personOrigin(`${PERSON_ID_PREFIX.own}${r.id}`),
    })),
  };
}

/** Removes one of the workspace's own people from future searches (delivered results stay). */
export async function deleteOwnPerson(principal: Principal, personId: string): Promise<{ deleted: true }> {
  const id = Number(personId.slice(PERSON_ID_PREFIX.own.length));
  if (!personId.startsWith(PERSON_ID_PREFIX.own) || !Number.isSafeInteger(id)) throw new AppError('not_found', 'Person not found');
  const { sql } = await getDb();
  if (!(await deleteOwnPersonRow(sql, principal.workspaceId, id))) throw new AppError('not_found', 'Person not found');
  return { deleted: true };
}

/** What the shared directory holds, for the label that says it is generated demo data. */
export async function directoryInfo() {
  const { sql } = await getDb();
  return sharedDirectoryCounts(sql);
}
