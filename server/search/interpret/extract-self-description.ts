// "Some context: we are a Series A healthtech." / "We're expanding our platform group.": a
// sentence about the client, not about the people wanted. Its words are used up here so that
// "Series A healthtech" does not become a criterion the candidates must meet.
import { phraseKey } from '../text/normalise';
import type { BriefContext } from './context';
import { ASKING_WORDS } from './words-i18n';
import { SEARCH_VERBS } from './words';

const OPENERS = [
  ['we', 'are'], ['we', 're'], ['our', 'company', 'is'], ['our', 'team', 'is'], ['i', 'am'], ['i', 'm'], ['we', 'have'], ['we', 'recently'],
  ['we', 'sell'], ['we', 'build'], ['we', 'run'], ['we', 'cover'], ['we', 'work'], ['i', 'run'], ['i', 'work'], ['our', 'client', 'is'],
  // "Somos uma healthtech", "Wir sind ein Fintech", "Nous sommes", "Wij zijn", "Ich bin"...
  ['somos'], ['sou'], ['soy'], ['nous', 'sommes'], ['on', 'est'], ['je', 'suis'], ['wir', 'sind'], ['ich', 'bin'], ['wij', 'zijn'], ['we', 'zijn'], ['ik', 'ben'],
];
/** Words of a sentence that asks for people ("we are looking for", "wir suchen"): not a description. */
const ASKING = new Set([
  ...SEARCH_VERBS, 'looking', 'after', 'trying', 'interested', 'keen', 'open',
  ...Object.values(ASKING_WORDS).flatMap((phrases) => phrases.map(phraseKey).filter((key) => !key.includes(' '))),
]);

export function extractSelfDescription(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    const starts = i === 0 || ctx.tokens[i]!.sentenceStart || /:\s*$/.test(ctx.gapBefore(i));
    if (!starts) continue;
    const opener = OPENERS.find((words) => words.every((w, k) => ctx.tokens[i + k]?.key === w));
    if (!opener) continue;
    // The sentence runs to its last word (before ". ", ";", ":" or " - "), not into what follows.
    let end = i + opener.length;
    while (end < ctx.length && !/[.!?;:\n]|\s[-–—]\s/.test(ctx.gapAfter(end - 1))) end++;
    end = Math.min(end, ctx.length);
    const sentence = ctx.tokens.slice(i, end);
    // "We are looking for / hiring ...": the sentence asks for people.
    if (sentence.some((t) => ASKING.has(t.key))) continue;
    if (sentence.some((t) => /\d/.test(t.raw))) continue;
    ctx.claim(i, end);
    i = end - 1;
  }
}
