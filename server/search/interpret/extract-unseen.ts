// What no profile shows: followers and audience, availability, willingness to relocate, exits,
// character. Each becomes an unseen criterion (verdict `unknown` for everyone), so a brief is never
// half checked and its people called verified. The numbers that measure it ("10k-50k Instagram
// followers") belong to it, never to the count.
import { UNSEEN_PHRASES } from '../vocab/unseen';
import type { BriefContext } from './context';
import { lazyTable, longestPhraseAt, phraseTable, rows } from './phrase-table';

const unseenPhrases = lazyTable(() => phraseTable(rows(UNSEEN_PHRASES)));

/** Words of a measure next to the phrase: "10k", "to", "50k", "over", "mil", "+". */
const MEASURE_WORDS = new Set(['to', 'and', 'a', 'e', 'y', 'et', 'tot', 'bis', 'over', 'under', 'more', 'than', 'least', 'at', 'with', 'k', 'm', 'mil', 'million', 'thousand', 'mais', 'de', 'plus', 'meer', 'dan', 'mehr', 'als', 'ueber', 'uber', 'com', 'con', 'avec', 'met', 'mit']);

function isMeasure(ctx: BriefContext, i: number): boolean {
  const token = ctx.tokens[i];
  return !!token && ctx.isFree(i) && (token.numeric || /^\d/.test(token.key) || MEASURE_WORDS.has(token.key));
}

export function extractUnseen(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    const found = longestPhraseAt(ctx, i, unseenPhrases());
    if (!found) continue;
    let from = i;
    let to = found.end;
    while (from > 0 && !ctx.tokens[from - 1]!.breakAfter && isMeasure(ctx, from - 1)) from--;
    while (to < ctx.length && !ctx.tokens[to - 1]!.breakAfter && isMeasure(ctx, to)) to++;
    // Keep connectors at the edges for the words around ("with 10k followers and ...").
    while (from < i && !ctx.tokens[from]!.numeric && !/^\d/.test(ctx.tokens[from]!.key)) from++;
    while (to > found.end && !ctx.tokens[to - 1]!.numeric && !/^\d/.test(ctx.tokens[to - 1]!.key)) to--;
    ctx.addFact({ kind: 'unseen', label: found.meaning, start: from, end: to, text: ctx.text(from, to) });
    i = to - 1;
  }
}
