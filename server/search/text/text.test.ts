import { describe, expect, it } from 'vitest';
import { SpellingIndex, allowedEdits, editDistance } from './fuzzy';
import { foldText, phraseKey, singular, slugify, tokenize } from './normalise';
import { digitsValue, numberWord, readNumber } from './numbers';

describe('normalise', () => {
  it('folds case, accents and special letters', () => {
    expect(foldText('  Zürich  Straße ')).toBe('zurich strasse');
    expect(foldText('Łódź Ørsted Æbleskiver')).toBe('lodz orsted aebleskiver');
  });

  it('tokenises with skill punctuation kept', () => {
    expect(tokenize('C++, C# and .NET; Node.js').map((t) => t.key)).toEqual(['c++', 'c#', 'and', 'dotnet', 'node', 'js']);
    expect(tokenize('10+ years, 1,000 employees').map((t) => [t.key, t.numeric])).toEqual([
      ['10+', true], ['year', false], ['1,000', true], ['employee', false],
    ]);
  });

  it('marks clause breaks but not dots inside words', () => {
    const tokens = tokenize('Node.js devs, in Berlin. Thanks');
    expect(tokens.map((t) => t.breakAfter)).toEqual([false, false, true, false, true, false]);
  });

  it('singularises plurals and plural acronyms', () => {
    expect(['engineers', 'companies', 'boxes', 'sales', 'analytics', 'kubernetes', 'us', 'years'].map(singular)).toEqual([
      'engineer', 'company', 'box', 'sales', 'analytics', 'kubernetes', 'us', 'year',
    ]);
    expect(tokenize('PMs CTOs SDRs').map((t) => t.key)).toEqual(['pm', 'cto', 'sdr']);
    expect(['midwives', 'executives', 'representatives'].map(singular)).toEqual(['midwife', 'executive', 'representative']);
  });

  it('expands title shorthand on both sides', () => {
    expect(phraseKey('sales reps')).toBe(phraseKey('sales representative'));
    expect(phraseKey('Marketing Mgr')).toBe('marketing manager');
  });

  it('slugifies', () => {
    expect(slugify('José Müller-Lüdenscheidt')).toBe('jose-muller-ludenscheidt');
  });
});

describe('fuzzy', () => {
  it('counts edits with transpositions', () => {
    expect(editDistance('senior', 'senoir', 2)).toBe(1);
    expect(editDistance('kubernetes', 'kubernets', 2)).toBe(1);
    expect(editDistance('berlin', 'london', 2)).toBe(3);
    // Optimal string alignment: a transposed pair is not edited again ("ca" -> "abc" is 3, not 2).
    expect([editDistance('ca', 'abc', 3), editDistance('abcd', 'badc', 3), editDistance('', 'abc', 3), editDistance('abc', '', 3)]).toEqual([3, 2, 3, 3]);
  });

  it('allows more edits in longer words', () => {
    expect([3, 5, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });

  it('corrects to the one closest word, never on ties or short words', () => {
    const closest = (word: string, vocabulary: string[]) => new SpellingIndex(vocabulary).closest(word);
    expect(closest('enginer', ['engineer', 'designer'])).toBe('engineer');
    expect(closest('cat', ['car', 'cab'])).toBeNull();
    expect(closest('bart', ['bark', 'barn'])).toBeNull();
    expect(closest('hello', ['engineer'])).toBeNull();
  });

  it('finds every kind of edit, up to two in a long word', () => {
    const index = new SpellingIndex(['engineering', 'designer', 'marketing', 'kubernetes', 'stack']);
    expect(['enginering', 'engineerign', 'enginneering', 'engeneering', 'egnineering'].map((w) => index.closest(w))).toEqual(Array(5).fill('engineering'));
    expect(['desinger', 'desigenr', 'designr', 'dezigner'].map((w) => index.closest(w))).toEqual(Array(4).fill('designer'));
    expect(['marktnig', 'kuberntees'].map((w) => index.closest(w))).toEqual(['marketing', 'kubernetes']);
    expect(index.closest('stakc')).toBe('stack');
    // Three edits are too many, and a five-letter word's first letter is not a typo.
    expect(index.closest('enginrng')).toBeNull();
    expect(index.closest('ttack')).toBeNull();
  });
});

describe('numbers', () => {
  it('reads digits', () => {
    expect(['25', '10+', '1,000', '5k', '2.5k', 'x'].map(digitsValue)).toEqual([25, 10, 1000, 5000, 2500, null]);
  });

  it('reads number words in several languages', () => {
    expect(['twelve', 'zehn', 'vingt', 'cinco', 'ein'].map(numberWord)).toEqual([12, 10, 20, 5, null]);
  });

  it('reads quantities', () => {
    const words = (text: string) => text.split(' ');
    expect(readNumber(words('a dozen engineers'), 0)).toEqual({ value: 12, length: 2 });
    expect(readNumber(words('half a dozen engineers'), 0)).toEqual({ value: 6, length: 3 });
    expect(readNumber(words('two dozen engineers'), 0)).toEqual({ value: 24, length: 2 });
    expect(readNumber(words('twenty five engineers'), 0)).toEqual({ value: 25, length: 2 });
    expect(readNumber(words('two hundred engineers'), 0)).toEqual({ value: 200, length: 2 });
    expect(readNumber(words('a couple of engineers'), 0)).toEqual({ value: 2, length: 3 });
    expect(readNumber(words('a few engineers'), 0)).toBeNull();
  });
});
