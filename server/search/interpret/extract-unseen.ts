// What no profile shows: followers and audience, availability, willingness to relocate, exits,
// character. Each becomes an unseen criterion (verdict `unknown` for everyone), so a brief is never
// half checked and its people called verified. The numbers that measure it ("10k-50k Instagram
// followers") belong to it, never to the count.
import { phraseKey } from '../text/normalise';
import { UNSEEN_PHRASES } from '../vocab/unseen';
import type { BriefContext } from './context';

let phrases: { map: Map<string, string>; maxTokens: number } | null = null;

function unseenPhrases(): { map: Map<string, string>; maxTokens: number } {
  if (phrases) return phrases;
  const map = new Map<string, string>();
  let maxTokens = 1;
  for (const [label, forms] of UNSEEN_PHRASES) {
    for (const form of forms) {
      // "top 10%" would key as "top 10", a count: a measure's symbols are not words.
      if (/[%#$€£]/.test(form)) continue;
      const key = phraseKey(form);
      if (!key || map.has(key)) continue;
      map.set(key, label);
      maxTokens = Math.max(maxTokens, key.split(' ').length);
    }
  }
  phrases = { map, maxTokens };
  return phrases;
}

/** Words of a measure next to the phrase: "10k", "to", "50k", "over", "mil", "+". */
const MEASURE_WORDS = new Set(['to', 'and', 'a', 'e', 'y', 'et', 'tot', 'bis', 'over', 'under', 'more', 'than', 'least', 'at', 'with', 'k', 'm', 'mil', 'million', 'thousand', 'mais', 'de', 'plus', 'meer', 'dan', 'mehr', 'als', 'ueber', 'uber', 'com', 'con', 'avec', 'met', 'mit']);

function isMeasure(ctx: BriefContext, i: number): boolean {
  const token = ctx.tokens[i];
  return !!token && ctx.isFree(i) && (token.numeric || /^\d/.test(token.key) || MEASURE_WORDS.has(token.key));
}

export function extractUnseen(ctx: BriefContext): void {
  const { map, maxTokens } = unseenPhrases();
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    for (let end = Math.min(ctx.length, i + maxTokens); end > i; end--) {
      if (!ctx.spanFree(i, end) || !ctx.spanUnbroken(i, end)) continue;
      const label = map.get(ctx.tokens.slice(i, end).map((t) => t.key).join(' '));
      if (!label) continue;
      let from = i;
      let to = end;
      while (from > 0 && !ctx.tokens[from - 1]!.breakAfter && isMeasure(ctx, from - 1)) from--;
      while (to < ctx.length && !ctx.tokens[to - 1]!.breakAfter && isMeasure(ctx, to)) to++;
      // Keep connectors at the edges for the words around ("with 10k followers and ...").
      while (from < i && !ctx.tokens[from]!.numeric && !/^\d/.test(ctx.tokens[from]!.key)) from++;
      while (to > end && !ctx.tokens[to - 1]!.numeric && !/^\d/.test(ctx.tokens[to - 1]!.key)) to--;
      ctx.addFact({ kind: 'unseen', label, start: from, end: to, text: ctx.text(from, to) });
      i = to - 1;
      break;
    }
  }
}
