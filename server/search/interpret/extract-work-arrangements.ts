// How the people work ("freelance copywriters", "interim CFOs"): a restriction the brief makes,
// so never filler. Profiles often say it ("Freelance Copywriter", "freelancer" in a headline), so
// it is a topic matched on the person's own words in any spelling of the arrangement, `unknown`
// where they do not say it. Ruled out ("keine Freelancer") it is left unread, so the brief asks:
// a topic has no "not".
// Remote work offered as a place's alternative ("SF or remote") is no arrangement either: the brief
// asks whether to search the place or anywhere (remoteAlternatives).
import { phraseKey } from '../text/normalise';
import { REMOTE_WORDS, WORK_ARRANGEMENTS } from '../vocab/work-arrangements';
import type { Problem } from './build-criteria';
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
    // "on-site only": where the work is done, as "onsite" and "remote" are, never a topic "site".
    if (ctx.key(i) === 'on' && ctx.key(i + 1) === 'site' && ctx.gapAfter(i) === '-' && ctx.spanFree(i, i + 2)) ctx.claim(i, i + 2);
    if (!ctx.isFree(i) || [i - 1, i - 2].some((k) => k >= 0 && negation(ctx.tokens[k]!))) continue;
    const found = longestPhraseAt(ctx, i, arrangements());
    if (!found) continue;
    ctx.addFact({ kind: 'topic', words: phraseKey(found.meaning).split(' '), phrases: spellings(found.meaning), start: i, end: found.end, text: ctx.text(i, found.end) });
    i = found.end - 1;
  }
}

let orWords: Set<string> | undefined;

/**
 * "developer advocate sf or remote": people elsewhere who would work remotely are wanted too, and
 * no profile says who would. Searching the place alone would drop them in silence, so the brief
 * asks (the place stays the criterion it would search).
 */
export function remoteAlternatives(ctx: BriefContext): Problem[] {
  orWords ??= new Set(['or', ...Object.values(CONNECTORS).flatMap((c) => c.or).map(phraseKey)]);
  const problems: Problem[] = [];
  for (let i = 1; i < ctx.length; i++) {
    if (!REMOTE_WORDS.has(ctx.key(i) ?? '')) continue;
    const place = orWords.has(ctx.key(i - 1) ?? '') ? ctx.factAt(i - 2) : undefined;
    if (place?.kind !== 'place' || place.exclude) continue;
    ctx.claim(i - 1, i + 1);
    problems.push({
      reason: 'ambiguous',
      message: `“${ctx.text(place.start, i + 1)}”: no profile says who would work remotely, so the search can only look in ${place.place.label} or anywhere.`,
    });
  }
  return problems;
}
