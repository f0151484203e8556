import { describe, expect, it } from 'vitest';
import { readLanguages, readSkills, splitList } from './read-lists';

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
