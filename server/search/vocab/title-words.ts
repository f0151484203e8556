// The words of job titles people hold: every word of the occupations' titles, the taxonomy's
// titles and phrases, and a few words of today's startup titles the classification predates. The
// interpreter keeps such words next to a role as part of the title, and never "corrects" them.
import { phraseKey } from '../text/normalise';
import { occupationByTitle } from './occupations';
import { ROLES } from './roles';

/** Title words of today's startups that the occupations classification predates, the trades' ranks and US titles it leaves out. */
const MODERN_TITLE_WORDS = ['founding', 'fractional', 'interim', 'prompt', 'forward', 'deployed', 'devrel', 'revops', 'growth', 'lifecycle', 'solutions', 'relations', 'journeyman',
  // US titles it lacks: "licensed practical nurse" (the speller had made it "practice").
  'practical'];

interface TitleWords {
  any: Set<string>;
  /** Words that end a title ("advocate", "engineer"). */
  last: Set<string>;
  /** How many titles hold each word: a rare one may be a typo of the classification ("enginer"). */
  count: Map<string, number>;
  /** MODERN_TITLE_WORDS: no slip of the classification, whatever their count. */
  modern: Set<string>;
}

let titleWords: TitleWords | null = null;

/** Words of job titles people hold (the occupations', the taxonomy's and MODERN_TITLE_WORDS). */
export function jobTitleWords(): TitleWords {
  if (titleWords) return titleWords;
  const any = new Set(MODERN_TITLE_WORDS);
  const last = new Set<string>();
  const count = new Map<string, number>();
  const add = (title: string) => {
    const words = title.split(' ');
    for (const word of words) {
      any.add(word);
      count.set(word, (count.get(word) ?? 0) + 1);
    }
    last.add(words.at(-1)!);
  };
  for (const title of occupationByTitle().keys()) add(title);
  for (const role of ROLES) for (const phrase of [role.label, ...role.titles, ...role.phrases]) add(phraseKey(phrase));
  titleWords = { any, last, count, modern: new Set(MODERN_TITLE_WORDS) };
  return titleWords;
}

