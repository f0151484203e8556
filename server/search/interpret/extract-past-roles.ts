// "ex-McKinsey consultants who are now heads of strategy", "consultants who are now product
// managers": the role named with the former employer, or before what they are now, is the one the
// people held; the role the brief says they hold now is the one they must have. Read as two roles of one list, either would do, and a consultant anywhere
// would be verified for a brief that asks for heads of strategy.
import { KNOWN_COMPANIES } from '../vocab/known-companies';
import type { BriefContext, FactOf } from './context';
import { BEFORE_WHAT_IS_LEFT, LEAVING_TO_COME, LEFT } from './extract-timing';
import { titleFact } from './extract-titles';

/** Words that mark a role as held before, right before it: "former engineers", "anciens consultants". */
const FORMER = new Set([
  'former', 'ex', 'formerly', 'previously', 'antigo', 'antigos', 'antiga', 'antigas', 'antiguo', 'antiguos', 'antigua', 'antiguas',
  'ancien', 'anciens', 'ancienne', 'anciennes', 'ehemalige', 'ehemaligen', 'ehemaliger', 'voormalig', 'voormalige', 'oud',
]);
/** Words that say what the people are now, in the six languages ("aujourd'hui" ends in "hui"). */
const NOW = new Set([
  'now', 'currently', 'today', 'presently', 'hoje', 'atualmente', 'agora', 'hoy', 'actualmente', 'ahora', 'hui', 'actuellement',
  'desormais', 'heute', 'aktuell', 'derzeit', 'jetzt', 'inzwischen', 'mittlerweile', 'nu', 'momenteel', 'tegenwoordig', 'inmiddels',
]);
/** How far before the current role its "now" may stand: "and now work in strategy or bizops". */
const NOW_REACH = 6;

/** The role is named with a former employer ("ex-McKinsey consultants") or as a former one ("former engineers"). */
function heldBefore(ctx: BriefContext, role: FactOf<'role'>): boolean {
  const before = ctx.factAt(role.start - 1);
  // The employer's fact may have grown past the role since ("ex-BCG consultants who left consulting within the last two years").
  if (before?.kind === 'company' && before.when === 'past' && !before.exclude && before.start < role.start) return true;
  return FORMER.has(ctx.key(role.start - 1) ?? '') && !ctx.tokens[role.start - 1]!.breakAfter;
}

/** A word of NOW stands in the few words before the role, after token `from`. */
function markedNow(ctx: BriefContext, role: FactOf<'role'>, from: number): boolean {
  for (let k = role.start - 1; k >= Math.max(from, role.start - NOW_REACH); k--) if (NOW.has(ctx.tokens[k]!.folded)) return true;
  return false;
}

/** No sentence ends between the two roles. */
const oneSentence = (ctx: BriefContext, first: FactOf<'role'>, then: FactOf<'role'>) =>
  !/[.;!?]/.test(ctx.brief.slice(ctx.tokens[first.end - 1]!.end, ctx.tokens[then.start]!.start));

/**
 * "consultants who are now product managers", "CS leaders who spent 3+ years at Gong and are now
 * VP of CS": the role the same sentence says they hold now replaces the one they are introduced
 * by, which they held before (read as either, any consultant had been verified).
 */
export function rolesHeldBefore(ctx: BriefContext): void {
  const roles = ctx.factsOf('role').filter((r) => !r.exclude).sort((a, b) => a.start - b.start);
  for (const [k, role] of roles.entries()) {
    const now = roles.slice(k + 1).filter((later) => markedNow(ctx, later, role.end));
    if (now.length === 0 || !(heldBefore(ctx, role) || now.some((later) => oneSentence(ctx, role, later)))) continue;
    // Its words stay read: the former employer's criterion says where they held it ("engineers at
    // Stripe who are now founders": Stripe was where they were engineers).
    ctx.facts.splice(ctx.facts.indexOf(role), 1);
    for (const employer of ctx.factsOf('company')) if (employer.start === role.end && employer.when === 'current' && !employer.exclude && !employer.dated) employer.when = 'past';
    for (const implied of ctx.facts.filter((f) => f.kind === 'seniority' && f.start === role.start && f.end === role.end)) ctx.facts.splice(ctx.facts.indexOf(implied), 1);
  }
}

/** Verbs of the work people do now, before its field: "is now doing product marketing", "now working in strategy". */
const DOING = new Set(['doing', 'in', 'working', 'work', 'works']);

/**
 * "anyone who left peloton since 2023 and is now doing product marketing": where the brief names no
 * role, the field people now work in is their title, matched on its words ("Director, Product
 * Marketing"), never a skill anyone may list.
 */
export function fieldsWorkedInNow(ctx: BriefContext): void {
  if (ctx.factsOf('role').some((role) => !role.exclude)) return;
  for (const skill of ctx.factsOf('skill')) {
    let k = skill.start - 1;
    while (k >= 0 && k >= skill.start - 3 && DOING.has(ctx.tokens[k]!.key) && ctx.isFree(k) && !ctx.tokens[k]!.breakAfter) k--;
    if (k === skill.start - 1 || k < 0 || !NOW.has(ctx.tokens[k]!.folded) || ctx.tokens[k]!.breakAfter) continue;
    const words = ctx.tokens.slice(skill.start, skill.end).map((t) => t.key).join(' ');
    ctx.replaceFact(skill, { ...titleFact(words, skill.start, skill.end, skill.text), start: k, end: skill.end, text: ctx.text(k, skill.end) });
    return;
  }
}

/** The industry of a well-known company by the name a criterion gives it, or undefined. */
const industryOfKnown = (name: string) => KNOWN_COMPANIES.find((company) => company.name === name)?.industry;

/**
 * "consultants who left consulting within the last two years": the industry left is where they
 * were, never their employer's now (Industry: Management Consulting had been required). A former
 * employer the brief names in that industry says it already ("ex-McKinsey"), so its words are
 * read; otherwise the brief asks, as no criterion says where people no longer work.
 */
export function industriesLeft(ctx: BriefContext): void {
  for (const industry of ctx.factsOf('industry')) {
    let k = industry.start - 1;
    while (k >= industry.start - 3 && BEFORE_WHAT_IS_LEFT.has(ctx.tokens[k]?.folded ?? '') && !ctx.tokens[k]!.breakAfter) k--;
    const verb = ctx.tokens[k];
    if (!verb || verb.breakAfter || !LEFT.has(verb.folded) || LEAVING_TO_COME.has(verb.folded)) continue;
    const saidByFormerEmployer = ctx.factsOf('company').some((company) => company.when === 'past' && !company.exclude
      && company.names.every((name) => industry.industries.includes(industryOfKnown(name) ?? '')));
    if (saidByFormerEmployer) {
      ctx.facts.splice(ctx.facts.indexOf(industry), 1);
      ctx.claim(k, industry.end);
    } else ctx.dropFact(industry);
  }
}
