// "customer success leaders … now VP or Head of CS", "CS leaders … a customer success platform": a
// title's initials that the brief spells out elsewhere are those words ("CS" is customer success
// here, not computer science or customer service), and the title is the taxonomy's role where it
// knows the spelled-out one.
import type { BriefContext, FactOf } from './context';
import { englishTitle } from './extract-occupations';

/** The words elsewhere in the brief whose initials spell `word` (written in capitals in the role), or null. */
function spelledOutInBrief(ctx: BriefContext, word: string, role: FactOf<'role'>): string | null {
  if (!/^[a-z]{2,4}$/.test(word)) return null;
  const written = ctx.tokens.slice(role.start, role.end).some((t) => (t.folded === word || t.folded === `${word}s`) && /^\p{Lu}{2,4}s?$/u.test(t.raw));
  if (!written) return null;
  for (let i = 0; i + word.length <= ctx.length; i++) {
    if (i + word.length > role.start && i < role.end) continue;
    const run = ctx.tokens.slice(i, i + word.length);
    if (ctx.spanUnbroken(i, i + word.length) && run.every((t, k) => t.folded[0] === word[k] && /^\p{L}{3,}$/u.test(t.folded))) return run.map((t) => t.key).join(' ');
  }
  return null;
}


/** "CS leaders" where the brief says "customer success": the initials before a title are its field. */
function initialsBefore(ctx: BriefContext, role: FactOf<'role'>): void {
  const at = role.start - 1;
  const token = ctx.tokens[at];
  if (!token || !ctx.isFree(at) || token.breakAfter || !/^\p{Lu}{2,4}$/u.test(token.raw)) return;
  const spelled = spelledOutInBrief(ctx, token.folded, { ...role, start: at });
  if (!spelled) return;
  const title = englishTitle(ctx, `${spelled} ${ctx.tokens.slice(role.start, role.end).map((t) => t.key).join(' ')}`, at, role.end);
  ctx.facts.splice(ctx.facts.indexOf(role), 1);
  ctx.addFact({ ...title, exclude: role.exclude });
}

export function titleInitialsSpelledOut(ctx: BriefContext): void {
  for (const role of ctx.factsOf('role')) initialsBefore(ctx, role);
  for (const role of ctx.factsOf('role')) {
    if (role.roleKeys.length > 0 || role.titleTerms.length !== 1) continue;
    const words = role.titleTerms[0]!.split(' ');
    const spelled = words.map((word) => spelledOutInBrief(ctx, word, role) ?? word);
    if (spelled.every((word, k) => word === words[k])) continue;
    const next = englishTitle(ctx, spelled.join(' '), role.start, role.end);
    ctx.facts.splice(ctx.facts.indexOf(role), 1, { ...next, text: role.text, exclude: role.exclude });
  }
}
