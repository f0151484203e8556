// Protected characteristics (age, gender, ethnicity, religion, health, family, nationality as a
// proxy): never a filter. The words are taken out of every other reading (an age limit is not
// years of experience) and the brief asks the client to leave them out (clarify.ts).
import { phraseKey } from '../text/normalise';
import { AGE_LIMIT_PATTERNS, PROTECTED_LOOKALIKES, PROTECTED_PHRASES } from '../vocab/protected';
import type { BriefContext } from './context';

/** Phrase key -> its category, or null for an innocent phrase that holds a protected word ("black belt", "react native"). */
let phrases: { map: Map<string, string | null>; maxTokens: number } | null = null;

function protectedPhrases(): { map: Map<string, string | null>; maxTokens: number } {
  if (phrases) return phrases;
  const map = new Map<string, string | null>();
  let maxTokens = 1;
  const add = (form: string, category: string | null) => {
    if (/[%#$€£]/.test(form)) return;
    const key = phraseKey(form);
    if (!key || map.has(key)) return;
    map.set(key, category);
    maxTokens = Math.max(maxTokens, key.split(' ').length);
  };
  for (const lookalike of PROTECTED_LOOKALIKES) add(lookalike, null);
  for (const [category, forms] of PROTECTED_PHRASES) for (const form of forms) add(form, category);
  phrases = { map, maxTokens };
  return phrases;
}

const AGE_PATTERNS = AGE_LIMIT_PATTERNS.map((pattern) => new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`));

export function extractProtected(ctx: BriefContext): void {
  for (const pattern of AGE_PATTERNS) {
    for (const { start, end } of ctx.freeMatches(pattern)) {
      if (ctx.spanFree(start, end)) ctx.addFact({ kind: 'protected', category: 'age', start, end, text: ctx.text(start, end) });
    }
  }
  const { map, maxTokens } = protectedPhrases();
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    for (let end = Math.min(ctx.length, i + maxTokens); end > i; end--) {
      if (!ctx.spanFree(i, end) || !ctx.spanUnbroken(i, end)) continue;
      // Matched on the words as written (not singular keys): "men" is not "man".
      const folded = ctx.tokens.slice(i, end).map((t) => t.folded).join(' ');
      const category = map.has(folded) ? map.get(folded) : map.get(ctx.tokens.slice(i, end).map((t) => t.key).join(' '));
      if (category === undefined) continue;
      // The longest phrase decides: an innocent one ("react native") is skipped whole.
      if (category === null) {
        i = end - 1;
        break;
      }
      ctx.addFact({ kind: 'protected', category, start: i, end, text: ctx.text(i, end) });
      i = end - 1;
      break;
    }
  }
}
