import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_TARGET } from '../search-rules';
import { interpretBrief } from './interpret-brief';
import { warmInterpreter } from '../engine';

// The interpreter builds its map (~55,000 place names) once: not inside the first test's time limit.
beforeAll(() => void warmInterpreter(), 120_000);

function asked(brief: string) {
  const i = interpretBrief(brief);
  if (i.kind !== 'clarify') throw new Error(`"${brief}" should ask a question; criteria: ${i.criteria.map((c) => c.name).join(' | ')}`);
  return i;
}

describe('briefs that say nothing about people', () => {
  it.each(['find me some people', 'asdf', "what's the weather", 'hello, can you help me?', 'I need talent', '???', '', '10 people please', 'lorem ipsum dolor sit amet'])(
    '%s',
    (brief) => {
      const i = asked(brief);
      expect(i.reason).toBe('nothing_to_search');
      expect(i.question).toMatch(/role|title|who/i);
    },
  );

  it('quotes the brief when it has people but nothing about them', () => {
    expect(asked('find me some people').question).toContain('“find me some people”');
  });

  it('asks who, in the brief\'s terms, when only a place is given', () => {
    const i = asked("what's the weather in Paris tomorrow?");
    expect(i.reason).toBe('nothing_to_search');
    expect(i.question).toContain('“Paris”');
    expect(asked('Berlin').reason).toBe('nothing_to_search');
    expect(asked('people in the US').reason).toBe('nothing_to_search');
    expect(asked('Series A startups with 20-100 employees').reason).toBe('nothing_to_search');
  });

  it('repeats the count it was given', () => {
    expect(asked('find 10 people').question).toContain('10 people');
  });
});

describe('briefs too broad to run', () => {
  it.each(['engineers', 'developers', 'managers', 'people with 5+ years of experience', 'English speakers in Europe', 'professionals in tech'])('%s', (brief) => {
    const i = asked(brief);
    expect(i.reason).toBe('too_broad');
    expect(i.question).toMatch(/% of the directory/);
    expect(i.question).toMatch(/narrow/);
  });

  it('suggests what a generic role lacks', () => {
    expect(asked('engineers').question).toMatch(/which kind of engineer/);
  });

  it.each(['engineers in Berlin', 'senior engineers in Europe', 'Go developers', 'software engineers at Stripe', 'nurses', 'CTOs', 'software engineers'])('runs %s', (brief) => {
    expect(interpretBrief(brief).kind).toBe('criteria');
  });
});

describe('contradictions', () => {
  it('junior CTOs with 20+ years', () => {
    const i = asked('junior CTOs with 20+ years of experience');
    expect(i.reason).toBe('contradiction');
    expect(i.question).toContain('“junior”');
    expect(i.question).toContain('“CTOs”');
    expect(i.question).toContain('“20+ years of experience”');
  });

  it.each([
    'intern VPs of Engineering',
    'junior backend engineers with 15+ years of experience',
    'senior designers with less than 2 years of experience',
    'founders of seed-stage startups with 10,000+ employees',
    'engineers in Berlin with 70+ years of experience',
    'data scientists in Berlin, France',
  ])('%s', (brief) => {
    expect(asked(brief).reason).toBe('contradiction');
  });

  it('accepts what fits together', () => {
    for (const brief of ['senior backend engineers with 8+ years', 'CTOs at Series A startups with 20-100 employees', 'data scientists in Paris, France', 'junior designers with 1-2 years']) {
      expect(interpretBrief(brief).kind, brief).toBe('criteria');
    }
  });
});

describe('counts', () => {
  it('asks for fewer than the maximum', () => {
    const i = asked(`Find ${MAX_TARGET + 1} engineers in London`);
    expect(i.reason).toBe('target_too_large');
    expect(i.question).toContain(`at most ${MAX_TARGET}`);
    expect(i.target).toBe(MAX_TARGET + 1);
  });

  it('reads large counts written in words', () => {
    expect(asked('ten thousand salespeople in Europe').reason).toBe('target_too_large');
  });

  it(`accepts exactly ${MAX_TARGET}`, () => {
    const i = interpretBrief(`find ${MAX_TARGET} engineers in London`);
    expect(i.kind).toBe('criteria');
    expect(i.target).toBe(MAX_TARGET);
  });

  it('asks when the count is zero', () => {
    expect(asked('find 0 engineers in London').reason).toBe('target_too_small');
  });
});
