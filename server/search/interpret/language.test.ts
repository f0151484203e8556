import { describe, expect, it } from 'vitest';
import { BriefContext } from './context';
import { guessLanguage } from './language';

const languageOf = (brief: string) => guessLanguage(new BriefContext(brief).tokens);

describe('guessLanguage', () => {
  it('counts a function word said twice once: "no juniors, no recruiters" is English, not two Portuguese "no"', () => {
    expect(languageOf('developers in Berlin, no juniors, no recruiters')).toBe('en');
    expect(languageOf('enfermeiros no Porto')).toBe('pt');
    expect(languageOf('Wij zoeken developers in Amsterdam, React of Vue')).toBe('nl');
    expect(languageOf('desarrolladores en Madrid que no sean juniors')).toBe('es');
  });
});
