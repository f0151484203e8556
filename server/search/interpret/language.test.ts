import { describe, expect, it } from 'vitest';
import { BriefContext } from './context';
import { guessLanguage } from './language';

const languageOf = (brief: string) => guessLanguage(new BriefContext(brief).tokens);

describe('guessLanguage', () => {
  it('reads "anos" without its tilde as Portuguese, "años" as Spanish', () => {
    expect(languageOf('contabilista certificado no porto, 10 anos')).toBe('pt');
    expect(languageOf('contadores en Madrid con 10 años')).toBe('es');
  });

  it('counts a function word said twice once: "no juniors, no recruiters" is English, not two Portuguese "no"', () => {
    expect(languageOf('developers in Berlin, no juniors, no recruiters')).toBe('en');
    expect(languageOf('enfermeiros no Porto')).toBe('pt');
    expect(languageOf('Wij zoeken developers in Amsterdam, React of Vue')).toBe('nl');
    expect(languageOf('desarrolladores en Madrid que no sean juniors')).toBe('es');
  });

  it('reads words English shares with another language, and acronyms, as no sign of it: "on AI", "as product managers"', () => {
    expect(languageOf('engineers who work on AI safety in London')).toBe('en');
    expect(languageOf('keynote speakers on AI ethics in Toronto')).toBe('en');
    expect(languageOf('IIT Bombay alumni working as product managers at Bay Area startups')).toBe('en');
    expect(languageOf('engineers in Berlin, no ex-Googlers')).toBe('en');
    expect(languageOf('on cherche des développeurs à Lyon')).toBe('fr');
    expect(languageOf("j'ai besoin de 3 comptables à Lyon")).toBe('fr');
  });
});
