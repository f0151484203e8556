import type { Result } from '@/server/db/generated/client';
import type { ResultView } from '@/server/schemas/results';

/** What a result view is made of: a stored Result row, or a running search's provisional result. */
export type ResultFields = Pick<
  Result,
  'fullName' | 'firstName' | 'lastName' | 'title' | 'company' | 'location' | 'linkedinUrl' | 'primaryEmail' | 'primaryPhone' | 'surfacedBy' | 'starred' | 'fields' | 'verdicts'
>;

/** A result as the API shows it: exactly the spec's fields, in the spec's order. */
export function toResultView(row: ResultFields): ResultView {
  return {
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    company: row.company,
    location: row.location,
    linkedinUrl: row.linkedinUrl,
    primaryEmail: row.primaryEmail,
    primaryPhone: row.primaryPhone,
    surfacedBy: row.surfacedBy,
    starred: row.starred,
    fields: (row.fields ?? {}) as ResultView['fields'],
    verdicts: (row.verdicts ?? {}) as ResultView['verdicts'],
  };
}
