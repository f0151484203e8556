// Which language a brief is written in, from its function words: connectors mean different
// things in each ("no Brasil" is "in Brazil" in Portuguese, "no" is "not" in English and Spanish).
import { phraseKey } from '../text/normalise';
import { ASKING_WORDS, CONNECTORS, FILLER_I18N, REQUIRED_WORDS } from './words-i18n';

export type BriefLanguage = 'en' | 'pt' | 'es' | 'fr' | 'de' | 'nl';

// "on" is English as much as French ("speakers on AI ethics"): listed here, it counts for neither.
const ENGLISH = ['the', 'and', 'with', 'who', 'in', 'at', 'for', 'of', 'from', 'to', 'are', 'is', 'our', 'we', 'need', 'looking', 'find', 'or', 'based', 'years', 'please', 'their', 'have', 'has', 'on', 'as', 'ex'];

let words: Map<BriefLanguage, Set<string>> | null = null;

/**
 * Each language's own function words. A word two languages share counts for neither: "in" and
 * "of" are Dutch as much as English ("Wij zoeken developers in Amsterdam, React of Vue").
 */
function languageWords(): Map<BriefLanguage, Set<string>> {
  if (words) return words;
  const others = (['pt', 'es', 'fr', 'de', 'nl'] as const).map((lang) => {
    const c = CONNECTORS[lang];
    const phrases = [...ASKING_WORDS[lang], ...FILLER_I18N[lang], ...REQUIRED_WORDS[lang], ...JOB_VERBS[lang], ...c.in, ...c.at, ...c.from, ...c.ever, ...c.with, ...c.without, ...c.or, ...c.and, ...c.not];
    return [lang, new Set(phrases.flatMap((phrase) => phraseKey(phrase).split(' ')).filter((w) => w.length > 1))] as const;
  });
  const shared = new Set(others.flatMap(([, set]) => [...set]));
  words = new Map([['en', new Set(ENGLISH.filter((w) => !shared.has(w)))]]);
  for (const [lang, set] of others) words.set(lang, new Set([...set].filter((w) => !ENGLISH.includes(w))));
  return words;
}

/**
 * Letters only some of the languages write: a word holding one counts for them as a function word
 * does, so that a short brief with one connector is read in its language ("farmacêuticos
 * hospitalares no Rio" is Portuguese: "no Rio" is "in Rio", not "not Rio").
 */
// "anos" without its tilde is Portuguese: Spanish writes "años" ("contabilista certificado no porto, 10 anos").
const OWN_LETTERS: Partial<Record<BriefLanguage, RegExp>> = { pt: /[ãõêâôç]|eir[oa]s$|^anos?$/i, es: /[ñ¿¡]/i, fr: /[èêëàâçœùûî]/i, de: /[äöüß]/i };

/**
 * Verbs briefs use of people's jobs, which only their language writes so: with one connector they
 * tell a short brief's language ("engenheiros que entraram no Nubank" is Portuguese).
 */
const JOB_VERBS: Readonly<Record<Exclude<BriefLanguage, 'en'>, readonly string[]>> = {
  pt: ['entraram', 'entrou', 'sairam', 'saiu', 'trabalham', 'trabalhou', 'trabalharam', 'deixaram', 'deixou', 'estao', 'passaram', 'moram'],
  es: ['entraron', 'entro', 'salieron', 'salio', 'trabajan', 'trabajaron', 'trabajo', 'dejaron', 'estan', 'pasaron', 'viven', 'unieron'],
  fr: ['travaillent', 'travaille', 'ont', 'rejoint', 'quitte', 'sont', 'passes', 'vivent', 'habitent'],
  de: ['arbeiten', 'arbeitet', 'gewechselt', 'verlassen', 'gearbeitet', 'wohnen', 'sind', 'haben'],
  nl: ['werken', 'werkt', 'gewerkt', 'vertrokken', 'overgestapt', 'wonen', 'zijn', 'hebben'],
};

/**
 * The language most of the brief's distinct function words (and words with its own letters)
 * belong to; English unless another has two or more and more than English.
 */
export function guessLanguage(tokens: ReadonlyArray<{ folded: string; raw: string }>): BriefLanguage {
  let best: BriefLanguage = 'en';
  let bestHits = 1;
  for (const [lang, set] of languageWords()) {
    const letters = OWN_LETTERS[lang];
    // Distinct words: a word said twice is one sign ("no juniors, no recruiters" is English, not two Portuguese "no").
    // An acronym in capitals is no function word ("AI" is no French "ai").
    const hits = new Set(tokens.filter((t) => (set.has(t.folded) && !/^\p{Lu}{2,}$/u.test(t.raw)) || (letters?.test(t.raw) ?? false)).map((t) => t.folded)).size;
    if (hits > bestHits) [best, bestHits] = [lang, hits];
  }
  return best;
}
