// How the people work ("freelance copywriters", "interim CFOs"): a restriction the brief makes,
// so never filler. Profiles often say it ("Freelance Copywriter", "freelancer" in a headline), so
// it is a topic matched on the person's own words in any spelling of the arrangement, `unknown`
// where they do not say it. Ruled out ("keine Freelancer") it is left unread, so the brief asks:
// a topic has no "not".
import { phraseKey } from '../text/normalise';
import { WORK_ARRANGEMENTS } from '../vocab/work-arrangements';
import type { BriefContext } from './context';
import { lazyTable, longestPhraseAt, phraseTable, rows } from './phrase-table';
import { CONNECTORS } from './words-i18n';

const arrangements = lazyTable(() => phraseTable(rows(WORK_ARRANGEMENTS)));

/** Every spelling of the arrangement as the words a person's text must hold. */
function spellings(label: string): string[][] {
  const phrases = WORK_ARRANGEMENTS.find(([name]) => name === label)?.[1] ?? [label];
  return phrases.map((phrase) => phraseKey(phrase).split(' '));
}

let negations: Set<string> | undefined;
/** Words that rule out what follows, in the six languages ("no", "keine", "sans"). */
function negation(token: { key: string; originalKey: string }): boolean {
  negations ??= new Set(['no', 'not', 'non', 'never', 'excluding', 'except', ...Object.values(CONNECTORS).flatMap((c) => [...c.not, ...c.without]).map((w) => phraseKey(w))]);
  return negations.has(token.key) || negations.has(token.originalKey);
}

export function extractWorkArrangements(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i) || [i - 1, i - 2].some((k) => k >= 0 && negation(ctx.tokens[k]!))) continue;
    const found = longestPhraseAt(ctx, i, arrangements());
    if (!found) continue;
    ctx.addFact({ kind: 'topic', words: phraseKey(found.meaning).split(' '), phrases: spellings(found.meaning), start: i, end: found.end, text: ctx.text(i, found.end) });
    i = found.end - 1;
  }
}
