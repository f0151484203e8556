import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db';
import { finaliseResults, interpretBrief, matchCompanyNames, planSubSearches, runSearch, runSubSearch, searchIsComplete } from './engine';
import type { PeopleSource } from './people-source';
import { type SeededDirectory, seededDirectory, verified } from './testing/seeded-directory';
import type { Candidate, SearchResult } from './types';

let db: Database;
let source: PeopleSource;
let done: SeededDirectory['done'];
let truth: SeededDirectory['truth'];

beforeAll(async () => {
  ({ db, source, done, truth } = await seededDirectory(6000));
});

const ids = (results: SearchResult[]) => results.map((r) => Number(r.personId.replace('dir_', '')));

describe('searches end to end on a seeded directory', () => {
  it('finds exactly the people who meet every criterion', async () => {
    const outcome = await done('senior backend engineers in the US with Python');
    const expected = await truth(`role_key = 'backend_engineer' AND seniority = 'senior' AND country_code = 'US' AND skills && ARRAY['Python']`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(100);
    expect(ids(verified(outcome.results)).sort((a, b) => a - b)).toEqual(expected);
  });

  it('verifies nobody on what no profile shows, and matches a topic only on the person\'s own words', async () => {
    const unseen = await done('senior backend engineers in the US with Python and 10k+ GitHub followers');
    expect(unseen.results.length).toBeGreaterThan(0);
    expect(verified(unseen.results)).toEqual([]);
    const github = Object.keys(unseen.results[0]!.verdicts).find((name) => name.startsWith('Unverifiable: GitHub'))!;
    expect(new Set(unseen.results.map((r) => r.verdicts[github]))).toEqual(new Set(['unknown']));

    // Nobody's words in the generated directory mention ticketing: nobody verified, everyone unknown on it.
    const topic = await done('backend engineers in the US who worked on ticketing');
    expect(topic.results.length).toBeGreaterThan(0);
    expect(verified(topic.results)).toEqual([]);
    expect(new Set(topic.results.map((r) => r.verdicts['Mentions: ticketing']))).toEqual(new Set(['unknown']));
  });

  it("finds the people whose education meets the brief, however few, and shows the entry that decided", async () => {
    // Hundreds of people in the role, a few with the degree: found by their education, not by chance.
    const outcome = await done('software engineers in the US with a PhD');
    const criterion = Object.keys(outcome.results[0]!.verdicts).find((name) => name.startsWith('Role: '))!;
    const roles = outcome.interpretation.criteria.flatMap((c) => (c.kind === 'role' ? c.roleKeys : []));
    const inRole = await truth(`role_key = ANY(ARRAY[${roles.map((r) => `'${r}'`).join(',')}]) AND country_code = 'US'`);
    const expected = await truth(`role_key = ANY(ARRAY[${roles.map((r) => `'${r}'`).join(',')}]) AND country_code = 'US' AND array_to_string(education, '|') LIKE '%PhD%'`);
    expect(inRole.length).toBeGreaterThan(200); // more than the strict match reads without a target
    expect(expected.length).toBeGreaterThan(5);
    const found = verified(outcome.results);
    expect(ids(found).sort((a, b) => a - b)).toEqual(expected);
    for (const result of found) {
      expect(result.verdicts[criterion]).toBe('yes');
      expect((result.fields.evidence as Record<string, string>)['Education: PhD']).toMatch(/^education: [^;]+, PhD [^,]+, \d{4}$/);
    }
  });

  it('checks the field of a degree: a master\'s in another field is not verified', async () => {
    const outcome = await done("data scientists with a master's in statistics");
    const expected = await truth(`role_key = 'data_scientist' AND array_to_string(education, '|') LIKE '%MSc Statistics%'`);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(verified(outcome.results)).sort((a, b) => a - b)).toEqual(expected);
    for (const result of outcome.results.filter((r) => r.verdicts["Education: Master's in statistics"] === 'unknown')) {
      expect(result.fields.education ?? '').not.toContain('MSc Statistics');
    }
    // A degree of any kind in the field.
    const anyDegree = await done('data scientists with a degree in statistics');
    const holders = await truth(`role_key = 'data_scientist' AND array_to_string(education, '|') LIKE '% Statistics,%'`);
    expect(ids(verified(anyDegree.results)).sort((a, b) => a - b)).toEqual(holders);
  });

  it('gives verdicts that agree with the stored data, near misses included', async () => {
    const outcome = await done('find 40 data scientists in Europe with PyTorch and 5+ years of experience');
    expect(outcome.results.length).toBeGreaterThan(0);
    const rows = await db.sql.query<{ id: number; role_key: string; country_code: string; skills: string[]; years_experience: number | null }>(
      'SELECT id, role_key, country_code, skills, years_experience FROM directory_person WHERE id = ANY($1::int[])',
      [ids(outcome.results)],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const europe = ['DE', 'FR', 'NL', 'ES', 'PL', 'IT', 'SE', 'IE', 'PT', 'AT', 'BE', 'DK', 'FI', 'CZ', 'RO', 'GR', 'HU', 'EE', 'LT', 'GB', 'CH', 'NO', 'UA'];
    for (const result of outcome.results) {
      const row = byId.get(Number(result.personId.replace('dir_', '')))!;
      const v = result.verdicts;
      expect(v['Role: Data Scientist']).toBe(row.role_key === 'data_scientist' ? 'yes' : 'no');
      expect(v['Location: Europe']).toBe(europe.includes(row.country_code) ? 'yes' : 'no');
      expect(v['Skill: PyTorch']).toBe(row.skills.length === 0 ? 'unknown' : row.skills.includes('PyTorch') ? 'yes' : 'no');
      expect(v['Experience: 5+ years']).toBe(row.years_experience === null ? 'unknown' : row.years_experience >= 5 ? 'yes' : 'no');
      expect(Object.values(v).filter((x) => x === 'no').length).toBeLessThanOrEqual(1);
    }
    expect(outcome.results.length).toBeLessThanOrEqual(40);
  });

  it('shows only what the directory holds', async () => {
    const outcome = await done('product managers in London');
    const rows = await db.sql.query<{ id: number; full_name: string; title: string; company_name: string; linkedin_url: string; email: string | null; phone: string | null }>(
      'SELECT id, full_name, title, company_name, linkedin_url, email, phone FROM directory_person WHERE id = ANY($1::int[])',
      [ids(outcome.results)],
    );
    const byId = new Map(rows.map((r) => [`dir_${r.id}`, r]));
    for (const result of outcome.results) {
      const row = byId.get(result.personId)!;
      expect([result.fullName, result.title, result.company, result.linkedinUrl, result.primaryEmail, result.primaryPhone]).toEqual([
        row.full_name, row.title, row.company_name, row.linkedin_url, row.email, row.phone,
      ]);
      if (result.primaryEmail) expect(result.primaryEmail).toMatch(/@[a-z0-9]+\.example\.com$/);
      expect(result.starred).toBe(false);
    }
  });

  it('matches companies by name, current and past', async () => {
    const atStripe = await truth(`company_name = 'Stripe'`);
    const outcome = await done('people at Stripe with Python');
    const [company] = outcome.plan.criteria.filter((c) => c.kind === 'company');
    expect(company).toMatchObject({ names: ['Stripe'], resolved: [{ name: 'Stripe' }] });
    for (const id of ids(verified(outcome.results))) expect(atStripe).toContain(id);
    const exGoogle = await done('ex-Google engineers');
    const expected = await truth(`EXISTS (SELECT 1 FROM directory_past_role r WHERE r.person_id = p.id AND r.company_name = 'Google') AND company_name <> 'Google' AND role_key IN ('software_engineer','backend_engineer','frontend_engineer','fullstack_engineer','mobile_engineer','ios_engineer','android_engineer','platform_engineer','embedded_engineer','game_developer','blockchain_engineer','devops_engineer','site_reliability_engineer','cloud_engineer','security_engineer','qa_engineer','data_engineer','ml_engineer','analytics_engineer','solutions_architect','hardware_engineer','mechanical_engineer','robotics_engineer','network_engineer')`);
    expect(ids(verified(exGoogle.results)).sort((a, b) => a - b)).toEqual(expected.slice(0, 100));
  });

  it('resolves a misspelt company and finds nobody at a company it does not know', async () => {
    const resolved = await matchCompanyNames(source, interpretBrief('engineers at Databrickz'));
    expect(resolved.criteria.find((c) => c.kind === 'company')).toMatchObject({ resolved: [{ name: 'Databricks' }] });
    const unknown = await done('engineers at Zyxwvut Holdings');
    expect(verified(unknown.results)).toEqual([]);
  });

  it('ends with nobody, not with strangers, for a title the directory lacks', async () => {
    const outcome = await done('astronauts in Berlin');
    expect(outcome.results).toEqual([]);
    expect(outcome.verifiedCount).toBe(0);
  });

  it('asks instead of searching when the brief cannot be acted on', async () => {
    const outcome = await runSearch(source, 'junior CTOs with 20+ years of experience');
    expect(outcome.status).toBe('awaiting_input');
    if (outcome.status === 'awaiting_input') expect(outcome.clarificationQuestion).toMatch(/junior/);
  });

  it('runs as separate steps with only JSON between them, with the same results', async () => {
    const brief = 'find 15 senior frontend engineers in Europe with React';
    const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
    const interpretation = json(interpretBrief(brief));
    if (interpretation.kind !== 'criteria') throw new Error('unexpected question');
    const plan = json(planSubSearches(json(await matchCompanyNames(source, interpretation))));
    let candidates: Candidate[] = [];
    for (let index = 0; index < plan.subSearches.length; index++) {
      candidates = [...candidates, ...json(await runSubSearch(source, plan, index, candidates))];
      if (searchIsComplete(plan, candidates)) break;
    }
    const stepped = json(finaliseResults(plan, candidates));
    const whole = await done(brief);
    expect(stepped).toEqual(whole.results);
    expect(stepped.length).toBeLessThanOrEqual(15);
  });

  it('stops early once the target is verified', async () => {
    const outcome = await done('find 5 software engineers in the US');
    expect(verified(outcome.results)).toHaveLength(5);
    expect(outcome.subSearchesRun).toEqual(['Strict match']);
  });

  it('never returns one person twice', async () => {
    const outcome = await done('backend engineers in Germany with Go or Python');
    expect(new Set(outcome.results.map((r) => r.personId)).size).toBe(outcome.results.length);
  });
});
