import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import peopleStore from './lint-rule.mjs';

const linter = new Linter();
const findings = (code: string) =>
  linter.verify(code, { plugins: { 'people-store': peopleStore }, rules: { 'people-store/people-tables': 'error' } }).map((m) => m.message);

describe('lint: only the people store names the people tables', () => {
  it('fails SQL in strings and template literals, and Prisma models, of a people table', () => {
    expect(findings("const q = 'SELECT id FROM imported_person';")).toEqual([
      'imported_person belongs to the people store (server/search/people-store): call one of its functions.',
    ]);
    expect(findings('const q = (w) => `SELECT 1 FROM directory_person p WHERE ${w}`;')).toEqual([expect.stringMatching(/^directory_person /)]);
    expect(findings("const q = 'SELECT 1 FROM directory_past_role';")).toHaveLength(1);
    expect(findings('const n = (prisma) => prisma.importedPerson.count();')).toEqual([expect.stringMatching(/^imported_person /)]);
  });

  it('leaves other tables, names and comments alone', () => {
    expect(findings("// reads directory_person\nconst q = 'SELECT id FROM imported_company'; const p = { importedPersonCount: 1 }.importedPersonCount;")).toEqual([]);
  });
});
