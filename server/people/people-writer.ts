// How a people import writes a batch: each row's company found (or created), then the people
// store's upsert (a row is the same person as one imported before by its LinkedIn address, else
// its e-mail, else its name at its company).
import type { SqlRunner } from '@/server/db';
import { companyNameKey, IMPORTED_PEOPLE_LOOKUP, upsertImportedPeople, type ImportedPerson } from '@/server/search';
import { findOrCreateCompanies, IMPORTED_COMPANY_LOOKUP } from './find-or-create-companies';
import type { PersonDraft } from './read-person';
import type { ImportRef, ImportWriter } from './write-batch';

async function writePeople(tx: SqlRunner, ref: ImportRef, drafts: PersonDraft[]) {
  const names = drafts.flatMap((d) => [d.companyName, ...d.pastCompanyNames]).filter(Boolean);
  const companies = await findOrCreateCompanies(tx, ref.workspaceId, names);
  const people = drafts.map(({ pastCompanyNames, ...draft }): ImportedPerson => {
    const company = companies.get(companyNameKey(draft.companyName)) ?? null;
    const past = pastCompanyNames.map((name) => companies.get(companyNameKey(name))?.id).filter((id): id is number => id !== undefined && id !== company?.id);
    // Object.assign, not a spread followed by more properties: V8's slow path for that is 9 µs a row.
    return Object.assign(draft, {
      pastCompanyIds: [...new Set(past)],
      companyId: company?.id ?? null,
      companyName: company?.name ?? draft.companyName,
      companyIndustry: company?.industry ?? null,
      companyStage: company?.stage ?? null,
      companySize: company?.size ?? null,
    });
  });
  return upsertImportedPeople(tx, { workspaceId: ref.workspaceId, importId: ref.id }, people);
}

export const PEOPLE_WRITER: ImportWriter<PersonDraft> = { write: writePeople, lookupColumns: [IMPORTED_PEOPLE_LOOKUP, IMPORTED_COMPANY_LOOKUP] };
