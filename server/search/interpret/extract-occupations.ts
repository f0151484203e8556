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
import { COMPANY_NOUNS, LINKING_VERBS, SEARCH_VERBS, STOPWORDS, VAGUE_ADJECTIVES } from './words';

const MAX_TOKENS = 5;

let translations: { map: Map<string, string>; maxTokens: number } | null = null;

/** Another language's profession (phrase key) -> its English title. */
function professionTranslations(): { map: Map<string, string>; maxTokens: number } {
  if (translations) return translations;
  const map = new Map<string, string>();
  let maxTokens = 1;
  for (const [english, forms] of PROFESSION_WORDS) {
    for (const form of forms) {
      const key = phraseKey(form);
      if (!key || map.has(key)) continue;
      map.set(key, english);
      maxTokens = Math.max(maxTokens, key.split(' ').length);
    }
  }
  translations = { map, maxTokens };
  return translations;
}

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

/** The longest title from token i that is longer than the lexicon's role phrase there, as a role fact. */
function titleAt(ctx: BriefContext, i: number, known: number): FactOf<'role'> | null {
  const occupations = occupationByTitle();
  const { map: foreign, maxTokens: foreignTokens } = professionTranslations();
  for (let end = Math.min(ctx.length, i + Math.max(MAX_TOKENS, foreignTokens)); end > i + known; end--) {
    if (!ctx.spanFree(i, end) || !ctx.spanUnbroken(i, end)) continue;
    const key = ctx.tokens.slice(i, end).map((t) => t.key).join(' ');
    const text = ctx.text(i, end);
    const english = foreign.get(key);
    if (english) {
      const role = taxonomyRole(ctx, english);
      return role
        ? { kind: 'role', ...role, titleTerms: [], start: i, end, text }
        : { kind: 'role', roleKeys: [], label: titleCase(english), generic: false, titleTerms: [phraseKey(english)], start: i, end, text };
    }
    // Words the lexicon knows as something else ("Go", "consumer goods") are not a title here.
    if (end - i > MAX_TOKENS || !occupations.has(key) || ctx.lexicon.entries.get(key)?.some((e) => e.kind !== 'role')) continue;
    return { kind: 'role', roleKeys: [], label: titleCase(key), generic: false, titleTerms: [key], start: i, end, text };
  }
  return null;
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
