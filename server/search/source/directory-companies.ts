// The generated directory's companies that a name written in a brief refers to: exact names first,
// then a unique prefix, then the closest spelling. The people themselves are read by
// ScopedPeopleSource (with or without a workspace scope).
import type { SqlRunner } from '@/server/db';
import { companyNameKey } from '../directory/companies';
import type { CompanyRef } from '../types';
import { escapeLike } from '../people-store/sql-filters';

export async function resolveDirectoryCompanies(sql: SqlRunner, name: string): Promise<CompanyRef[]> {
  const key = companyNameKey(name);
  if (!key) return [];
  const exact = await sql.query<CompanyRef>('SELECT id, name FROM directory_company WHERE name_key = $1 ORDER BY id', [key]);
  if (exact.length > 0) return exact;
  // "Nordwind" for "Nordwind Analytics": a unique company whose name starts with the words.
  const prefix = await sql.query<CompanyRef>(
    `SELECT id, name FROM directory_company WHERE name_key LIKE $1 ORDER BY employee_count DESC, id LIMIT 2`,
    [`${escapeLike(key)} %`],
  );
  if (prefix.length === 1) return prefix;
  // A misspelling ("Stirpe"): the closest name by trigram similarity, if it is close enough.
  const similar = await sql.query<CompanyRef & { score: number }>(
    `SELECT id, name, similarity(name, $1) AS score FROM directory_company WHERE name % $1 ORDER BY score DESC, employee_count DESC, id LIMIT 3`,
    [name],
  );
  const best = similar[0];
  if (!best || best.score < 0.45) return [];
  return [{ id: best.id, name: best.name }];
}
