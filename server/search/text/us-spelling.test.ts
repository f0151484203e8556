import { describe, expect, it } from 'vitest';
import { americanSpelling, britishSpelling } from './us-spelling';

describe('British and American spellings', () => {
  it('spells a British title the American way, word by word', () => {
    expect(americanSpelling('mental health counsellor')).toBe('mental health counselor');
    expect(americanSpelling('call centre agent')).toBe('call center agent');
    expect(americanSpelling('search engine optimisation expert')).toBe('search engine optimization expert');
    // Words no rule could safely touch stay as written.
    expect(americanSpelling('franchise supervisor tour guide')).toBe('franchise supervisor tour guide');
  });

  it('gives back the British spelling of an American word, where there is one', () => {
    expect(britishSpelling('center')).toBe('centre');
    expect(britishSpelling('organization')).toBe('organisation');
    expect(britishSpelling('engineer')).toBeNull();
  });
});
