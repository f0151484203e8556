// Spoken languages, only where the brief says someone speaks them ("German-speaking", "fluent in
// Spanish", "English and French speakers", "spricht Deutsch"): a bare "German" could as well be
// a nationality or a place and is left alone.
import { phraseKey } from '../text/normalise';
import { LANGUAGE_CONTEXT_AFTER, LANGUAGE_CONTEXT_BEFORE, MULTILINGUAL, SPEAKING_FORMS } from '../vocab/languages';
import type { BriefContext } from './context';
import { REQUIRED_WORDS, WISH_MARKERS } from './words-i18n';

const BEFORE = new Set(LANGUAGE_CONTEXT_BEFORE);
const AFTER = new Set(LANGUAGE_CONTEXT_AFTER);
const JOINERS = new Set(['and', 'or', '&', 'und', 'oder', 'et', 'ou', 'y', 'o', 'plus', 'e', 'en', 'of']);
/** A word that rules out what follows ("don't" is "don" and "t"), in the six languages. */
const NEGATIONS = new Set(['not', 'never', 't', 'cannot', 'nicht', 'kein', 'keine', 'pas', 'nao', 'nunca', 'niet', 'geen']);
/** "as" before the level of a language: "Deutsch als Muttersprache". */
const AS_LEVEL = new Set(['als', 'as', 'comme', 'como']);
const VERY = new Set(['very', 'sehr', 'zeer', 'muy', 'muito', 'tres']);
const SKIP_BEFORE = new Set(['in', 'en', 'em', 'both', 'fluent', 'fluently', 'native', 'business', 'professional', 'working', 'good', 'strong', 'excellent', 'de', 'a', 'an']);

/** "Dutch is required", "Deutsch ist Pflicht", "Nederlands is verplicht", "Spanish a must": the language is asked for. */
/**
 * "English is enough", "Engels volstaat", "Englisch reicht", "l'anglais suffit": the client lifts a language
 * requirement (no other is needed), and asks for none; read with the language, no criterion.
 */
const SUFFICES = new Set(['enough', 'sufficient', 'suffices', 'volstaat', 'reicht', 'genugt', 'suffit', 'basta', 'alcanza', 'chega']);
const REQUIRED = new Set(['required', 'must', 'mandatory', 'essential', 'needed', 'necessary', ...SUFFICES, ...Object.values(REQUIRED_WORDS).flat().map(phraseKey)]);
const COPULAS = new Set([
  'is', 'ist', 'es', 'e', 'est', 'a', 'an', 'absolutely', 'absolut', 'uma', 'um', 'un', 'une', 'ein', 'een', 'von',
  // The wish's conditional: "would be a plus", "wäre ein Bonus", "serait un plus", "sería un plus".
  'would', 'be', 'ware', 'serait', 'seria',
]);
/** "French is a plus", "francês é uma mais-valia", "Frans is handig": the language is wished for (a preference); the wish's words after its copula. */
const WISHED = WISH_MARKERS.map((words) => words.slice(words.findIndex((w) => !COPULAS.has(w))));

/** Where a requirement or a wish after the language ends ("is required", "is a plus"), or null. */
function requiredAfter(ctx: BriefContext, end: number): number | null {
  let k = end;
  while (k < end + 3 && COPULAS.has(ctx.tokens[k]?.key ?? '') && ctx.isFree(k) && !ctx.tokens[k - 1]!.breakAfter) k++;
  const word = ctx.tokens[k];
  if (!word || !ctx.isFree(k) || ctx.tokens[k - 1]!.breakAfter) return null;
  if (REQUIRED.has(word.key)) return k + 1;
  // Without a copula only a word that is no joiner: "francés valorable", but "English plus French" is a list.
  const wish = WISHED.find((words) => (k > end || words[0] !== 'plus') && words.every((w, m) => ctx.tokens[k + m]?.folded === w && ctx.isFree(k + m)));
  return wish ? k + wish.length : null;
}

/**
 * A word for being bilingual up to four words before `start`, in the same sentence ("bilingual
 * MCs (English/Arabic)"): the languages named after the people are the ones they speak. The index
 * of the word, or -1.
 */
function multilingualBefore(ctx: BriefContext, start: number): number {
  for (let k = start - 1; k >= Math.max(0, start - 4) && !ctx.tokens[k + 1]!.sentenceStart; k--) {
    if (MULTILINGUAL.has(ctx.tokens[k]!.folded) && ctx.isFree(k)) return k;
  }
  return -1;
}

interface Hit {
  start: number;
  end: number;
  language: string;
}

/** "English is the working language", "the office language is German": the client's workplace, said of no one. */
const WORKPLACE_LANGUAGE = [['is', 'the', 'working', 'language'], ['is', 'our', 'working', 'language'], ['is', 'the', 'company', 'language'], ['is', 'the', 'office', 'language'], ['is', 'the', 'language', 'of', 'the', 'team']];

