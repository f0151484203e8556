import { describe, expect, it } from 'vitest';
import { foldText } from '../text/normalise';
import { AGE_LIMIT_PATTERNS, PROTECTED_LOOKALIKES, PROTECTED_PHRASES } from './protected';

const asksAge = (brief: string) => AGE_LIMIT_PATTERNS.some((pattern) => pattern.test(foldText(brief)));

describe('age limit patterns', () => {
  it.each([
    'under 30',
    'sales reps under 30 in Lisbon',
    'no older than 45',
    'aged 25-35',
    'over 50',
    'born after 1990',
    'menos de 30 anos',
    'unter 30 Jahre alt',
    'moins de 30 ans',
    'jonger dan 30',
    'entre 25 e 35 anos',
    'in their 20s',
    '30-year-olds',
  ])('match "%s"', (brief) => {
    expect(asksAge(brief)).toBe(true);
  });

  it.each([
    'under 2 years of experience',
    '5+ years',
    'companies under 50 employees',
    'over 20 years of experience',
    'less than 30 employees',
    'a 20-year-old company',
    'menos de 3 anos de experiência',
    'mais de 20 anos no mercado',
    'Forbes 30 under 30',
    'teams of over 20, in fintech',
    'find 30 engineers under 40k',
    'startups founded after 2015',
  ])('do not match "%s"', (brief) => {
    expect(asksAge(brief)).toBe(false);
  });
});

describe('protected phrases', () => {
  it('are lower case, trimmed and listed once in each category', () => {
    for (const [, phrases] of PROTECTED_PHRASES) {
      for (const phrase of phrases) expect(phrase).toBe(phrase.toLowerCase().trim());
      expect(new Set(phrases).size).toBe(phrases.length);
    }
    for (const phrase of PROTECTED_LOOKALIKES) expect(phrase).toBe(phrase.toLowerCase().trim());
  });

  it('leave out words that are usually innocent in briefs', () => {
    const all = new Set(PROTECTED_PHRASES.flatMap(([, phrases]) => phrases));
    for (const innocent of ['man', 'native', 'single', 'old', 'poc', 'roma', 'recent graduates', 'jeune diplômé', 'genre']) {
      expect(all.has(innocent)).toBe(false);
    }
  });
});
