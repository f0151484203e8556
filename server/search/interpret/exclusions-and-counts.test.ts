// Issue 10: exclusions as criteria of their own, and every way to say a count.
import { beforeAll, describe, expect, it } from 'vitest';
import { HANDFUL } from '../text/numbers';
import { MAX_TARGET } from '../search-rules';
import type { Criterion } from '../types';
import { interpretBrief } from './interpret-brief';
import { warmInterpreter } from '../engine';

// The interpreter builds its map (~55,000 place names) once: not inside the first test's time limit.
beforeAll(() => void warmInterpreter(), 120_000);

const names = (brief: string) => interpretBrief(brief).criteria.map((c) => c.name);
const excluded = (brief: string) => interpretBrief(brief).criteria.filter((c): c is Extract<Criterion, { kind: 'company' | 'role' }> => (c.kind === 'company' || c.kind === 'role') && c.exclude);

describe('exclusions are criteria of their own', () => {
  it.each([
    ['software engineers in London who have never worked at Google', 'Company: not Google (current or past)'],
    ['product managers in Berlin, but not from Zalando', 'Company: not Zalando (current or past)'],
    ['data engineers in Toronto, excluding anyone currently at Shopify', 'Company: not Shopify (current)'],
    ['Sales engineers in Paris except people from Salesforce or Oracle', 'Company: not Salesforce or Oracle (current or past)'],
    ['Frontend engineers in NYC not at Meta', 'Company: not Meta (current)'],
    ['Android engineers in Berlin - no one from Delivery Hero please', 'Company: not Delivery Hero (current or past)'],
    ['product designers in Stockholm at companies other than Spotify', 'Company: not Spotify (current)'],
    ['engineering managers in Seattle, non-FAANG', 'Company: not Meta, Apple, Amazon, Netflix or Google (current or past)'],
    ['data analysts in Montreal excluding Ubisoft', 'Company: not Ubisoft (current or past)'],
    ['We would rather not hire anyone currently at SAP. Find platform engineers in Munich.', 'Company: not SAP (current)'],
    ['backend engineers in Berlin who don\'t work at N26', 'Company: not N26 (current)'],
    ['designers in Paris, not ex-Google', 'Company: not Google (past)'],
  ])('%s -> %s', (brief, name) => {
    expect(names(brief)).toContain(name);
    // The opposite reading must never appear.
    expect(names(brief).filter((n) => /^(Past company|Company \(current or past\)|Company): (?!not )/.test(n))).toEqual([]);
  });

  it('reads "no recruiters" as a role exclusion next to the role asked for', () => {
    expect(names('HR people in London, no recruiters')).toEqual(['Role: HR', 'Role: not Recruiter', 'Location: London']);
    expect(excluded('HR people in London, excluding recruiters')[0]).toMatchObject({ kind: 'role', roleKeys: ['recruiter', 'technical_recruiter'] });
  });

  it.each([
    ['marketing managers in Europe outside the UK', 'Location: outside United Kingdom'],
    ['data scientists not based in the US', 'Location: outside United States'],
    ['backend engineers in Germany except Berlin', 'Location: outside Berlin'],
  ])('place exclusions: %s', (brief, name) => {
    expect(names(brief)).toContain(name);
  });

  it('an exclusion alone describes nobody', () => {
    expect(interpretBrief('no recruiters').kind).toBe('clarify');
  });
});

describe('every way to say a count', () => {
  it.each([
    ['10 Berlin-based senior software engineers who write Golang', 10],
    ['data scientist profiles - Paris, France (15 please)', 15],
    ['ML engineers Zurich x15', 15],
    ['backend engineers in Dublin, 8 profiles', 8],
    ['FE devs | React + TS | Lisboa | 12', 12],
    ['F1 mechanical engineers in Milton Keynes, 7 of them', 7],
    ['Some context: we need heads of engineering in Toronto. Find 3.', 3],
    ['twenty-five account executives in Chicago', 25],
    ['a couple of CFOs at Series B fintech startups', 2],
    ['half a dozen iOS devs in Madrid with 10+ years', 6],
    ['two dozen data analysts in Berlin', 24],
    ['a dozen React devs in Amsterdam', 12],
    ['a handful of Rust backend engineers in Berlin', HANDFUL],
    ['Looking for 10-15 product designers in Lisbon', 15],
    ['between 10 and 20 nurses in Boston', 20],
    ['up to 30 data analysts at companies with 500+ employees in the US', 30],
    ['at least 20 Web3 developers in Singapore', 20],
    ['SREs in the Benelux or the Nordics, 10 max', 10],
    ['sr BE eng, NYC, 5+ yoe, ex-FAANG, x10', 10],
    ['finde zwanzig Entwickler in Berlin', 20],
    ['trouve quinze designers à Paris', 15],
    ['I need 12 PMs in Lisbon excluding anyone from Farfetch', 12],
  ])('%s -> %d', (brief, target) => {
    expect(interpretBrief(brief).target).toBe(target);
  });

  it.each([
    'Product managers at Series B startups in London',
    'data analysts at companies with 500+ employees in the US',
    'backend engineers in Berlin with 10+ years of experience',
    'Web3 developers in Singapore',
    'F1 mechanical engineers in Milton Keynes',
    'engineers in Berlin who worked on x86 compilers',
    'call me at 3 pm about backend engineers in Berlin',
  ])('no count in: %s', (brief) => {
    expect(interpretBrief(brief).target).toBeNull();
  });

  it('asks for a count above the maximum', () => {
    const i = interpretBrief('designers in Berlin, 1000 of them');
    expect(i.kind).toBe('clarify');
    if (i.kind === 'clarify') expect(i.reason).toBe('target_too_large');
    expect(interpretBrief(`find ${MAX_TARGET} designers in Berlin`).kind).toBe('criteria');
  });
});