/** The workplace's language after token `end`, claimed with the language's name; whether it was. */
function workplaceLanguage(ctx: BriefContext, start: number, end: number): boolean {
  const words = WORKPLACE_LANGUAGE.find((phrase) => phrase.every((w, k) => ctx.key(end + k) === w));
  if (!words || !ctx.spanFree(start, end + words.length) || !ctx.spanUnbroken(start, end + words.length)) return false;
  ctx.claim(start, end + words.length);
  return true;
}

export function extractLanguages(ctx: BriefContext): void {
  const hits: Hit[] = [];
  for (let i = 0; i < ctx.length; i++) {
    const found = ctx.kindAt(i, 'language');
    if (found && workplaceLanguage(ctx, i, found.end)) {
      i = found.end - 1;
      continue;
    }
    if (found && found.entry.kind === 'language') {
      hits.push({ start: i, end: found.end, language: found.entry.language });
      i = found.end - 1;
    }
  }
  // Group hits joined by "and" / "or" / "," / "/".
  const groups: Hit[][] = [];
  for (const hit of hits) {
    const last = groups.at(-1)?.at(-1);
    if (last) {
      const between = ctx.tokens.slice(last.end, hit.start).map((t) => t.key);
      const gap = ctx.brief.slice(ctx.tokens[last.end - 1]!.end, ctx.tokens[hit.start]!.start);
      if ((between.length === 0 && /^\s*[,/&-]\s*$/.test(gap)) || (between.length === 1 && JOINERS.has(between[0]!))) {
        groups.at(-1)!.push(hit);
        continue;
      }
    }
    groups.push([hit]);
  }
  for (const group of groups) {
    const first = group[0]!;
    const last = group.at(-1)!;
    let start = first.start;
    while (start > 0 && ctx.isFree(start - 1) && SKIP_BEFORE.has(ctx.tokens[start - 1]!.key) && !ctx.tokens[start - 2]?.breakAfter) start--;
    let contextStart = start;
    if (start > 0 && BEFORE.has(ctx.tokens[start - 1]!.key) && ctx.isFree(start - 1)) contextStart = start - 1;
    // "who speak(s)" / "speaking" one word further back: "who can speak German"
    else if (start > 1 && BEFORE.has(ctx.tokens[start - 2]!.key) && ['can', 'to', 'well'].includes(ctx.tokens[start - 1]!.key)) contextStart = start - 2;
    // "sehr gutes Englisch", "very fluent English"
    if (contextStart < start && ctx.isFree(contextStart - 1) && VERY.has(ctx.tokens[contextStart - 1]?.folded ?? '')) contextStart--;
    // "parlant couramment anglais", "speaking fluent English": two such words before it.
    if (contextStart < start && contextStart > 0 && ctx.isFree(contextStart - 1) && BEFORE.has(ctx.tokens[contextStart - 1]!.key) && !ctx.tokens[contextStart - 1]!.breakAfter) contextStart--;
    let end = last.end;
    const levelAt = (k: number) => k < ctx.length && ctx.isFree(k) && (AFTER.has(ctx.tokens[k]!.key) || AFTER.has(ctx.tokens[k]!.folded)) && !ctx.tokens[k - 1]!.breakAfter;
    for (;;) {
      if (levelAt(end)) end++;
      // "Deutsch als Muttersprache", "Nederlands als moedertaal", "French as a native language".
      else if (end === last.end && AS_LEVEL.has(ctx.key(end) ?? '') && ctx.isFree(end) && levelAt(end + 1)) end += 2;
      // "francés nativo o bilingüe": a second level after "or".
      else if (end > last.end && JOINERS.has(ctx.tokens[end]?.key ?? '') && ctx.isFree(end) && levelAt(end + 1)) end += 2;
      else break;
    }
    end = requiredAfter(ctx, end) ?? end;
    // "Nederlandstalig", "francophone": the word itself says they speak it.
    const hasBefore = contextStart < start || ctx.tokens.slice(start, first.start).some((t) => BEFORE.has(t.key)) || group.some((hit) => SPEAKING_FORMS.test(ctx.tokens[hit.start]!.folded));
    const hasAfter = end > last.end;
    const bilingual = hasBefore || hasAfter || group.length < 2 ? -1 : multilingualBefore(ctx, start);
    if (!hasBefore && !hasAfter && bilingual < 0) continue;
    // "bilingual MCs (English/Arabic)": the word is the languages', never a word of the title between.
    if (bilingual >= 0) ctx.claim(bilingual, bilingual + 1);
    const from = Math.min(contextStart, start);
    // "who don't speak French", "not fluent in German": a language ruled out is no criterion the
    // engine holds; left unread, the brief asks rather than read it as spoken.
    const before = ctx.tokens[from - 1];
    // Portuguese "no" is "in the".
    if (before && (NEGATIONS.has(before.key) || (before.key === 'no' && ctx.language !== 'pt')) && !ctx.tokens[from - 2]?.breakAfter) continue;
    ctx.claim(from, end);
    if (SUFFICES.has(ctx.tokens[end - 1]!.folded)) continue;
    for (const hit of group) {
      ctx.addFact({ kind: 'language', language: hit.language, start: hit.start, end: hit.end, text: ctx.text(from, end) }, false);
    }
  }
}
