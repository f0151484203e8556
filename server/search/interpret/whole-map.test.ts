// Issue 10: places outside the directory's own cities, regions, areas, demonyms and state codes.
import { beforeAll, describe, expect, it } from 'vitest';
import { gazetteerCity } from '../vocab/gazetteer';
import type { CriterionOf, Interpretation } from '../types';
import { interpretBrief } from './interpret-brief';
import { warmInterpreter } from '../engine';

// The interpreter builds its map (~55,000 place names) once: not inside the first test's time limit.
beforeAll(() => void warmInterpreter(), 120_000);

function location(i: Interpretation, exclude = false): CriterionOf<'location'> {
  const found = i.criteria.find((c): c is CriterionOf<'location'> => c.kind === 'location' && c.exclude === exclude);
  if (!found) throw new Error(`no location in ${JSON.stringify(i.criteria.map((c) => c.name))}`);
  return found;
}
const cities = (c: CriterionOf<'location'>) => c.cityIds.map((id) => `${gazetteerCity(id)?.countryCode}:${gazetteerCity(id)?.name}`);

describe('the whole map', () => {
  it.each([
    ['nurses in Tucson', 'US:Tucson'],
    ['software engineers in Bratislava', 'SK:Bratislava'],
    ['accountants in Montevideo', 'UY:Montevideo'],
    ['QA engineers based in Quito', 'EC:Quito'],
    ['nurses in tucson', 'US:Tucson'],
    ['product managers em Lisboa', 'PT:Lisbon'],
    ['backend engineers in Warszawa', 'PL:Warsaw'],
    ['frontend devs in München', 'DE:Munich'],
    ['recruiters in Greater London', 'GB:London'],
    ['designers in the Lyon area', 'FR:Lyon'],
    ['engineering managers in Portland, ME', 'US:Portland'],
    ['sofware enginers in Bratislva', 'SK:Bratislava'],
  ])('%s -> the city %s', (brief, city) => {
    const i = interpretBrief(brief);
    expect(i.kind).toBe('criteria');
    expect(cities(location(i))).toEqual([city]);
  });

  it('qualifies a shared name by its region: Portland, ME is not Portland, Oregon', () => {
    expect(location(interpretBrief('engineering managers in Portland, ME')).name).toBe('Location: Portland, Maine');
    expect(gazetteerCity(location(interpretBrief('engineering managers in Portland')).cityIds[0]!)?.regionCode).toBe('US-OR');
  });

  it.each([
    ['data scientists in Peru', ['PE']],
    ['account executives in Holland', ['NL']],
    ['marketers in the States', ['US']],
    ['designers in the UK', ['GB']],
    ['engineers in Deutschland with Go', ['DE']],
    ['Ingenieure in Österreich with Java', ['AT']],
    ['nurses in Slovakia', ['SK']],
  ])('%s -> the country %s', (brief, codes) => {
    expect(location(interpretBrief(brief)).countryCodes).toEqual(codes);
  });

  it.each([
    ['DevOps engineers in Arizona', ['US-AZ']],
    ['Android developers anywhere in Ontario', ['CA-ON']],
    ['nurses in Saskatchewan', ['CA-SK']],
    ['pharmacists in Thuringia', ['DE-TH']],
    ['backend engineers in Scotland who know Python', ['GB-SCT']],
    ['Find 20 Python developers in TX or FL', ['US-TX', 'US-FL']],
    ['iOS developers in Austin, TX', []],
  ])('%s -> the regions %s', (brief, codes) => {
    expect(location(interpretBrief(brief)).regionCodes).toEqual(codes);
  });

  it('reads a state code only in a place context', () => {
    expect(location(interpretBrief('iOS developers in Austin, TX')).name).toBe('Location: Austin, Texas');
    // "IN" and "OR" are words, "CA" alone is not a place without one.
    const words = interpretBrief('backend engineers in Berlin OR Munich');
    expect(location(words).regionCodes).toEqual([]);
    expect(interpretBrief('CA product managers').criteria.some((c) => c.kind === 'location')).toBe(false);
  });

  it.each([
    ['SREs in the Benelux', ['BE', 'NL', 'LU']],
    ['SREs in the Nordics', ['SE', 'NO', 'DK', 'FI', 'IS']],
    ['data engineers in DACH', ['DE', 'AT', 'CH']],
  ])('%s covers every country of the area', (brief, codes) => {
    expect(location(interpretBrief(brief)).countryCodes).toEqual(codes);
  });

  it.each([['sales leaders across EMEA', 'MA'], ['account executives in LATAM', 'PE'], ['engineers in APAC with Go', 'VN']])('%s includes %s', (brief, code) => {
    expect(location(interpretBrief(brief)).countryCodes).toContain(code);
  });

  it('reads the SF Bay Area and the NYC metro as their cities', () => {
    expect(location(interpretBrief('PMs in the Bay Area')).cityIds.length).toBeGreaterThan(5);
    expect(cities(location(interpretBrief('designers in the NYC metro')))).toContain('US:New York City');
  });
});

describe('demonyms are places, unless the context is a language', () => {
  it.each([
    ['German data engineers with Spark', ['DE']],
    ['Brazilian UX designers', ['BR']],
    ['french product managers', ['FR']],
    ['Dutch account executives', ['NL']],
  ])('%s -> %s', (brief, codes) => {
    expect(location(interpretBrief(brief)).countryCodes).toEqual(codes);
  });

  it.each([
    ['German-speaking customer success managers in Vienna', 'Language: German'],
    ['customer success managers who speak German', 'Language: German'],
    ['French speakers in sales roles in Montreal', 'Language: French'],
  ])('%s -> %s, not a place', (brief, name) => {
    const i = interpretBrief(brief);
    expect(i.criteria.map((c) => c.name)).toContain(name);
    expect(i.criteria.filter((c) => c.kind === 'location').flatMap((c) => (c.kind === 'location' ? c.countryCodes : []))).not.toContain(name === 'Language: French' ? 'FR' : 'DE');
  });
});

describe('a place no map knows is asked about', () => {
  it('quotes the word in the question', () => {
    const i = interpretBrief('backend engineers in Xyzzyville');
    expect(i.kind).toBe('clarify');
    if (i.kind !== 'clarify') return;
    expect(i.reason).toBe('unknown_place');
    expect(i.question).toContain('“Xyzzyville”');
  });

  it('does not ask about known words after "in"', () => {
    expect(interpretBrief('engineers experienced in Kubernetes in Berlin').kind).toBe('criteria');
    expect(interpretBrief('Data scientists in Fintech in London').kind).toBe('criteria');
  });
});
