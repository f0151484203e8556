// "construction PM": a shorthand that means a project manager where projects are built, written
// right after that industry, is that title ("Construction Project Manager"), as titles write it;
// the brief need not ask which PM it means (vocab/ambiguous-titles.ts). Elsewhere outside tech
// ("healthcare PMs") it still asks.
import { singular } from '../text/normalise';
import { OUTSIDE_TECH } from '../vocab/ambiguous-titles';
import type { BriefContext } from './context';
import { titleFact } from './extract-titles';

/** The industries whose projects are built, where a PM runs projects. */
const BUILDING = new Set(['real_estate']);

export function shorthandsOfIndustries(ctx: BriefContext): void {
  for (const role of ctx.factsOf('role').filter((r) => !r.exclude)) {
    const written = singular(role.text.toLowerCase().trim()).replace(/s$/, '');
    const meanings = OUTSIDE_TECH.get(written);
    const industry = ctx.factsOf('industry').find((f) => f.end === role.start && !ctx.tokens[f.end - 1]!.breakAfter);
    if (!meanings || !industry || !industry.industries.every((key) => BUILDING.has(key))) continue;
    // The meaning outside tech: the last of the shorthand's meanings ("project manager").
    const term = `${ctx.tokens.slice(industry.start, industry.end).map((t) => t.key).join(' ')} ${meanings.at(-1)}`;
    ctx.facts.splice(ctx.facts.indexOf(industry), 1);
    ctx.replaceFact(role, titleFact(term, industry.start, role.end, ctx.text(industry.start, role.end)));
  }
}
