// "principals of Catholic schools", "managers of restaurants": a title followed by the kind of
// organisation it serves is the title the two make ("school principal", "restaurant manager"),
// not the word alone ("principal" alone is a level, as in "principal engineer"). The words naming
// the organisation stay to be read ("Catholic schools" is what the people's school must show).
import { occupationByTitle } from '../vocab/occupations';
import type { BriefContext, FactOf } from './context';
import { lexiconRoleFact } from './extract-occupations';
import { titleFact } from './extract-titles';
import { ORGANISATIONS } from './words';

/** How many words may name the organisation before its noun: "of large public schools". */
const ORGANISATION_WORDS = 2;

/** The role the phrase `key` ("school principal") names, as a fact over start..end; null when no role or occupation is called so. */
function roleNamed(ctx: BriefContext, key: string, start: number, end: number): FactOf<'role'> | null {
  const entry = ctx.lexicon.entries.get(key)?.find((e) => e.kind === 'role');
  if (entry?.kind === 'role') return lexiconRoleFact(ctx, key, entry, start, end);
  return occupationByTitle().has(key) ? titleFact(key, start, end, ctx.text(start, end)) : null;
}

export function rolesOfOrganisations(ctx: BriefContext): void {
  for (let i = 0; i + 2 < ctx.length; i++) {
    if (!ctx.spanFree(i, i + 2) || ctx.key(i + 1) !== 'of' || !ctx.spanUnbroken(i, i + 2)) continue;
    for (let noun = i + 2; noun <= i + 2 + ORGANISATION_WORDS && noun < ctx.length; noun++) {
      if (!ORGANISATIONS.has(ctx.key(noun) ?? '')) {
        if (ctx.tokens[noun]!.breakAfter) break;
        continue;
      }
      const named = noun > i + 2;
      const role = roleNamed(ctx, `${ctx.key(noun)} ${ctx.key(i)}`, i, named ? i + 1 : noun + 1);
      if (!role || !ctx.isFree(noun)) break;
      ctx.addFact(role);
      if (!named) break;
      ctx.claim(i + 1, i + 2);
      // "Catholic schools": the kind of school is what the people's own text must show.
      if (ctx.spanFree(i + 2, noun + 1)) ctx.addFact({ kind: 'topic', words: ctx.tokens.slice(i + 2, noun + 1).map((t) => t.key), start: i + 2, end: noun + 1, text: ctx.text(i + 2, noun + 1) });
      break;
    }
  }
}
