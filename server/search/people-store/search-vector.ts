// The keyword vector (the "keywords" filter's full text) of a person row, in one expression for
// both tables: title, skills, company name and the company's industry label (and for imported
// people, the cells of their row that no field reads).
import { industryLabel } from '../vocab/industries';
import type { Column, PersonColumns } from './columns';

/** The column that carries the industry label into unnestRows (the tables do not store it). */
export const INDUSTRY_LABEL: Column<PersonColumns> = {
  name: 'industry_label',
  type: 'text',
  value: (p) => (p.companyIndustry ? industryLabel(p.companyIndustry) : ''),
};

/**
 * The vector of row `row` (an alias whose title, skills and company_name are a person's) with
 * `label`, and an imported person's cells that no field reads (`profile`).
 */
export function searchVector(row: string, label: string, profile?: string): string {
  const text = `${row}.title || ' ' || array_to_string(${row}.skills::text[], ' ') || ' ' || ${row}.company_name || ' ' || ${label}`;
  return `to_tsvector('simple', ${profile ? `${text} || ' ' || ${profile}` : text})`;
}
