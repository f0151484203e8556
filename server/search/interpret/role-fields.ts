// "Werkstudierende im Marketing", "stagiaires en marketing", "engineers in sales": a function's
// name right after a title and "in" is the field those people work in, never a second title (read
// as "Working Student or Marketing", any marketer had been verified).
import type { BriefContext } from './context';

/** The words for "in" a field, in the six languages. */
const FIELD_LINKS = new Set(['in', 'im', 'en', 'em', 'no', 'na', 'dans', 'within']);

export function fieldsAfterTitles(ctx: BriefContext): void {
  for (const role of ctx.factsOf('role')) {
    const link = role.start - 1;
    if (role.exclude || !FIELD_LINKS.has(ctx.key(link) ?? '') || ctx.tokens[link]!.breakAfter || ctx.tokens[link - 1]?.breakAfter) continue;
    if (!ctx.facts.some((f) => f.kind === 'role' && f !== role && !f.exclude && f.end === link)) continue;
    const words = ctx.tokens.slice(role.start, role.end).map((t) => t.key);
    const entry = ctx.lexicon.entries.get(words.join(' '))?.find((e) => e.kind === 'role');
    // Only a function's bare name ("Marketing", "Sales"): "nurses in ICU", "chefs in hotels" say other things.
    if (entry?.kind !== 'role' || !entry.group || entry.label.toLowerCase() !== words.join(' ')) continue;
    ctx.facts.splice(ctx.facts.indexOf(role), 1, { kind: 'topic', words, start: role.start, end: role.end, text: role.text });
  }
}
