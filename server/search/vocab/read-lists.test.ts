import { describe, expect, it } from 'vitest';
import { readLanguages, readSeniority, readSkills, splitList } from './read-lists';

describe('lists in a cell', () => {
  it('splits on , ; | and drops blanks and repeats', () => {
    expect(splitList('a, b;c | d,, a')).toEqual(['a', 'b', 'c', 'd']);
  });
  it('maps skills to the vocabulary and keeps unknown ones as written', () => {
    expect(readSkills('python; golang | Underwater Basket Weaving')).toEqual(['Python', 'Go', 'Underwater Basket Weaving']);
  });
  it('maps languages, also from a JSON array', () => {
    expect(readLanguages(['englisch', 'Portuguese'])).toEqual(['English', 'Portuguese']);
  });
  it('maps languages written with their level, and in their own names', () => {
    expect(readLanguages('English (native); Spanish - fluent; German: C1; French B2; Português; Deutsch (Muttersprache); Klingon (fluent)')).toEqual([
      'English', 'Spanish', 'German', 'French', 'Portuguese', 'Klingon (fluent)',
    ]);
  });
});

describe('readSeniority (a seniority column)', () => {
  it.each([
    ['Senior', 'senior'], ['Entry level', 'junior'], ['VP', 'vp'], ['C-Suite', 'c_level'], ['Director', 'director'], ['Staff/Lead', 'staff'], ['Owner', 'founder'],
  ])('%s is %s', (value, level) => {
    expect(readSeniority(value)).toBe(level);
  });
  it.each(['Mid-Senior level', 'L5', ''])('%j names no one level', (value) => {
    expect(readSeniority(value)).toBeNull();
  });
});
