// "ex-Stripe people who left in the last 18 months and started something", "anyone who has founded
// a company": having started a company is what a founder is, the role the brief asks for when it
// names no other (the deed had been left unread, and the brief asked about "started").
import type { BriefContext } from './context';
import { englishTitle } from './extract-occupations';

const FOUNDED = new Set(['started', 'founded', 'launched', 'cofounded', 'co-founded']);
/** What was started: "something", "a company", "their own startup", "a business of their own". */
const VENTURES = new Set(['something', 'company', 'startup', 'business', 'venture']);
const BETWEEN = new Set(['a', 'an', 'their', 'his', 'her', 'own', 'new']);

export function foundersByDeed(ctx: BriefContext): void {
  if (ctx.factsOf('role').some((role) => !role.exclude)) return;
  for (let i = 0; i < ctx.length; i++) {
    if (!FOUNDED.has(ctx.key(i) ?? '') || !ctx.isFree(i)) continue;
    let k = i + 1;
    while (k < ctx.length && BETWEEN.has(ctx.key(k) ?? '') && !ctx.tokens[k - 1]!.breakAfter) k++;
    if (!VENTURES.has(ctx.key(k) ?? '') || !ctx.spanFree(i, k + 1) || !ctx.spanUnbroken(i, k + 1)) continue;
    ctx.addFact(englishTitle(ctx, 'founder', i, k + 1));
    return;
  }
}
