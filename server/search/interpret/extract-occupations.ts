// Job titles beyond the tech taxonomy: the ESCO occupations ("dental hygienist", "sommelier",
// "journeyman electrician") and the professions briefs name in Portuguese, Spanish, French, German
// and Dutch ("verpleegkundigen", "advogados trabalhistas"). A title is kept as the brief wrote it
// (English words for another language's), matched on people's titles word for word: never
// replaced by a broader known role. It runs before the lexicon pass and takes a phrase only where
// it is longer than any role phrase the lexicon knows at that place, so "software engineer" stays
// the taxonomy's role while "nurse practitioner" is no longer read as "nurse".
import { phraseKey } from '../text/normalise';
import { occupationByTitle } from '../vocab/occupations';
import { PROFESSION_WORDS } from '../vocab/profession-words';
import type { BriefContext, FactOf } from './context';
import { titleCase } from './extract-titles';
import { lazyTable, longestPhraseAt, phraseTable, rows, tokenKeys, type PhraseTable } from './phrase-table';
import { COMPANY_NOUNS, LINKING_VERBS, SEARCH_VERBS, STOPWORDS, VAGUE_ADJECTIVES } from './words';

/** Another language's profession -> its English title. */
const professionTranslations = lazyTable(() => phraseTable(rows(PROFESSION_WORDS)));

/** The occupations' titles, as phrase keys (occupationByTitle keys them so). */
const occupationTitles = lazyTable((): PhraseTable<true> => ({ map: new Map([...occupationByTitle().keys()].map((key) => [key, true])), maxTokens: 5 }));

const FILLER = [STOPWORDS, SEARCH_VERBS, VAGUE_ADJECTIVES, COMPANY_NOUNS, LINKING_VERBS];

/** The longest role phrase the lexicon (or a fact) has at token i, in tokens. */
function knownRoleLength(ctx: BriefContext, i: number): number {
  const phrase = ctx.phrasesAt(i).find((p) => p.entries.some((e) => e.kind === 'role'));
  return phrase ? phrase.end - i : 0;
}

/** The English title's role in the taxonomy, when it has one ("software engineer"). */
function taxonomyRole(ctx: BriefContext, english: string): { roleKeys: string[]; label: string; generic: boolean } | null {
  const entry = ctx.lexicon.entries.get(phraseKey(english))?.find((e) => e.kind === 'role');
  return entry?.kind === 'role' ? { roleKeys: entry.roleKeys, label: entry.label, generic: entry.generic } : null;
}

/** The longest title from token i that is longer than the lexicon's role phrase there (`known` tokens), as a role fact. */
function titleAt(ctx: BriefContext, i: number, known: number): FactOf<'role'> | null {
  const foreign = longestPhraseAt(ctx, i, professionTranslations(), { minTokens: known });
  // Words the lexicon knows as something else ("Go", "consumer goods") are not a title here.
  const keyOf = (start: number, end: number) => tokenKeys(ctx, start, end).filter((key) => !ctx.lexicon.entries.get(key)?.some((e) => e.kind !== 'role'));
  const occupation = longestPhraseAt(ctx, i, occupationTitles(), { minTokens: known, keyOf });
  if (foreign && foreign.end >= (occupation?.end ?? 0)) {
    const { end, meaning: english } = foreign;
    const role = taxonomyRole(ctx, english);
    const text = ctx.text(i, end);
    return role
      ? { kind: 'role', ...role, titleTerms: [], start: i, end, text }
      : { kind: 'role', roleKeys: [], label: titleCase(english), generic: false, titleTerms: [phraseKey(english)], start: i, end, text };
  }
  if (!occupation) return null;
  const key = keyOf(i, occupation.end).find((k) => occupationTitles().map.has(k))!;
  return { kind: 'role', roleKeys: [], label: titleCase(key), generic: false, titleTerms: [key], start: i, end: occupation.end, text: ctx.text(i, occupation.end) };
}

export function extractOccupations(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i) || FILLER.some((words) => words.has(ctx.tokens[i]!.key))) continue;
    const known = knownRoleLength(ctx, i);
    const title = titleAt(ctx, i, known);
    if (title) {
      ctx.addFact(title);
      i = title.end - 1;
    } else if (known > 0) {
      // Inside a role phrase the lexicon knows ("chief marketing officer") no shorter title starts.
      i += known - 1;
    }
  }
}
