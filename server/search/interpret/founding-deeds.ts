// "ex-Stripe people who left in the last 18 months and started something", "fundadores que …
// abriram a própria startup", "WHU-Alumni, die selbst schon ein Startup gegründet haben": having
// started a company is what a founder is. Where the brief names no other role it is the role asked
// for; where it names founders too it says nothing more; beside another role ("business angels")
// it is what those people did before, which their own words may show ("Founder", "Co-founder").
// Never the stage of their employer ("startup" had been "Company stage: Startup").
import type { BriefContext, FactOf } from './context';
import { englishTitle } from './extract-occupations';

/** Verbs of founding, in the six languages, before what was founded ("founded a company", "abriram a própria startup"). */
const FOUNDED = new Set([
  'started', 'founded', 'launched', 'cofounded', 'co-founded', 'abriram', 'abriu', 'fundaram', 'fundou', 'criaram', 'criou', 'montaram', 'montou',
  'fundaron', 'fundo', 'fundado', 'crearon', 'creado', 'montaron', 'montado', 'fonde', 'fondee', 'cree', 'creee', 'lance', 'monte', 'gestart',
]);
/** German and Dutch put the verb after what was founded: "ein Startup gegründet", "een bedrijf opgericht". */
const FOUNDED_AFTER = new Set(['gegrundet', 'grundeten', 'grundete', 'opgericht', 'gestart']);
/** What was started: "something", "a company", "their own startup", "a própria startup", "ein eigenes Unternehmen". */
const VENTURES = new Set([
  'something', 'company', 'startup', 'start-up', 'business', 'venture', 'empresa', 'negocio', 'entreprise', 'societe', 'boite', 'unternehmen', 'firma', 'bedrijf',
]);
const BETWEEN = new Set([
  'a', 'an', 'their', 'his', 'her', 'own', 'new', 'propria', 'proprio', 'sua', 'seu', 'uma', 'um', 'su', 'propia', 'una', 'un', 'leur', 'propre', 'une',
  'ein', 'eine', 'eigenes', 'eigene', 'een', 'eigen', 'schon', 'selbst',
]);
/** How people write that they founded a company, in their own titles. */
const FOUNDER_WORDS = [['founder'], ['co', 'founder'], ['cofounder'], ['co-founder']];

/** The deed's span [start, end) at token i: the verb, the small words, the venture (or the venture, then the verb). */
function deedAt(ctx: BriefContext, i: number): [number, number] | null {
  const key = ctx.tokens[i]!.folded;
  if (FOUNDED.has(key)) {
    let k = i + 1;
    while (k < ctx.length && BETWEEN.has(ctx.tokens[k]!.folded) && !ctx.tokens[k - 1]!.breakAfter) k++;
    return VENTURES.has(ctx.tokens[k]?.folded ?? '') && ctx.spanUnbroken(i, k + 1) ? [i, k + 1] : null;
  }
  if (VENTURES.has(key) && ctx.tokens[i + 1] && FOUNDED_AFTER.has(ctx.tokens[i + 1]!.folded) && ctx.spanUnbroken(i, i + 2)) {
    let start = i;
    while (start > 0 && BETWEEN.has(ctx.tokens[start - 1]!.folded) && !ctx.tokens[start - 1]!.breakAfter) start--;
    return [start, i + 2];
  }
  return null;
}

/** Only the venture's stage or nothing else may have read the deed's words. */
function deedFree(ctx: BriefContext, start: number, end: number): Array<FactOf<'stage'>> | null {
  const stages: Array<FactOf<'stage'>> = [];
  for (let k = start; k < end; k++) {
    const fact = ctx.factAt(k);
    if (!fact) {
      if (!ctx.isFree(k)) return null;
    } else if (fact.kind === 'stage' && fact.start >= start && fact.end <= end) {
      if (!stages.includes(fact)) stages.push(fact);
    } else return null;
  }
  return stages;
}

export function foundersByDeed(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    const span = deedAt(ctx, i);
    const stages = span && deedFree(ctx, ...span);
    if (!span || !stages) continue;
    for (const stage of stages) ctx.facts.splice(ctx.facts.indexOf(stage), 1);
    const roles = ctx.factsOf('role').filter((role) => !role.exclude);
    const [start, end] = span;
    if (roles.length === 0) ctx.addFact(englishTitle(ctx, 'founder', start, end));
    else if (roles.some((role) => role.roleKeys.includes('founder') || role.label === 'Founder')) ctx.claim(start, end);
    else ctx.addFact({ kind: 'topic', words: FOUNDER_WORDS[0]!, phrases: FOUNDER_WORDS, label: 'founded a company', start, end, text: ctx.text(start, end) });
    return;
  }
}
